/**
 * The monitor's rules ({@code monitor.*}, area {@code monitor}) in the one rule contract of
 * rocekit-core: judged on counter rates between two samples, never on totals since boot; each
 * also says how to write itself as a Prometheus alerting rule over the exporter's metrics.
 */
package io.rocekit.monitor.alert;
