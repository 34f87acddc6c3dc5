package io.rocekit.fleet.rule;

import java.util.Objects;
import java.util.Optional;

/**
 * The limits of the fleet rules, and the baseline node if one is given.
 *
 * @param maxRobustZ             a value whose modified z-score is beyond this is an outlier
 * @param minRelativeDeviation   benchmarks: the smallest distance from the median, as a share of it
 * @param minCounterExcessPerSec counters: the smallest excess over the median rate, in events per second
 * @param minNodes               the fewest nodes with a metric before any node is judged on it
 * @param baseline               compare every node with this node instead of with the majority
 */
public record FleetSettings(double maxRobustZ, double minRelativeDeviation, double minCounterExcessPerSec,
                            int minNodes, Optional<String> baseline) {
    public static final FleetSettings DEFAULT = new FleetSettings(3.5, 0.05, 1.0, 5, Optional.empty());

    public FleetSettings {
        Objects.requireNonNull(baseline, "baseline");
        if (!(maxRobustZ > 0) || !(minRelativeDeviation >= 0) || !(minCounterExcessPerSec >= 0) || minNodes < 3) {
            throw new IllegalArgumentException("fleet settings out of range: maxRobustZ > 0, deviations >= 0, minNodes >= 3");
        }
    }

    public FleetSettings withBaseline(Optional<String> node) {
        return new FleetSettings(maxRobustZ, minRelativeDeviation, minCounterExcessPerSec, minNodes, node);
    }
}
