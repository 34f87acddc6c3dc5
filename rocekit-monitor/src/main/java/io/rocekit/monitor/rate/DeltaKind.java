package io.rocekit.monitor.rate;

/** How a counter's increase between two samples was obtained. */
public enum DeltaKind {
    /** The counter rose (or stayed): the increase is the difference. */
    NORMAL,
    /** A 32-bit counter passed 2^32 - 1 and started again from 0 (mlx5 queue counters are 32 bits). */
    WRAPPED_32,
    /** A 64-bit counter passed 2^64 - 1. */
    WRAPPED_64,
    /**
     * The counter went down without being near its top: the driver was reloaded or the counters
     * cleared; the increase counts from 0, as Prometheus' {@code rate()} does.
     */
    RESET,
    /**
     * An IB PortCounters counter stands at the all-ones value of its width: the spec makes these
     * counters stop there instead of wrapping, so the real increase is unknown.
     */
    SATURATED
}
