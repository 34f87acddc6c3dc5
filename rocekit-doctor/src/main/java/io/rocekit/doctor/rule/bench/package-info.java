/**
 * The bench rules, one class each, with a stable id, metadata ({@link io.rocekit.core.finding.RuleInfo})
 * and documented thresholds. Each finding names what it saw, with the lines as evidence, then the
 * likely causes: first those the input itself shows, then the rows of the field guide's
 * troubleshooting table that can explain it, in the table's order
 * ({@link io.rocekit.doctor.bench.judge.Troubleshooting}).
 */
package io.rocekit.doctor.rule.bench;
