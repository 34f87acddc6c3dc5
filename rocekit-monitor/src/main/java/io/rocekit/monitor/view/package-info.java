/**
 * What the live view and {@code --json} show per port: the rates users watch (Gb/s, pauses per
 * priority, CNPs, ECN marks, out-of-buffer, discards, retransmissions) derived from
 * {@link io.rocekit.monitor.rate.PortRates}. Values only; the CLI renders them.
 */
package io.rocekit.monitor.view;
