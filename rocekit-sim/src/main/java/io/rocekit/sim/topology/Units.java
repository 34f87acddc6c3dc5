package io.rocekit.sim.topology;

import java.util.Locale;
import java.util.Optional;

/**
 * Parses the rate and time strings of topology files and scenarios ("100Gbps", "400Gb/s",
 * "1000ns", "1us", "2.5ms"), as ns-3 writes them. Returns empty on anything else so callers can
 * say where the bad value was.
 */
public final class Units {
    private Units() {
    }

    /** A data rate in bits per second. Accepts bps, Kbps, Mbps, Gbps, Tbps and the b/s spellings. */
    public static Optional<Long> parseRateBitsPerSec(String text) {
        String s = text.trim();
        String num;
        long mult;
        String lower = s.toLowerCase(Locale.ROOT);
        String[][] units = {
            {"tbps", "1000000000000"}, {"tb/s", "1000000000000"},
            {"gbps", "1000000000"}, {"gb/s", "1000000000"},
            {"mbps", "1000000"}, {"mb/s", "1000000"},
            {"kbps", "1000"}, {"kb/s", "1000"},
            {"bps", "1"}, {"b/s", "1"},
        };
        for (String[] u : units) {
            if (lower.endsWith(u[0])) {
                num = s.substring(0, s.length() - u[0].length()).trim();
                mult = Long.parseLong(u[1]);
                return number(num).map(v -> Math.round(v * mult)).filter(v -> v > 0);
            }
        }
        return Optional.empty();
    }

    /** A duration in picoseconds. Accepts ps, ns, us, ms, s. */
    public static Optional<Long> parseDurationPs(String text) {
        String s = text.trim().toLowerCase(Locale.ROOT);
        String[][] units = {{"ps", "1"}, {"ns", "1000"}, {"us", "1000000"}, {"µs", "1000000"},
            {"ms", "1000000000"}, {"s", "1000000000000"}};
        for (String[] u : units) {
            if (s.endsWith(u[0])) {
                String num = s.substring(0, s.length() - u[0].length()).trim();
                long mult = Long.parseLong(u[1]);
                return number(num).filter(v -> v >= 0).map(v -> Math.round(v * mult));
            }
        }
        return Optional.empty();
    }

    /** A size in bytes: plain number, or with B, KB (1000), KiB (1024), MB, MiB, GB, GiB. */
    public static Optional<Long> parseBytes(String text) {
        String s = text.trim();
        String lower = s.toLowerCase(Locale.ROOT);
        String[][] units = {{"kib", "1024"}, {"mib", "1048576"}, {"gib", "1073741824"},
            {"kb", "1000"}, {"mb", "1000000"}, {"gb", "1000000000"}, {"b", "1"}};
        for (String[] u : units) {
            if (lower.endsWith(u[0])) {
                long mult = Long.parseLong(u[1]);
                return number(s.substring(0, s.length() - u[0].length()).trim())
                        .filter(v -> v >= 0).map(v -> Math.round(v * mult));
            }
        }
        return number(s).filter(v -> v >= 0 && v == Math.rint(v)).map(Math::round);
    }

    private static Optional<Double> number(String s) {
        if (s.isEmpty()) {
            return Optional.empty();
        }
        try {
            double v = Double.parseDouble(s);
            return Double.isFinite(v) ? Optional.of(v) : Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    /** "100Gbps", "25Gbps", "1.5Mbps": the shortest exact spelling. */
    public static String formatRate(long bitsPerSec) {
        if (bitsPerSec % 1_000_000_000L == 0) {
            return bitsPerSec / 1_000_000_000L + "Gbps";
        }
        if (bitsPerSec % 1_000_000L == 0) {
            return bitsPerSec / 1_000_000L + "Mbps";
        }
        return bitsPerSec + "bps";
    }
}
