/**
 * The doctor's rule set ({@link io.rocekit.doctor.ruleset.DoctorRules}): the one place that lists every
 * rule subpackage, kept out of {@code doctor.rule} so that the rule contract and the rules do not
 * import each other.
 */
package io.rocekit.doctor.ruleset;
