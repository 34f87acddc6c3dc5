package io.rocekit.sim.engine;

/** The model side of the engine: runs one event at its time. */
@FunctionalInterface
public interface EventHandler {
    void onEvent(int event, long nowPs);
}
