package io.rocekit.cli.sim;

import io.rocekit.cli.render.Axis;
import io.rocekit.cli.render.BarChart;
import io.rocekit.cli.render.Format;
import io.rocekit.cli.render.Report;
import io.rocekit.cli.render.Table;
import io.rocekit.cli.render.Table.Cell;
import io.rocekit.cli.render.Table.Column;
import io.rocekit.cli.render.Tone;
import io.rocekit.cli.render.XYChart;
import io.rocekit.core.finding.Quantities;
import io.rocekit.sim.metrics.BucketSummary;
import io.rocekit.sim.metrics.FlowRecord;
import io.rocekit.sim.metrics.PortRecord;
import io.rocekit.sim.metrics.QueueSeries;
import io.rocekit.sim.metrics.RateTrace;
import io.rocekit.sim.run.SimResult;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The report of one simulation run, built with the report kit: the FCT slowdown per flow-size
 * bucket (table, percentile bars, CDF), queue depth at the hottest switch ports, traced DCQCN rates,
 * the switch ports that queued, the totals and every knob. Buckets without flows are left out of
 * the charts (an empty bucket has no percentile, not a zero one), and ports that never queued,
 * marked or paused are not listed as busy.
 */
final class HtmlReport {
    private static final int MAX_POINTS = 800;
    private static final int HOT_PORTS = 6;
    private static final int BUSY_PORTS = 12;

    private HtmlReport() {
    }

    static Report render(SimSummary s, SimResult r) {
        SimSummary.Checks c = s.invariants();
        Report page = Report.page("rocekit sim: " + s.scenario(), String.format(Locale.ROOT,
                "profile %s, seed %d; %d hosts, %d switches, %d links; simulated %s in %.2f s (%.2f M events/s)",
                s.profile(), s.seed(), s.fabric().hosts(), s.fabric().switches(), s.fabric().links(),
                Quantities.micros(s.run().simulatedUs()), s.run().wallSeconds(), s.run().eventsPerSecond() / 1e6))
                .stat("flows finished", s.flows().finished() + " / " + s.flows().total(),
                        s.flows().finished() == s.flows().total() ? Tone.OK : Tone.WARN)
                .stat("data", Quantities.bytes(s.flows().bytes()), Tone.PLAIN)
                .stat("conservation", c.conserved() ? "ok" : "VIOLATED", c.conserved() ? Tone.OK : Tone.FAIL)
                .stat("lossless drops", Long.toString(c.losslessDrops()), c.losslessDrops() == 0 ? Tone.OK : Tone.FAIL);
        if (c.losslessDrops() > 0) {
            page.section("warnings", "Warnings").text(c.losslessDrops()
                    + " packets were dropped on lossless priorities: the PFC headroom was exceeded.");
        }
        slowdown(page, s.slowdown(), r.flows());
        queues(page, r);
        rates(page, r.rates());
        ports(page, r.ports());
        totals(page, s.totals());
        knobs(page, s.settings());
        return page;
    }

