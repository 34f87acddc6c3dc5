package io.rocekit.cli.bench;

import io.rocekit.cli.render.Axis;
import io.rocekit.cli.render.Format;
import io.rocekit.cli.render.Report;
import io.rocekit.cli.render.Table;
import io.rocekit.cli.render.Table.Cell;
import io.rocekit.cli.render.Table.Column;
import io.rocekit.cli.render.Tone;
import io.rocekit.cli.render.XYChart;
import io.rocekit.core.finding.Quantities;
import io.rocekit.doctor.bench.BenchReport;
import io.rocekit.doctor.bench.Comparison;
import io.rocekit.doctor.bench.judge.RunVerdict;
import io.rocekit.doctor.bench.judge.TableCheck;
import io.rocekit.host.bench.BenchRun;
import io.rocekit.host.bench.NcclTestsResult;
import io.rocekit.host.bench.NcclTestsRow;
import io.rocekit.host.bench.NcclTestsRun;
import io.rocekit.host.bench.PerftestBwRow;
import io.rocekit.host.bench.PerftestBwRun;
import io.rocekit.host.bench.PerftestLatRow;
import io.rocekit.host.bench.PerftestLatRun;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * The page of {@code rocekit bench --html}, built with the report kit: the runs, a chart of
 * bandwidth against message size per kind of figure (one line per run, named in full, and the
 * line rate dashed), the findings, the side-by-side comparisons and each run's table.
 */
final class BenchHtml {
    private BenchHtml() {
    }

    /** One chart's lines and reference lines, filled run by run. */
    private record Plot(XYChart chart, Map<String, Double> references, int[] lines) {
        static Plot of(XYChart chart) {
            return new Plot(chart, new LinkedHashMap<>(), new int[1]);
        }
    }

    static Report render(BenchReport r) {
        Report page = Report.page("rocekit bench", r.verdicts().size() + " run(s), " + r.logs().size()
                + " NCCL log(s)");
        for (int i = 0; i < r.verdicts().size(); i++) {
            RunVerdict v = r.verdicts().get(i);
            if (v.efficiency().isPresent()) {
                double e = v.efficiency().getAsDouble();
                page.stat("run " + (i + 1) + " of line rate", Quantities.percent(e), e >= 0.9 ? Tone.OK : Tone.WARN);
            }
        }
        page.findingCounts(r.findings());
        runs(page, r);
        charts(page, r);
        page.findings(r.findings());
        for (int i = 0; i < r.comparisons().size(); i++) {
            comparison(page, i + 1, r.comparisons().get(i));
        }
        for (int i = 0; i < r.verdicts().size(); i++) {
            details(page, i + 1, r.verdicts().get(i));
        }
        return page;
    }

    private static void runs(Report page, BenchReport r) {
        Table t = Table.of("runs", Column.number("#"), Column.text("test"), Column.text("file"), Column.text("status"),
                Column.number("ranks"), Column.number("nodes"), Column.text("best"), Column.text("compared with"),
                Column.number("efficiency"));
        for (int i = 0; i < r.verdicts().size(); i++) {
            RunVerdict v = r.verdicts().get(i);
            BenchRun run = v.run();
            t.row(Cell.text(Integer.toString(i + 1)), Cell.text(run.tool() + " " + run.test()),
                    Cell.code(run.file() + ":" + run.firstLine()),
                    Cell.text(run.status().id() + run.statusReason().map(s -> " (" + s + ")").orElse("")),
                    Cell.text(v.ranks().isPresent() ? Integer.toString(v.ranks().getAsInt()) : Quantities.NONE),
                    Cell.text(v.nodes().isPresent() ? Integer.toString(v.nodes().getAsInt()) : Quantities.NONE),
                    Cell.text(v.achievedWhat()),
                    Cell.text(v.comparedWithGbps().isPresent() ? v.nics().getAsInt() + " x "
                            + Quantities.number(v.lineRateGbps().getAsDouble()) + " Gb/s (" + v.lineRateSource() + ")"
                            : v.notJudged().orElse(Quantities.NONE)),
                    Cell.text(v.efficiency().isPresent() ? Quantities.percent(v.efficiency().getAsDouble())
                            : Quantities.NONE));
        }
        page.section("runs", "Runs").table(t);
    }

