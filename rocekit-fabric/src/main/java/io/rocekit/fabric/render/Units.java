package io.rocekit.fabric.render;

import io.rocekit.fabric.intent.EcnIntent;
import java.math.BigDecimal;
import java.math.RoundingMode;

/** Byte counts in the units vendors take, with the conversion as a sentence for a comment. */
final class Units {
    private Units() {
    }

    /**
     * The exact largest of {@code mbytes}/{@code kbytes}/{@code bytes} (1024-based, as EOS and NX-OS
     * define them): {@code {"150", "kbytes"}} for 153,600 B, {@code {"150000", "bytes"}} for 150,000 B.
     */
    static String[] kmBytes(long bytes, String k, String m, String b) {
        if (bytes > 0 && bytes % (1024 * 1024) == 0) {
            return new String[] {Long.toString(bytes / (1024 * 1024)), m};
        }
        if (bytes > 0 && bytes % 1024 == 0) {
            return new String[] {Long.toString(bytes / 1024), k};
        }
        return new String[] {Long.toString(bytes), b};
    }

    /** {@code 150000 B = 146.48 KiB}: what the number is in the unit the operator may expect. */
    static String explain(long bytes) {
        return bytes + " B = " + BigDecimal.valueOf(bytes).divide(BigDecimal.valueOf(1024), 2, RoundingMode.HALF_UP)
                .stripTrailingZeros().toPlainString() + " KiB";
    }

    /** Cells, rounded up so a threshold is never below the intent. */
    static long cells(long bytes, int cellBytes) {
        return (bytes + cellBytes - 1) / cellBytes;
    }

    /** A percentage of a buffer, rounded to the nearest whole percent and kept within 0..100. */
    static int percentOf(long bytes, long bufferBytes) {
        return (int) Math.max(0, Math.min(100, Math.round(bytes * 100.0 / bufferBytes)));
    }

    /** {@code 3} as the six bit code point {@code 000011}, as Junos writes DSCP. */
    static String dscpBits(int dscp) {
        String s = Integer.toBinaryString(dscp);
        return "000000".substring(s.length()) + s;
    }

    /** {@code 3} as the three bit code point {@code 011}. */
    static String pcpBits(int p) {
        String s = Integer.toBinaryString(p);
        return "000".substring(s.length()) + s;
    }

    /**
     * A Comware list: values separated by spaces, as H3C's commands take a dot1p-list (the H3C PFC configuration
     * guides write "priority-flow-control no-drop dot1p dot1p-list"; lists in Comware commands are space-separated
     * items, not commas).
     */
    static String spaced(java.util.Collection<Integer> values) {
        return String.join(" ", values.stream().map(String::valueOf).toList());
    }

    /**
     * A queue's ECN marking probability as the whole percent a vendor takes, refusing one that rounds below
     * {@code min}: NVUE's {@code probability} takes 1-100 (NVUE command reference, congestion-control
     * probability) and EOS's {@code max-mark-probability} 1-100 (Arista AVD schema, {@code max_probability}),
     * so an intent's 0.3 % is an input error there rather than a line the switch rejects.
     */
    static long wholePercent(EcnIntent e, String target, int min) {
        long p = Math.round(e.probabilityPercent());
        if (p == 0 && e.probabilityPercent() > 0 && min == 0) {
            // the schema takes 0, but 0 % marks nothing below Kmax: not what a probability above 0 asked for
            throw new IllegalArgumentException(target + ": queue " + e.queue() + "'s ECN marking probability of "
                    + BigDecimal.valueOf(e.probabilityPercent()).stripTrailingZeros().toPlainString() + " % rounds to 0 %,"
                    + " which marks nothing between the thresholds; " + target + " takes a whole percent: raise the"
                    + " intent's probabilityPercent to 1 or more (or 0 for no marking below the maximum)");
        }
        if (p < min) {
            throw new IllegalArgumentException(target + ": queue " + e.queue() + "'s ECN marking probability of "
                    + BigDecimal.valueOf(e.probabilityPercent()).stripTrailingZeros().toPlainString() + " % rounds to " + p
                    + " %; " + target + " takes a whole percent from " + min + " to 100: raise the intent's probabilityPercent");
        }
        return p;
    }

    static String csv(java.util.Collection<Integer> values) {
        return String.join(",", values.stream().map(String::valueOf).toList());
    }
}
