package io.rocekit.cli.fleet;

import io.rocekit.cli.render.ProgressLine;
import io.rocekit.fleet.run.FleetRun;
import java.io.PrintWriter;
import java.util.Locale;

/** The fleet's progress on the report kit's {@link ProgressLine}: nodes examined and nodes per second. */
final class FleetProgress implements FleetRun.Progress {
    private final ProgressLine line;

    FleetProgress(PrintWriter err, boolean enabled) {
        this.line = new ProgressLine(err, enabled);
    }

    @Override
    public void nodeDone(int done, int total) {
        double secs = line.elapsedNanos() / 1e9;
        line.update(total == 0 ? 1 : done / (double) total, String.format(Locale.ROOT, "%d/%d nodes  %.0f nodes/s", done,
                total, secs > 0 ? done / secs : 0), done >= total);
    }

    void done() {
        line.clear();
    }
}
