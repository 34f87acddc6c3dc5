package io.rocekit.host.parse.text;

import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.SourceLine;
import io.rocekit.host.artifact.TextSource;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * Number reading shared by every parser (command outputs and benchmark tables): the throwing forms
 * name the file, the line and what was expected; the {@code Optional} forms report "not a number"
 * as empty.
 */
public final class Values {
    private Values() {
    }

    /** A decimal int. */
    public static int integer(TextSource src, SourceLine line, String text, String what) throws ParseException {
        try {
            return Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            throw new ParseException(src.file(), line.number(), what, text.strip());
        }
    }

    /** An unsigned decimal 64-bit counter (stored as a long; values above 2^63 wrap as Long does). */
    public static long counter(TextSource src, SourceLine line, String text, String what) throws ParseException {
        try {
            return Long.parseUnsignedLong(text.strip());
        } catch (NumberFormatException e) {
            throw new ParseException(src.file(), line.number(), what, text.strip());
        }
    }

    /** The number of leading whitespace characters (a TAB counts as 8, as terminals show it). */
    public static int indent(String line) {
        int n = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == ' ') {
                n++;
            } else if (c == '\t') {
                n += 8 - n % 8;
            } else {
                break;
            }
        }
        return n;
    }

    // Reading that reports "not a number" as empty instead of throwing (benchmark tables).


    /** A decimal or scientific number ({@code 15.51}, {@code 1.0e1}, {@code -1}); empty otherwise. */
    public static OptionalDouble decimal(String token) {
        if (token.isEmpty() || !looksNumeric(token)) {
            return OptionalDouble.empty();
        }
        try {
            double v = Double.parseDouble(token);
            return Double.isFinite(v) ? OptionalDouble.of(v) : OptionalDouble.empty();
        } catch (NumberFormatException e) {
            return OptionalDouble.empty();
        }
    }

    /** A base-10 integer, optionally signed; empty otherwise (including overflow). */
    public static OptionalLong integer(String token) {
        if (token.isEmpty()) {
            return OptionalLong.empty();
        }
        int start = token.charAt(0) == '-' || token.charAt(0) == '+' ? 1 : 0;
        if (start == token.length()) {
            return OptionalLong.empty();
        }
        for (int i = start; i < token.length(); i++) {
            if (!Character.isDigit(token.charAt(i))) {
                return OptionalLong.empty();
            }
        }
        try {
            return OptionalLong.of(Long.parseLong(token));
        } catch (NumberFormatException e) {
            return OptionalLong.empty();
        }
    }

    /** True when the token is an unsigned base-10 integer. */
    public static boolean isUnsignedInteger(String token) {
        if (token.isEmpty()) {
            return false;
        }
        for (int i = 0; i < token.length(); i++) {
            if (!Character.isDigit(token.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    // Double.parseDouble also accepts "NaN", "Infinity", hex floats and a trailing 'd' or 'f':
    // none of those is a number a benchmark prints.
    private static boolean looksNumeric(String t) {
        for (int i = 0; i < t.length(); i++) {
            char c = t.charAt(i);
            boolean ok = Character.isDigit(c) || c == '.' || c == '-' || c == '+' || c == 'e' || c == 'E';
            if (!ok) {
                return false;
            }
        }
        return Character.isDigit(t.charAt(t.length() - 1)) || t.endsWith(".");
    }
}
