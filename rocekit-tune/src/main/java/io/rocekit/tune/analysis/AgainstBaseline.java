package io.rocekit.tune.analysis;

import java.util.List;

/**
 * The chosen point against one baseline (contract in docs/tune.md: {@code
 * recommended.againstBaselines[]}).
 *
 * @param name the baseline
 * @param dominates the chosen point is no worse on any objective and better on one (means over seeds)
 * @param dominatedBy the baseline is no worse on any objective and better on one
 * @param better objectives on which the chosen point's mean is better
 * @param worse objectives on which the chosen point's mean is worse
 * @param beyondSpread every difference in {@code better} and {@code worse} is larger than the seeds'
 *     spread: the two points' ranges over their seeds do not overlap on that objective
 */
public record AgainstBaseline(String name, boolean dominates, boolean dominatedBy, List<String> better,
        List<String> worse, boolean beyondSpread) {
    public AgainstBaseline {
        better = List.copyOf(better);
        worse = List.copyOf(worse);
    }

    /** On no objective do the two differ: the baseline is as good as the chosen point. */
    public boolean equal() {
        return better.isEmpty() && worse.isEmpty();
    }
}
