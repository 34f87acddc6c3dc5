package io.rocekit.cli.sim;

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
 * A self-contained HTML report of one run (inline CSS and SVG, no scripts, no external assets):
 * queue depth over time at the hottest ports, traced DCQCN rates, the slowdown CDF per flow-size
 * bucket, per-bucket percentile bars, the busiest ports and the knob values.
 */
final class HtmlReport {
    private static final int MAX_POINTS = 800;
    private static final int HOT_PORTS = 6;

    private HtmlReport() {
    }

    static String render(SimSummary s, SimResult r) {
        StringBuilder h = new StringBuilder();
        h.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>rocekit sim: ")
                .append(Svg.esc(s.scenario())).append("</title>\n<style>\n")
                .append("body{font-family:system-ui,sans-serif;margin:24px;color:#222;max-width:1100px}")
                .append("table{border-collapse:collapse;margin:8px 0}td,th{border:1px solid #ccc;padding:3px 8px;")
                .append("text-align:right}th{background:#f3f3f3}td.l,th.l{text-align:left}")
                .append("svg{display:block;margin:12px 0;font-size:11px}svg .t{font-size:13px;font-weight:600}")
                .append(".ok{color:#186a18}.bad{color:#b00020;font-weight:600}\n</style></head><body>\n");
        h.append("<h1>rocekit sim: ").append(Svg.esc(s.scenario())).append("</h1>\n");
        h.append(String.format(Locale.ROOT, "<p>profile <b>%s</b>, seed %d; %d hosts, %d switches, %d links; "
                        + "%d flows (%s), %d finished. Simulated %.3f ms in %.2f s (%.2f M events/s, %.2f M packet-hops/s).</p>%n",
                Svg.esc(s.profile()), s.seed(), s.fabric().hosts(), s.fabric().switches(), s.fabric().links(),
                s.flows().total(), TextReport.bytes(s.flows().bytes()), s.flows().finished(),
                s.run().simulatedUs() / 1e3, s.run().wallSeconds(), s.run().eventsPerSecond() / 1e6,
                s.run().packetHopsPerSecond() / 1e6));
        SimSummary.Checks c = s.invariants();
        h.append("<p>Invariants: conservation <span class=\"").append(c.conserved() ? "ok\">ok" : "bad\">VIOLATED")
                .append("</span>; lossless drops <span class=\"").append(c.losslessDrops() == 0 ? "ok" : "bad")
                .append("\">").append(c.losslessDrops()).append("</span>").append(c.losslessDrops() > 0
                        ? " (PFC headroom exceeded)" : "").append("</p>\n");
        bucketTable(h, s.slowdown());
        h.append(bucketBars(s.slowdown()));
        h.append(slowdownCdf(r.flows()));
        h.append(queueChart(r));
        h.append(rateChart(r.rates()));
        portTable(h, r.ports());
        totals(h, s.totals());
        knobs(h, s.settings());
        h.append("<p style=\"color:#777\">rocekit ").append("sim report; all figures from one simulation run.</p>\n");
        return h.append("</body></html>\n").toString();
    }

    private static void bucketTable(StringBuilder h, List<BucketSummary> buckets) {
        h.append("<h2>FCT slowdown by flow size</h2>\n<table><tr><th class=\"l\">bucket</th><th>flows</th>")
                .append("<th>p50</th><th>p95</th><th>p99</th><th>max</th><th>p50 FCT (us)</th><th>p99 FCT (us)</th></tr>\n");
        for (BucketSummary b : buckets) {
            h.append(String.format(Locale.ROOT,
                    "<tr><td class=\"l\">%s</td><td>%d</td><td>%.3f</td><td>%.3f</td><td>%.3f</td><td>%.3f</td><td>%.1f</td><td>%.1f</td></tr>%n",
                    Svg.esc(b.name()), b.flows(), b.slowdownP50(), b.slowdownP95(), b.slowdownP99(), b.slowdownMax(),
                    b.fctP50Us(), b.fctP99Us()));
        }
        h.append("</table>\n");
    }

    private static String bucketBars(List<BucketSummary> buckets) {
        List<String> cats = new ArrayList<>();
        List<double[]> rows = new ArrayList<>();
        for (BucketSummary b : buckets) {
            cats.add(b.name() + " (" + b.flows() + ")");
            rows.add(new double[] {b.slowdownP50(), b.slowdownP95(), b.slowdownP99()});
        }
        return Svg.barChart("Slowdown percentiles per flow-size bucket", "FCT / ideal FCT", cats,
                List.of("p50", "p95", "p99"), rows.toArray(new double[0][]));
    }

