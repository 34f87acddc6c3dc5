package io.rocekit.tune.sweep;

import java.util.List;

/**
 * How the space is searched: every point with every seed ({@code grid}), or successive halving:
 * every point on the first rung's budget, the best 1/eta promoted to the next rung, and so on; the
 * last rung is always every seed at the base's full length.
 */
public record Search(boolean halving, int eta, List<Rung> rungs) {
    public Search {
        rungs = List.copyOf(rungs);
    }

    /**
     * @param seeds how many of the sweep's seeds (the first ones) this rung runs
     * @param untilPs run length on this rung; 0 = the base's full length
     */
    public record Rung(int seeds, long untilPs) {
    }

    public static Search grid() {
        return new Search(false, 0, List.of());
    }
}
