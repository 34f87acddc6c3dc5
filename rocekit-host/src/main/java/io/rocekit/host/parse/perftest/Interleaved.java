package io.rocekit.host.parse.perftest;

import io.rocekit.core.finding.Evidence;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.ToLongFunction;

/**
 * The two sides of one perftest test printed into one terminal (a loopback test started as
 * {@code ib_write_bw ... & ib_write_bw ... HOST}): their lines interleave, so one header block holds
 * both sides' fields and one table both sides' rows. Nothing in a row says which process printed
 * it; the first row of each message size goes to the side whose title came first, the second to
 * the other.
 */
final class Interleaved {
    private Interleaved() {
    }

    /** Rows of the side whose title came first, and of the other. */
    record Split<R>(List<R> first, List<R> second) {
    }

    static <R> Split<R> split(List<R> rows, ToLongFunction<R> size) {
        List<R> first = new ArrayList<>();
        List<R> second = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        for (R r : rows) {
            (seen.add(size.applyAsLong(r)) ? first : second).add(r);
        }
        return new Split<>(first, second);
    }

    /** What was read, for the run's notes. */
    static Evidence note(int firstTitle, int secondTitle, boolean bothTables) {
        return Evidence.value("two processes of this test printed into one terminal (titles at lines " + firstTitle
                + " and " + secondTitle + ", their lines interleaved): "
                + (bothTables ? "read as two runs, one per side; which row a side printed is known only by order (the first"
                        + " row of each size to the first title), and the header fields of both sides are merged"
                        : "one table only, read as one run; the header fields of both sides are merged"));
    }
}
