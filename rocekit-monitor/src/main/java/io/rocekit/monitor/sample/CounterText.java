package io.rocekit.monitor.sample;

import java.util.OptionalLong;

/** The value of a counter file: an unsigned decimal, possibly without a trailing newline. */
final class CounterText {
    private CounterText() {
    }

    /**
     * The counter in {@code text}; empty for devices without a performance management agent
     * ({@code N/A (no PMA)}, as i40iw and some virtual functions write), which is not a fault, and
     * empty with a note for anything else that is not a number.
     */
    static OptionalLong parse(String path, String text, Notes notes) {
        String t = text.strip();
        if (t.startsWith("N/A")) {
            return OptionalLong.empty();
        }
        if (t.isEmpty() || t.length() > 20) {
            notes.add(path + ": expected an unsigned counter, found '" + shorten(t) + "'");
            return OptionalLong.empty();
        }
        try {
            return OptionalLong.of(Long.parseUnsignedLong(t));
        } catch (NumberFormatException e) {
            notes.add(path + ": expected an unsigned counter, found '" + shorten(t) + "'");
            return OptionalLong.empty();
        }
    }

    /**
     * As {@link #parse(String, String, Notes)} for file {@code name} of directory {@code dir}: the
     * path is only put together for a note (a scrape parses thousands of counters).
     */
    static OptionalLong parse(String dir, String name, String text, Notes notes) {
        int n = text.length();
        if (n == 0 || n > 18) {
            return parse(dir + "/" + name, text, notes);
        }
        long v = 0;
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return parse(dir + "/" + name, text, notes);
            }
            v = v * 10 + (c - '0'); // 18 digits cannot overflow a long
        }
        return OptionalLong.of(v);
    }

    private static String shorten(String s) {
        String oneLine = s.replaceAll("\\p{Cntrl}", "?");
        return oneLine.length() <= 40 ? oneLine : oneLine.substring(0, 37) + "...";
    }
}
