package io.rocekit.sim.engine;

/**
 * One simulation's clock and event list. Not thread-safe and not shared: every simulation owns
 * its loop, so many simulations can run side by side in one JVM.
 */
public final class EventLoop {
    private final EventQueue queue;
    private long nowPs;
    private long eventsRun;
    private boolean stopRequested;
    private boolean stopped;

    public EventLoop(EventQueue queue) {
        this.queue = queue;
    }

    /** Current simulated time in picoseconds. */
    public long nowPs() {
        return nowPs;
    }

    /** Schedules {@code event} at absolute time {@code atPs}, which must not be in the past. */
    public void scheduleAt(long atPs, int event) {
        if (atPs < nowPs) {
            throw new IllegalArgumentException("event " + event + " scheduled at " + atPs
                    + " ps, before now (" + nowPs + " ps)");
        }
        queue.insert(atPs, event);
    }

    /**
     * Runs events in order until the queue is empty, the next event lies after {@code untilPs},
     * or {@link #stop()} is called from an event. Returns the number of events run by this call.
     */
    public long run(long untilPs, EventHandler handler) {
        return run(untilPs, handler, Long.MAX_VALUE);
    }

    /** As {@link #run(long, EventHandler)}, returning after at most {@code maxEvents} events. */
    public long run(long untilPs, EventHandler handler, long maxEvents) {
        stopRequested = false;
        long before = eventsRun;
        long limit = maxEvents > Long.MAX_VALUE - before ? Long.MAX_VALUE : before + maxEvents;
        EventQueue q = queue;
        while (!q.isEmpty() && !stopRequested && eventsRun < limit) {
            if (q.peekTime() > untilPs) {
                break;
            }
            int event = q.removeNext();
            nowPs = q.lastRemovedTime();
            eventsRun++;
            handler.onEvent(event, nowPs);
        }
        return eventsRun - before;
    }

    /** Asks {@link #run} to return after the current event; {@link #stopped()} stays true. */
    public void stop() {
        stopRequested = true;
        stopped = true;
    }

    /** True once {@link #stop()} was called: the model has nothing left to do. */
    public boolean stopped() {
        return stopped;
    }

    /** True when no event is left or the next one lies after {@code untilPs}. */
    public boolean idleUntil(long untilPs) {
        return queue.isEmpty() || queue.peekTime() > untilPs;
    }

    /** Time of the next event, Long.MAX_VALUE when none is left. */
    public long nextEventPs() {
        return queue.isEmpty() ? Long.MAX_VALUE : queue.peekTime();
    }

    /** Moves the clock forward to {@code tPs} without running anything (end of a bounded run). */
    public void advanceTo(long tPs) {
        if (tPs > nowPs) {
            nowPs = tPs;
        }
    }

    public long eventsRun() {
        return eventsRun;
    }

    public int pendingEvents() {
        return queue.size();
    }

    public String queueName() {
        return queue.name();
    }
}
