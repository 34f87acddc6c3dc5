/**
 * {@code fabric.host-*}: where a switch configuration given with a node's evidence disagrees with the
 * node's NIC (mlnx_qos trust, DSCP map and PFC; the RDMA-CM ToS; the CNP DSCP): the DSCP RoCE is sent
 * with, the PFC priorities, the trust mode, the CNP class.
 */
package io.rocekit.doctor.rule.fabric;
