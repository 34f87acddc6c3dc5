package io.rocekit.tune.analysis;

import io.rocekit.tune.run.Row;
import io.rocekit.tune.sweep.Axis;
import io.rocekit.tune.sweep.Objective;
import io.rocekit.tune.sweep.Sweep;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** Summaries, Pareto front, recommendation and knob effects from the rows of a sweep. */
public final class Analysis {
    private Analysis() {
    }

    /** Full-length rows grouped by point id (in id order), only points that have every seed. */
    public static List<PointSummary> summarise(Sweep s, List<Row> rows, java.util.function.Predicate<Row> which) {
        Map<String, List<Row>> by = new java.util.TreeMap<>();
        for (Row r : rows) {
            if (r.untilPs() == 0 && which.test(r)) {
                by.computeIfAbsent(r.id(), k -> new ArrayList<>()).add(r);
            }
        }
        List<PointSummary> out = new ArrayList<>();
        for (List<Row> rs : by.values()) {
            rs.sort(Comparator.comparingInt(r -> s.seeds().indexOf(r.seed())));
            if (rs.size() == s.seeds().size()) {
                out.add(PointSummary.of(rs, s.constraints()));
            }
        }
        return out;
    }

    /**
     * The candidates of the recommendation: points that meet every constraint and have every
     * objective defined. Every count of "feasible points" in a report is this one.
     */
    public static List<PointSummary> candidates(Sweep s, List<PointSummary> points) {
        return points.stream().filter(PointSummary::feasible).filter(p -> Pareto.complete(p, s.objectives())).toList();
    }

    public static Recommendation recommend(Sweep s, List<PointSummary> points) {
        List<PointSummary> feasible = candidates(s, points);
        if (feasible.isEmpty()) {
            Map<String, Integer> count = new LinkedHashMap<>();
            for (PointSummary p : points) {
                p.violations().forEach(v -> count.merge(v.replaceAll(" \\(seed.*", ""), 1, Integer::sum));
            }
            String why = points.isEmpty() ? "no point finished every seed"
                    : "no point met every constraint (" + count.entrySet().stream()
                    .map(e -> e.getKey() + ": broken by " + e.getValue() + " of " + points.size())
                    .reduce((a, b) -> a + "; " + b).orElse("an objective's metric was undefined") + ")";
            return new Recommendation("none", Map.of(), why, Double.NaN, Double.NaN, "", Double.NaN, false, Map.of());
        }
        Scorer scorer = new Scorer(s.objectives(), feasible);
        List<PointSummary> ranked = new ArrayList<>(feasible);
        ranked.sort(Comparator.comparingDouble((PointSummary p) -> scorer.score(p)).thenComparing(PointSummary::id));
        PointSummary best = ranked.get(0);
        double score = scorer.score(best);
        double[] seedScores = best.rows().stream().mapToDouble(scorer::score).toArray();
        Stat seed = Stat.of(seedScores);
        Map<String, Stat> objSpread = new LinkedHashMap<>();
        for (Objective o : s.objectives()) {
            objSpread.put(o.metric(), best.metrics().get(o.metric()));
        }
        String runnerUp = "";
        double lead = Double.NaN;
        boolean exceeds = false;
        StringBuilder why = new StringBuilder();
        why.append(String.format(Locale.ROOT, "lowest score %.3f of %d feasible points (objectives %s scaled 0 = best"
                + " to 1 = worst, weighted)", score, feasible.size(),
                String.join(", ", s.objectives().stream().map(Objective::describe).toList())));
        if (ranked.size() > 1) {
            PointSummary second = ranked.get(1);
            runnerUp = second.id();
            lead = scorer.score(second) - score;
            exceeds = lead > seed.spread();
            why.append(String.format(Locale.ROOT, "; lead over runner-up %s %.3f %s its seed spread %.3f", runnerUp,
                    lead, exceeds ? "exceeds" : "does not exceed", seed.spread()));
            if (!exceeds) {
                why.append(" (the two are not distinguishable with these seeds)");
            }
        } else {
            why.append("; the only feasible point");
        }
        return new Recommendation(best.id(), best.knobs(), why.toString(), score, seed.spread(), runnerUp, lead,
                exceeds, objSpread);
    }

    /**
     * Each axis's values with the other swept knobs held at {@code chosen}: the one-knob-at-a-time
     * points found among {@code points} (matched by knob values).
     */
    public static List<KnobEffect> effects(Sweep s, PointSummary chosen, List<PointSummary> points,
            java.util.function.Function<Map<String, String>, Map<String, String>> withTies) {
        List<KnobEffect> out = new ArrayList<>();
        for (Axis a : s.axes()) {
            if (a.gridValues().size() < 2) {
                continue;
            }
            List<KnobEffect.Level> levels = new ArrayList<>();
            Map<String, double[]> minMax = new LinkedHashMap<>();
            for (String v : effectValues(a, chosen)) {
                Map<String, String> want = new LinkedHashMap<>(chosen.knobs());
                want.put(a.knob(), v);
                Map<String, String> key = withTies.apply(want);
                Optional<PointSummary> p = points.stream().filter(x -> x.knobs().equals(key)).findFirst();
                if (p.isEmpty()) {
                    continue;
                }
                Map<String, Double> obj = new LinkedHashMap<>();
                for (Objective o : s.objectives()) {
                    double m = p.get().mean(o.metric());
                    obj.put(o.metric(), m);
                    if (!Double.isNaN(m)) {
                        double[] mm = minMax.computeIfAbsent(o.metric(),
                                k -> new double[] {Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY});
                        mm[0] = Math.min(mm[0], m);
                        mm[1] = Math.max(mm[1], m);
                    }
                }
                levels.add(new KnobEffect.Level(v, p.get().id(), obj));
            }
            Map<String, Double> range = new LinkedHashMap<>();
            minMax.forEach((k, mm) -> range.put(k, mm[1] - mm[0]));
            out.add(new KnobEffect(a.knob(), levels, range));
        }
        return out;
    }

    /** The axis's grid values, with the chosen value in place when a sampled range drew another. */
    public static List<String> effectValues(Axis a, PointSummary chosen) {
        List<String> vals = new ArrayList<>(a.gridValues());
        String c = chosen.knobs().get(a.knob());
        if (c != null && !vals.contains(c)) {
            vals.add(c);
            var k = io.rocekit.tune.sweep.KnobText.knob(a.knob()).orElseThrow();
            if (io.rocekit.tune.sweep.KnobText.numeric(k)) {
                vals.sort(Comparator.comparingDouble(v ->
                        ((Number) io.rocekit.tune.sweep.KnobText.stored(k, v)).doubleValue()));
            }
        }
        return vals;
    }
}
