package io.rocekit.host.bench;

import java.util.Locale;
import java.util.Optional;

/**
 * The nccl-tests programs and their bus-bandwidth factors ({@code src/<name>.cu}, function
 * {@code <Name>GetBw}). {@code sizeRatio} is how the printed size relates to the printed count:
 * for the collectives whose count is per rank, size = count x type size x n.
 */
public enum NcclCollective {
    ALL_REDUCE("all_reduce", BusBwFactor.TWO_N_MINUS_1_OVER_N, true, false),
    REDUCE_SCATTER("reduce_scatter", BusBwFactor.N_MINUS_1_OVER_N, true, true),
    ALL_GATHER("all_gather", BusBwFactor.N_MINUS_1_OVER_N, false, true),
    ALLTOALL("alltoall", BusBwFactor.N_MINUS_1_OVER_N, false, true),
    GATHER("gather", BusBwFactor.N_MINUS_1_OVER_N, false, true),
    SCATTER("scatter", BusBwFactor.N_MINUS_1_OVER_N, false, true),
    HYPERCUBE("hypercube", BusBwFactor.N_MINUS_1_OVER_N, false, true),
    BROADCAST("broadcast", BusBwFactor.ONE, false, false),
    REDUCE("reduce", BusBwFactor.ONE, true, false),
    SENDRECV("sendrecv", BusBwFactor.ONE, false, false);

    private final String id;
    private final BusBwFactor factor;
    private final boolean reduces;
    private final boolean countPerRank;

    NcclCollective(String id, BusBwFactor factor, boolean reduces, boolean countPerRank) {
        this.id = id;
        this.factor = factor;
        this.reduces = reduces;
        this.countPerRank = countPerRank;
    }

    /** The test name without {@code _perf}: {@code all_reduce}. */
    public String id() {
        return id;
    }

    /** The bus-bandwidth factor. */
    public BusBwFactor factor() {
        return factor;
    }

    /** True when the collective applies a reduction operator (the {@code redop} column means something). */
    public boolean reduces() {
        return reduces;
    }

    /** True when the printed count is per rank (size = count x type size x n). */
    public boolean countPerRank() {
        return countPerRank;
    }

    /**
     * The collective named by a program or test name: {@code all_reduce_perf}, {@code allreduce},
     * {@code AllReduce}, {@code all-reduce}.
     */
    public static Optional<NcclCollective> byName(String name) {
        String n = name.toLowerCase(Locale.ROOT).replace("_perf", "").replace("_mpi", "")
                .replace("-", "").replace("_", "");
        for (NcclCollective c : values()) {
            if (c.id.replace("_", "").equals(n)) {
                return Optional.of(c);
            }
        }
        return Optional.empty();
    }
}
