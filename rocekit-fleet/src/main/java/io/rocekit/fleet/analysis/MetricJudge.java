package io.rocekit.fleet.analysis;

import io.rocekit.core.parallel.Keyed;
import java.io.Serializable;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Judges one kind of metric's values over the nodes with median and MAD (see {@link RobustStats}):
 * one outlier rule's limits, small and serialisable, so that each metric is judged where its
 * values were gathered (a Spark executor) and only the verdict travels. A judge owns either the
 * counter rates ({@code counter.*}) or the benchmark results (the rest); the aggregates hand it
 * only the metrics it owns.
 */
public final class MetricJudge implements Serializable {
    private static final long serialVersionUID = 2L;

    private final boolean counters;
    private final double maxRobustZ;
    private final int minNodes;
    private final double minDeviation;

    private MetricJudge(boolean counters, double maxRobustZ, int minNodes, double minDeviation) {
        this.counters = counters;
        this.maxRobustZ = maxRobustZ;
        this.minNodes = minNodes;
        this.minDeviation = minDeviation;
    }

    /**
     * Benchmark results: an outlier lies beyond {@code maxRobustZ} on the bad side and at least
     * {@code minRelativeDeviation} (a share of the median) from the median.
     */
    public static MetricJudge benchmarks(double maxRobustZ, int minNodes, double minRelativeDeviation) {
        return new MetricJudge(false, maxRobustZ, minNodes, minRelativeDeviation);
    }

    /** Counter rates: an outlier lies beyond {@code maxRobustZ} above and at least {@code minExcessPerSec} over the median. */
    public static MetricJudge counters(double maxRobustZ, int minNodes, double minExcessPerSec) {
        return new MetricJudge(true, maxRobustZ, minNodes, minExcessPerSec);
    }

    /** True for the metrics this judge decides on. */
    public boolean owns(String metric) {
        return isCounter(metric) == counters;
    }

    /** Counter rates are named {@code counter.*}; every other metric is a benchmark result. */
    public static boolean isCounter(String metric) {
        return metric.startsWith("counter.");
    }

    /** The verdict on {@code metric} from each node's value (source to value, in any order). */
    public MetricVerdict judge(String metric, List<Keyed<String, Double>> bySource) {
        if (!owns(metric) || bySource.size() < minNodes) {
            return new MetricVerdict(false, new Distribution(metric, Double.NaN, Double.NaN, List.of()), List.of());
        }
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
            boolean bigEnough = counters ? dev >= minDeviation : dev >= minDeviation * Math.abs(median);
            return badSide && Math.abs(z) > maxRobustZ && bigEnough;
        }).map(e -> new Outlier(metric, e.key(), e.value(), median, mad, RobustStats.robustZ(e.value(), median, mad)))
                .sorted(Comparator.comparing(Outlier::node)).toList();
        return new MetricVerdict(true, d, found);
    }

    /** Bandwidths are bad when low; latencies and counter rates when high. */
    static boolean lowIsBad(String metric) {
        return !isCounter(metric) && !metric.endsWith("Usec") && !metric.endsWith("Nanos");
    }
}
