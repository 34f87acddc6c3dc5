/**
 * Running one simulation: {@link io.rocekit.sim.run.SimRun} wires topology, routes, traffic and
 * configuration into a {@link io.rocekit.sim.net.Network}, runs the event loop (reporting
 * progress) and returns an immutable {@link io.rocekit.sim.run.SimResult}: per-flow FCT and
 * slowdown, per-port counters, PFC events, sampled queues, traced rates, summary percentiles and
 * the end-of-run invariants.
 */
package io.rocekit.sim.run;
