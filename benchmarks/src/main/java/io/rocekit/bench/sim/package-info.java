/**
 * Simulator benchmarks: the event lists under a simulation-like hold model (JMH), whole runs of
 * the reference scenarios in one JVM ({@link io.rocekit.bench.sim.SimSpeed}), used by
 * {@code benchmarks/sim/speed.sh}.
 */
package io.rocekit.bench.sim;
