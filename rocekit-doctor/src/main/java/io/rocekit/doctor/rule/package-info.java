/**
 * The doctor's rule framework: {@link io.rocekit.doctor.rule.Rule} (one check, one class, a
 * stable id, the core {@link io.rocekit.core.rule.Rule} over a node's evidence),
 * {@link io.rocekit.doctor.rule.NodeEvidence} (a node's parsed artifacts and derived
 * models such as the topology), {@link io.rocekit.core.rule.RuleCatalogue} (every rule of every
 * area, for {@code rocekit rules} and {@code docs/rules.md}) and
 * {@link io.rocekit.doctor.rule.RuleEngine}. The rules themselves live in one subpackage per area.
 */
package io.rocekit.doctor.rule;