    private static void slowdown(Report page, List<BucketSummary> buckets, List<FlowRecord> flows) {
        page.section("slowdown", "FCT slowdown by flow size")
                .note("Slowdown is the flow completion time divided by the ideal one (the flow alone on an idle "
                        + "path). Buckets without flows are left out of the charts.");
        Table t = Table.of("bucket-table", Column.text("bucket"), Column.number("flows"), Column.number("p50"),
                Column.number("p95"), Column.number("p99"), Column.number("max"), Column.number("p50 FCT"),
                Column.number("p99 FCT"));
        List<BucketSummary> present = new ArrayList<>();
        for (BucketSummary b : buckets) {
            boolean any = b.flows() > 0;
            if (any) {
                present.add(b);
            }
            t.row(b.name(), Long.toString(b.flows()), any ? slow(b.slowdownP50()) : Quantities.NONE,
                    any ? slow(b.slowdownP95()) : Quantities.NONE, any ? slow(b.slowdownP99()) : Quantities.NONE,
                    any ? slow(b.slowdownMax()) : Quantities.NONE,
                    any ? Quantities.micros(b.fctP50Us()) : Quantities.NONE,
                    any ? Quantities.micros(b.fctP99Us()) : Quantities.NONE);
        }
        page.table(t);
        if (present.isEmpty()) {
            page.note("No flow finished: no slowdown to draw.");
            return;
        }
        page.chart(BarChart.of("chart-buckets", "Slowdown percentiles per flow-size bucket (flows in brackets)",
                        present.stream().map(b -> b.name() + " (" + b.flows() + ")").toList())
                .x("flow size").y(Axis.linear("FCT / ideal FCT", Format.NUMBER))
                .series("p50", present.stream().mapToDouble(BucketSummary::slowdownP50).toArray())
                .series("p95", present.stream().mapToDouble(BucketSummary::slowdownP95).toArray())
                .series("p99", present.stream().mapToDouble(BucketSummary::slowdownP99).toArray())
                .build());
        // a log axis only when the slowdowns span a decade or more; else it squeezes them together
        double[] all = flows.stream().filter(FlowRecord::finished).mapToDouble(FlowRecord::slowdown)
                .filter(v -> v > 0 && Double.isFinite(v)).toArray();
        boolean wide = all.length > 0 && Arrays.stream(all).max().getAsDouble() >= 10 * Arrays.stream(all).min()
                .getAsDouble();
        XYChart cdf = XYChart.cdf("chart-cdf", "Slowdown CDF per flow-size bucket")
                .x(wide ? Axis.log("FCT slowdown (log scale)", 10, Format.NUMBER)
                        : Axis.linear("FCT slowdown", Format.NUMBER))
                .y(Axis.linear("fraction of flows at or below", Format.PERCENT));
        for (long[] b : BucketSummary.standardBounds()) {
            double[] sd = flows.stream().filter(FlowRecord::finished)
                    .filter(f -> f.sizeBytes() >= b[0] && f.sizeBytes() < b[1]).mapToDouble(FlowRecord::slowdown)
                    .toArray();
            if (sd.length > 0) {
                cdf.samples(BucketSummary.nameOf(b[0], b[1]) + " (" + sd.length + ")", sd);
            }
        }
        page.chart(cdf.build());
    }

    private static String slow(double v) {
        return Quantities.fixed(v, 3);
    }

    private static void queues(Report page, SimResult r) {
        page.section("queues", "Queues");
        QueueSeries q = r.queues();
        if (q.ticks() == 0) {
            page.note("Queue sampling was off (metrics.queue-sample-interval = 0).");
            return;
        }
        Integer[] idx = new Integer[q.ports().size()];
        long[] peak = new long[idx.length];
        for (int i = 0; i < idx.length; i++) {
            idx[i] = i;
            for (int t = 0; t < q.ticks(); t++) {
                peak[i] = Math.max(peak[i], q.sample(t, i));
            }
        }
        Arrays.sort(idx, Comparator.comparingLong(i -> -peak[i]));
        XYChart chart = XYChart.line("chart-queues", "Queue depth at the hottest switch ports (max per interval)")
                .x(Axis.linear("time since the first flow", Format.MICROS))
                .y(Axis.linear("queued data", Format.BYTES));
        int stride = Math.max(1, (q.ticks() + MAX_POINTS - 1) / MAX_POINTS);
        int drawn = 0;
        for (int k = 0; k < Math.min(HOT_PORTS, idx.length) && peak[idx[k]] > 0; k++) {
            int i = idx[k];
            int n = (q.ticks() + stride - 1) / stride;
            double[] xs = new double[n];
            double[] ys = new double[n];
            for (int j = 0; j < n; j++) {
                int max = 0;
                for (int t = j * stride; t < Math.min(q.ticks(), (j + 1) * stride); t++) {
                    max = Math.max(max, q.sample(t, i));
                }
                xs[j] = (j * stride * (double) q.periodPs()) / 1e6;
                ys[j] = max;
            }
            QueueSeries.PortRef ref = q.ports().get(i);
            chart.steps("switch " + ref.node() + " port " + ref.ifIndex(), xs, ys);
            drawn++;
        }
        if (drawn == 0) {
            page.note("No queue built up at any switch port.");
            return;
        }
        page.chart(chart.build());
    }

