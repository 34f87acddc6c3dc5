package io.rocekit.doctor.bench.rate;

import java.util.Locale;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A NIC line rate the user states ({@code --line-rate 400G}), optionally with how many NICs per
 * node carry the traffic ({@code 8x400G}).
 *
 * @param perNicGbps the rate of one NIC port, Gb/s (10^9 bit/s)
 * @param nics       NICs per node, when stated
 * @param text       what the user wrote
 */
public record LineRate(double perNicGbps, OptionalInt nics, String text) {
    private static final Pattern FORM = Pattern.compile(
            "^(?:(\\d{1,6})\\s*[x*]\\s*)?(\\d+(?:\\.\\d+)?)\\s*(t|g|m)?(?:b(?:it)?(?:ps|/s)?|bps|be)?$");

    public LineRate {
        if (!(perNicGbps > 0) || !Double.isFinite(perNicGbps)) {
            throw new IllegalArgumentException("line rate must be positive, got " + perNicGbps);
        }
        Objects.requireNonNull(nics, "nics");
        Objects.requireNonNull(text, "text");
    }

    /**
     * Reads {@code 400G}, {@code 400Gb/s}, {@code 400Gbps}, {@code 100GbE}, {@code 400} (Gb/s),
     * {@code 400000M}, {@code 1.6T}, {@code 8x400G}.
     *
     * @throws IllegalArgumentException with a message saying what is accepted
     */
    public static LineRate parse(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT).replace(" ", "");
        Matcher m = FORM.matcher(t);
        if (!m.matches()) {
            throw new IllegalArgumentException("line rate '" + text
                    + "' is not a rate: expected e.g. 400G, 400Gb/s, 100GbE, 400000M or 8x400G (NICs x rate)");
        }
        double value = Double.parseDouble(m.group(2));
        String unit = m.group(3) == null ? "g" : m.group(3);
        double gbps = switch (unit) {
            case "t" -> value * 1000;
            case "m" -> value / 1000;
            default -> value;
        };
        if (gbps <= 0 || gbps > 100_000) {
            throw new IllegalArgumentException("line rate '" + text + "' is out of range (0 < rate <= 100T)");
        }
        OptionalInt nics = OptionalInt.empty();
        if (m.group(1) != null) {
            int n = Integer.parseInt(m.group(1));
            if (n < 1 || n > 64) {
                throw new IllegalArgumentException("NIC count in '" + text + "' must be 1..64");
            }
            nics = OptionalInt.of(n);
        }
        return new LineRate(gbps, nics, text.strip());
    }
}
