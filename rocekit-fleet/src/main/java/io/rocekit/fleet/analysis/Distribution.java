package io.rocekit.fleet.analysis;

import java.io.Serializable;
import java.util.List;
import java.util.Objects;

/**
 * Every node's value of one metric, for plots: the outliers are judged against these.
 *
 * @param metric the metric
 * @param median the median
 * @param mad    the median absolute deviation
 * @param values every node's value, ascending
 */
public record Distribution(String metric, double median, double mad, List<Double> values) implements Serializable {
    private static final long serialVersionUID = 1L;

    public Distribution {
        Objects.requireNonNull(metric, "metric");
        values = List.copyOf(values);
    }
}
