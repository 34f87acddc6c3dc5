package io.rocekit.host.parse.nccltests;

import io.rocekit.host.bench.BusBwFactor;
import io.rocekit.host.bench.NcclCollective;
import io.rocekit.host.bench.NcclTestsRow;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Which collective a table came from, when nothing names it. nccl-tests does not print the test's
 * name before version 2.17, but its table says a lot: a reduction operator means AllReduce,
 * ReduceScatter or Reduce; a root rank of 0 or more means Broadcast, Reduce, Gather or Scatter;
 * and busbw / algbw is the collective's factor ({@code 2(n-1)/n} is 1 or more, {@code (n-1)/n}
 * below 1, Broadcast/Reduce/SendRecv exactly 1).
 */
final class CollectiveInference {
    /** The relative precision of busbw / algbw for rows with algbw of at least 1 GB/s. */
    static final double RATIO_TOLERANCE = 0.02;
    /** Rows with algbw of at least 1 GB/s needed before busbw / algbw overrules a file name. */
    private static final int MIN_PRECISE_ROWS = 3;
    /** The collectives whose table prints a root rank of 0 or more. */
    private static final java.util.Set<NcclCollective> ROOTED = java.util.EnumSet.of(NcclCollective.BROADCAST,
            NcclCollective.REDUCE, NcclCollective.GATHER, NcclCollective.SCATTER);

    private CollectiveInference() {
    }

    /** What the table allows: a collective (when one fits), a factor, and a name. */
    record Guess(Optional<NcclCollective> collective, Optional<BusBwFactor> factor, String name) {
        static Guess of(NcclCollective c) {
            return new Guess(Optional.of(c), Optional.of(c.factor()), c.id());
        }

        static Guess family(BusBwFactor f, String name) {
            return new Guess(Optional.empty(), Optional.of(f), name);
        }

        static Guess unknown(String name) {
            return new Guess(Optional.empty(), Optional.empty(), name);
        }
    }

    static Guess infer(List<NcclTestsRow> rows) {
        if (rows.isEmpty()) {
            return Guess.unknown("unknown");
        }
        boolean reduces = rows.stream().anyMatch(r -> r.redop().map(CollectiveInference::isOp).orElse(false));
        boolean rooted = rows.stream().anyMatch(r -> r.root().isPresent() && r.root().getAsLong() >= 0);
        Optional<Double> ratio = ratio(rows);
        if (ratio.isPresent() && ratio.get() < 1e-9) {
            // one rank: busbw is 0 for every collective; only the columns can tell
            ratio = Optional.empty();
            if (!reduces) {
                return Guess.unknown("unknown (a single rank)");
            }
        }
        if (reduces) {
            if (rooted) {
                return Guess.of(NcclCollective.REDUCE);
            }
            if (ratio.isPresent()) {
                return ratio.get() >= 1 - RATIO_TOLERANCE ? Guess.of(NcclCollective.ALL_REDUCE)
                        : Guess.of(NcclCollective.REDUCE_SCATTER);
            }
            return countPerRank(rows).map(perRank -> perRank ? Guess.of(NcclCollective.REDUCE_SCATTER)
                    : Guess.of(NcclCollective.ALL_REDUCE)).orElse(Guess.unknown("unknown reduction"));
        }
        if (ratio.isEmpty()) {
            return Guess.unknown("unknown");
        }
        boolean one = Math.abs(ratio.get() - 1) <= RATIO_TOLERANCE;
        if (rooted) {
            return one ? Guess.of(NcclCollective.BROADCAST)
                    : Guess.family(BusBwFactor.N_MINUS_1_OVER_N, "gather or scatter");
        }
        return one ? Guess.of(NcclCollective.SENDRECV)
                : Guess.family(BusBwFactor.N_MINUS_1_OVER_N, "all_gather or alltoall");
    }

    /** The median busbw / algbw of the rows where both are large enough to be precise. */
    static Optional<Double> ratio(List<NcclTestsRow> rows) {
        List<Double> ratios = rows.stream()
                .filter(r -> r.outOfPlace().algBwGBps() >= 1.0)
                .map(r -> r.outOfPlace().busBwGBps() / r.outOfPlace().algBwGBps())
                .sorted().toList();
        if (ratios.isEmpty()) {
            // A single rank prints busbw 0.00 everywhere, whatever the size.
            boolean allZero = rows.stream().allMatch(r -> r.outOfPlace().busBwGBps() == 0.0)
                    && rows.stream().anyMatch(r -> r.outOfPlace().algBwGBps() > 0.0);
            return allZero ? Optional.of(0.0) : Optional.empty();
        }
        return Optional.of(ratios.get(ratios.size() / 2));
    }

