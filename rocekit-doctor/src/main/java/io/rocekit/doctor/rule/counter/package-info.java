/**
 * Rules on NIC counters (ethtool -S, RDMA hw_counters): receive buffer exhaustion, port discards,
 * pause and PFC storms, DCQCN activity, transport retransmission. Counters are cumulative; every
 * finding says a rate needs two snapshots.
 */
package io.rocekit.doctor.rule.counter;
