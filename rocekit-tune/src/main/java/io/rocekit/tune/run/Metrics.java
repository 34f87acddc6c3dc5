package io.rocekit.tune.run;

import io.rocekit.sim.metrics.BucketSummary;
import io.rocekit.sim.metrics.FlowRecord;
import io.rocekit.sim.metrics.Percentiles;
import io.rocekit.sim.metrics.PortRecord;
import io.rocekit.sim.run.SimResult;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The metrics a sweep can optimise, computed from one simulation. A metric that is undefined for a
 * run (no finished flow of 1 MB or more, say) is left out of the map rather than given a made-up
 * value. Percentiles use the simulator's rule (element at floor(n p) of the sorted values).
 */
public final class Metrics {
    /** Name and meaning of every metric, in report order. */
    public static final Map<String, String> CATALOGUE;

    /** Slowdown quantiles kept per row for CDF plots (fractions). */
    public static final List<Double> CDF_POINTS = List.of(0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95,
            0.99, 0.999, 1.0);

    private static final String[][] BUCKETS = {{"all", "all flows"}, {"small", "flows < 100 KB"},
        {"medium", "flows of 100 KB to 1 MB"}, {"large", "flows >= 1 MB"}};

    static {
        Map<String, String> m = new LinkedHashMap<>();
        for (String[] b : BUCKETS) {
            for (String p : List.of("p50", "p95", "p99")) {
                m.put("fct.slowdown." + p + "." + b[0], p + " FCT slowdown (FCT / ideal FCT) of " + b[1]);
            }
        }
        for (String[] b : BUCKETS) {
            m.put("fct.p50-us." + b[0], "median FCT of " + b[1] + ", us");
            m.put("fct.p99-us." + b[0], "p99 FCT of " + b[1] + ", us");
        }
        for (String[] b : List.of(BUCKETS[0], BUCKETS[3])) {
            m.put("goodput.p50." + b[0], "median per-flow goodput of " + b[1] + ", Gb/s");
            m.put("goodput.p10." + b[0], "10th percentile per-flow goodput of " + b[1] + ", Gb/s (the slow tail)");
        }
        m.put("completion-us", "first flow start to last flow end (a collective's completion time), us");
        m.put("throughput-gbps", "payload bytes of finished flows x 8 / completion-us, Gb/s");
        m.put("flows.unfinished", "flows not finished when the run stopped");
        m.put("pfc.pause-us", "time ports spent paused by PFC, summed over ports and priorities, us");
        m.put("pfc.pause-us.max-port", "longest total paused time of any one port, us");
        m.put("pfc.pause-frames", "PFC PAUSE frames sent");
        m.put("drops", "packets dropped");
        m.put("drops.lossless", "drops while PFC was on (headroom exhausted)");
        m.put("queue.peak-bytes", "highest queue of any switch port, bytes");
        m.put("ecn.marks", "packets marked CE");
        m.put("cnps", "CNPs handled by senders");
        m.put("rate-cuts", "DCQCN rate cuts");
        m.put("retransmitted-bytes", "bytes sent again after a NAK");
        CATALOGUE = Collections.unmodifiableMap(m);
    }

    private Metrics() {
    }

    public static Map<String, Double> of(SimResult r) {
        Map<String, Double> m = new LinkedHashMap<>();
        List<BucketSummary> b = r.buckets();
        for (int i = 0; i < BUCKETS.length; i++) {
            BucketSummary s = b.get(i);
            String n = BUCKETS[i][0];
            put(m, "fct.slowdown.p50." + n, s.slowdownP50());
            put(m, "fct.slowdown.p95." + n, s.slowdownP95());
            put(m, "fct.slowdown.p99." + n, s.slowdownP99());
        }
        for (int i = 0; i < BUCKETS.length; i++) {
            put(m, "fct.p50-us." + BUCKETS[i][0], b.get(i).fctP50Us());
            put(m, "fct.p99-us." + BUCKETS[i][0], b.get(i).fctP99Us());
        }
        goodput(m, "all", r.flows(), 0);
        goodput(m, "large", r.flows(), 1_000_000);
        long first = r.flows().stream().mapToLong(FlowRecord::startPs).min().orElse(0);
        long last = r.flows().stream().filter(FlowRecord::finished).mapToLong(FlowRecord::finishPs).max().orElse(-1);
        long finishedBytes = r.flows().stream().filter(FlowRecord::finished).mapToLong(FlowRecord::sizeBytes).sum();
        long unfinished = r.flows().stream().filter(f -> !f.finished()).count();
        if (last > first) {
            double us = (last - first) / 1e6;
            if (unfinished == 0) {
                put(m, "completion-us", us);
            }
            put(m, "throughput-gbps", finishedBytes * 8 / (us * 1e3));
        }
        m.put("flows.unfinished", (double) unfinished);
        long paused = 0;
        long maxPort = 0;
        long peak = 0;
        for (PortRecord p : r.ports()) {
            paused += p.totalPausedPs();
            maxPort = Math.max(maxPort, p.totalPausedPs());
            if (p.onSwitch()) {
                peak = Math.max(peak, p.queuePeakBytes());
            }
        }
        m.put("pfc.pause-us", paused / 1e6);
        m.put("pfc.pause-us.max-port", maxPort / 1e6);
        m.put("pfc.pause-frames", (double) r.total("pauseFramesSent"));
        m.put("drops", (double) r.total("drops"));
        m.put("drops.lossless", (double) r.invariants().losslessDrops());
        m.put("queue.peak-bytes", (double) peak);
        m.put("ecn.marks", (double) r.total("ecnMarks"));
        m.put("cnps", (double) r.total("cnpsHandled"));
        m.put("rate-cuts", (double) r.total("rateCuts"));
        m.put("retransmitted-bytes", (double) r.total("retransmittedBytes"));
        return m;
    }

    /** Slowdown of all finished flows at {@link #CDF_POINTS}; empty when none finished. */
    public static List<Double> slowdownQuantiles(SimResult r) {
        double[] s = r.flows().stream().filter(FlowRecord::finished).mapToDouble(FlowRecord::slowdown).toArray();
        if (s.length == 0) {
            return List.of();
        }
        Arrays.sort(s);
        List<Double> out = new ArrayList<>();
        for (double q : CDF_POINTS) {
            out.add(q >= 1.0 ? s[s.length - 1] : Percentiles.of(s, q));
        }
        return out;
    }

    private static void goodput(Map<String, Double> m, String name, List<FlowRecord> flows, long minBytes) {
        double[] g = flows.stream().filter(FlowRecord::finished).filter(f -> f.sizeBytes() >= minBytes)
                .mapToDouble(f -> f.goodputBitsPerSec() / 1e9).toArray();
        if (g.length == 0) {
            return;
        }
        double[] s = Percentiles.sortedCopy(g);
        put(m, "goodput.p50." + name, Percentiles.of(s, 0.5));
        put(m, "goodput.p10." + name, Percentiles.of(s, 0.1));
    }

    private static void put(Map<String, Double> m, String k, double v) {
        if (Double.isFinite(v)) {
            m.put(k, v);
        }
    }
}
