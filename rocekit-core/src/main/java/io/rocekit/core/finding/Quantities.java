package io.rocekit.core.finding;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Locale;

/**
 * How findings, text output and reports print quantities, the same in every area: the one number
 * and unit formatter. Parsing quantities typed by a user is not here (it belongs with the unit
 * types of the rule settings); this class only prints.
 *
 * <p>Every method is total: NaN and infinities print as {@code -} rather than {@code NaN}, so a
 * report never shows a number a person cannot read.
 *
 * <p><b>This class or {@link io.rocekit.core.unit.Unit#format}?</b> Use this class for what a
 * person reads: a measured value in a finding's title or evidence, a table cell, a progress line
 * (rounded for reading: {@code 12.5 %}, {@code 8.62 Gb/s}, {@code 3.20 ms}). Use
 * {@code Unit.format} for a value a person may type back: a threshold's default or limit in the
 * rule catalogue, a {@code --set} value, an error message about a setting ({@code 150KB},
 * {@code 400G}, {@code 85%}); it writes text {@code Unit.parse} reads back to the same value. No
 * area keeps a private copy of either (a {@code "%.1f %%"} of its own): extend this class instead.
 */
public final class Quantities {
    /** What a missing or non-finite value prints as. */
    public static final String NONE = "-";

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

    /** A duration given in microseconds (simulator and benchmark figures): 12.5 us, 3.20 ms. */
    public static String micros(double us) {
        if (!Double.isFinite(us)) {
            return NONE;
        }
        return duration(Math.round(us * 1e3));
    }

    /** 999 B, 146.7 kB, 12.5 MB, 2.20 GB: decimal units, as link rates and captures count. */
    public static String bytes(long n) {
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

    /**
     * 8 GiB, 64 KiB, 1000 B: a message or buffer size in exact binary units when it is a multiple,
     * else in bytes (benchmark tools step sizes by powers of two).
     */
    public static String binarySize(long bytes) {
        String[] units = {"B", "KiB", "MiB", "GiB", "TiB"};
        long v = bytes;
        int u = 0;
        while (u < units.length - 1 && v >= 1024 && v % 1024 == 0) {
            v /= 1024;
            u++;
        }
        return v + " " + units[u];
    }

    /** 8.62 Gb/s, 120.0 Mb/s, 0 b/s. */
    public static String bitRate(double bitsPerSec) {
        if (!Double.isFinite(bitsPerSec)) {
            return NONE;
        }
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

    /** A fraction as a percentage with one decimal: 0.125 prints 12.5 %. */
    public static String percent(double fraction) {
        if (!Double.isFinite(fraction)) {
            return NONE;
        }
        return String.format(Locale.ROOT, "%.1f %%", fraction * 100);
    }

    /**
     * A fraction as a percentage with {@code decimals} decimals: {@code percent(0.2, 0)} prints
     * {@code 20 %}.
     */
    public static String percent(double fraction, int decimals) {
        if (!Double.isFinite(fraction)) {
            return NONE;
        }
        return String.format(Locale.ROOT, "%." + decimals + "f %%", fraction * 100);
    }

    /** A signed change in percent with one decimal: +12.5 %, -3.0 %. */
    public static String change(double percent) {
        if (!Double.isFinite(percent)) {
            return NONE;
        }
        return String.format(Locale.ROOT, "%+.1f %%", percent);
    }

    /** 12,345,678. */
    public static String count(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    /** A plain number with up to 4 significant digits and no trailing zeros: 400, 97.5, 0.0123. */
    public static String number(double v) {
        if (!Double.isFinite(v)) {
            return NONE;
        }
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return String.valueOf((long) v);
        }
        if (Math.abs(v) >= 100) {
            return String.format(Locale.ROOT, "%.1f", v);
        }
        return new BigDecimal(v).round(new java.math.MathContext(4, RoundingMode.HALF_EVEN)).stripTrailingZeros()
                .toPlainString();
    }

    /** A number with exactly {@code decimals} decimals, as measuring tools print theirs: 97.53. */
    public static String fixed(double v, int decimals) {
        if (!Double.isFinite(v)) {
            return NONE;
        }
        return String.format(Locale.ROOT, "%." + decimals + "f", v);
    }

    /** A rate of events: 12 /s, 12.5 k/s, 1 M/s (at most two decimals, none trailing). */
    public static String perSecond(double v) {
        if (!Double.isFinite(v)) {
            return NONE;
        }
        if (v >= 1e6) {
            return trimmed(v / 1e6) + " M/s";
        }
        if (v >= 1e3) {
            return trimmed(v / 1e3) + " k/s";
        }
        return trimmed(v) + " /s";
    }

    /** A queue pair number as the wire carries it, 24 bits in hex: 0x0000d1. */
    public static String queuePair(int qp) {
        return String.format(Locale.ROOT, "0x%06x", qp);
    }

    private static String trimmed(double v) {
        return new BigDecimal(v).setScale(2, RoundingMode.HALF_UP).stripTrailingZeros().toPlainString();
    }
}