    private static void charts(Report page, BenchReport r) {
        Axis size = Axis.log("message size (bytes)", 2, Format.BINARY_SIZE);
        Plot nccl = Plot.of(XYChart.line("chart-nccl", "nccl-tests bus bandwidth (larger of out-of-place, in-place)")
                .x(size).y(Axis.linear("busbw (GB/s)", Format.NUMBER)).height(400));
        Plot bw = Plot.of(XYChart.line("chart-perftest-bw", "perftest bandwidth (BW average)")
                .x(size).y(Axis.linear("bandwidth (Gb/s)", Format.NUMBER)).height(400));
        Plot lat = Plot.of(XYChart.line("chart-perftest-lat", "perftest latency (t_typical, else t_avg)")
                .x(size).y(Axis.linear("latency", Format.MICROS)).height(400));
        for (int i = 0; i < r.verdicts().size(); i++) {
            RunVerdict v = r.verdicts().get(i);
            BenchRun run = v.run();
            // the run number keeps two runs of one test from one file apart; the label is never cut
            String label = "run " + (i + 1) + ": " + run.test() + " (" + base(run.file()) + ":" + run.firstLine() + ")";
            List<double[]> pts = new ArrayList<>();
            Plot plot;
            if (run instanceof NcclTestsRun n) {
                n.rows().forEach(row -> pts.add(new double[] {row.sizeBytes(), row.peakBusBwGBps()}));
                plot = nccl;
                reference(v, 8, "GB/s", plot);
            } else if (run instanceof PerftestBwRun b) {
                b.rows().forEach(row -> pts.add(new double[] {row.sizeBytes(), b.unit().toGbps(row.bwAverage())}));
                plot = bw;
                reference(v, 1, "Gb/s", plot);
            } else {
                for (PerftestLatRow row : ((PerftestLatRun) run).rows()) {
                    OptionalDouble t = row.typicalOrAverage();
                    if (t.isPresent()) {
                        pts.add(new double[] {row.sizeBytes(), t.getAsDouble()});
                    }
                }
                plot = lat;
            }
            if (!pts.isEmpty()) {
                plot.chart().series(label, pts.stream().mapToDouble(p -> p[0]).toArray(),
                        pts.stream().mapToDouble(p -> p[1]).toArray());
                plot.lines()[0]++;
            }
        }
        if (nccl.lines()[0] + bw.lines()[0] + lat.lines()[0] == 0) {
            return;
        }
        page.section("charts", "Bandwidth against message size")
                .note("One line per run; the dashed red line is the line rate the runs are judged against. "
                        + "Drag or scroll to zoom, hover for values.");
        for (Plot p : List.of(nccl, bw, lat)) {
            if (p.lines()[0] > 0) {
                p.references().forEach(p.chart()::reference);
                page.chart(p.chart().build());
            }
        }
    }

    private static void reference(RunVerdict v, double divisor, String unit, Plot plot) {
        if (v.comparedWithGbps().isEmpty()) {
            return;
        }
        double value = v.comparedWithGbps().getAsDouble() / divisor;
        String label = "line rate " + (v.nics().getAsInt() > 1 ? v.nics().getAsInt() + "x" : "")
                + Quantities.number(v.lineRateGbps().getAsDouble()) + " Gb/s"
                + (divisor == 1 ? "" : " = " + Quantities.number(value) + " " + unit);
        plot.references().putIfAbsent(label, value);
    }

    private static String base(String file) {
        String f = file.replace('\\', '/');
        return f.substring(f.lastIndexOf('/') + 1);
    }

    private static void comparison(Report page, int n, Comparison c) {
        List<Column> cols = new ArrayList<>();
        cols.add(Column.number("size"));
        for (int i = 0; i < c.runs().size(); i++) {
            BenchRun run = c.runs().get(i).run();
            cols.add(Column.number(base(run.file()) + ":" + run.firstLine()));
        }
        cols.add(Column.number("change"));
        Table t = Table.of("side-by-side-" + n, cols);
        for (Comparison.Row row : c.rows()) {
            List<Cell> cells = new ArrayList<>();
            cells.add(Cell.text(Quantities.binarySize(row.sizeBytes())));
            for (OptionalDouble v : row.values()) {
                cells.add(Cell.text(v.isPresent() ? Quantities.fixed(v.getAsDouble(), 2) : Quantities.NONE));
            }
            cells.add(Cell.text(row.changePercent().isPresent() ? Quantities.change(row.changePercent().getAsDouble())
                    : Quantities.NONE));
            t.row(cells);
        }
        page.section("comparison-" + n, "Side by side: " + c.test() + " (" + c.metric() + ")").table(t);
    }

