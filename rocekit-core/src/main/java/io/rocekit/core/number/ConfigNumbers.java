package io.rocekit.core.number;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The one way to read a number a user wrote in a configuration, an intent or an option: ASCII
 * digits only, range-checked before anything is computed with it, never an exception. A value
 * that does not fit is out of its range, not an overflow: {@code 99999999999} as a percentage is
 * {@code percent 99999999999 is out of range (0..100)}, and {@code 1e999999999} bytes is out of
 * range instead of a {@code BigInteger would overflow} or a negative size.
 *
 * <p>Each method names what the number is ({@code what}: "DSCP", "bandwidth percent") so the
 * reason reads on its own; the caller adds the file and line ({@link Parsed#orElseThrow(String)}).
 */
public final class ConfigNumbers {
    /** The most values a list of numbers and ranges may expand to. */
    public static final int MAX_LIST_VALUES = 65_536;
    /** The longest decimal text read; longer text is refused before it is parsed. */
    static final int MAX_DECIMAL_CHARS = 64;
    private static final int MAX_SHOWN_CHARS = 40;
    private static final Pattern DECIMAL =
            Pattern.compile("[+-]?+(?:[0-9]++(?:\\.[0-9]*+)?+|\\.[0-9]++)(?:[eE][+-]?+[0-9]{1,9}+)?+");
    private static final Pattern LIST_SEPARATOR = Pattern.compile("[,\\s]++");
    private static final Pattern RANGE = Pattern.compile("-|\\.\\.");

    private ConfigNumbers() {
    }

    /** An integer within {@code min..max}; an optional sign, then ASCII digits. */
    public static Parsed<Long> integer(String what, String text, long min, long max) {
        String t = text.trim();
        int digits = t.startsWith("-") || t.startsWith("+") ? 1 : 0;
        if (t.length() == digits || !asciiDigits(t, digits)) {
            return new Parsed.Bad<>(what + ": expected an integer (" + min + ".." + max + "), found " + quote(t));
        }
        long v;
        try {
            v = Long.parseLong(t);
        } catch (NumberFormatException e) { // more digits than a long holds: out of any range
            return outOfRange(what, t, min, max);
        }
        return v < min || v > max ? outOfRange(what, t, min, max) : new Parsed.Ok<>(v);
    }

    /** {@link #integer} for values that fit an {@code int}. */
    public static Parsed<Integer> int32(String what, String text, int min, int max) {
        Parsed<Long> p = integer(what, text, min, max);
        return p instanceof Parsed.Ok<Long> ok ? new Parsed.Ok<>(ok.value().intValue())
                : new Parsed.Bad<>(((Parsed.Bad<Long>) p).reason());
    }

    /**
     * A decimal number ({@code 12}, {@code 0.5}, {@code 1.5e3}) within {@code min..max}. The text is
     * at most {@value #MAX_DECIMAL_CHARS} characters and its exponent at most 9 digits, so no
     * comparison or later arithmetic on an admitted value can take long or overflow.
     */
    public static Parsed<BigDecimal> decimal(String what, String text, BigDecimal min, BigDecimal max) {
        String t = text.trim();
        if (t.length() > MAX_DECIMAL_CHARS || !DECIMAL.matcher(t).matches()) {
            return new Parsed.Bad<>(what + ": expected a number (" + min.toPlainString() + ".." + max.toPlainString()
                    + "), found " + quote(t));
        }
        BigDecimal v;
        try {
            v = new BigDecimal(t);
        } catch (NumberFormatException | ArithmeticException e) { // an exponent beyond an int's range
            return new Parsed.Bad<>(what + " " + quote(t) + " is out of range (" + min.toPlainString() + ".."
                    + max.toPlainString() + ")");
        }
        if (v.compareTo(min) < 0 || v.compareTo(max) > 0) {
            return new Parsed.Bad<>(what + " " + shown(t) + " is out of range (" + min.toPlainString() + ".."
                    + max.toPlainString() + ")");
        }
        return new Parsed.Ok<>(v);
    }

    /**
     * A list of integers as switch configurations write them: {@code 3,4}, {@code 3 4},
     * {@code 0-2,5}, {@code 0..7}. Every value and range end is checked against {@code min..max}
     * before a range is expanded, and the list may hold at most {@link #MAX_LIST_VALUES} values.
     */
    public static Parsed<List<Integer>> integers(String what, String text, int min, int max) {
        List<Integer> out = new ArrayList<>();
        String t = text.trim();
        if (t.isEmpty()) {
            return new Parsed.Ok<>(out);
        }
        for (String item : LIST_SEPARATOR.split(t)) {
            String[] ends = RANGE.split(item, -1);
            if (ends.length > 2) {
                return new Parsed.Bad<>(what + ": expected a number or a range (a-b), found " + quote(item));
            }
            Parsed<Integer> a = int32(what, ends[0], min, max);
            Parsed<Integer> b = ends.length == 2 ? int32(what, ends[1], min, max) : a;
            if (a instanceof Parsed.Bad<Integer> bad) {
                return new Parsed.Bad<>(bad.reason());
            }
            if (b instanceof Parsed.Bad<Integer> bad) {
                return new Parsed.Bad<>(bad.reason());
            }
            int from = a.optional().orElseThrow();
            int to = b.optional().orElseThrow();
            if (to < from) {
                return new Parsed.Bad<>(what + " range " + quote(item) + " ends before it starts");
            }
            if ((long) out.size() + (to - (long) from) + 1 > MAX_LIST_VALUES) {
                return new Parsed.Bad<>(what + ": " + shown(t) + " lists more than " + MAX_LIST_VALUES + " values");
            }
            for (int v = from; v <= to; v++) {
                out.add(v);
            }
        }
        return new Parsed.Ok<>(out);
    }

    private static <T> Parsed<T> outOfRange(String what, String t, long min, long max) {
        return new Parsed.Bad<>(what + " " + shown(t) + " is out of range (" + min + ".." + max + ")");
    }

    private static boolean asciiDigits(String t, int from) {
        for (int i = from; i < t.length(); i++) {
            char c = t.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
    }

    /** The text as written, cut to a length a message can hold. */
    private static String shown(String t) {
        return t.length() <= MAX_SHOWN_CHARS ? t : t.substring(0, MAX_SHOWN_CHARS) + "... (" + t.length() + " characters)";
    }

    private static String quote(String t) {
        return "'" + shown(t) + "'";
    }
}
