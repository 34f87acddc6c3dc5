/**
 * What a simulation measured, as immutable records: flows (FCT, ideal FCT, slowdown), ports
 * (bytes, drops, ECN marks, queue peak and means, PFC frames and paused time per priority), PFC
 * events, sampled queues, traced rates, percentiles per flow-size bucket, and the end-of-run
 * invariants. Also the writers of the reference's text formats (FCT and PFC files).
 */
package io.rocekit.sim.metrics;
