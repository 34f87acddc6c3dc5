package io.rocekit.fabric.read;

import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;

/**
 * Numbers from a switch configuration, parsed by core's one number parser
 * ({@link io.rocekit.core.number.ConfigNumbers}) and range-checked where they are read, with the
 * switch reader's file and line in the message: a value outside what the
 * field can hold (DSCP 64, traffic class 9, a queue of 999999999, a percentage of 999999999) or
 * text that is not a number is a {@link ConfigSyntaxException} naming the file, the line, what was
 * expected and what was found, the way the intent reader refuses the same values. Nothing out of
 * range enters the model.
 */
final class ConfigNumbers {
    /** The largest byte count a configuration may state: 1 TiB, far above any switch buffer. */
    static final long MAX_BYTES = 1L << 40;

    private ConfigNumbers() {
    }

    /** A whole number in [min, max]. */
    static int inRange(ReadContext cx, int line, String text, int min, int max, String what) throws ConfigSyntaxException {
        Optional<Integer> v = Numbers.unsigned(text)
                ? io.rocekit.core.number.ConfigNumbers.int32(what, text, min, max).optional() : Optional.empty();
        if (v.isEmpty()) {
            throw new ConfigSyntaxException(cx.file, line, "expected " + what + " (" + min + "-" + max + "), found '"
                    + shown(text) + "'");
        }
        return v.get();
    }

    /** A whole number in [min, max], as a long. */
    static long longInRange(ReadContext cx, int line, String text, long min, long max, String what) throws ConfigSyntaxException {
        Optional<Long> v = Numbers.unsigned(text)
                ? io.rocekit.core.number.ConfigNumbers.integer(what, text, min, max).optional() : Optional.empty();
        if (v.isEmpty()) {
            throw new ConfigSyntaxException(cx.file, line, "expected " + what + " (" + min + "-" + max + "), found '"
                    + shown(text) + "'");
        }
        return v.get();
    }

    /** A decimal number in [min, max] (a plain decimal: no exponent, at most 32 characters). */
    static BigDecimal decimal(ReadContext cx, int line, String text, BigDecimal min, BigDecimal max, String what)
            throws ConfigSyntaxException {
        Optional<BigDecimal> v = plainDecimal(text).isPresent()
                ? io.rocekit.core.number.ConfigNumbers.decimal(what, text, min, max).optional() : Optional.empty();
        if (v.isEmpty()) {
            throw new ConfigSyntaxException(cx.file, line, "expected " + what + ", found '" + shown(text) + "'");
        }
        return v.get();
    }

    /** A list ({@code 3,4}, {@code 0-7}) whose every value is in [min, max]. */
    static List<Integer> list(ReadContext cx, int line, String text, int min, int max, String what) throws ConfigSyntaxException {
        Optional<List<Integer>> l = Numbers.unsigned(text)
                ? io.rocekit.core.number.ConfigNumbers.integers(what, text, min, max).optional() : Optional.empty();
        if (l.isEmpty()) {
            throw new ConfigSyntaxException(cx.file, line, "expected " + what + " (values " + min + "-" + max + "), found '"
                    + shown(text) + "'");
        }
        return l.get();
    }

    /**
     * A threshold: a plain decimal and its unit, converted to bytes where the unit is a byte unit, at
     * most {@link #MAX_BYTES}.
     */
    static io.rocekit.fabric.model.Threshold threshold(ReadContext cx, int line, String value, String unit, boolean rounded)
            throws ConfigSyntaxException {
        if (plainDecimal(value).isEmpty()) {
            throw new ConfigSyntaxException(cx.file, line, "expected a number before '" + unit + "', found '" + shown(value) + "'");
        }
        return Thresholds.of(value, unit, rounded).orElseThrow(() -> new ConfigSyntaxException(cx.file, line,
                "expected a threshold of at most 1 TiB, found '" + shown(value) + " " + unit + "'"));
    }

    /**
     * A plain decimal ({@code 12}, {@code 146.48}), if the text is one: digits, one optional point,
     * at most 32 characters. Narrower than core's decimal on purpose: switch configurations write
     * neither a sign nor an exponent, and a threshold's text goes on to {@link Thresholds}.
     */
    static Optional<BigDecimal> plainDecimal(String text) {
        String t = text.trim();
        if (t.isEmpty() || t.length() > 32 || !t.matches("[0-9]+(\\.[0-9]+)?")) {
            return Optional.empty();
        }
        return Optional.of(new BigDecimal(t));
    }

    /** The found text as a message shows it: at most 40 characters. */
    static String shown(String text) {
        String t = text.strip();
        return t.length() <= 40 ? t : t.substring(0, 40) + "...";
    }
}
