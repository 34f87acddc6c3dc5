package io.rocekit.cli.sim;

import io.rocekit.sim.run.ProgressListener;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * A one-line progress bar on stderr, shown only once a run has taken more than a second: share of
 * flows finished, simulated time, and event rate. {@link #done()} clears it.
 */
final class ProgressBar implements ProgressListener {
    private static final long SHOW_AFTER_NANOS = 1_000_000_000L;
    private static final int WIDTH = 30;

    private final PrintWriter err;
    private final boolean enabled;
    private final long t0 = System.nanoTime();
    private final long startPs;
    private boolean shown;

    ProgressBar(PrintWriter err, boolean enabled, long startPs) {
        this.err = err;
        this.enabled = enabled;
        this.startPs = startPs;
    }

    @Override
    public void progress(long simNowPs, int flowsDone, int flowsTotal, long events) {
        long elapsed = System.nanoTime() - t0;
        if (!enabled || elapsed < SHOW_AFTER_NANOS) {
            return;
        }
        double share = flowsTotal == 0 ? 1 : flowsDone / (double) flowsTotal;
        int filled = (int) Math.round(share * WIDTH);
        String bar = "=".repeat(filled) + (filled < WIDTH ? ">" + " ".repeat(WIDTH - filled - 1) : "");
        err.print(String.format(Locale.ROOT, "\r[%s] %3.0f%% flows %d/%d  sim %.3f ms  %.1f M events/s ", bar,
                share * 100, flowsDone, flowsTotal, (simNowPs - startPs) / 1e9, events * 1e3 / elapsed));
        err.flush();
        shown = true;
    }

    void done() {
        if (shown) {
            err.print("\r" + " ".repeat(WIDTH + 70) + "\r");
            err.flush();
        }
    }
}
