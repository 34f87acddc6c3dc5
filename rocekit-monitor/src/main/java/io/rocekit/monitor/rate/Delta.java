package io.rocekit.monitor.rate;

import java.util.Objects;

/**
 * The increase of one counter between two samples.
 *
 * @param increase how much it rose (unsigned; 0 when {@link DeltaKind#SATURATED})
 * @param kind     how the increase was obtained
 */
public record Delta(long increase, DeltaKind kind) {
    private static final long TOP_32 = 0xFFFF_FFFFL;

    public Delta {
        Objects.requireNonNull(kind, "kind");
    }

    /**
     * The increase from {@code prev} to {@code cur} of a counter that wraps (driver and ethtool
     * counters). A fall is a 32-bit wrap when both values fit in 32 bits, the previous one was in
     * the upper half and the wrapped increase is under half the range; a 64-bit wrap when the
     * previous value was in the upper half of 64 bits; otherwise a reset.
     */
    public static Delta wrapping(long prev, long cur) {
        if (Long.compareUnsigned(cur, prev) >= 0) {
            return new Delta(cur - prev, DeltaKind.NORMAL);
        }
        if (Long.compareUnsigned(prev, TOP_32) <= 0 && prev >= 0x8000_0000L) {
            long wrapped = (TOP_32 - prev) + 1 + cur;
            if (wrapped < 0x8000_0000L) {
                return new Delta(wrapped, DeltaKind.WRAPPED_32);
            }
        }
        if (prev < 0) { // unsigned value >= 2^63
            return new Delta(cur - prev, DeltaKind.WRAPPED_64);
        }
        return new Delta(cur, DeltaKind.RESET);
    }

    /**
     * The increase of an IB PortCounters counter of {@code widthBits} bits: it saturates at all
     * ones instead of wrapping (IBA vol 1, PortCounters), so a value at the top is reported as
     * saturated; a fall is a reset (the counters were cleared, e.g. by {@code perfquery -R}).
     */
    public static Delta saturating(long prev, long cur, int widthBits) {
        long top = widthBits >= 64 ? -1L : (1L << widthBits) - 1;
        if (widthBits < 64 && cur == top) {
            return new Delta(0, DeltaKind.SATURATED);
        }
        if (Long.compareUnsigned(cur, prev) >= 0) {
            return new Delta(cur - prev, DeltaKind.NORMAL);
        }
        return new Delta(cur, DeltaKind.RESET);
    }

    /** The increase as a double (unsigned). */
    public double increaseAsDouble() {
        return unsignedToDouble(increase);
    }

    /** An unsigned 64-bit value as a double. */
    public static double unsignedToDouble(long v) {
        return v >= 0 ? (double) v : ((double) (v >>> 1)) * 2.0 + (v & 1);
    }
}
