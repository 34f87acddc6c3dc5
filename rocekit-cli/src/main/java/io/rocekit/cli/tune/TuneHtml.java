package io.rocekit.cli.tune;

import io.rocekit.cli.render.Axis;
import io.rocekit.cli.render.Format;
import io.rocekit.cli.render.HeatmapChart;
import io.rocekit.cli.render.Report;
import io.rocekit.cli.render.Table;
import io.rocekit.cli.render.Tone;
import io.rocekit.cli.render.XYChart;
import io.rocekit.tune.analysis.Analysis;
import io.rocekit.tune.analysis.KnobEffect;
import io.rocekit.tune.analysis.PointSummary;
import io.rocekit.tune.analysis.Recommendation;
import io.rocekit.tune.analysis.SameResults;
import io.rocekit.tune.analysis.Verdict;
import io.rocekit.tune.run.Metrics;
import io.rocekit.tune.run.Row;
import io.rocekit.tune.search.Outcome;
import io.rocekit.tune.sweep.Axis.Range;
import io.rocekit.tune.sweep.Objective;
import io.rocekit.tune.sweep.Sweep;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The HTML report (report kit): the choice and its evidence, the Pareto scatter of the first two
 * objectives with baselines, the first objective as a heat map over the first two swept knobs, the
 * slowdown CDFs of the chosen point against the baselines, knob effects and the front as tables.
 */
final class TuneHtml {
    private TuneHtml() {
    }

    static String render(Sweep s, Outcome o, TuneJson doc, String dir) {
        Recommendation rec = o.recommended();
        int feasible = Analysis.candidates(s, o.points()).size();
        String verdict = o.verdict().verdict();
        Report page = Report.page("rocekit tune: " + s.name(), o.verdict().sentence())
                .stat("verdict", verdict, switch (verdict) {
                    case Verdict.ADOPT -> Tone.OK;
                    case Verdict.TRADE_OFF -> Tone.WARN;
                    default -> Tone.PLAIN;
                })
                .stat("points", Integer.toString(o.points().size()), Tone.PLAIN)
                .stat("feasible", Integer.toString(feasible), Tone.PLAIN)
                .stat("Pareto front", Integer.toString(o.pareto().size()), Tone.PLAIN)
                .stat("chosen", rec.id(), rec.found() ? (rec.leadExceedsSpread() ? Tone.OK : Tone.WARN) : Tone.FAIL);
        page.section("choice", "Recommendation").text(rec.why());
        s.current().ifPresent(c -> page.note(TuneText.startingPoint(c)));
        page.note(o.points().size() + " points x " + s.seeds().size() + " seeds on " + s.base().displayName()
                + "; simulations: " + TuneText.simulationsLine(o) + ". Feasible: meets every constraint on every"
                + " seed with every objective defined.");
        List<Table.Column> cols = new ArrayList<>(List.of(Table.Column.text("point")));
        s.objectives().forEach(ob -> cols.add(Table.Column.number(ob.metric()).explained(
                (ob.maximize() ? "higher is better: " : "lower is better: ") + Metrics.CATALOGUE.get(ob.metric()))));
        List<Table.Column> vsCols = new ArrayList<>(cols);
        vsCols.add(Table.Column.text("against the chosen point"));
        Table vs = Table.of("chosen-vs-baselines", vsCols);
        chosen(o).ifPresent(c -> vs.row(with(cells(s, "chosen " + c.id(), c), "")));
        o.baselines().forEach(b -> vs.row(with(cells(s, b.id() + (b.feasible() ? "" : " (breaks constraints)"), b),
                o.verdict().against().stream().filter(a -> a.name().equals(b.id())).findFirst()
                        .map(TuneText::against).orElse(""))));
        page.table(vs);
        if (rec.found()) {
            page.note("Re-run it: " + doc.base().rerun().replace(" --set KNOB=VALUE ... --seed S", "") + " "
                    + String.join(" ", doc.recommended().setLines()) + " --seed " + s.seeds().get(0));
        }
        charts(page, s, o);
        effects(page, s, o);
        front(page, s, o, cols);
        if (rec.found()) {
            page.section("apply", "Apply it").text("fabric-intent.yaml holds " + rec.id()
                    + " as a fabric intent fragment; render it for your switches with:")
                    .html("<pre>" + io.rocekit.cli.render.Html.escape(TuneText.applyLine(o, dir)) + "</pre>");
        }
        return page.render();
    }

    private static String[] with(String[] cells, String last) {
        String[] out = java.util.Arrays.copyOf(cells, cells.length + 1);
        out[cells.length] = last;
        return out;
    }

