package io.rocekit.monitor.testing;

/** A hand-advanced clock for samplers: wall milliseconds and monotonic nanoseconds move together. */
public final class Clock {
    private long millis = 1_700_000_000_000L;
    private long nanos = 5_000_000_000L;

    public long wallMillis() {
        return millis;
    }

    public long monoNanos() {
        return nanos;
    }

    public void advanceSeconds(double s) {
        millis += Math.round(s * 1000);
        nanos += Math.round(s * 1e9);
    }
}
