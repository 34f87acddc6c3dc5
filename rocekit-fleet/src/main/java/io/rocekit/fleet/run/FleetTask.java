package io.rocekit.fleet.run;

import io.rocekit.core.parallel.SerializableFunction;
import io.rocekit.fleet.input.SnapshotSource;
import io.rocekit.fleet.node.NodeSummary;
import io.rocekit.fleet.node.Summarizer;

/**
 * The per-node task every runner runs: open the snapshot where the task runs (a local disk, a
 * shared or distributed filesystem), run the doctor, return the summary. Stateless apart from one
 * reusable {@link Summarizer} per thread, so it ships to a Spark executor as it is.
 */
public enum FleetTask implements SerializableFunction<SnapshotSource, NodeSummary> {
    INSTANCE;

    private static final ThreadLocal<Summarizer> SUMMARIZER = ThreadLocal.withInitial(Summarizer::new);

    @Override
    public NodeSummary apply(SnapshotSource source) {
        return SUMMARIZER.get().summarize(source);
    }
}
