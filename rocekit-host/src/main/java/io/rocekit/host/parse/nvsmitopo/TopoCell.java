package io.rocekit.host.parse.nvsmitopo;

import java.util.Locale;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One cell of the matrix as printed: {@code X}, {@code NV12}, {@code PIX}, {@code PXB},
 * {@code PHB}, {@code NODE}, {@code SYS} (old drivers: {@code SOC}). An unknown value is kept, not
 * refused.
 *
 * @param text the value as printed
 */
public record TopoCell(String text) {
    /** At most three digits (NV18 on an H100 is the most there is): a longer count is an unknown cell, not an overflow. */
    private static final Pattern NV = Pattern.compile("NV(\\d{1,3})");

    public TopoCell {
        Objects.requireNonNull(text, "text");
    }

    /** True for the diagonal {@code X}. */
    public boolean isSelf() {
        return text.equals("X");
    }

    /** The number of bonded NVLinks of an {@code NV#} cell. */
    public OptionalInt nvlinks() {
        Matcher m = NV.matcher(text);
        return m.matches() ? OptionalInt.of(Integer.parseInt(m.group(1))) : OptionalInt.empty();
    }

    /** The value with the old {@code SOC} spelled as today's {@code SYS}. */
    public String normalized() {
        String t = text.toUpperCase(Locale.ROOT);
        return t.equals("SOC") ? "SYS" : t;
    }

    /** True for a value nvidia-smi's legend defines. */
    public boolean isKnown() {
        String n = normalized();
        return isSelf() || nvlinks().isPresent() || n.equals("PIX") || n.equals("PXB") || n.equals("PHB")
                || n.equals("NODE") || n.equals("SYS");
    }

    @Override
    public String toString() {
        return text;
    }
}
