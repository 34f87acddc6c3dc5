package io.rocekit.core.finding;

import java.util.Locale;

/** How findings and reports print quantities, the same in every area. */
public final class Quantities {
    private Quantities() {
    }

    /** 870 ns, 12.5 us, 3.20 ms, 1.50 s (negative durations keep their sign). */
    public static String duration(long nanos) {
        long a = Math.abs(nanos);
        if (a >= 1_000_000_000L) {
            return String.format(Locale.ROOT, "%.2f s", nanos / 1e9);
        }
        if (a >= 1_000_000L) {
            return String.format(Locale.ROOT, "%.2f ms", nanos / 1e6);
        }
        if (a >= 1_000L) {
            return String.format(Locale.ROOT, "%.1f us", nanos / 1e3);
        }
        return nanos + " ns";
    }
}
