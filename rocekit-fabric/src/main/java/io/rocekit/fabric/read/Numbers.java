package io.rocekit.fabric.read;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/** Number lists as switch configurations write them: {@code 3,4}, {@code 3-4}, {@code 0-2,5}, {@code 1 2 3}. */
public final class Numbers {
    private Numbers() {
    }

    /**
     * The values of a list ({@code 3,4}, {@code 0-7}, {@code 1 2 3}); empty if any item is not an
     * unsigned number or range. Parsed by core's one number parser
     * ({@link io.rocekit.core.number.ConfigNumbers#integers}), which checks each range before it
     * expands it and bounds the list's length.
     */
    public static Optional<List<Integer>> list(String text) {
        return unsigned(text) ? io.rocekit.core.number.ConfigNumbers.integers("list", text, 0, Integer.MAX_VALUE).optional()
                : Optional.empty();
    }

    /** A non-negative decimal integer that fits an {@code int}, if the text is one (no sign: no switch configuration writes one). */
    public static OptionalInt integer(String text) {
        Optional<Integer> v = unsigned(text)
                ? io.rocekit.core.number.ConfigNumbers.int32("number", text, 0, Integer.MAX_VALUE).optional() : Optional.empty();
        return v.map(OptionalInt::of).orElse(OptionalInt.empty());
    }

    /** A non-negative decimal long, if the text is one. */
    public static java.util.OptionalLong longValue(String text) {
        Optional<Long> v = unsigned(text)
                ? io.rocekit.core.number.ConfigNumbers.integer("number", text, 0, Long.MAX_VALUE).optional() : Optional.empty();
        return v.map(java.util.OptionalLong::of).orElse(java.util.OptionalLong.empty());
    }

    /**
     * True unless the text carries a sign anywhere a number starts: switch configurations write
     * none, and {@code -0} or {@code +7} read as a number would accept text the switch refuses.
     */
    static boolean unsigned(String text) {
        String t = text.trim();
        return t.indexOf('+') < 0 && !t.startsWith("-") && !t.contains(",-") && !t.contains(" -") && !t.contains("--");
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

    private static final java.util.regex.Pattern SPEED = java.util.regex.Pattern.compile(
            "(?:forced |auto )?(\\d+(?:\\.\\d+)?)([gGmM])(?:full|half|-\\d+)?");

    /**
     * A port speed in Mb/s as switch configurations write it: {@code 100G}, {@code 100g},
     * {@code 100gfull}, {@code forced 100gfull}, {@code 400g-8} (EOS lanes), {@code 25G}, or a bare
     * number in Mb/s ({@code 100000}: SONiC, NX-OS, Comware). Empty for {@code auto} or anything else.
     */
    public static java.util.OptionalLong speedMbps(String text) {
        java.util.regex.Matcher m = SPEED.matcher(text.trim());
        if (m.matches()) {
            double v = Double.parseDouble(m.group(1));
            long mbps = Math.round(m.group(2).equalsIgnoreCase("g") ? v * 1000 : v);
            return mbps > 0 ? java.util.OptionalLong.of(mbps) : java.util.OptionalLong.empty();
        }
        java.util.OptionalLong bare = longValue(text);
        return bare.isPresent() && bare.getAsLong() >= 10 ? bare : java.util.OptionalLong.empty();
    }
}
