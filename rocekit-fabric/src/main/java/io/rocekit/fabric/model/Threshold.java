package io.rocekit.fabric.model;

import java.math.BigDecimal;
import java.util.Objects;
import java.util.OptionalLong;

/**
 * A queue threshold as the configuration wrote it, and its size in bytes where that is known.
 *
 * @param value       the number as written ({@code 146.48}, {@code 320}, {@code 3})
 * @param unit        the unit as written ({@code bytes}, {@code KB}, {@code kbytes}, {@code segments},
 *                    {@code milliseconds}, {@code cells})
 * @param bytes       the size in bytes; empty where no conversion exists (time, segments, cells of an
 *                    unknown ASIC)
 * @param approximate true where the written value was rounded for display (NVUE's {@code 146.48 KB}),
 *                    so {@link #bytes} is within the rounding, not exact
 */
public record Threshold(BigDecimal value, String unit, OptionalLong bytes, boolean approximate) {
    public Threshold {
        Objects.requireNonNull(value, "value");
        Objects.requireNonNull(unit, "unit");
        Objects.requireNonNull(bytes, "bytes");
    }

    /** An exact byte count. */
    public static Threshold ofBytes(long bytes) {
        return new Threshold(BigDecimal.valueOf(bytes), "bytes", OptionalLong.of(bytes), false);
    }

    /** A value in a unit that has no byte size. */
    public static Threshold unconvertible(BigDecimal value, String unit) {
        return new Threshold(value, unit, OptionalLong.empty(), false);
    }

    /** {@code 320 kbytes}, as written. */
    public String asWritten() {
        return value.stripTrailingZeros().toPlainString() + " " + unit;
    }

    @Override
    public String toString() {
        return bytes.isPresent() && !unit.equals("bytes")
                ? asWritten() + " (" + (approximate ? "~" : "") + bytes.getAsLong() + " B)"
                : asWritten();
    }
}