    /** Whether size = count x type size x n (n > 1) for the rows, when the type size is known. */
    private static Optional<Boolean> countPerRank(List<NcclTestsRow> rows) {
        for (NcclTestsRow r : rows) {
            int ts = NcclTestsLines.typeSize(r.type());
            if (ts > 0 && r.count() > 0) {
                long base = r.count() * ts;
                if (base == r.sizeBytes()) {
                    return Optional.of(false);
                }
                if (r.sizeBytes() % base == 0 && r.sizeBytes() / base > 1) {
                    return Optional.of(true);
                }
            }
        }
        return Optional.empty();
    }

    private static boolean isOp(String op) {
        String o = op.toLowerCase(Locale.ROOT);
        return o.equals("sum") || o.equals("prod") || o.equals("max") || o.equals("min") || o.equals("avg")
                || o.equals("mulsum") || o.equals("premulsum");
    }

    /**
     * Whether a table can be the named collective's: nccl-tests prints {@code none} in the redop
     * column of the collectives that do not reduce (AllGather, AlltoAll, Broadcast, Gather, Scatter),
     * a root of 0 or more only for the rooted ones (Broadcast, Reduce, Gather, Scatter), and busbw /
     * algbw is the collective's factor: {@code 2(n-1)/n} is 1 or more, {@code (n-1)/n} below 1 (read
     * from at least three rows of 1 GB/s or more, so that one odd row does not decide).
     */
    static boolean fits(NcclCollective c, List<NcclTestsRow> rows) {
        boolean noneOp = !rows.isEmpty() && rows.stream().allMatch(r -> r.redop().map(o -> o.equalsIgnoreCase("none")).orElse(false));
        if (noneOp && c.reduces()) {
            return false;
        }
        boolean rootColumn = !rows.isEmpty() && rows.stream().allMatch(r -> r.root().isPresent());
        boolean rooted = rows.stream().anyMatch(r -> r.root().isPresent() && r.root().getAsLong() >= 0);
        if (rootColumn && rooted != ROOTED.contains(c)) {
            return false;
        }
        // a name is overruled by the ratio only where several rows are precise enough to agree on it
        long precise = rows.stream().filter(r -> r.outOfPlace().algBwGBps() >= 1.0).count();
        Optional<Double> ratio = ratio(rows).filter(x -> x > 1e-9);
        if (ratio.isEmpty() || precise < MIN_PRECISE_ROWS) {
            return true;
        }
        double x = ratio.get();
        return switch (c.factor()) {
            case TWO_N_MINUS_1_OVER_N -> x >= 1 - RATIO_TOLERANCE;
            case N_MINUS_1_OVER_N -> x < 1 + RATIO_TOLERANCE;
            case ONE -> Math.abs(x - 1) <= RATIO_TOLERANCE;
        };
    }

    /** The collective named in a file name ({@code all_reduce-16n.txt}, {@code alltoall.log}). */
    static Optional<NcclCollective> fromFileName(String file) {
        String name = file.replace('\\', '/');
        name = name.substring(name.lastIndexOf('/') + 1).toLowerCase(Locale.ROOT).replace("-", "_");
        String compact = name.replace("_", "");
        NcclCollective[] byLength = NcclCollective.values().clone();
        java.util.Arrays.sort(byLength, (a, b) -> b.id().length() - a.id().length());
        for (NcclCollective c : byLength) {
            String id = c.id();
            if (id.equals("reduce") || id.equals("gather") || id.equals("scatter")) {
                // too short to tell from reduce_scatter/all_gather inside a name; only as a word
                if (name.matches(".*(^|[^a-z])" + id + "([^a-z]|$).*")) {
                    return Optional.of(c);
                }
                continue;
            }
            if (name.contains(id) || compact.contains(id.replace("_", ""))) {
                return Optional.of(c);
            }
        }
        return Optional.empty();
    }
}
