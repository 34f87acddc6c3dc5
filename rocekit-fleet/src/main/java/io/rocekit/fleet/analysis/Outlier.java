package io.rocekit.fleet.analysis;

import java.io.Serializable;
import java.util.Objects;

/**
 * A node whose benchmark result or counter rate lies far from the fleet's, judged robustly.
 *
 * @param metric   the metric, unit in the name ({@code nccl-tests.all_reduce_perf.busBwGBps})
 * @param node     the node
 * @param value    its value
 * @param median   the median over all nodes that have the metric
 * @param mad      the median absolute deviation from that median (unscaled)
 * @param robustZ  {@code 0.6745 (value - median) / mad} (Iglewicz and Hoaglin's modified z-score);
 *                 infinite when the MAD is 0
 */
public record Outlier(String metric, String node, double value, double median, double mad, double robustZ) implements Serializable {
    private static final long serialVersionUID = 1L;

    public Outlier {
        Objects.requireNonNull(metric, "metric");
        Objects.requireNonNull(node, "node");
    }
}
