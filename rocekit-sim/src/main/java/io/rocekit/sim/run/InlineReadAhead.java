package io.rocekit.sim.run;

import io.rocekit.sim.engine.CalendarEventQueue;
import io.rocekit.sim.net.ReadAhead;

/**
 * The simulation thread reading ahead of itself: every {@link #EVERY_EVENTS} events it reads what
 * the {@link #EVERY_EVENTS} events after the next {@link #EVERY_EVENTS} will touch
 * ({@link ReadAhead}, stage by stage over the batch). An event at cluster scale is a chain of
 * dependent misses to memory (the arriving packet, then its egress queue and buffer records), each
 * waited for in turn; the batch's reads of one stage are independent, so the processor has many
 * of them in flight at once, and by the time the simulation reaches those events their lines are
 * in the cache. Unlike {@link ReadAheadThread} it needs no second core and never waits for one to
 * be scheduled, so {@code tune}, which fills every core, runs it too (docs/performance.md,
 * "Eighth round"). Outputs do not depend on it.
 */
final class InlineReadAhead {
    /**
     * Events between two readings, and how far ahead they read: at k=32 a reading every 128 events,
     * of events 128-255 ahead, was faster in paired runs than every 256 events and than re-reading
     * the nearer half as well; every 32 or 64 could not be told apart (docs/performance.md, "Eighth round").
     */
    static final int EVERY_EVENTS = 128;

    private final CalendarEventQueue calendar;
    private final ReadAhead reader;
    private final int[] upcoming = new int[2 * EVERY_EVENTS];
    /** What was read, kept so that the reads are not optimised away. */
    private long sink;
    /** Readings that found events to read. */
    private long readings;

    InlineReadAhead(CalendarEventQueue calendar, ReadAhead reader) {
        this.calendar = calendar;
        this.reader = reader;
    }

    /**
     * Reads what the events after the next {@link #EVERY_EVENTS} of the calendar's current day will
     * touch; the nearer ones were read by the previous call.
     */
    void readNext() {
        int n = calendar.upcoming(upcoming);
        if (n > EVERY_EVENTS) {
            sink += reader.touchRange(upcoming, EVERY_EVENTS, n);
            readings++;
        }
    }

    long sink() {
        return sink;
    }

    long readings() {
        return readings;
    }
}
