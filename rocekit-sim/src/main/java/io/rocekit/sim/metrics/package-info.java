/**
 * What a simulation measures. While it runs, the network model reports every countable event
 * through {@link io.rocekit.sim.metrics.NetProbe}; {@link io.rocekit.sim.metrics.FabricStats} is
 * the sink that counts them. At the end they become immutable records: flows (FCT, ideal FCT,
 * slowdown), ports (bytes, drops, ECN marks, queue peak and means, PFC frames and paused time per
 * priority), PFC events, sampled queues, traced rates, percentiles per flow-size bucket, and the
 * end-of-run invariants. Also the writers of the reference's text formats (FCT and PFC files).
 */
package io.rocekit.sim.metrics;
