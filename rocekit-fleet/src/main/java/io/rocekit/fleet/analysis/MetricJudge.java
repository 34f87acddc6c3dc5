package io.rocekit.fleet.analysis;

import io.rocekit.core.parallel.Keyed;
import io.rocekit.fleet.rule.FleetSettings;
import java.io.Serializable;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Judges one metric's values over the nodes with median and MAD (see {@link RobustStats}): the
 * outlier rules' limits, small and serialisable, so that each metric is judged where its values
 * were gathered (a Spark executor) and only the verdict travels.
 */
public final class MetricJudge implements Serializable {
    private static final long serialVersionUID = 1L;

    private final double benchMaxRobustZ;
    private final int benchMinNodes;
    private final double minRelativeDeviation;
    private final double counterMaxRobustZ;
    private final int counterMinNodes;
    private final double minCounterExcessPerSec;

    public MetricJudge(FleetSettings s) {
        this.benchMaxRobustZ = s.benchMaxRobustZ();
        this.benchMinNodes = s.benchMinNodes();
        this.minRelativeDeviation = s.minRelativeDeviation();
        this.counterMaxRobustZ = s.counterMaxRobustZ();
        this.counterMinNodes = s.counterMinNodes();
        this.minCounterExcessPerSec = s.minCounterExcessPerSec();
    }

    /** The verdict on {@code metric} from each node's value (source to value, in any order). */
    public MetricVerdict judge(String metric, List<Keyed<String, Double>> bySource) {
        boolean counter = metric.startsWith("counter.");
        if (bySource.size() < (counter ? counterMinNodes : benchMinNodes)) {
            return new MetricVerdict(false, new Distribution(metric, Double.NaN, Double.NaN, List.of()), List.of());
        }
        double maxZ = counter ? counterMaxRobustZ : benchMaxRobustZ;
        double[] values = bySource.stream().mapToDouble(Keyed::value).toArray();
        double median = RobustStats.median(values);
        double mad = RobustStats.mad(values, median);
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        Distribution d = new Distribution(metric, median, mad, Arrays.stream(sorted).boxed().toList());
        boolean lowIsBad = lowIsBad(metric);
        List<Outlier> found = bySource.stream().filter(e -> {
            double v = e.value();
            double z = RobustStats.robustZ(v, median, mad);
            boolean badSide = lowIsBad ? z < 0 : z > 0;
            double dev = Math.abs(v - median);
            boolean bigEnough = counter ? dev >= minCounterExcessPerSec : dev >= minRelativeDeviation * Math.abs(median);
            return badSide && Math.abs(z) > maxZ && bigEnough;
        }).map(e -> new Outlier(metric, e.key(), e.value(), median, mad, RobustStats.robustZ(e.value(), median, mad)))
                .sorted(Comparator.comparing(Outlier::node)).toList();
        return new MetricVerdict(true, d, found);
    }

    /** Bandwidths are bad when low; latencies and counter rates when high. */
    static boolean lowIsBad(String metric) {
        return !metric.startsWith("counter.") && !metric.endsWith("Usec") && !metric.endsWith("Nanos");
    }
}
