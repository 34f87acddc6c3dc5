package io.rocekit.cli.fleet;

import io.rocekit.cli.render.Axis;
import io.rocekit.cli.render.Format;
import io.rocekit.cli.render.HeatmapChart;
import io.rocekit.cli.render.Report;
import io.rocekit.cli.render.Table;
import io.rocekit.cli.render.Table.Cell;
import io.rocekit.cli.render.Table.Column;
import io.rocekit.cli.render.Tone;
import io.rocekit.cli.render.XYChart;
import io.rocekit.core.finding.Severity;
import io.rocekit.fleet.analysis.Distribution;
import io.rocekit.fleet.analysis.Drift;
import io.rocekit.fleet.analysis.FleetReport;
import io.rocekit.fleet.analysis.NodeRank;
import io.rocekit.fleet.analysis.Outlier;
import io.rocekit.fleet.analysis.RuleNodes;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The fleet report as one page of the report kit: a heat map of rule x node (the nodes with most
 * rules fired), the drift table, one plot per judged metric with its outliers, the node ranking,
 * and the fleet rules' findings with their evidence. Long lists are cut, and the page says so.
 */
final class FleetHtml {
    /** Columns of the heat map: more nodes than this is not readable; the worst come first. */
    static final int HEATMAP_NODES = 80;
    static final int TABLE_ROWS = 500;
    static final int PLOTS = 12;

    private FleetHtml() {
    }

    static Report render(FleetReport r) {
        Report page = Report.page("rocekit fleet", r.nodes() + " nodes compared with "
                + r.baseline().map(b -> "baseline " + b).orElse("the majority"));
        long fail = r.rules().stream().filter(x -> x.severity() == Severity.FAIL).count();
        page.stat("nodes", Integer.toString(r.nodes()), Tone.PLAIN)
                .stat("settings drifting", Integer.toString(r.drift().size()), r.drift().isEmpty() ? Tone.OK : Tone.WARN)
                .stat("outliers", Integer.toString(r.outliers().size()), r.outliers().isEmpty() ? Tone.OK : Tone.WARN)
                .stat("rules at FAIL", Long.toString(fail), fail == 0 ? Tone.OK : Tone.FAIL);
        if (!r.unreadable().isEmpty()) {
            page.stat("unreadable", Integer.toString(r.unreadable().size()), Tone.FAIL);
        }
        heatmap(page, r);
        drift(page, r);
        outliers(page, r);
        ranking(page, r);
        if (!r.unreadable().isEmpty()) {
            page.section("unreadable", "Snapshots that could not be read");
            Table t = Table.of("unreadable", Column.text("node"), Column.text("snapshot"), Column.text("why"));
            r.unreadable().stream().limit(TABLE_ROWS)
                    .forEach(u -> t.row(Cell.text(u.node()), Cell.code(u.source()), Cell.text(u.error())));
            page.table(t);
        }
        page.findings(r.findings().stream().limit(TABLE_ROWS).toList());
        return page;
    }

    private static void heatmap(Report page, FleetReport r) {
        page.section("rules", "Rules x nodes");
        if (r.rules().isEmpty()) {
            page.text("No rule fired on any node.");
            return;
        }
        List<String> nodes = r.ranking().stream().limit(HEATMAP_NODES).map(NodeRank::node).toList();
        List<String> rules = r.rules().stream().map(RuleNodes::rule).toList();
        Map<String, Integer> col = new HashMap<>();
        for (int i = 0; i < nodes.size(); i++) {
            col.put(nodes.get(i), i);
        }
        HeatmapChart h = HeatmapChart.of("chart-rules", "Severity of each rule on each node (1 INFO, 2 WARN, 3 FAIL)",
                nodes, rules).axes("node", "rule").value("severity", Format.NUMBER).height(Math.max(240, 22 * rules.size() + 120));
        for (int row = 0; row < rules.size(); row++) {
            RuleNodes rn = r.rules().get(row);
            for (String n : rn.nodes()) {
                Integer c = col.get(n);
                if (c != null) {
                    h.cell(c, row, rn.severity().ordinal() + 1);
                }
            }
        }
        page.chart(h.build());
        if (r.ranking().size() > HEATMAP_NODES) {
            page.note("The " + HEATMAP_NODES + " nodes with most rules fired are drawn, of " + r.ranking().size()
                    + " with any; the table lists every rule with its node count.");
        }
        Table t = Table.of("rule-nodes", Column.text("rule"), Column.text("severity"), Column.number("nodes"),
                Column.text("on"));
        for (RuleNodes rn : r.rules()) {
            String on = rn.nodes().size() == r.nodes() ? "every node"
                    : String.join(", ", rn.nodes().subList(0, Math.min(12, rn.nodes().size())))
                            + (rn.nodes().size() > 12 ? ", ..." : "");
            t.row(Cell.code(rn.rule()), Cell.text(rn.severity().name()).css(rn.severity().name().toLowerCase(Locale.ROOT)),
                    Cell.text(Integer.toString(rn.nodes().size())), Cell.text(on));
        }
        page.table(t);
    }

