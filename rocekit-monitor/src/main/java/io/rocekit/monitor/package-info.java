/**
 * Counters over time: one {@link io.rocekit.monitor.sample.Sample} of every RDMA port and its
 * network interface, rates between two samples, the Prometheus exporter, the alert rules and the
 * recordings the doctor reads.
 */
package io.rocekit.monitor;
