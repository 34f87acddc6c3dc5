/**
 * The {@code fabric.*} rules: checks of one switch configuration (and, with an intent, of its
 * differences from it) in the one rule contract of {@code io.rocekit.core.rule}. Each rule reads a
 * {@link io.rocekit.fabric.rule.FabricEvidence} and reports per port; {@link
 * io.rocekit.fabric.rule.FabricCheck} runs them all and merges the same finding on many ports into one.
 */
package io.rocekit.fabric.rule;
