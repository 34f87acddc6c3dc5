package io.rocekit.doctor.rule.bench;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.core.rule.Threshold;
import io.rocekit.doctor.bench.judge.RunVerdict;
import io.rocekit.doctor.bench.judge.Thresholds;
import io.rocekit.doctor.bench.judge.Troubleshooting;
import io.rocekit.host.bench.PerftestLatRow;
import io.rocekit.host.bench.PerftestLatRun;
import io.rocekit.host.bench.RunStatus;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * {@code perftest.latency-high}: the typical (median) small-message latency of an
 * {@code ib_*_lat} run against the typical value of its link type: InfiniBand
 * {@value Thresholds#TYPICAL_LAT_IB_US} us, RoCE {@value Thresholds#TYPICAL_LAT_ROCE_US} us for
 * write and send (half round trip), twice that for read and atomic (whole round trip). WARN above
 * {@value Thresholds#LAT_WARN_FACTOR} x, FAIL above {@value Thresholds#LAT_FAIL_FACTOR} x.
 */
public final class LatencyHighRule implements BenchRule {
    public static final String ID = "perftest.latency-high";
    private static final RuleInfo INFO = new RuleInfo(ID, Severity.FAIL,
            "Small-message (<= 64 B) perftest latency (t_typical, or t_avg in duration mode) against the typical value "
                    + "of the link type: IB 1 us, RoCE 2 us for write/send, x2 for read/atomic; WARN above 2x, FAIL above 5x.",
            "ib_write_lat / ib_send_lat / ib_read_lat / ib_atomic_lat rows and the header's Link type",
            "remove what sits in the path: CPU frequency scaling and deep C-states, a software RDMA device, pause frames "
                    + "or drops in the switch (ECN/PFC, DSCP mapping)",
            "rocekit's own typical latencies (RoCEv2 2 us, InfiniBand 1 us: defaults, not vendor figures; set your "
                    + "fabric's baseline with --set perftest.latency-high.typicalRoce=...); linux-rdma/perftest "
                    + "print_report_lat (rtt_factor: "
                    + "half round trip for write/send, full for read/atomic); docs/bench.md");

    @Override
    public RuleInfo info() {
        return INFO;
    }

    @Override
    public List<Threshold> thresholds() {
        return List.of(Thresholds.LAT_TYPICAL_IB, Thresholds.LAT_TYPICAL_ROCE, Thresholds.LAT_WARN, Thresholds.LAT_FAIL,
                Thresholds.LAT_MAX_SIZE);
    }

    @Override
    public List<Finding> check(BenchContext context, Limits limits) {
        double warnFactor = limits.get(Thresholds.LAT_WARN);
        double failFactor = limits.get(Thresholds.LAT_FAIL);
        List<Finding> out = new ArrayList<>();
        for (RunVerdict v : context.verdicts()) {
            if (!(v.run() instanceof PerftestLatRun run) || run.cycles() || run.status() == RunStatus.FAILED) {
                continue;
            }
            Optional<PerftestLatRow> row = run.rows().stream().filter(r -> r.sizeBytes() <= limits.get(Thresholds.LAT_MAX_SIZE))
                    .filter(r -> r.typicalOrAverage().isPresent()).min(Comparator.comparingLong(PerftestLatRow::sizeBytes));
            if (row.isEmpty()) {
                continue;
            }
            boolean ib = run.header().linkType().map(l -> l.equalsIgnoreCase("IB") || l.equalsIgnoreCase("InfiniBand"))
                    .orElse(false);
            String verb = run.header().verb();
            boolean roundTrip = verb.equals("read") || verb.equals("atomic");
            double typical = limits.get(ib ? Thresholds.LAT_TYPICAL_IB : Thresholds.LAT_TYPICAL_ROCE) / 1000 * (roundTrip ? 2 : 1);
            double measured = row.get().typicalOrAverage().getAsDouble();
            if (measured <= typical * warnFactor) {
                continue;
            }
            Severity sev = measured > typical * failFactor ? Severity.FAIL : Severity.WARN;
            String link = ib ? "InfiniBand" : run.header().linkType().isPresent() ? "RoCE" : "RoCE (link type not printed)";
            String what = row.get().tTypical().isPresent() ? "t_typical" : "t_avg";
            String title = run.test() + " " + what + " " + fmt(measured) + " us at " + row.get().sizeBytes() + " B is "
                    + fmt(measured / typical) + "x the typical " + fmt(typical) + " us of " + link
                    + (roundTrip ? " (round trip)" : " (half round trip)");
            List<Evidence> ev = new ArrayList<>();
            ev.add(row.get().line());
            run.header().lineOf("Link type").ifPresent(ev::add);
            ev.add(Evidence.value("typical " + fmt(typical) + " us; WARN above " + fmt(typical * warnFactor)
                    + " us, FAIL above " + fmt(typical * failFactor) + " us"));
            out.add(new Finding(ID, sev, title, Subjects.of(run), ev, causes(run, row.get()).remediation(), INFO.source()));
        }
        return out;
    }

    private static Causes causes(PerftestLatRun run, PerftestLatRow row) {
        Causes c = new Causes();
        run.warnings().stream().filter(w -> w.text().toLowerCase(Locale.ROOT).contains("cpu frequency")).findFirst()
                .ifPresent(w -> c.seen("the CPU clock varies (" + w.text() + "): set the performance governor "
                        + "(cpupower frequency-set -g performance) and disable deep C-states in the BIOS"));
        run.header().device().filter(d -> d.startsWith("rxe") || d.startsWith("siw"))
                .ifPresent(d -> c.seen("software RDMA device " + d + ": every packet goes through the kernel; use the "
                        + "ConnectX device (mlx5_N)"));
        if (row.p999().isPresent() && row.tTypical().isPresent()
                && row.p999().getAsDouble() > 10 * row.tTypical().getAsDouble()) {
            c.seen("the 99.9th percentile (" + fmt(row.p999().getAsDouble()) + " us) is over 10x the median: periodic "
                    + "stalls, the symptom of troubleshooting row 2");
        }
        if (run.header().field("rdma_cm QPs").map(s -> s.equalsIgnoreCase("ON")).orElse(false)) {
            c.seen("rdma_cm QPs: ON (-R): the ToS comes from rdma_cm (cma_roce_tos), check it maps to the lossless queue");
        }
        return c.table(Troubleshooting.ECN_PFC, Troubleshooting.DSCP_QUEUE);
    }

    private static String fmt(double v) {
        return String.format(Locale.ROOT, "%.3g", v);
    }
}
