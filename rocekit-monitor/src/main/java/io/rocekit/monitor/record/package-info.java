/**
 * Recordings: samples as JSON Lines ({@code rocekit monitor --record FILE}), read back by the
 * doctor to judge counters as rates; and samples taken from doctor snapshots, so that two
 * snapshots give rates too.
 */
package io.rocekit.monitor.record;
