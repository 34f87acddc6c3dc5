package io.rocekit.fleet.run;

import io.rocekit.core.parallel.KeptResults;
import io.rocekit.core.parallel.LocalTaskRunner;
import io.rocekit.core.parallel.TaskRunner;
import io.rocekit.core.rule.RuleSettings;
import io.rocekit.fleet.analysis.FleetAccumulator;
import io.rocekit.fleet.analysis.FleetAggregates;
import io.rocekit.fleet.analysis.KeptAggregates;
import io.rocekit.fleet.input.SnapshotSource;
import io.rocekit.fleet.node.NodeSummary;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The doctor over many snapshots on a {@link TaskRunner}. On local threads each summary is folded
 * into a {@link FleetAccumulator} on the calling thread as its task ends: memory holds the
 * accumulator and the snapshots being examined, not every node's model. On a cluster runner
 * (Spark) the summaries stay cached on the executors and the cross-node analysis runs there as
 * aggregations ({@link KeptAggregates}): the driver receives counts, the differing nodes and one
 * row per node, not every summary.
 */
public final class FleetRun {
    /** Told after each node (a cluster runner: after each batch of nodes): how many are done of how many. */
    @FunctionalInterface
    public interface Progress {
        void nodeDone(int done, int total);
    }

    private FleetRun() {
    }

    /**
     * Examines every source on {@code runner} (which is not closed) and returns the aggregates the
     * analysis reads. Close them before the runner: a cluster's cache lives until then.
     */
    public static FleetAggregates run(List<SnapshotSource> sources, TaskRunner runner, Progress progress) {
        return run(sources, runner, RuleSettings.defaults(), progress);
    }

    /** The same, every node judged with the user's {@code settings}. */
    public static FleetAggregates run(List<SnapshotSource> sources, TaskRunner runner, RuleSettings settings,
            Progress progress) {
        FleetTask task = FleetTask.with(settings);
        if (!runner.distributed()) {
            return fold(sources, runner, task, progress);
        }
        // each snapshot examined once; a repeat is reported as the local fold reports it
        Set<SnapshotSource> distinct = new LinkedHashSet<>();
        List<String> repeated = new ArrayList<>();
        for (SnapshotSource s : sources) {
            if (!distinct.add(s)) {
                repeated.add(s.path());
            }
        }
        int[] done = {0};
        KeptResults<NodeSummary> kept = runner.runAndKeep(new ArrayList<>(distinct), task, k -> {
            done[0] += k;
            progress.nodeDone(done[0], distinct.size());
        });
        try {
            return new KeptAggregates(kept, repeated);
        } catch (RuntimeException e) {
            kept.close();
            throw e;
        }
    }

    /** Every summary folded on this machine as its task ends (the runner is not closed). */
    public static FleetAccumulator fold(List<SnapshotSource> sources, TaskRunner runner, Progress progress) {
        return fold(sources, runner, FleetTask.INSTANCE, progress);
    }

    private static FleetAccumulator fold(List<SnapshotSource> sources, TaskRunner runner, FleetTask task,
            Progress progress) {
        FleetAccumulator acc = new FleetAccumulator();
        int[] done = {0};
        runner.run(sources, task, n -> {
            acc.add(n);
            progress.nodeDone(++done[0], sources.size());
        });
        return acc;
    }

    /** The same on {@code threads} local threads. */
    public static FleetAccumulator run(List<SnapshotSource> sources, int threads, Progress progress) {
        try (LocalTaskRunner r = new LocalTaskRunner(threads)) {
            return fold(sources, r, progress);
        }
    }
}