    private static void rates(Report page, List<RateTrace> rates) {
        page.section("rates", "DCQCN rates");
        if (rates.isEmpty()) {
            page.note("No flow traced: use --trace-flow ID or trace-flows: in the scenario.");
            return;
        }
        long t0 = rates.stream().mapToLong(t -> t.timesPs().length == 0 ? Long.MAX_VALUE : t.timesPs()[0]).min()
                .orElse(0);
        XYChart chart = XYChart.line("chart-rates", "DCQCN current rate of traced flows")
                .x(Axis.linear("time since the first traced change", Format.MICROS))
                .y(Axis.linear("sending rate", Format.BIT_RATE));
        for (RateTrace t : rates) {
            int n = t.timesPs().length;
            double[] xs = new double[n];
            double[] ys = new double[n];
            for (int i = 0; i < n; i++) {
                xs[i] = (t.timesPs()[i] - t0) / 1e6;
                ys[i] = t.ratesBitsPerSec()[i];
            }
            chart.steps("flow " + t.flow(), xs, ys);
        }
        page.chart(chart.build());
    }

    private static void ports(Report page, List<PortRecord> ports) {
        List<PortRecord> busy = ports.stream().filter(PortRecord::onSwitch)
                .filter(p -> p.queuePeakBytes() > 0 || p.ecnMarks() > 0 || p.totalPauseFramesSent() > 0 || p.drops() > 0)
                .sorted(Comparator.comparingLong(PortRecord::queuePeakBytes).reversed()).limit(BUSY_PORTS).toList();
        page.section("ports", "Busiest switch ports");
        if (busy.isEmpty()) {
            page.note("No switch port queued, marked, paused or dropped anything.");
            return;
        }
        page.note("Switch ports that queued, marked, paused or dropped, deepest queue first (at most " + BUSY_PORTS
                + ").");
        Table t = Table.of("port-table", Column.text("port"), Column.number("towards node"),
                Column.number("queue peak"), Column.number("mean while busy"), Column.number("busy for"),
                Column.number("ECN marks"), Column.number("PAUSE sent"), Column.number("paused for"),
                Column.number("drops"));
        for (PortRecord p : busy) {
            t.row(Cell.code(p.label()), Cell.text(Integer.toString(p.peerNode())),
                    Cell.text(Quantities.bytes(p.queuePeakBytes())),
                    Cell.text(Quantities.bytes(Math.round(p.queueMeanWhileBusyBytes()))),
                    Cell.text(Quantities.micros(p.queueBusyPs() / 1e6)), Cell.text(Quantities.count(p.ecnMarks())),
                    Cell.text(Quantities.count(p.totalPauseFramesSent())),
                    Cell.text(Quantities.micros(p.totalPausedPs() / 1e6)),
                    Cell.text(Quantities.count(p.drops())).css(p.drops() > 0 ? "bad" : ""));
        }
        page.table(t);
    }

    private static void totals(Report page, Map<String, Long> totals) {
        Table t = Table.of("totals", Column.text("counter"), Column.number("total")).rowHeadings();
        totals.forEach((k, v) -> t.row(label(k), k.endsWith("Bytes") ? Quantities.bytes(v) : Quantities.count(v)));
        page.section("totals", "Totals").table(t);
    }

    /** {@code pauseFramesSent} reads "PAUSE frames sent": the words of a counter name, acronyms kept. */
    static String label(String camel) {
        String words = camel.replaceAll("([a-z0-9])([A-Z])", "$1 $2").toLowerCase(Locale.ROOT);
        words = (" " + words + " ").replace(" ecn ", " ECN ").replace(" cnps ", " CNPs ").replace(" acks ", " ACKs ")
                .replace(" nacks ", " NAKs ").replace(" pause ", " PAUSE ").replace(" pfc ", " PFC ").strip();
        return Character.toUpperCase(words.charAt(0)) + words.substring(1);
    }

    private static void knobs(Report page, Map<String, Object> settings) {
        Table t = Table.of("knobs", Column.text("knob"), Column.text("value"));
        settings.forEach((k, v) -> t.row(Cell.code(k), Cell.text(String.valueOf(v))));
        page.section("knobs", "Knobs").folded("Every knob of this run (" + settings.size() + ")", t);
    }
}
