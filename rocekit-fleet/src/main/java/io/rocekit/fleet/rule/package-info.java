/** The {@code fleet.*} rules: what each cross-node check reports, with its thresholds. */
package io.rocekit.fleet.rule;
