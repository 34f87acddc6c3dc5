package io.rocekit.core.rule;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import java.util.List;

/**
 * One check, in any area: its metadata, the thresholds it compares against, and the findings it
 * draws from evidence of type {@code E} (a node's parsed artifacts, a capture report, benchmark
 * verdicts, a fabric's counters). One rule per class, with a stable {@code ID}; a rule keeps no
 * state between calls, reads every limit from {@code limits} (never a constant), reports findings
 * only under its own id, and says nothing when its evidence is absent (absence is not a finding
 * unless the rule is about absence).
 *
 * @param <E> the evidence the rule reads
 */
public interface Rule<E> {
    /** What the rule checks, its evidence, fix and source. */
    RuleInfo info();

    /** The limits it compares against, with defaults and units; empty when it has none. */
    default List<Threshold> thresholds() {
        return List.of();
    }

    /** The findings on {@code evidence} under {@code limits}; empty when all is well or the evidence is absent. */
    List<Finding> check(E evidence, Limits limits);

    /** {@link #check(Object, Limits)} with every threshold at its default. */
    default List<Finding> check(E evidence) {
        return check(evidence, Limits.defaults());
    }
}
