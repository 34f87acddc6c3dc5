/**
 * The capture rules: one class per rule, each a {@link io.rocekit.capture.rules.CaptureRule} (the
 * core {@link io.rocekit.core.rule.Rule} contract over a finished report) with a stable
 * {@code capture.*} id, its {@link io.rocekit.core.finding.RuleInfo} and typed thresholds;
 * {@link io.rocekit.capture.rules.CaptureRules} lists them and evaluates a report into findings.
 */
package io.rocekit.capture.rules;
