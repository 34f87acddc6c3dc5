package io.rocekit.cli.tune;

import io.rocekit.tune.analysis.AgainstBaseline;
import io.rocekit.tune.analysis.KnobEffect;
import io.rocekit.tune.analysis.PointSummary;
import io.rocekit.tune.analysis.Recommendation;
import io.rocekit.tune.analysis.Stat;
import io.rocekit.tune.run.Row;
import io.rocekit.tune.search.Outcome;
import io.rocekit.tune.sweep.Baseline;
import io.rocekit.tune.sweep.Sweep;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code --json} document (contract in docs/tune.md): {@code points}, {@code pareto},
 * {@code recommended}, {@code baselines} as issue 12 fixes them, then {@code effects},
 * {@code halving}, {@code base} (how to re-run a point) and {@code simulations}.
 */
record TuneJson(String sweep, List<PointRow> points, List<String> pareto, Recommended recommended,
        List<BaselineOut> baselines, List<KnobEffect> effects, List<Outcome.RungReport> halving, BaseOut base,
        Simulations simulations) {

    /** One full-length row: knob values as numbers where they are plain numbers. */
    record PointRow(String id, Map<String, Object> knobs, long seed, Map<String, Double> metrics) {
    }

    record Recommended(String id, Map<String, Object> knobs, String why, double score, double seedSpread,
            String runnerUp, double lead, boolean leadExceedsSpread, Map<String, Stat> objectives,
            List<String> setLines, String verdict, List<AgainstBaseline> againstBaselines) {
    }

    record BaselineOut(String name, Map<String, Object> knobs, Map<String, Double> metrics, String source) {
    }

    /** {@code rocekit sim SCENARIO [--profile P] [--until T] --set ... --seed S} re-runs a point. */
    record BaseOut(String scenario, String profile, String until, String rerun) {
    }

    /**
     * @param cached rows found in the results file from an earlier run (a simulation asked for twice
     *     in one run, an effect point the grid already ran, is counted neither here nor in run)
     */
    record Simulations(int run, int cached, double simulationSeconds, double wallSeconds, String runner) {
    }

    static TuneJson of(Sweep s, Outcome o, double wallSeconds, String runner, String scenarioPath) {
        List<PointRow> points = new ArrayList<>();
        o.rows().stream().filter(r -> r.untilPs() == 0 && !r.kind().equals("baseline"))
                .sorted(Comparator.comparing(Row::id).thenComparingLong(Row::seed))
                .forEach(r -> points.add(new PointRow(r.id(), knobs(r.knobs()), r.seed(), r.metrics())));
        Recommendation rec = o.recommended();
        Recommended recommended = new Recommended(rec.id(), knobs(rec.knobs()), rec.why(), rec.score(),
                rec.seedSpread(), rec.runnerUp(), rec.lead(), rec.leadExceedsSpread(), rec.objectiveSpread(),
                setLines(rec.knobs()), o.verdict().verdict(), o.verdict().against());
        List<BaselineOut> baselines = new ArrayList<>();
        for (PointSummary b : o.baselines()) {
            Map<String, Double> m = new LinkedHashMap<>();
            b.metrics().forEach((k, v) -> m.put(k, v.mean()));
            String source = s.baselines().stream().filter(x -> x.name().equals(b.id())).map(Baseline::source)
                    .findFirst().orElse("");
            baselines.add(new BaselineOut(b.id(), knobs(b.knobs()), m, source));
        }
        return new TuneJson(s.name(), points, o.pareto().stream().map(PointSummary::id).toList(), recommended,
                baselines, o.effects(), o.rungs(), base(s, scenarioPath),
                new Simulations(o.simulationsRun(), o.simulationsCached(), o.simulationSeconds(), wallSeconds, runner));
    }

    /** @param scenarioPath the scenario file to re-run with (an inline base is written out first) */
    static BaseOut base(Sweep s, String scenarioPath) {
        var b = s.base();
        String until = b.untilPs() > 0 ? io.rocekit.tune.sweep.KnobText.plain(b.untilPs() / 1e6) + "us" : "";
        String scenario = scenarioPath;
        StringBuilder cmd = new StringBuilder("rocekit sim ");
        if (b.kind().equals("hpcc")) {
            String[] f = b.displayName().split(" \\+ ");
            cmd.append("--hpcc-topology ").append(f[0]).append(" --hpcc-flows ").append(f[1]);
        } else {
            cmd.append(scenarioPath);
        }
        if (!b.profile().isEmpty()) {
            cmd.append(" --profile ").append(b.profile());
        }
        if (!until.isEmpty()) {
            cmd.append(" --until ").append(until);
        }
        cmd.append(" --set KNOB=VALUE ... --seed S");
        return new BaseOut(scenario, b.profile(), until, cmd.toString());
    }

    static List<String> setLines(Map<String, String> knobs) {
        List<String> out = new ArrayList<>();
        knobs.forEach((k, v) -> out.add("--set " + k + "=" + v));
        return out;
    }

    /** Knob text values, as JSON numbers when they are numbers (sizes as byte counts). */
    static Map<String, Object> knobs(Map<String, String> k) {
        Map<String, Object> out = new LinkedHashMap<>();
        k.forEach((name, v) -> out.put(name, KnobValues.json(name, v)));
        return out;
    }
}
