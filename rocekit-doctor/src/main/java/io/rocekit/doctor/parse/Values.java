package io.rocekit.doctor.parse;

import io.rocekit.doctor.artifact.ParseException;
import io.rocekit.doctor.artifact.SourceLine;
import io.rocekit.doctor.artifact.TextSource;

/** Number reading shared by the parsers: each failure names the file, the line and what was expected. */
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
}
