package io.rocekit.tune.analysis;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Points whose simulations gave the same metrics on every seed, grouped: with ECN off, every Kmin
 * gives the same run, and a report that lists them as separate Pareto points suggests a choice that
 * does not exist. Reports show one row per group with the knob values it covers.
 */
public final class SameResults {
    private SameResults() {
    }

    /** Groups in the order of each group's first point. */
    public static List<List<PointSummary>> group(List<PointSummary> points) {
        Map<List<Map<String, Double>>, List<PointSummary>> by = new LinkedHashMap<>();
        for (PointSummary p : points) {
            List<Map<String, Double>> key = new ArrayList<>();
            p.rows().forEach(r -> key.add(r.metrics()));
            by.computeIfAbsent(key, k -> new ArrayList<>()).add(p);
        }
        return new ArrayList<>(by.values());
    }

    /** {@code p000} or {@code p000 = p003 = p006}. */
    public static String ids(List<PointSummary> group) {
        return String.join(" = ", group.stream().map(PointSummary::id).toList());
    }
}
