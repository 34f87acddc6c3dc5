/**
 * The normalised switch QoS model every reader produces and every check and renderer uses: per
 * port the effective DSCP to traffic class map, the PFC priorities, the watchdog, the queues with
 * their ECN thresholds and scheduling; the buffer pools and profiles. Thresholds keep the value and
 * unit they were written in beside their size in bytes, which is empty where no conversion exists.
 */
package io.rocekit.fabric.model;
