/**
 * Rules on NIC ports and their QoS and firmware: link speed, trust mode, PFC priority, RoCE ToS,
 * CNP priority, ConnectX firmware parameters.
 */
package io.rocekit.doctor.rule.nic;
