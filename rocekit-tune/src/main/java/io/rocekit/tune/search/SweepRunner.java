package io.rocekit.tune.search;

import io.rocekit.core.parallel.TaskRunner;
import io.rocekit.sim.SimInputException;
import io.rocekit.tune.TuneInputException;
import io.rocekit.tune.analysis.Analysis;
import io.rocekit.tune.analysis.KnobEffect;
import io.rocekit.tune.analysis.Pareto;
import io.rocekit.tune.analysis.PointSummary;
import io.rocekit.tune.analysis.Recommendation;
import io.rocekit.tune.analysis.Scorer;
import io.rocekit.tune.analysis.Verdict;
import io.rocekit.tune.run.LoadedBase;
import io.rocekit.tune.run.Row;
import io.rocekit.tune.run.RowStore;
import io.rocekit.tune.run.SweepProgress;
import io.rocekit.tune.run.Trial;
import io.rocekit.tune.run.TrialTask;
import io.rocekit.tune.sweep.Axis;
import io.rocekit.tune.sweep.Baseline;
import io.rocekit.tune.sweep.Search;
import io.rocekit.tune.sweep.Sweep;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Runs a sweep: the points (full grid, or successive halving over the rungs), the baselines with
 * every seed, then up to {@value #EFFECT_ROUNDS} rounds of one-knob-at-a-time points around the
 * chosen point (a round that moves the choice starts another round around the new one). Trials
 * already in the results file are not run again.
 */
public final class SweepRunner {
    static final int EFFECT_ROUNDS = 3;

    private final Sweep sweep;
    private final TaskRunner runner;
    private final RowStore store;
    private final SweepProgress progress;
    private final LoadedBase base;
    private final TrialTask task;
    private final Map<String, Row> rows = new LinkedHashMap<>();
    private final Map<String, String> idByKnobs = new LinkedHashMap<>();
    private int run;
    private int cached;
    private int reused;
    private final java.util.Set<String> askedThisRun = new java.util.HashSet<>();

    public SweepRunner(Sweep sweep, TaskRunner runner, RowStore store, SweepProgress progress) {
        this.sweep = sweep;
        this.runner = runner;
        this.store = store;
        this.progress = progress;
        this.base = LoadedBase.of(sweep.base());
        this.task = new TrialTask(sweep.base());
    }

    /** Every point of the sweep with the base's own overrides first, ties applied. */
    public Map<String, String> fullKnobs(Map<String, String> pointKnobs) {
        Map<String, String> m = new LinkedHashMap<>(sweep.base().set());
        m.putAll(pointKnobs);
        return PointGenerator.tied(m, sweep.ties());
    }

    public Outcome run() {
        List<Point> points = PointGenerator.points(sweep);
        List<Point> full = new ArrayList<>();
        for (Point p : points) {
            Point fp = new Point(p.id(), fullKnobs(p.knobs()));
            check(fp.id(), fp.knobs());
            full.add(fp);
            idByKnobs.put(canonical(fp.knobs()), fp.id());
        }
        List<Trial> baselineTrials = new ArrayList<>();
        for (Baseline b : sweep.baselines()) {
            Map<String, String> k = new LinkedHashMap<>(sweep.base().set());
            k.putAll(b.knobs());
            check("baseline " + b.name(), k);
            for (long seed : sweep.seeds()) {
                baselineTrials.add(new Trial(b.name(), "baseline", k, seed, 0));
            }
        }
        List<Outcome.RungReport> rungs = new ArrayList<>();
        Search search = sweep.search();
        if (!search.halving()) {
            List<Trial> t = trials(full, sweep.seeds(), 0, "point");
            t.addAll(baselineTrials);
            execute("grid", t);
        } else {
            List<Point> current = full;
            for (int i = 0; i < search.rungs().size(); i++) {
                Search.Rung rung = search.rungs().get(i);
                boolean last = i == search.rungs().size() - 1;
                List<Trial> t = trials(current, sweep.seeds().subList(0, rung.seeds()), rung.untilPs(), "point");
                if (last) {
                    t.addAll(baselineTrials);
                }
                List<Row> got = execute("rung " + i, t);
                List<String> promoted = List.of();
                if (!last) {
                    int keep = Math.max(1, (int) Math.ceil(current.size() / (double) search.eta()));
                    List<String> order = rank(got, rung);
                    promoted = order.subList(0, Math.min(keep, order.size()));
                    List<String> keepIds = promoted;
                    current = current.stream().filter(p -> keepIds.contains(p.id())).toList();
                }
                rungs.add(new Outcome.RungReport(i, rung.seeds(), rung.untilPs(), t.size() / rung.seeds()
                        - (last ? sweep.baselines().size() : 0), promoted));
            }
        }
        List<PointSummary> summaries = candidates();
        Recommendation rec = Analysis.recommend(sweep, summaries);
        if (sweep.effects() && rec.found()) {
            for (int round = 0; round < EFFECT_ROUNDS; round++) {
                PointSummary chosen = byId(summaries, rec.id());
                List<Point> oat = new ArrayList<>();
                int effectIndex = (int) idByKnobs.values().stream().filter(id -> id.startsWith("e")).count();
                for (Axis a : sweep.axes()) {
                    for (String v : Analysis.effectValues(a, chosen)) {
                        Map<String, String> k = new LinkedHashMap<>(chosen.knobs());
                        k.put(a.knob(), v);
                        k = PointGenerator.tied(k, sweep.ties());
                        String canon = canonical(k);
                        String id = idByKnobs.get(canon);
                        if (id == null) {
                            id = String.format(Locale.ROOT, "e%03d", effectIndex++);
                            idByKnobs.put(canon, id);
                            check(id, k);
                        }
                        String pid = id;
                        if (oat.stream().noneMatch(p -> p.id().equals(pid))) {
                            oat.add(new Point(id, k));
                        }
                    }
                }
                execute("effects", trials(oat, sweep.seeds(), 0, null));
                summaries = candidates();
                Recommendation next = Analysis.recommend(sweep, summaries);
                boolean moved = !next.id().equals(rec.id());
                rec = next;
                if (!moved) {
                    break;
                }
            }
        }
        List<PointSummary> baselines = Analysis.summarise(sweep, List.copyOf(rows.values()), r -> r.kind().equals("baseline"));
        List<PointSummary> feasible = summaries.stream().filter(PointSummary::feasible).toList();
        List<PointSummary> pareto = Pareto.front(feasible, sweep.objectives());
        List<KnobEffect> effects = rec.found()
                ? Analysis.effects(sweep, byId(summaries, rec.id()), summaries,
                        m -> PointGenerator.tied(m, sweep.ties()))
                : List.of();
        double seconds = rows.values().stream().mapToDouble(Row::wallSeconds).sum();
        String chosenId = rec.id();
        Verdict verdict = Verdict.of(sweep.objectives(), sweep.sweptKnobs(), rec,
                summaries.stream().filter(p -> p.id().equals(chosenId)).findFirst(), baselines);
        return new Outcome(List.copyOf(rows.values()), summaries, baselines, pareto, rec, verdict, effects, rungs, run,
                cached, reused, seconds);
    }

    private List<PointSummary> candidates() {
        return Analysis.summarise(sweep, List.copyOf(rows.values()), r -> !r.kind().equals("baseline"));
    }

    private static PointSummary byId(List<PointSummary> s, String id) {
        return s.stream().filter(p -> p.id().equals(id)).findFirst().orElseThrow();
    }

    /** Point ids of one rung, best first: feasible points by score, then the rest by violations. */
    private List<String> rank(List<Row> got, Search.Rung rung) {
        Map<String, List<Row>> by = new LinkedHashMap<>();
        for (Row r : got) {
            if (r.kind().equals("point") && r.untilPs() == rung.untilPs()) {
                by.computeIfAbsent(r.id(), k -> new ArrayList<>()).add(r);
            }
        }
        List<PointSummary> s = new ArrayList<>();
        by.values().forEach(rs -> s.add(PointSummary.of(rs, sweep.constraints())));
        Scorer scorer = new Scorer(sweep.objectives(), s.stream().filter(PointSummary::feasible).toList());
        s.sort(Comparator.comparing((PointSummary p) -> !p.feasible())
                .thenComparingInt(p -> p.violations().size())
                .thenComparingDouble((PointSummary p) -> scorer.score(p)).thenComparing(PointSummary::id));
        return s.stream().map(PointSummary::id).toList();
    }

    private List<Trial> trials(List<Point> points, List<Long> seeds, long untilPs, String kind) {
        List<Trial> out = new ArrayList<>();
        for (Point p : points) {
            String k = kind != null ? kind : p.id().startsWith("e") ? "effect" : "point";
            for (long seed : seeds) {
                out.add(new Trial(p.id(), k, p.knobs(), seed, untilPs));
            }
        }
        return out;
    }

    /** Runs the trials not in the results file; returns a row for every trial. */
    private List<Row> execute(String phase, List<Trial> trials) {
        List<Row> out = new ArrayList<>();
        List<Trial> todo = new ArrayList<>();
        for (Trial t : trials) {
            var hit = store.find(t);
            boolean first = askedThisRun.add(t.key());
            if (hit.isPresent()) {
                out.add(hit.get().as(t));
                if (!first) {
                    reused++;
                } else {
                    cached++;
                }
            } else {
                todo.add(t);
            }
        }
        progress.phase(phase, todo.size(), trials.size() - todo.size());
        if (!todo.isEmpty()) {
            runner.run(todo, task, r -> {
                store.append(r);
                progress.done(r);
                out.add(r);
            });
            run += todo.size();
        }
        out.forEach(r -> rows.put(r.id() + "|" + r.seed() + "|" + r.untilPs(), r));
        return out;
    }

    /**
     * Refuses, before anything runs, a point or baseline that rocekit sim would refuse: each knob's
     * value (the message names the point and knob), then the knobs together (Kmin above Kmax, headroom
     * below one frame: named here, since the simulator's check does not know the point).
     */
    private void check(String what, Map<String, String> knobs) {
        io.rocekit.sim.config.Settings settings;
        try {
            settings = TrialTask.settings(base, new Trial(what, "point", knobs, sweep.seeds().get(0), 0));
        } catch (SimInputException e) {
            throw new TuneInputException(sweep.file() + ": " + e.getMessage());
        }
        try {
            io.rocekit.sim.config.SimConfig.from(settings);
        } catch (SimInputException e) {
            throw new TuneInputException(sweep.file() + ": " + what + ": " + e.getMessage());
        }
    }

    private static String canonical(Map<String, String> knobs) {
        return new java.util.TreeMap<>(knobs).toString();
    }
}
