package io.rocekit.sim.metrics;

/** A PFC frame received by a port (the reference's pfc.txt line). */
public record PfcEvent(long timePs, int node, int ifIndex, boolean pause) {
}
