package io.rocekit.fleet.run;

import io.rocekit.core.parallel.SerializableFunction;
import io.rocekit.fleet.input.SnapshotSource;
import io.rocekit.fleet.node.NodeSummary;
import io.rocekit.fleet.node.Summarizer;

/**
 * The per-node task every runner runs: open the snapshot where the task runs (a local disk, a
 * shared or distributed filesystem), run the doctor, return the summary. Stateless apart from one
 * reusable {@link Summarizer} per thread, so it ships to a Spark executor as it is. Archives are
 * admitted against the process's {@link UnpackBudget}, so threads together hold a bounded number of
 * unpacked bytes.
 */
public enum FleetTask implements SerializableFunction<SnapshotSource, NodeSummary> {
    INSTANCE;

    private static final ThreadLocal<Summarizer> SUMMARIZER = ThreadLocal.withInitial(Summarizer::new);

    @Override
    public NodeSummary apply(SnapshotSource source) {
        // the node's archive bytes count against the process's budget until its summary is made
        try (UnpackBudget.Lease lease = UnpackBudget.SHARED.lease()) {
            return SUMMARIZER.get().summarize(source, lease);
        }
    }
}
