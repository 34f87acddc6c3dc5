package io.rocekit.cli.fleet;

import io.rocekit.fleet.run.FleetRun;
import java.io.PrintWriter;
import java.util.Locale;

/** A one-line progress bar on stderr, only on a terminal, redrawn at most ten times a second. */
final class FleetProgress implements FleetRun.Progress {
    private static final int WIDTH = 30;
    private final PrintWriter err;
    private final boolean enabled;
    private final long t0 = System.nanoTime();
    private long lastDraw;
    private boolean shown;

    FleetProgress(PrintWriter err, boolean enabled) {
        this.err = err;
        this.enabled = enabled;
    }

    @Override
    public void nodeDone(int done, int total) {
        long now = System.nanoTime();
        if (!enabled || done < total && now - lastDraw < 100_000_000L) {
            return;
        }
        lastDraw = now;
        double share = total == 0 ? 1 : done / (double) total;
        int filled = (int) Math.round(share * WIDTH);
        double secs = (now - t0) / 1e9;
        err.print(String.format(Locale.ROOT, "\r[%s%s] %d/%d nodes  %.0f nodes/s ", "=".repeat(filled),
                " ".repeat(WIDTH - filled), done, total, secs > 0 ? done / secs : 0));
        err.flush();
        shown = true;
    }

    void done() {
        if (shown) {
            err.print("\r" + " ".repeat(WIDTH + 50) + "\r");
            err.flush();
        }
    }
}
