package io.rocekit.tune.analysis;

import io.rocekit.tune.run.Metrics;
import io.rocekit.tune.run.Row;
import io.rocekit.tune.sweep.Constraint;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A point (or baseline) over its seeds at full length.
 *
 * @param violations constraints some seed broke ("drops.lossless == 0 (seed 2: 14)")
 */
public record PointSummary(String id, String kind, Map<String, String> knobs, List<Row> rows,
        Map<String, Stat> metrics, List<String> violations) {
    public PointSummary {
        knobs = Collections.unmodifiableMap(new LinkedHashMap<>(knobs));
        rows = List.copyOf(rows);
        metrics = Collections.unmodifiableMap(new LinkedHashMap<>(metrics));
        violations = List.copyOf(violations);
    }

    public boolean feasible() {
        return violations.isEmpty();
    }

    /** Mean over seeds, NaN when some seed left it undefined. */
    public double mean(String metric) {
        Stat s = metrics.get(metric);
        return s == null ? Double.NaN : s.mean();
    }

    public static PointSummary of(List<Row> rows, List<Constraint> constraints) {
        Row first = rows.get(0);
        Map<String, Stat> m = new LinkedHashMap<>();
        for (String name : Metrics.CATALOGUE.keySet()) {
            double[] v = rows.stream().mapToDouble(r -> r.metric(name)).toArray();
            boolean all = java.util.Arrays.stream(v).noneMatch(Double::isNaN);
            if (all) {
                m.put(name, Stat.of(v));
            }
        }
        List<String> bad = new ArrayList<>();
        for (Constraint c : constraints) {
            for (Row r : rows) {
                double v = r.metric(c.metric());
                if (!c.holds(v)) {
                    bad.add(c.describe() + " (seed " + r.seed() + ": " + (Double.isNaN(v) ? "undefined"
                            : io.rocekit.tune.sweep.KnobText.plain(v)) + ")");
                    break;
                }
            }
        }
        return new PointSummary(first.id(), first.kind(), first.knobs(), rows, m, bad);
    }
}
