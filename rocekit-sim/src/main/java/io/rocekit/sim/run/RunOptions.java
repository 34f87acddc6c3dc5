package io.rocekit.sim.run;

/**
 * How to run: stop at {@code untilPs} (absolute simulated time, Long.MAX_VALUE for "until every
 * flow finished"), which flows' rates to trace, and where to report progress.
 */
public record RunOptions(long untilPs, int[] tracedFlows, ProgressListener progress) {
    public RunOptions {
        tracedFlows = tracedFlows.clone();
    }

    public static RunOptions defaults() {
        return new RunOptions(Long.MAX_VALUE, new int[0], ProgressListener.NONE);
    }

    public RunOptions withUntil(long ps) {
        return new RunOptions(ps, tracedFlows, progress);
    }

    public RunOptions withTracedFlows(int... flows) {
        return new RunOptions(untilPs, flows, progress);
    }

    public RunOptions withProgress(ProgressListener p) {
        return new RunOptions(untilPs, tracedFlows, p);
    }
}