    private static void charts(Report page, Sweep s, Outcome o) {
        if (s.objectives().size() >= 2) {
            Objective a = s.objectives().get(0);
            Objective b = s.objectives().get(1);
            XYChart sc = XYChart.scatter("pareto-chart", "Pareto front: " + a.metric() + " against " + b.metric()
                    + " (means over seeds)").x(Axis.linear(a.metric(), Format.NUMBER))
                    .y(Axis.linear(b.metric(), Format.NUMBER));
            List<PointSummary> others = Analysis.candidates(s, o.points()).stream()
                    .filter(p -> !o.pareto().contains(p)).toList();
            add(sc, "other feasible points", others, a, b);
            add(sc, "Pareto front", o.pareto(), a, b);
            chosen(o).ifPresent(c -> add(sc, "chosen " + c.id(), List.of(c), a, b));
            o.baselines().forEach(bl -> add(sc, bl.id(), List.of(bl), a, b));
            page.section("pareto", "Pareto front").chart(sc.build());
        }
        heatmap(s, o).ifPresent(h -> page.section("heatmap", "Over two knobs").chart(h));
        XYChart cdf = XYChart.line("cdf-chart", "FCT slowdown of all flows, seed " + s.seeds().get(0)
                + ": chosen point against the baselines").x(Axis.log("slowdown", 10, Format.NUMBER))
                .y(Axis.linear("fraction of flows", Format.PERCENT).range(0, 1));
        chosen(o).ifPresent(c -> cdfSeries(cdf, "chosen " + c.id(), c));
        o.baselines().forEach(b -> cdfSeries(cdf, b.id(), b));
        page.section("cdf", "FCT slowdown").chart(cdf.build());
    }

    private static void effects(Report page, Sweep s, Outcome o) {
        if (o.effects().isEmpty()) {
            return;
        }
        String first = s.objectives().get(0).metric();
        Table eff = Table.of("effects-table", Table.Column.text("knob"), Table.Column.text("value"),
                Table.Column.text("point"), Table.Column.number(first));
        for (KnobEffect e : o.effects()) {
            for (KnobEffect.Level l : e.levels()) {
                eff.row(e.knob(), KnobValues.human(e.knob(), l.value()), l.point(),
                        TuneText.num(l.objectives().getOrDefault(first, Double.NaN)));
            }
        }
        page.section("effects", "Each knob's effect, the others held at the chosen point").table(eff);
    }

    private static void front(Report page, Sweep s, Outcome o, List<Table.Column> cols) {
        List<Table.Column> fc = new ArrayList<>(cols);
        fc.add(Table.Column.text("knobs"));
        Table front = Table.of("front-table", fc).dense();
        List<List<PointSummary>> groups = SameResults.group(o.pareto());
        for (List<PointSummary> g : groups) {
            front.row(with(cells(s, SameResults.ids(g), g.get(0)), TuneText.swept(s, g)));
        }
        page.section("front", "Points on the Pareto front");
        if (groups.size() < o.pareto().size()) {
            page.note(o.pareto().size() + " points, " + groups.size() + " distinct results: points that gave the"
                    + " same result on every seed share a row, with the knob values they cover.");
        }
        page.table(front);
    }

    private static Optional<PointSummary> chosen(Outcome o) {
        return o.points().stream().filter(p -> p.id().equals(o.recommended().id())).findFirst();
    }

    private static String[] cells(Sweep s, String name, PointSummary p) {
        List<String> c = new ArrayList<>(List.of(name));
        s.objectives().forEach(ob -> c.add(TuneText.num(p.mean(ob.metric()))));
        return c.toArray(String[]::new);
    }

    private static void add(XYChart c, String name, List<PointSummary> ps, Objective a, Objective b) {
        double[] xs = ps.stream().mapToDouble(p -> p.mean(a.metric())).toArray();
        double[] ys = ps.stream().mapToDouble(p -> p.mean(b.metric())).toArray();
        if (xs.length > 0) {
            c.series(name, xs, ys);
        }
    }

    private static void cdfSeries(XYChart c, String name, PointSummary p) {
        Row r = p.rows().get(0);
        List<Double> q = r.slowdownQuantiles();
        if (q.isEmpty()) {
            return;
        }
        double[] xs = q.stream().mapToDouble(Double::doubleValue).toArray();
        double[] ys = Metrics.CDF_POINTS.stream().mapToDouble(Double::doubleValue).toArray();
        c.series(name, xs, ys);
    }

    /** The first objective over the grid values of the first two axes (means over the other axes' points). */
    private static Optional<io.rocekit.cli.render.ChartSpec> heatmap(Sweep s, Outcome o) {
        if (s.axes().size() < 2 || s.sampling().method() != io.rocekit.tune.sweep.Sampling.Method.GRID) {
            return Optional.empty();
        }
        var ax = s.axes().get(0);
        var ay = s.axes().get(1);
        if (ax instanceof Range && ax.gridValues().size() < 2) {
            return Optional.empty();
        }
        List<String> cols = ax.gridValues();
        List<String> rows = ay.gridValues();
        String metric = s.objectives().get(0).metric();
        HeatmapChart h = HeatmapChart.of("heatmap-chart", metric + " (mean over seeds) by " + ax.knob() + " and "
                + ay.knob(), cols.stream().map(v -> KnobValues.human(ax.knob(), v)).toList(),
                rows.stream().map(v -> KnobValues.human(ay.knob(), v)).toList()).axes(ax.knob(), ay.knob()).value(metric, Format.NUMBER);
        for (int i = 0; i < cols.size(); i++) {
            for (int j = 0; j < rows.size(); j++) {
                String cx = cols.get(i);
                String cy = rows.get(j);
                double v = o.points().stream().filter(p -> cx.equals(p.knobs().get(ax.knob()))
                        && cy.equals(p.knobs().get(ay.knob()))).mapToDouble(p -> p.mean(metric)).filter(Double::isFinite)
                        .average().orElse(Double.NaN);
                if (Double.isFinite(v)) {
                    h.cell(i, j, v);
                }
            }
        }
        return Optional.of(h.build());
    }
}
