package io.rocekit.sim.run;

/**
 * How to run: stop at {@code untilPs} (absolute simulated time, Long.MAX_VALUE for "until every
 * flow finished"), which flows' rates to trace, where to report progress, and whether a second
 * thread reads ahead of the simulation ({@link ReadAhead}).
 */
public record RunOptions(long untilPs, int[] tracedFlows, ProgressListener progress, ReadAhead readAhead) {
    /**
     * Whether a second thread reads the state the next events will touch ({@code ReadAheadThread}):
     * it makes a simulation whose state outgrows the cache faster and costs a second core, so it
     * is for a single run on a machine with a core to spare, not for sweeps that fill every core.
     */
    public enum ReadAhead {
        /** Never (the default: tune and fleet run one simulation per core). */
        OFF,
        /** When the machine has a second core and the fabric's state outgrows the cache. */
        AUTO,
        /** Whenever the event queue allows it (the calendar queue), e.g. to measure it. */
        ON
    }

    public RunOptions {
        tracedFlows = tracedFlows.clone();
    }

    public static RunOptions defaults() {
        return new RunOptions(Long.MAX_VALUE, new int[0], ProgressListener.NONE, ReadAhead.OFF);
    }

    public RunOptions withUntil(long ps) {
        return new RunOptions(ps, tracedFlows, progress, readAhead);
    }

    public RunOptions withTracedFlows(int... flows) {
        return new RunOptions(untilPs, flows, progress, readAhead);
    }

    public RunOptions withProgress(ProgressListener p) {
        return new RunOptions(untilPs, tracedFlows, p, readAhead);
    }

    public RunOptions withReadAhead(ReadAhead mode) {
        return new RunOptions(untilPs, tracedFlows, progress, mode);
    }
}
