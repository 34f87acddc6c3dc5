package io.rocekit.sim.engine;

/** Conversions between picoseconds (simulation time) and the units people write. */
public final class Time {
    public static final long PS_PER_NS = 1_000L;
    public static final long PS_PER_US = 1_000_000L;
    public static final long PS_PER_MS = 1_000_000_000L;
    public static final long PS_PER_S = 1_000_000_000_000L;

    private Time() {
    }

    public static long nanos(double ns) {
        return Math.round(ns * PS_PER_NS);
    }

    public static long micros(double us) {
        return Math.round(us * PS_PER_US);
    }

    public static long millis(double ms) {
        return Math.round(ms * PS_PER_MS);
    }

    public static double toMicros(long ps) {
        return ps / (double) PS_PER_US;
    }

    public static double toMillis(long ps) {
        return ps / (double) PS_PER_MS;
    }

    public static double toSeconds(long ps) {
        return ps / (double) PS_PER_S;
    }
}
