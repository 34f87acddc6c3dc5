package io.rocekit.doctor.bench.rules;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.rule.Threshold;
import java.util.List;

/** One bench rule: its metadata and the findings it draws from the runs and logs. */
public interface BenchRule {
    /** The rule's metadata for {@code rocekit rules} and docs/rules.md. */
    RuleInfo info();

    /** The limits the rule compares against, with their defaults (see docs/bench.md). */
    default List<Threshold> thresholds() {
        return List.of();
    }

    /** The findings, empty when the rule does not fire. */
    List<Finding> check(BenchContext context);
}
