package io.rocekit.sim.engine;

class CalendarEventQueueTest extends EventQueueContract {
    @Override
    EventQueue create() {
        return new CalendarEventQueue(7);
    }
}
