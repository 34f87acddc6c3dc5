package io.rocekit.fabric.read;

import io.rocekit.fabric.model.Threshold;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * Threshold units as vendors write them, converted to bytes where a conversion exists. Kilo and mega
 * are binary (1024) on every switch rocekit reads: NVUE prints 150,000 B as {@code 146.48 KB}
 * (150000 / 1024), and EOS and NX-OS {@code kbytes} are KiB. Segments, cells and time have no byte
 * size without the ASIC's segment or cell size and the port's drain rate, so they stay as written.
 */
public final class Thresholds {
    private Thresholds() {
    }

    /** The bytes per unit, if the unit is a byte unit. */
    public static OptionalLong bytesPerUnit(String unit) {
        return switch (unit.toLowerCase(Locale.ROOT)) {
            case "b", "byte", "bytes" -> OptionalLong.of(1);
            case "kb", "kbytes", "kbyte", "k", "kib" -> OptionalLong.of(1024);
            case "mb", "mbytes", "mbyte", "m", "mib" -> OptionalLong.of(1024 * 1024);
            case "gb", "gbytes", "gib" -> OptionalLong.of(1024L * 1024 * 1024);
            default -> OptionalLong.empty();
        };
    }

    /**
     * A threshold from a number and unit; the bytes are empty for units without a byte size. Empty
     * for text that is not a number, a negative number, or more than 1 TiB (no exception, however
     * large the number).
     *
     * @param rounded true where the number was rounded for display, so bytes are approximate
     */
    public static Optional<Threshold> of(String number, String unit, boolean rounded) {
        BigDecimal value;
        try {
            value = new BigDecimal(number.trim());
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
        if (value.signum() < 0 || value.scale() > 32 || value.precision() - value.scale() > 16) {
            // negative, or so small or so large (1e-999999999, 1e999999999) that rounding it would take the
            // time and memory of a number with a billion digits: not a threshold any switch has
            return Optional.empty();
        }
        OptionalLong per = bytesPerUnit(unit);
        if (per.isEmpty()) {
            return Optional.of(Threshold.unconvertible(value, unit));
        }
        BigDecimal bytesExact = value.multiply(BigDecimal.valueOf(per.getAsLong())).setScale(0, RoundingMode.HALF_UP);
        if (bytesExact.compareTo(BigDecimal.valueOf(ConfigNumbers.MAX_BYTES)) > 0) {
            return Optional.empty();
        }
        long bytes = bytesExact.longValueExact();
        boolean approx = rounded && per.getAsLong() > 1;
        return Optional.of(new Threshold(value, unit, OptionalLong.of(bytes), approx));
    }
}
