package io.rocekit.doctor.rule;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.rule.Limits;
import java.util.List;

/**
 * A doctor rule: the core {@link io.rocekit.core.rule.Rule} contract over one node's evidence.
 * One rule per class, with a stable {@code ID} constant; a rule keeps no state between calls and
 * says nothing when its evidence is absent (absence is not a finding unless the rule is about
 * absence).
 */
public interface Rule extends io.rocekit.core.rule.Rule<NodeEvidence> {
    /**
     * The findings on {@code evidence} at default limits. Rules not yet reading {@link Limits}
     * implement this one; the rest implement {@link #check(NodeEvidence, Limits)}.
     */
    @Override
    List<Finding> check(NodeEvidence evidence);

    @Override
    default List<Finding> check(NodeEvidence evidence, Limits limits) {
        return check(evidence);
    }
}
