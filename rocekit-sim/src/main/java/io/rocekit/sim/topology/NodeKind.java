package io.rocekit.sim.topology;

/** What a node of the fabric is. */
public enum NodeKind {
    HOST,
    SWITCH
}
