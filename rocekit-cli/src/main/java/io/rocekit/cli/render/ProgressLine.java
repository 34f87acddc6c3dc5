package io.rocekit.cli.render;

import java.io.PrintWriter;
import java.util.Objects;

/**
 * The one progress line of every long command (sim, tune, fleet): {@code [=====>    ] TEXT} on
 * stderr, redrawn in place, throttled, and cleared at the end so that the report starts on a clean
 * line. A command draws only where {@link ProgressOption#draw} allows (a terminal, no --quiet, no
 * --no-progress); a disabled line prints nothing at all. Each command only says how far it is and
 * what to show beside the bar.
 */
public final class ProgressLine {
    private static final int WIDTH = 30;

    private final PrintWriter err;
    private final boolean enabled;
    private final long showAfterNanos;
    private final long everyNanos;
    private final long t0 = System.nanoTime();
    private long lastDraw;
    private int widest;

    /**
     * @param err            where to draw
     * @param enabled        false: draw nothing (see {@link ProgressOption#draw})
     * @param showAfterNanos draw nothing before the run has taken this long (short runs stay quiet)
     * @param everyNanos     redraw at most this often (the last step is always drawn)
     */
    public ProgressLine(PrintWriter err, boolean enabled, long showAfterNanos, long everyNanos) {
        this.err = Objects.requireNonNull(err, "err");
        this.enabled = enabled;
        this.showAfterNanos = showAfterNanos;
        this.everyNanos = everyNanos;
    }

    /** Drawn from the start, at most ten times a second. */
    public ProgressLine(PrintWriter err, boolean enabled) {
        this(err, enabled, 0, 100_000_000L);
    }

    /** Nanoseconds since this line was made (for rates and ETAs). */
    public long elapsedNanos() {
        return System.nanoTime() - t0;
    }

    /**
     * Draws the bar at {@code share} (0 to 1) and {@code text} beside it, unless the last draw was
     * too recent; {@code last} (the final step) is drawn regardless.
     */
    public synchronized void update(double share, String text, boolean last) {
        long now = System.nanoTime();
        if (!enabled || now - t0 < showAfterNanos || !last && widest > 0 && now - lastDraw < everyNanos) {
            return;
        }
        lastDraw = now;
        String line = bar(share) + " " + text;
        err.print("\r" + line + " ".repeat(Math.max(0, widest - line.length())));
        err.flush();
        widest = Math.max(widest, line.length());
    }

    /** Clears the line if anything was drawn. */
    public synchronized void clear() {
        if (widest > 0) {
            err.print("\r" + " ".repeat(widest) + "\r");
            err.flush();
            widest = 0;
        }
    }

    /** {@code [=====>    ]} for {@code share} (clamped to 0..1). */
    static String bar(double share) {
        double s = Double.isFinite(share) ? Math.max(0, Math.min(1, share)) : 0;
        int filled = (int) Math.round(s * WIDTH);
        return "[" + "=".repeat(filled) + (filled < WIDTH ? ">" + " ".repeat(WIDTH - filled - 1) : "") + "]";
    }
}
