package io.rocekit.cli.tune;

import io.rocekit.tune.run.Row;
import io.rocekit.tune.run.SweepProgress;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * A one-line bar on stderr with the phase, simulations done and an ETA from the mean time per
 * simulation so far. Drawn only on a terminal (piped or redirected output gets no control
 * characters), at most every 200 ms.
 */
final class TuneProgress implements SweepProgress {
    private static final int WIDTH = 24;

    private final PrintWriter err;
    private final boolean enabled;
    private String phase = "";
    private int total;
    private int done;
    private long phaseStart;
    private long lastDraw;
    private boolean shown;

    TuneProgress(PrintWriter err, boolean enabled) {
        this.err = err;
        this.enabled = enabled;
    }

    @Override
    public synchronized void phase(String name, int toRun, int cached) {
        phase = name;
        total = toRun;
        done = 0;
        phaseStart = System.nanoTime();
        if (enabled && toRun > 0) {
            draw();
        }
    }

    @Override
    public synchronized void done(Row r) {
        done++;
        long now = System.nanoTime();
        if (enabled && (now - lastDraw > 200_000_000L || done == total)) {
            draw();
        }
    }

    private void draw() {
        lastDraw = System.nanoTime();
        double elapsed = (lastDraw - phaseStart) / 1e9;
        String eta = done == 0 ? "--" : fmt(elapsed / done * (total - done));
        int filled = total == 0 ? WIDTH : (int) Math.round(done / (double) total * WIDTH);
        err.print(String.format(Locale.ROOT, "\r%-8s [%s%s] %d/%d  elapsed %s  ETA %s   ", phase, "=".repeat(filled),
                " ".repeat(WIDTH - filled), done, total, fmt(elapsed), eta));
        err.flush();
        shown = true;
    }

    private static String fmt(double s) {
        long t = Math.round(s);
        return t >= 3600 ? String.format(Locale.ROOT, "%dh%02dm", t / 3600, t / 60 % 60)
                : String.format(Locale.ROOT, "%dm%02ds", t / 60, t % 60);
    }

    synchronized void finish() {
        if (shown) {
            err.print("\r" + " ".repeat(WIDTH + 60) + "\r");
            err.flush();
        }
    }
}
