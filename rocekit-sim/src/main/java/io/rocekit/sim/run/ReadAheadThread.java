package io.rocekit.sim.run;

import io.rocekit.sim.engine.CalendarEventQueue;
import io.rocekit.sim.engine.EventLoop;
import io.rocekit.sim.net.ReadAhead;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/**
 * A second thread that reads ahead of the simulation ({@link ReadAhead}): it takes the next
 * events of the calendar's current day, reads what they will touch, then waits until the
 * simulation has run half of them before it reads again. Waiting keeps it from reading the same
 * lines the simulation thread is writing over and over (on a fabric that fits in the cache that
 * traffic between the cores made the simulation slower, not faster). It measures whether it
 * helps ({@link #PROBE_EVENTS}) and stops reading while it does not (docs/performance.md, "Fifth
 * round").
 */
final class ReadAheadThread implements Runnable {
    /** Events read per pass: a few hundred microseconds of the simulation's work at k=32. */
    static final int EVENTS_PER_PASS = 512;
    /**
     * Events the simulation runs without, then with reading ahead, to see which is faster now; the
     * faster is kept for the next {@link #KEEP_EVENTS}. Measured, because it depends on where the
     * two threads run: on a 2-core virtual machine (whose cores may at times be one physical core's
     * two hardware threads) some runs with reading ahead took up to 45 % longer (docs/performance.md).
     */
    static final long PROBE_EVENTS = 200_000;
    static final long KEEP_EVENTS = 2_000_000;
    /** A wait between passes: about a hundred events of the simulation (the kernel adds its timer slack). */
    private static final long WAIT_NS = 20_000;
    /** Passes on a day shorter than this wait as if it had this many events. */
    private static final int MIN_WAIT_EVENTS = 64;

    private final CalendarEventQueue calendar;
    private final EventLoop loop;
    private final ReadAhead reader;
    private volatile boolean stop;
    /** What was read, kept so that the reads are not optimised away. */
    private long sink;
    /** Passes read so far. */
    private final AtomicLong passes = new AtomicLong();
    private final int[] batch = new int[EVENTS_PER_PASS];

    private final long probeEvents;
    private final long keepEvents;
    private Thread thread;

    private ReadAheadThread(CalendarEventQueue calendar, EventLoop loop, ReadAhead reader, long probeEvents,
            long keepEvents) {
        this.calendar = calendar;
        this.loop = loop;
        this.reader = reader;
        this.probeEvents = probeEvents;
        this.keepEvents = keepEvents;
    }

    /** Starts the thread (a daemon, so it never keeps the JVM alive); {@link #stop} when the run ends. */
    static ReadAheadThread start(CalendarEventQueue calendar, EventLoop loop, ReadAhead reader) {
        return start(calendar, loop, reader, PROBE_EVENTS, KEEP_EVENTS);
    }

    static ReadAheadThread start(CalendarEventQueue calendar, EventLoop loop, ReadAhead reader, long probeEvents,
            long keepEvents) {
        ReadAheadThread r = new ReadAheadThread(calendar, loop, reader, probeEvents, keepEvents);
        r.thread = new Thread(r, "rocekit-sim-read-ahead");
        r.thread.setDaemon(true);
        r.thread.start();
        return r;
    }

    /** Ends the thread and waits for it (a wait is a fraction of a millisecond): nothing reads the run's state after. */
    void stop() {
        stop = true;
        try {
            thread.join(1_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    long passes() {
        return passes.get();
    }

    @Override
    public void run() {
        try {
            while (!stop) {
                long withoutNs = runFor(probeEvents, false);
                long withNs = runFor(probeEvents, true);
                runFor(keepEvents, withNs < withoutNs);
            }
        } catch (RuntimeException e) {
            // a racy read went somewhere no check foresaw: reading ahead only ever saved time
        }
    }

    /**
     * Reads ahead (or only waits) until the simulation has run {@code events} more events, or
     * stops; returns the nanoseconds that took.
     */
    private long runFor(long events, boolean reading) {
        long t0 = System.nanoTime();
        long end = loop.eventsRun() + events;
        long nextPassAt = 0;
        long sum = 0;
        long n = 0;
        while (!stop) { // the volatile read also makes every read below a fresh one
            long ran = loop.eventsRun();
            if (ran >= end) {
                break;
            }
            if (!reading || ran < nextPassAt) {
                // sleeps rather than spins: the JIT's and the post-run warm-up's threads need the
                // core too, and one of them on the simulation's core costs more than this saves
                LockSupport.parkNanos(WAIT_NS);
                continue;
            }
            int m = calendar.upcoming(batch);
            sum += reader.touchAll(batch, m);
            nextPassAt = ran + Math.max(MIN_WAIT_EVENTS, m / 2);
            n++;
        }
        sink += sum;
        passes.addAndGet(n);
        return System.nanoTime() - t0;
    }
}
