package io.rocekit.fleet.generate;

import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;

/** The byte and text edits the generator makes to a node's files. */
final class Edits {
    private Edits() {
    }

    static String text(Map<String, byte[]> files, String rel) {
        byte[] b = files.get(rel);
        if (b == null) {
            throw new IllegalStateException("generator base lacks " + rel);
        }
        return new String(b, StandardCharsets.UTF_8);
    }

    static void put(Map<String, byte[]> files, String rel, String text) {
        files.put(rel, text.getBytes(StandardCharsets.UTF_8));
    }

    /** Replaces the one occurrence of {@code from}; a base without it is a generator bug. */
    static void replace(Map<String, byte[]> files, String rel, String from, String to) {
        String t = text(files, rel);
        if (!t.contains(from)) {
            throw new IllegalStateException(rel + " does not contain '" + from + "'");
        }
        put(files, rel, t.replace(from, to));
    }

    /** Rewrites the lines of {@code rel} that contain {@code marker}. */
    static void lines(Map<String, byte[]> files, String rel, String marker, UnaryOperator<String> edit) {
        String t = text(files, rel);
        StringBuilder sb = new StringBuilder(t.length());
        boolean hit = false;
        for (String line : t.split("\n", -1)) {
            if (line.contains(marker)) {
                line = edit.apply(line);
                hit = true;
            }
            sb.append(line).append('\n');
        }
        if (!hit) {
            throw new IllegalStateException(rel + " has no line with '" + marker + "'");
        }
        sb.setLength(sb.length() - 1);
        put(files, rel, sb.toString());
    }

    /**
     * Multiplies the whitespace-separated fields at {@code fields} (0-based, leading white space
     * not counted) by {@code factor}, printed with as many decimals as they had.
     */
    static String scaleFields(String line, Set<Integer> fields, double factor) {
        String[] parts = line.split("((?<=\\s)(?=\\S))|((?<=\\S)(?=\\s))");
        int field = -1;
        StringBuilder sb = new StringBuilder();
        for (String p : parts) {
            if (!p.isEmpty() && !Character.isWhitespace(p.charAt(0))) {
                field++;
                if (fields.contains(field)) {
                    int dot = p.indexOf('.');
                    int decimals = dot < 0 ? 0 : p.length() - dot - 1;
                    p = String.format(Locale.ROOT, "%." + decimals + "f", Double.parseDouble(p) * factor);
                }
            }
            sb.append(p);
        }
        return sb.toString();
    }

    /** Sets the ACS Control register of a bridge's config space (the capability must be there). */
    static byte[] acsControl(byte[] config, int value) {
        byte[] b = config.clone();
        int offset = 0x100;
        for (int hops = 0; hops < 64 && offset >= 0x100 && offset + 8 <= b.length; hops++) {
            int header = (b[offset] & 0xff) | (b[offset + 1] & 0xff) << 8 | (b[offset + 2] & 0xff) << 16
                    | (b[offset + 3] & 0xff) << 24;
            if ((header & 0xffff) == 0x000d) {
                b[offset + 6] = (byte) value;
                b[offset + 7] = (byte) (value >>> 8);
                return b;
            }
            offset = (header >>> 20) & 0xffc;
        }
        throw new IllegalStateException("no ACS capability in this config space");
    }
}
