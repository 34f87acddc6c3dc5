/** {@code rocekit decode}: per-frame text, JSON Lines and tab-separated output over the wire codec. */
package io.rocekit.cli.wire;
