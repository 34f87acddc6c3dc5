package io.rocekit.cli.sim;

import io.rocekit.cli.render.ProgressLine;
import io.rocekit.core.finding.Quantities;
import io.rocekit.sim.run.ProgressListener;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * The simulator's progress on the report kit's {@link ProgressLine}, shown only once a run has
 * taken more than a second: share of flows finished, simulated time, and event rate. {@link #done()}
 * clears it.
 */
final class ProgressBar implements ProgressListener {
    private final ProgressLine line;
    private final long startPs;

    ProgressBar(PrintWriter err, boolean enabled, long startPs) {
        this.line = new ProgressLine(err, enabled, 1_000_000_000L, 100_000_000L);
        this.startPs = startPs;
    }

    @Override
    public void progress(long simNowPs, int flowsDone, int flowsTotal, long events) {
        double share = flowsTotal == 0 ? 1 : flowsDone / (double) flowsTotal;
        long elapsed = Math.max(1, line.elapsedNanos());
        line.update(share, String.format(Locale.ROOT, "%s flows %d/%d  sim %.3f ms  %.1f M events/s",
                Quantities.percent(share, 0), flowsDone, flowsTotal, (simNowPs - startPs) / 1e9, events * 1e3 / elapsed),
                flowsDone == flowsTotal);
    }

    void done() {
        line.clear();
    }
}
