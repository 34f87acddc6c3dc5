package io.rocekit.fleet.rule;

import java.util.Objects;
import java.util.Optional;

/**
 * The limits of the fleet's outlier rules (from their thresholds, see {@link FleetRules}), and the
 * baseline node if one is given.
 *
 * @param benchMaxRobustZ        benchmarks: a value whose modified z-score is beyond this is an outlier
 * @param benchMinNodes          benchmarks: the fewest nodes with a metric before any node is judged
 * @param minRelativeDeviation   benchmarks: the smallest distance from the median, as a share of it
 * @param counterMaxRobustZ      counter rates: the z-score limit
 * @param counterMinNodes        counter rates: the fewest nodes
 * @param minCounterExcessPerSec counter rates: the smallest excess over the median rate, in events per second
 * @param baseline               compare every node with this node instead of with the majority
 */
public record FleetSettings(double benchMaxRobustZ, int benchMinNodes, double minRelativeDeviation,
                            double counterMaxRobustZ, int counterMinNodes, double minCounterExcessPerSec,
                            Optional<String> baseline) {
    /** Every threshold at its default, no baseline. */
    public static final FleetSettings DEFAULT = FleetRules.settings(io.rocekit.core.rule.RuleSettings.defaults());

    public FleetSettings {
        Objects.requireNonNull(baseline, "baseline");
    }

    public FleetSettings withBaseline(Optional<String> node) {
        return new FleetSettings(benchMaxRobustZ, benchMinNodes, minRelativeDeviation, counterMaxRobustZ,
                counterMinNodes, minCounterExcessPerSec, node);
    }
}
