package io.rocekit.fleet.generate;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What a generated fleet was given on purpose: the report must name exactly these.
 *
 * @param drift    every fact planted off the majority: key, node, the node's value
 * @param outliers every metric planted off the fleet: metric, node
 * @param majority the value the other nodes keep, per planted key
 */
public record Planted(List<Fact> drift, List<Metric> outliers, java.util.Map<String, String> majority) {
    public Planted {
        drift = List.copyOf(drift);
        outliers = List.copyOf(outliers);
        majority = java.util.Map.copyOf(majority);
    }

    /** A planted fact value. */
    public record Fact(String key, String node, String value) {
        public Fact {
            Objects.requireNonNull(key);
            Objects.requireNonNull(node);
            Objects.requireNonNull(value);
        }
    }

    /** A planted outlier. */
    public record Metric(String metric, String node) {
        public Metric {
            Objects.requireNonNull(metric);
            Objects.requireNonNull(node);
        }
    }

    /** The majority value of a planted key. */
    public Optional<String> majorityOf(String key) {
        return Optional.ofNullable(majority.get(key));
    }
}
