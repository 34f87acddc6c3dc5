/**
 * {@code rocekit sim}: runs the packet-level fabric simulator on a scenario file or on the HPCC
 * simulator's topology and flow files, and renders the result as text, JSON, CSV time series,
 * the reference's FCT/PFC formats and an HTML report of the report kit.
 */
package io.rocekit.cli.sim;
