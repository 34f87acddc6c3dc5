package io.rocekit.cli.tune;

import io.rocekit.cli.render.ProgressLine;
import io.rocekit.tune.run.Row;
import io.rocekit.tune.run.SweepProgress;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * The sweep's progress on the report kit's {@link ProgressLine}: the phase, simulations done and
 * an ETA from the mean time per simulation so far, redrawn at most every 200 ms.
 */
final class TuneProgress implements SweepProgress {
    private final ProgressLine line;
    private String phase = "";
    private int total;
    private int done;
    private long phaseStart;

    TuneProgress(PrintWriter err, boolean enabled) {
        this.line = new ProgressLine(err, enabled, 0, 200_000_000L);
    }

    @Override
    public synchronized void phase(String name, int toRun, int cached) {
        phase = name;
        total = toRun;
        done = 0;
        phaseStart = line.elapsedNanos();
        if (toRun > 0) {
            draw(true);
        }
    }

    @Override
    public synchronized void done(Row r) {
        done++;
        draw(done == total);
    }

    private void draw(boolean always) {
        double elapsed = (line.elapsedNanos() - phaseStart) / 1e9;
        String eta = done == 0 ? "--" : fmt(elapsed / done * (total - done));
        line.update(total == 0 ? 1 : done / (double) total, String.format(Locale.ROOT, "%-8s %d/%d  elapsed %s  ETA %s",
                phase, done, total, fmt(elapsed), eta), always);
    }

    private static String fmt(double s) {
        long t = Math.round(s);
        return t >= 3600 ? String.format(Locale.ROOT, "%dh%02dm", t / 3600, t / 60 % 60)
                : String.format(Locale.ROOT, "%dm%02ds", t / 60, t % 60);
    }

    synchronized void finish() {
        line.clear();
    }
}