    private static void drift(Report page, FleetReport r) {
        page.section("drift", "Drift: settings that differ from " + (r.baseline().isPresent() ? "the baseline" : "the majority"));
        if (r.drift().isEmpty()) {
            page.text("Every compared setting is the same on every node.");
            return;
        }
        Table t = Table.of("drift", Column.text("setting"), Column.text(r.baseline().isPresent() ? "baseline" : "majority"),
                Column.text("node"), Column.text("its value"));
        int rows = 0;
        int total = 0;
        for (Drift d : r.drift()) {
            for (Map.Entry<String, java.util.Optional<String>> e : d.nodes().entrySet()) {
                total++;
                if (rows++ < TABLE_ROWS) {
                    t.row(Cell.code(d.key()), Cell.code(d.majority().orElse("(absent)")), Cell.text(e.getKey()),
                            Cell.code(e.getValue().orElse("(absent)")));
                }
            }
        }
        page.table(t);
        if (total > TABLE_ROWS) {
            page.note("The first " + TABLE_ROWS + " of " + total + " differing values; --json lists all.");
        }
    }

    private static void outliers(Report page, FleetReport r) {
        page.section("outliers", "Outliers: benchmark results and counter rates (median and MAD)");
        if (r.metrics().isEmpty()) {
            page.text("No benchmark result or counter rate was found on enough nodes to judge.");
            return;
        }
        page.note("Each dot is a node, nodes sorted by value; the line is the fleet median. A node is an outlier "
                + "when its modified z-score 0.6745 (value - median) / MAD is beyond the rule's limit on the bad side "
                + "and it is far enough from the median to matter (docs/fleet.md).");
        // metrics with outliers first, then benchmarks, then counters; a metric equal on every node is not drawn
        java.util.Set<String> withOutliers = new java.util.HashSet<>();
        r.outliers().forEach(o -> withOutliers.add(o.metric()));
        List<Distribution> drawn = r.metrics().stream()
                .filter(d -> withOutliers.contains(d.metric()) || !d.values().get(0).equals(d.values().get(d.values().size() - 1)))
                .sorted(java.util.Comparator.comparing((Distribution d) -> !withOutliers.contains(d.metric()))
                        .thenComparing(d -> d.metric().startsWith("counter.")).thenComparing(Distribution::metric))
                .toList();
        if (drawn.size() < r.metrics().size()) {
            page.note((r.metrics().size() - drawn.size()) + " metric(s) have the same value on every node and are not drawn"
                    + (drawn.size() > PLOTS ? "; the first " + PLOTS + " of " + drawn.size() + " others are" : "") + ".");
        }
        for (Distribution d : drawn.stream().limit(PLOTS).toList()) {
            List<Outlier> odd = r.outliers().stream().filter(o -> o.metric().equals(d.metric())).toList();
            double[] xs = new double[d.values().size()];
            double[] ys = new double[xs.length];
            for (int i = 0; i < xs.length; i++) {
                xs[i] = i + 1;
                ys[i] = d.values().get(i);
            }
            double[] ox = new double[odd.size()];
            double[] oy = new double[odd.size()];
            java.util.Set<Integer> taken = new java.util.HashSet<>();
            for (int i = 0; i < odd.size(); i++) {
                oy[i] = odd.get(i).value();
                int at = d.values().indexOf(oy[i]);
                while (taken.contains(at)) {
                    at++; // equal values sit side by side in the sorted list
                }
                taken.add(at);
                ox[i] = at + 1;
            }
            XYChart c = XYChart.scatter("chart-" + d.metric().replaceAll("[^A-Za-z0-9]", "-"), d.metric()
                    + (odd.isEmpty() ? ": no outlier" : ": " + odd.size() + " outlier" + (odd.size() == 1 ? "" : "s")))
                    .x(Axis.linear("node (sorted by value)", Format.NUMBER)).y(Axis.linear(d.metric(), Format.NUMBER))
                    .series("nodes", xs, ys).reference("median", d.median());
            if (!odd.isEmpty()) {
                c.series("outliers", ox, oy);
            }
            page.chart(c.build());
        }
        if (!r.outliers().isEmpty()) {
            Table t = Table.of("outlier-table", Column.text("metric"), Column.text("node"), Column.number("value"),
                    Column.number("median"), Column.number("MAD"), Column.number("z"));
            r.outliers().stream().limit(TABLE_ROWS).forEach(o -> t.row(Cell.code(o.metric()), Cell.text(o.node()),
                    Cell.text(num(o.value())), Cell.text(num(o.median())), Cell.text(num(o.mad())),
                    Cell.text(Double.isInfinite(o.robustZ()) ? (o.robustZ() > 0 ? "+inf" : "-inf")
                            : String.format(Locale.ROOT, "%.1f", o.robustZ()))));
            page.table(t);
        }
    }

    private static void ranking(Report page, FleetReport r) {
        page.section("nodes", "Nodes by rules fired");
        Table t = Table.of("ranking", Column.text("node"), Column.number("rules"), Column.number("findings"),
                Column.text("rules not on every node"), Column.text("snapshot"));
        java.util.Set<String> everywhere = new java.util.HashSet<>();
        r.rules().stream().filter(x -> x.nodes().size() == r.nodes()).forEach(x -> everywhere.add(x.rule()));
        r.ranking().stream().limit(TABLE_ROWS).forEach(n -> t.row(Cell.text(n.node()),
                Cell.text(Integer.toString(n.rules().size())), Cell.text(Integer.toString(n.findings())),
                Cell.code(String.join(" ", n.rules().stream().filter(x -> !everywhere.contains(x)).toList())),
                Cell.code(n.source())));
        page.table(t);
    }

    private static String num(double v) {
        return Math.abs(v) >= 100 ? String.format(Locale.ROOT, "%.1f", v) : String.format(Locale.ROOT, "%.4g", v);
    }
}
