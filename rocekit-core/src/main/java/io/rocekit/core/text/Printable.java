package io.rocekit.core.text;

/**
 * Neutralises control characters in strings that come from inputs (host names, device names,
 * file names, quoted lines): an ANSI escape could recolour or erase the terminal, and a newline or
 * carriage return could forge a line such as a "FAIL" of a report. Each control character is
 * replaced by a visible escape ({@code \e}, {@code \n}, {@code \x07}), so nothing is lost.
 */
public final class Printable {
    private Printable() {
    }

    /** True when {@code c} would act on a terminal instead of printing: C0, DEL, C1, line separators. */
    public static boolean isControl(int c) {
        return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == 0x2028 || c == 0x2029;
    }

    /** {@code s} on one line with every control character made visible. */
    public static String oneLine(String s) {
        int n = s.length();
        int i = 0;
        while (i < n && !isControl(s.charAt(i))) {
            i++;
        }
        if (i == n) {
            return s;
        }
        StringBuilder sb = new StringBuilder(n + 8).append(s, 0, i);
        for (; i < n; i++) {
            char c = s.charAt(i);
            if (isControl(c)) {
                appendEscape(sb, c);
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    /** Appends the visible form of control character {@code c}. */
    public static void appendEscape(StringBuilder sb, char c) {
        switch (c) {
            case '\n' -> sb.append("\\n");
            case '\r' -> sb.append("\\r");
            case '\t' -> sb.append("\\t");
            case 0x1b -> sb.append("\\e");
            default -> sb.append(c < 0x100 ? String.format("\\x%02x", (int) c) : String.format("\\u%04x", (int) c));
        }
    }
}
