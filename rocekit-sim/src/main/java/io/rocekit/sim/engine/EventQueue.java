package io.rocekit.sim.engine;

/**
 * The event list of a discrete-event simulation, reduced to primitives: an event is an {@code int}
 * token scheduled at a {@code long} time in picoseconds. The five operations are ns-3's scheduler
 * interface ({@code Insert}, {@code IsEmpty}, {@code PeekNext}, {@code RemoveNext}, {@code Remove}).
 *
 * <p>Contract: events come out in time order; events with equal times come out in insertion order
 * (FIFO). Implementations allocate only when they grow.
 */
public interface EventQueue {

    /** Adds {@code event} at {@code timePs}; equal times keep insertion order. */
    void insert(long timePs, int event);

    /** True when no event is queued. */
    boolean isEmpty();

    /** Number of queued events. */
    int size();

    /** Time of the next event; {@link IllegalStateException} when empty. */
    long peekTime();

    /**
     * Removes the next event and returns its token; its time is then {@link #lastRemovedTime()}.
     * {@link IllegalStateException} when empty.
     */
    int removeNext();

    /** Time of the event that {@link #removeNext()} returned last. */
    long lastRemovedTime();

    /**
     * Removes the earliest-inserted queued event equal to {@code (timePs, event)}; false when there
     * is none. Linear in the queue size: models cancel timers lazily instead (a fired timer checks
     * whether it is still wanted), this exists for completeness and tests.
     */
    boolean remove(long timePs, int event);

    /** A short name for reports ("heap", "calendar"). */
    String name();
}
