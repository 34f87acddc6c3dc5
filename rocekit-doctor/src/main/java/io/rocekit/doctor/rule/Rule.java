package io.rocekit.doctor.rule;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import java.util.List;

/**
 * One check of a node's evidence. One rule per class, with a stable {@code ID} constant; a rule
 * keeps no state between calls and says nothing when its evidence is absent (absence is not a
 * finding unless the rule is about absence).
 */
public interface Rule {
    /** What the rule checks, its evidence, fix and source. */
    RuleInfo info();

    /** The limits it compares against, with their defaults. */
    default List<Threshold> thresholds() {
        return List.of();
    }

    /** The findings on {@code evidence}; empty when all is well or the evidence is absent. */
    List<Finding> check(NodeEvidence evidence);
}
