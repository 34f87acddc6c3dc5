/**
 * {@code rocekit tune}: the command line of rocekit-tune (runner choice, progress, text, JSON,
 * HTML, {@code --set} lines and the fabric intent fragment). Reference: docs/tune.md.
 */
package io.rocekit.cli.tune;
