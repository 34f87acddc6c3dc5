package io.rocekit.doctor.rule;

/**
 * A doctor rule: the core {@link io.rocekit.core.rule.Rule} contract over one node's evidence
 * (its parsed artifacts and derived models). One rule per class, with a stable {@code ID}
 * constant; it reads its limits from the {@link io.rocekit.core.rule.Limits} it is given and says
 * nothing when its evidence is absent.
 */
public interface Rule extends io.rocekit.core.rule.Rule<NodeEvidence> {
}
