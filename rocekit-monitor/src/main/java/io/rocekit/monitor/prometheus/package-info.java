/**
 * The Prometheus exporter: metric families built from one {@link io.rocekit.monitor.sample.Sample}
 * read at scrape time, node_exporter's {@code node_infiniband_*} families under the
 * {@code rocekit_} prefix with the same labels and values, and the RoCE families node_exporter
 * lacks (hw_counters, per-priority ethtool counters, info metrics).
 */
package io.rocekit.monitor.prometheus;
