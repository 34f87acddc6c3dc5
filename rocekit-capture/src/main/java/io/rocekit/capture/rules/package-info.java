/**
 * The capture rules: one class per rule, each with a stable {@code capture.*} id and its
 * {@link io.rocekit.core.finding.RuleInfo}; {@link io.rocekit.capture.rules.CaptureRules} lists
 * them and evaluates a finished report into findings.
 */
package io.rocekit.capture.rules;
