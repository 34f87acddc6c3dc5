package io.rocekit.sim.net;

/** Something that happens to one flow at one time (a flow opens, a flow completes). */
@FunctionalInterface
interface FlowEvent {
    void at(int flow, long nowPs);
}
