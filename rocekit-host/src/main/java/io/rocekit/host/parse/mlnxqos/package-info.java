/** {@code mlnx_qos -i IFACE}: trust mode, DSCP map, PFC per priority, buffers, traffic classes. */
package io.rocekit.host.parse.mlnxqos;
