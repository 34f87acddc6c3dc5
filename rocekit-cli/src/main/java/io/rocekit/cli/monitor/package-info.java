/** {@code rocekit monitor}: the live view, JSON Lines, recordings, the Prometheus exporter and the emitted alert rules and dashboard. */
package io.rocekit.cli.monitor;
