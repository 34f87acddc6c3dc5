package io.rocekit.fabric.intent;

import io.rocekit.core.unit.Unit;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A port's speed, cable length and a round-trip time as users write them, within the bounds where
 * the headroom and ECN arithmetic means something: a value outside is refused here, so that no
 * calculator ever sees {@code 1e300m} and no rendered size is negative (issue: "cableLength: 1e300m
 * renders xoff -1024").
 */
public final class LinkValues {
    /** The longest cable: 40 km, the reach of ER optics; headroom grows with it. */
    public static final double MAX_CABLE_METERS = 40_000;
    /** The fastest port: 1.6 Tb/s. */
    public static final long MAX_SPEED_MBPS = 1_600_000;
    /** The longest fabric round trip ECN thresholds are advised for: 10 ms. */
    public static final long MAX_RTT_NANOS = 10_000_000;

    private static final Pattern METERS = Pattern.compile("\\s*(\\d{1,9}(?:\\.\\d{1,6})?)\\s*(m)?\\s*", Pattern.CASE_INSENSITIVE);

    private LinkValues() {
    }

    /** {@code 5m}, {@code 300m}, {@code 2.5m}, {@code 40} (meters), 0..40,000 m; empty when it is not one. */
    public static Optional<Double> meters(String text) {
        Matcher m = METERS.matcher(text);
        if (!m.matches()) {
            return Optional.empty();
        }
        double v = Double.parseDouble(m.group(1));
        return v <= MAX_CABLE_METERS ? Optional.of(v) : Optional.empty();
    }

    /** What {@link #meters} accepts, for messages. */
    public static String metersExpected() {
        return "a cable length like 5m or 300m, 0 to 40000 m";
    }

    /** {@code 400G}, {@code 100Gb/s}, {@code 25000} (Mb/s, as SONiC writes speeds), 1 Mb/s..1.6 Tb/s. */
    public static Optional<Long> speedMbps(String text) {
        String t = text.trim();
        double bps;
        try {
            // a bare number is Mb/s (SONiC's PORT speed field); anything with a suffix is a rate
            bps = t.matches("\\d{1,9}") ? Long.parseLong(t) * 1e6 : Unit.BITS_PER_SECOND.parse(t.toUpperCase(Locale.ROOT)
                    .replace("GBPS", "Gbps").replace("GB/S", "Gb/s"));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
        double mbps = bps / 1e6;
        if (!(mbps >= 1 && mbps <= MAX_SPEED_MBPS) || mbps - Math.floor(mbps) > 0) { // whole Mb/s only
            return Optional.empty();
        }
        return Optional.of((long) mbps);
    }

    /** What {@link #speedMbps} accepts, for messages. */
    public static String speedExpected() {
        return "a port speed like 100G or 400G (or Mb/s: 100000), up to 1.6T";
    }

    /** {@code 10us}, {@code 2.5us}, {@code 800ns}, over 0 and at most 10 ms. */
    public static Optional<Long> rttNanos(String text) {
        double ns;
        if (!text.trim().matches(".*[a-z\u00b5]")) {
            return Optional.empty(); // a bare number: nanoseconds or microseconds? the unit must be written
        }
        try {
            ns = Unit.NANOSECONDS.parse(text);
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
        if (!(ns >= 1 && ns <= MAX_RTT_NANOS)) {
            return Optional.empty();
        }
        return Optional.of(Math.round(ns));
    }

    /** What {@link #rttNanos} accepts, for messages. */
    public static String rttExpected() {
        return "a round-trip time with its unit like 10us, 2.5us or 800ns, from 1ns to 10ms";
    }
}