    private static void details(Report page, int n, RunVerdict v) {
        BenchRun run = v.run();
        page.section("run-" + n, "Run " + n + ": " + run.tool() + " " + run.test())
                .note(run.file() + ":" + run.firstLine());
        if (run instanceof NcclTestsRun nr && !nr.rows().isEmpty()) {
            Table t = Table.of("run-" + n + "-rows", Column.number("size"), Column.number("count"), Column.text("type"),
                    Column.text("redop"), Column.number("out-of-place time (us)"), Column.number("algbw (GB/s)"),
                    Column.number("busbw (GB/s)"), Column.number("#wrong"), Column.number("in-place time (us)"),
                    Column.number("algbw (GB/s)"), Column.number("busbw (GB/s)"), Column.number("#wrong"));
            for (NcclTestsRow row : nr.rows()) {
                List<String> cells = new ArrayList<>(List.of(Long.toString(row.sizeBytes()), Long.toString(row.count()),
                        row.type(), row.redop().orElse(Quantities.NONE)));
                cells.addAll(result(row.outOfPlace()));
                cells.addAll(row.inPlace().map(BenchHtml::result)
                        .orElse(List.of(Quantities.NONE, Quantities.NONE, Quantities.NONE, Quantities.NONE)));
                t.row(cells.toArray(String[]::new));
            }
            page.table(t);
        } else if (run instanceof PerftestBwRun b && !b.rows().isEmpty()) {
            Table t = Table.of("run-" + n + "-rows", Column.number("#bytes"), Column.number("#iterations"),
                    Column.number("BW peak [" + b.unit().label() + "]"),
                    Column.number("BW average [" + b.unit().label() + "]"), Column.number("Gb/s"),
                    Column.number("Mpps"));
            for (PerftestBwRow row : b.rows()) {
                t.row(Long.toString(row.sizeBytes()), printed(row.iterationsPrinted()),
                        row.bwPeakPrinted().isPresent() ? Quantities.number(row.bwPeak()) : Quantities.NONE,
                        Quantities.number(row.bwAverage()), Quantities.number(b.unit().toGbps(row.bwAverage())),
                        row.msgRateMpps().isPresent() ? Quantities.number(row.msgRateMpps().getAsDouble())
                                : Quantities.NONE);
            }
            page.table(t);
        } else if (run instanceof PerftestLatRun l && !l.rows().isEmpty()) {
            Table t = Table.of("run-" + n + "-rows", Column.number("#bytes"), Column.number("#iterations"),
                    Column.number("t_min (us)"), Column.number("t_typical (us)"), Column.number("t_avg (us)"),
                    Column.number("99% (us)"), Column.number("99.9% (us)"), Column.number("t_max (us)"));
            for (PerftestLatRow row : l.rows()) {
                List<String> cells = new ArrayList<>(List.of(Long.toString(row.sizeBytes()),
                        printed(row.iterationsPrinted())));
                for (OptionalDouble d : List.of(row.tMin(), row.tTypical(), row.tAvg(), row.p99(), row.p999(),
                        row.tMax())) {
                    cells.add(d.isPresent() ? Quantities.number(d.getAsDouble()) : Quantities.NONE);
                }
                t.row(cells.toArray(String[]::new));
            }
            page.table(t);
        }
        List<String> checks = new ArrayList<>();
        for (TableCheck c : v.checks()) {
            checks.add((c.skipped() ? "skipped: " : c.passed() ? "passed: " : "FAILED: ") + c.name() + ": " + c.detail());
        }
        checks.addAll(v.notes());
        if (!checks.isEmpty()) {
            page.list(checks);
        }
    }

    private static String printed(java.util.OptionalLong v) {
        return v.isPresent() ? Long.toString(v.getAsLong()) : Quantities.NONE;
    }

    private static List<String> result(NcclTestsResult g) {
        return List.of(BenchText.toolTime(g.timeUs()), Quantities.fixed(g.algBwGBps(), 2),
                Quantities.fixed(g.busBwGBps(), 2), g.wrongCell());
    }
}
