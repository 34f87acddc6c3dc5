package io.rocekit.fabric.read;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Pattern;

/** Number lists as switch configurations write them: {@code 3,4}, {@code 3-4}, {@code 0-2,5}, {@code 1 2 3}. */
public final class Numbers {
    private static final Pattern ITEM_SEPARATOR = Pattern.compile("[,\\s]+");
    private static final Pattern RANGE = Pattern.compile("-|\\.\\.");

    private Numbers() {
    }

    /** The values of a list; empty if any item is not a number or range. */
    public static Optional<List<Integer>> list(String text) {
        List<Integer> out = new ArrayList<>();
        String t = text.trim();
        if (t.isEmpty()) {
            return Optional.of(out);
        }
        for (String item : ITEM_SEPARATOR.split(t)) {
            String[] range = RANGE.split(item, -1);
            if (range.length == 1) {
                OptionalInt v = integer(range[0]);
                if (v.isEmpty()) {
                    return Optional.empty();
                }
                out.add(v.getAsInt());
            } else if (range.length == 2) {
                OptionalInt a = integer(range[0]);
                OptionalInt b = integer(range[1]);
                if (a.isEmpty() || b.isEmpty() || b.getAsInt() < a.getAsInt() || b.getAsInt() - a.getAsInt() > 4096) {
                    return Optional.empty();
                }
                for (int v = a.getAsInt(); v <= b.getAsInt(); v++) {
                    out.add(v);
                }
            } else {
                return Optional.empty();
            }
        }
        return Optional.of(out);
    }

    /** A non-negative decimal integer, if the text is one. */
    public static OptionalInt integer(String text) {
        String t = text.trim();
        if (t.isEmpty() || t.length() > 9 || !asciiDigits(t)) {
            return OptionalInt.empty();
        }
        return OptionalInt.of(Integer.parseInt(t));
    }

    /** A non-negative decimal long, if the text is one. */
    public static java.util.OptionalLong longValue(String text) {
        String t = text.trim();
        if (t.isEmpty() || t.length() > 18 || !asciiDigits(t)) {
            return java.util.OptionalLong.empty();
        }
        return java.util.OptionalLong.of(Long.parseLong(t));
    }

    /** {@code 3,4} style: the compact form a report prints. */
    public static String compact(java.util.Collection<Integer> values) {
        List<Integer> sorted = values.stream().sorted().distinct().toList();
        StringBuilder sb = new StringBuilder();
        int i = 0;
        while (i < sorted.size()) {
            int j = i;
            while (j + 1 < sorted.size() && sorted.get(j + 1) == sorted.get(j) + 1) {
                j++;
            }
            if (sb.length() > 0) {
                sb.append(',');
            }
            sb.append(sorted.get(i));
            if (j > i + 1) {
                sb.append('-').append(sorted.get(j));
            } else if (j == i + 1) {
                sb.append(',').append(sorted.get(j));
            }
            i = j + 1;
        }
        return sb.toString();
    }

    /**
     * True when every character is 0-9. ASCII only: {@link Character#isDigit} also accepts other
     * scripts' digits, which {@code parseInt} reads as numbers no switch configuration writes.
     */
    private static boolean asciiDigits(String t) {
        for (int i = 0; i < t.length(); i++) {
            char c = t.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
    }
}
