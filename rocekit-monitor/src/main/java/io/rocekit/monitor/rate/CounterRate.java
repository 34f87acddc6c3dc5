package io.rocekit.monitor.rate;

import java.util.Objects;

/**
 * One counter over an interval.
 *
 * @param perSecond the increase per second (0 when {@link DeltaKind#SATURATED}: unknown)
 * @param delta     the increase and how it was obtained
 * @param value     the counter's value at the end of the interval (raw, unsigned)
 */
public record CounterRate(double perSecond, Delta delta, long value) {
    public CounterRate {
        Objects.requireNonNull(delta, "delta");
    }

    /** True when the rate is unknown because the counter is stuck at its top. */
    public boolean saturated() {
        return delta.kind() == DeltaKind.SATURATED;
    }
}
