package io.rocekit.sim.run;

/**
 * How to run: stop at {@code untilPs} (absolute simulated time, Long.MAX_VALUE for "until every
 * flow finished"), which flows' rates to trace, where to report progress, and whether the state
 * the next events touch is read ahead of them ({@link ReadAhead}).
 */
public record RunOptions(long untilPs, int[] tracedFlows, ProgressListener progress, ReadAhead readAhead,
        int threads) {
    /**
     * Whether the state the next events will touch is read ahead of them ({@code ReadAhead}): it
     * makes a simulation whose state outgrows the cache faster. Inline, the simulation thread
     * reads a batch every so many events itself; a second thread costs a core, so it is for a
     * single run on a machine with a core to spare, never for sweeps that fill every core.
     */
    public enum ReadAhead {
        /** Never. */
        OFF,
        /** Inline when the fabric's state outgrows the cache (the default: it needs no second core). */
        AUTO,
        /** Inline whenever the event queue allows it (the calendar queue), e.g. to measure it. */
        INLINE,
        /** A second thread whenever the event queue allows it, e.g. to measure it. */
        THREAD
    }

    public RunOptions {
        tracedFlows = tracedFlows.clone();
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, was " + threads);
        }
    }

    /** One thread. */
    public RunOptions(long untilPs, int[] tracedFlows, ProgressListener progress, ReadAhead readAhead) {
        this(untilPs, tracedFlows, progress, readAhead, 1);
    }

    public static RunOptions defaults() {
        return new RunOptions(Long.MAX_VALUE, new int[0], ProgressListener.NONE, ReadAhead.AUTO, 1);
    }

    /**
     * Simulates the fabric in {@code n} parts on as many threads (issue 22), where it divides and no
     * flow waits for another; the result does not depend on the threads' timing, but equal-time
     * events of different parts are ordered differently than on one thread.
     */
    public RunOptions withThreads(int n) {
        return new RunOptions(untilPs, tracedFlows, progress, readAhead, n);
    }

    public RunOptions withUntil(long ps) {
        return new RunOptions(ps, tracedFlows, progress, readAhead, threads);
    }

    public RunOptions withTracedFlows(int... flows) {
        return new RunOptions(untilPs, flows, progress, readAhead, threads);
    }

    public RunOptions withProgress(ProgressListener p) {
        return new RunOptions(untilPs, tracedFlows, p, readAhead, threads);
    }

    public RunOptions withReadAhead(ReadAhead mode) {
        return new RunOptions(untilPs, tracedFlows, progress, mode, threads);
    }
}
