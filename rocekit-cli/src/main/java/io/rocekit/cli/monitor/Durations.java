package io.rocekit.cli.monitor;

import io.rocekit.cli.command.InputException;
import io.rocekit.core.unit.Unit;

/** Interval options: {@code 1s}, {@code 500ms}, {@code 60s}, {@code 2m}; a bare number is seconds. */
public final class Durations {
    private Durations() {
    }

    public static long millis(String option, String text) {
        String t = text.strip();
        double nanos;
        try {
            if (t.matches("\\d+(\\.\\d+)?")) {
                nanos = Double.parseDouble(t) * 1e9;
            } else if (t.matches("\\d+(\\.\\d+)?m(in)?")) {
                nanos = Double.parseDouble(t.replaceAll("[a-z]+$", "")) * 60e9;
            } else {
                nanos = Unit.NANOSECONDS.parse(t);
            }
        } catch (IllegalArgumentException e) {
            throw new InputException(option + ": expected a duration such as 1s, 500ms, 60s or 2m, found '" + text + "'");
        }
        long ms = Math.round(nanos / 1e6);
        if (ms < 100 || ms > 24L * 3600 * 1000) {
            throw new InputException(option + ": " + text + " is outside 100ms .. 24h");
        }
        return ms;
    }
}
