package io.rocekit.host.bench;

/**
 * The factor nccl-tests multiplies the algorithm bandwidth by to get the bus bandwidth
 * ({@code busbw = algbw x factor}), so that a figure can be compared with the hardware's link
 * speed whatever the number of ranks n. Source: NVIDIA/nccl-tests {@code doc/PERFORMANCE.md} and
 * the {@code *GetBw} function of each {@code src/*.cu}.
 */
public enum BusBwFactor {
    /** AllReduce: every element crosses 2(n-1) links over n ranks. */
    TWO_N_MINUS_1_OVER_N("2(n-1)/n"),
    /** ReduceScatter, AllGather, AlltoAll, Gather, Scatter: (n-1) of n parts move. */
    N_MINUS_1_OVER_N("(n-1)/n"),
    /** Broadcast, Reduce, SendRecv: all data leaves (or reaches) one rank. */
    ONE("1");

    private final String formula;

    BusBwFactor(String formula) {
        this.formula = formula;
    }

    /** The formula as documented, e.g. {@code 2(n-1)/n}. */
    public String formula() {
        return formula;
    }

    /** The factor for {@code ranks} ranks. */
    public double of(int ranks) {
        if (ranks < 1) {
            throw new IllegalArgumentException("ranks=" + ranks + " < 1");
        }
        return switch (this) {
            case TWO_N_MINUS_1_OVER_N -> 2.0 * (ranks - 1) / ranks;
            case N_MINUS_1_OVER_N -> (double) (ranks - 1) / ranks;
            case ONE -> 1.0;
        };
    }

    /**
     * The rank count whose factor is {@code ratio} (busbw / algbw), if it is a whole number within
     * {@code tolerance} of the ratio; factor ONE says nothing about n.
     */
    public java.util.OptionalInt ranksFor(double ratio, double tolerance) {
        double n = switch (this) {
            case TWO_N_MINUS_1_OVER_N -> ratio < 2.0 ? 2.0 / (2.0 - ratio) : Double.NaN;
            case N_MINUS_1_OVER_N -> ratio < 1.0 ? 1.0 / (1.0 - ratio) : Double.NaN;
            case ONE -> Double.NaN;
        };
        if (!Double.isFinite(n) || n < 1 || n > 1_000_000) {
            return java.util.OptionalInt.empty();
        }
        int rounded = (int) Math.round(n);
        return Math.abs(of(rounded) - ratio) <= tolerance
                ? java.util.OptionalInt.of(rounded) : java.util.OptionalInt.empty();
    }
}
