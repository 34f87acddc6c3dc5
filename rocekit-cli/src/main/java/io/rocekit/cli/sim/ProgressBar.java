package io.rocekit.cli.sim;

import io.rocekit.cli.render.ProgressLine;
import io.rocekit.core.finding.Quantities;
import io.rocekit.sim.run.ProgressListener;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * The simulator's progress on the report kit's {@link ProgressLine}, shown only once a run has
 * taken more than a second: while the routes are worked out, how many switches with hosts are
 * done; then the share of flows finished, simulated time, and the event rate since the events
 * began. {@link #done()} clears it.
 */
final class ProgressBar implements ProgressListener {
    private final ProgressLine line;
    private final long startPs;
    /** Time the route search took, left out of the event rate. */
    private long setUpNanos;

    ProgressBar(PrintWriter err, boolean enabled, long startPs) {
        this(err, enabled, startPs, 1_000_000_000L);
    }

    /** As a user sees it, but drawn from {@code showAfterNanos} on (tests: at once). */
    ProgressBar(PrintWriter err, boolean enabled, long startPs, long showAfterNanos) {
        this.line = new ProgressLine(err, enabled, showAfterNanos, 100_000_000L);
        this.startPs = startPs;
    }

    @Override
    public void progress(long simNowPs, int flowsDone, int flowsTotal, long events) {
        double share = flowsTotal == 0 ? 1 : flowsDone / (double) flowsTotal;
        long elapsed = Math.max(1, line.elapsedNanos() - setUpNanos);
        line.update(share, String.format(Locale.ROOT, "%s flows %d/%d  sim %.3f ms  %.1f M events/s",
                Quantities.percent(share, 0), flowsDone, flowsTotal, (simNowPs - startPs) / 1e9, events * 1e3 / elapsed),
                flowsDone == flowsTotal);
    }

    @Override
    public void routesSearched(int searched, int switches) {
        setUpNanos = line.elapsedNanos();
        line.update(searched / (double) switches, String.format(Locale.ROOT,
                "setting up: routes from %d/%d switches with hosts", searched, switches), false);
    }

    void done() {
        line.clear();
    }
}
