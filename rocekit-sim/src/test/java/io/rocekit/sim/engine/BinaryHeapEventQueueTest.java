package io.rocekit.sim.engine;

class BinaryHeapEventQueueTest extends EventQueueContract {
    @Override
    EventQueue create() {
        return new BinaryHeapEventQueue(2);
    }
}
