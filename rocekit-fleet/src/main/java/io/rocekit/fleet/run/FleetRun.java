package io.rocekit.fleet.run;

import io.rocekit.core.parallel.LocalTaskRunner;
import io.rocekit.core.parallel.TaskRunner;
import io.rocekit.fleet.analysis.FleetAccumulator;
import io.rocekit.fleet.input.SnapshotSource;
import java.util.List;

/**
 * The doctor over many snapshots on a {@link TaskRunner} (local threads, or Spark tasks with
 * rocekit-spark), each summary folded into the accumulator on the calling thread as its task
 * ends. Memory holds the accumulator and the snapshots being examined, not every node's model.
 */
public final class FleetRun {
    /** Told after each node: how many are done of how many. */
    @FunctionalInterface
    public interface Progress {
        void nodeDone(int done, int total);
    }

    private FleetRun() {
    }

    /** Examines every source on {@code runner} and folds the summaries (the runner is not closed). */
    public static FleetAccumulator run(List<SnapshotSource> sources, TaskRunner runner, Progress progress) {
        FleetAccumulator acc = new FleetAccumulator();
        int[] done = {0};
        runner.run(sources, FleetTask.INSTANCE, n -> {
            acc.add(n);
            progress.nodeDone(++done[0], sources.size());
        });
        return acc;
    }

    /** The same on {@code threads} local threads. */
    public static FleetAccumulator run(List<SnapshotSource> sources, int threads, Progress progress) {
        try (LocalTaskRunner r = new LocalTaskRunner(threads)) {
            return run(sources, r, progress);
        }
    }
}
