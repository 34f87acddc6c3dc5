package io.rocekit.fleet.run;

import io.rocekit.core.parallel.SerializableFunction;
import io.rocekit.core.rule.RuleSettings;
import io.rocekit.fleet.input.SnapshotSource;
import io.rocekit.fleet.node.NodeSummary;
import io.rocekit.fleet.node.Summarizer;
import java.util.Objects;

/**
 * The per-node task every runner runs: open the snapshot where the task runs (a local disk, a
 * shared or distributed filesystem), run the doctor with the user's rule settings, return the
 * summary. It holds only the settings, plus one reusable {@link Summarizer} per thread, so it
 * ships to a Spark executor as it is. Archives are admitted against the process's
 * {@link UnpackBudget}, so threads together hold a bounded number of unpacked bytes.
 */
public final class FleetTask implements SerializableFunction<SnapshotSource, NodeSummary> {
    private static final long serialVersionUID = 1L;

    /** Every threshold at its default. */
    public static final FleetTask INSTANCE = new FleetTask(RuleSettings.defaults());

    private static final ThreadLocal<Summarizer> SUMMARIZER = new ThreadLocal<>();

    private final RuleSettings settings;

    private FleetTask(RuleSettings settings) {
        this.settings = Objects.requireNonNull(settings, "settings");
    }

    /** The task judging with {@code settings}. */
    public static FleetTask with(RuleSettings settings) {
        return settings.isEmpty() ? INSTANCE : new FleetTask(settings);
    }

    @Override
    public NodeSummary apply(SnapshotSource source) {
        Summarizer s = SUMMARIZER.get();
        if (s == null || !s.settings().overrides().equals(settings.overrides())) {
            s = new Summarizer(settings);
            SUMMARIZER.set(s);
        }
        // the node's archive bytes count against the process's budget until its summary is made
        try (UnpackBudget.Lease lease = UnpackBudget.SHARED.lease()) {
            return s.summarize(source, lease);
        }
    }
}
