package io.rocekit.tune.run;

import java.io.Serializable;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One line of the results file: a trial and what it measured. Everything but {@code wallSeconds}
 * is a function of the base, the knobs and the seed, so runners and re-runs give equal rows.
 *
 * @param metrics {@link Metrics#CATALOGUE} names; a metric undefined for this run is absent
 * @param slowdownQuantiles slowdown of all finished flows at {@link Metrics#CDF_POINTS}
 * @param base {@link BaseBundle#fingerprint()} of the base it ran on
 */
public record Row(String id, String kind, Map<String, String> knobs, long seed, long untilPs,
        Map<String, Double> metrics, List<Double> slowdownQuantiles, double wallSeconds, String base)
        implements Serializable {
    private static final long serialVersionUID = 1L;

    public Row {
        knobs = Collections.unmodifiableMap(new LinkedHashMap<>(knobs));
        metrics = Collections.unmodifiableMap(new LinkedHashMap<>(metrics));
        slowdownQuantiles = List.copyOf(slowdownQuantiles);
    }

    public String key() {
        return RowKey.of(knobs, seed, untilPs);
    }

    /** The metric, or NaN when this run left it undefined. */
    public double metric(String name) {
        Double v = metrics.get(name);
        return v == null ? Double.NaN : v;
    }

    /** The same row under another id and kind (a cached result reused for another trial). */
    public Row as(Trial t) {
        return new Row(t.id(), t.kind(), knobs, seed, untilPs, metrics, slowdownQuantiles, wallSeconds, base);
    }

    /** This row without its wall time: what must be equal between runners. */
    public Row withoutTiming() {
        return new Row(id, kind, knobs, seed, untilPs, metrics, slowdownQuantiles, 0, base);
    }
}
