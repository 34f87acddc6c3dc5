package io.rocekit.cli.capture;

import java.util.Locale;

/** Human-readable numbers for the text and HTML reports: durations, byte counts, bit rates, QP numbers. */
final class Units {
    private Units() {
    }

    /** Parses {@code 100us}, {@code 1.5ms}, {@code 250ns}, {@code 2s} (also {@code µs}) into nanoseconds. */
    static long parseNanos(String option, String text) {
        String t = text.trim().toLowerCase(Locale.ROOT).replace('µ', 'u');
        long scale;
        String number;
        if (t.endsWith("ns")) {
            scale = 1;
            number = t.substring(0, t.length() - 2);
        } else if (t.endsWith("us")) {
            scale = 1_000;
            number = t.substring(0, t.length() - 2);
        } else if (t.endsWith("ms")) {
            scale = 1_000_000;
            number = t.substring(0, t.length() - 2);
        } else if (t.endsWith("s")) {
            scale = 1_000_000_000;
            number = t.substring(0, t.length() - 1);
        } else {
            throw new IllegalArgumentException(option + "=" + text + ": give a unit, e.g. 100us, 1ms, 500ns, 2s");
        }
        double v;
        try {
            v = Double.parseDouble(number.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + "=" + text + ": '" + number + "' is not a number", e);
        }
        long nanos = Math.round(v * scale);
        if (!(v > 0) || nanos <= 0) {
            throw new IllegalArgumentException(option + "=" + text + ": must be at least 1 ns");
        }
        return nanos;
    }

    /** 999 B, 146.7 kB, 2.20 GB (decimal units). */
    static String bytes(long n) {
        if (n >= 1_000_000_000L) {
            return String.format(Locale.ROOT, "%.2f GB", n / 1e9);
        }
        if (n >= 1_000_000L) {
            return String.format(Locale.ROOT, "%.1f MB", n / 1e6);
        }
        if (n >= 1_000L) {
            return String.format(Locale.ROOT, "%.1f kB", n / 1e3);
        }
        return n + " B";
    }

    /** 8.62 Gb/s, 120 Mb/s, 0 b/s. */
    static String bitRate(double bitsPerSec) {
        if (bitsPerSec >= 1e9) {
            return String.format(Locale.ROOT, "%.2f Gb/s", bitsPerSec / 1e9);
        }
        if (bitsPerSec >= 1e6) {
            return String.format(Locale.ROOT, "%.1f Mb/s", bitsPerSec / 1e6);
        }
        if (bitsPerSec >= 1e3) {
            return String.format(Locale.ROOT, "%.1f kb/s", bitsPerSec / 1e3);
        }
        return String.format(Locale.ROOT, "%.0f b/s", bitsPerSec);
    }

    static String percent(double fraction) {
        return String.format(Locale.ROOT, "%.1f %%", fraction * 100);
    }

    static String qp(int qp) {
        return String.format("0x%06x", qp);
    }

    /** 12,345,678. */
    static String count(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }
}