    private static String slowdownCdf(List<FlowRecord> flows) {
        List<Svg.Series> series = new ArrayList<>();
        for (long[] b : BucketSummary.standardBounds()) {
            double[] sd = flows.stream().filter(FlowRecord::finished)
                    .filter(f -> f.sizeBytes() >= b[0] && f.sizeBytes() < b[1]).mapToDouble(FlowRecord::slowdown)
                    .sorted().toArray();
            if (sd.length == 0) {
                continue;
            }
            double[] ys = new double[sd.length];
            for (int i = 0; i < sd.length; i++) {
                ys[i] = (i + 1) / (double) sd.length;
            }
            series.add(new Svg.Series(BucketSummary.nameOf(b[0], b[1]) + " (" + sd.length + ")", sd, ys, true));
        }
        return Svg.lineChart("Slowdown CDF", "FCT slowdown (log scale)", "fraction of flows", series, true);
    }

    private static String queueChart(SimResult r) {
        QueueSeries q = r.queues();
        if (q.ticks() == 0) {
            return "<p>(queue sampling was off: metrics.queue-sample-interval = 0)</p>\n";
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
        List<Svg.Series> series = new ArrayList<>();
        int stride = Math.max(1, (q.ticks() + MAX_POINTS - 1) / MAX_POINTS);
        for (int k = 0; k < Math.min(HOT_PORTS, idx.length); k++) {
            int i = idx[k];
            if (peak[i] == 0) {
                break;
            }
            int n = (q.ticks() + stride - 1) / stride;
            double[] xs = new double[n];
            double[] ys = new double[n];
            for (int j = 0; j < n; j++) {
                int max = 0;
                for (int t = j * stride; t < Math.min(q.ticks(), (j + 1) * stride); t++) {
                    max = Math.max(max, q.sample(t, i));
                }
                xs[j] = (j * stride * (double) q.periodPs()) / 1e6;
                ys[j] = max / 1e3;
            }
            QueueSeries.PortRef ref = q.ports().get(i);
            series.add(new Svg.Series("switch " + ref.node() + " port " + ref.ifIndex(), xs, ys, false));
        }
        if (series.isEmpty()) {
            return "<p>(no queue built up at any switch port)</p>\n";
        }
        return Svg.lineChart("Queue depth at the hottest switch ports (max per interval)",
                "time since first flow (us)", "queued data (KB)", series, false);
    }

    private static String rateChart(List<RateTrace> rates) {
        if (rates.isEmpty()) {
            return "<p>(no flow traced: use --trace-flow ID or trace-flows: in the scenario)</p>\n";
        }
        long t0 = rates.stream().mapToLong(t -> t.timesPs().length == 0 ? Long.MAX_VALUE : t.timesPs()[0]).min()
                .orElse(0);
        List<Svg.Series> series = new ArrayList<>();
        for (RateTrace t : rates) {
            int n = t.timesPs().length;
            double[] xs = new double[n];
            double[] ys = new double[n];
            for (int i = 0; i < n; i++) {
                xs[i] = (t.timesPs()[i] - t0) / 1e6;
                ys[i] = t.ratesBitsPerSec()[i] / 1e9;
            }
            series.add(new Svg.Series("flow " + t.flow(), xs, ys, true));
        }
        return Svg.lineChart("DCQCN current rate of traced flows", "time (us)", "rate (Gb/s)", series, false);
    }

    private static void portTable(StringBuilder h, List<PortRecord> ports) {
        h.append("<h2>Busiest switch ports</h2>\n<table><tr><th class=\"l\">port</th><th>towards node</th>")
                .append("<th>queue peak (KB)</th><th>mean while busy (KB)</th><th>busy (us)</th><th>ECN marks</th>")
                .append("<th>PAUSE sent</th><th>paused (us)</th><th>drops</th></tr>\n");
        ports.stream().filter(PortRecord::onSwitch).sorted(Comparator.comparingLong(p -> -p.queuePeakBytes()))
                .limit(12).forEach(p -> h.append(String.format(Locale.ROOT,
                        "<tr><td class=\"l\">%s</td><td>%d</td><td>%.1f</td><td>%.1f</td><td>%.1f</td><td>%d</td><td>%d</td><td>%.1f</td><td>%d</td></tr>%n",
                        Svg.esc(p.label()), p.peerNode(), p.queuePeakBytes() / 1e3, p.queueMeanWhileBusyBytes() / 1e3,
                        p.queueBusyPs() / 1e6, p.ecnMarks(), p.totalPauseFramesSent(), p.totalPausedPs() / 1e6,
                        p.drops())));
        h.append("</table>\n");
    }

    private static void totals(StringBuilder h, Map<String, Long> totals) {
        h.append("<h2>Totals</h2>\n<table>");
        totals.forEach((k, v) -> h.append("<tr><td class=\"l\">").append(Svg.esc(k)).append("</td><td>").append(v)
                .append("</td></tr>"));
        h.append("</table>\n");
    }

    private static void knobs(StringBuilder h, Map<String, Object> settings) {
        h.append("<details><summary>Every knob of this run</summary><table>");
        settings.forEach((k, v) -> h.append("<tr><td class=\"l\">").append(Svg.esc(k)).append("</td><td class=\"l\">")
                .append(Svg.esc(String.valueOf(v))).append("</td></tr>"));
        h.append("</table></details>\n");
    }
}
