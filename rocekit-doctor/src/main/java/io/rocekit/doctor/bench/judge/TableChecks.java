package io.rocekit.doctor.bench.judge;

import io.rocekit.core.finding.Evidence;
import io.rocekit.host.bench.BandwidthUnit;
import io.rocekit.host.bench.BusBwFactor;
import io.rocekit.host.bench.NcclTestsResult;
import io.rocekit.host.bench.NcclTestsRow;
import io.rocekit.host.bench.NcclTestsRun;
import io.rocekit.host.bench.PerftestBwRow;
import io.rocekit.host.bench.PerftestBwRun;
import io.rocekit.host.bench.PerftestLatRow;
import io.rocekit.host.bench.PerftestLatRun;
import io.rocekit.host.bench.RunStatus;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;

/**
 * Re-computes what a table can be checked against: each figure a tool prints follows from others it
 * prints, within the rounding of its print format. A disagreement means a hand-edited paste, a tool
 * version that computes differently, or rows from several runs mixed together.
 */
final class TableChecks {
    private TableChecks() {
    }

    static List<TableCheck> nccl(NcclTestsRun run, OptionalInt ranks) {
        List<TableCheck> out = new ArrayList<>();
        out.add(algBw(run));
        out.add(busBw(run, ranks));
        out.add(average(run));
        return out;
    }

    /** algbw = size / time: nccl-tests prints time with 2, 1 or 0 decimals (common.cu BenchTime). */
    private static TableCheck algBw(NcclTestsRun run) {
        String name = "algbw = size / time";
        int checked = 0;
        List<Evidence> bad = new ArrayList<>();
        int failed = 0;
        for (NcclTestsRow r : run.rows()) {
            for (NcclTestsResult g : groups(r)) {
                if (g.timeUs() <= 0) {
                    continue;
                }
                double expected = r.sizeBytes() / g.timeUs() / 1000.0;
                double tol = 0.0051 + expected * timeRounding(g.timeUs()) / g.timeUs() + 1e-9;
                checked++;
                if (Math.abs(g.algBwGBps() - expected) > tol) {
                    failed++;
                    if (bad.size() < 3 && !bad.contains(r.line())) {
                        bad.add(r.line());
                    }
                }
            }
        }
        if (checked == 0) {
            return TableCheck.skipped(name, "no rows with a time");
        }
        return new TableCheck(name, checked, failed, failed == 0
                ? "holds on all " + checked + " cells"
                : failed + " of " + checked + " cells disagree beyond rounding (this nccl-tests version may compute "
                        + "algbw differently, or rows were edited)", bad);
    }

    private static double timeRounding(double timeUs) {
        if (timeUs >= 10000.0) {
            return 0.5;
        }
        return timeUs >= 100.0 ? 0.05 : 0.005;
    }

    /** busbw = algbw x factor(n), both printed with 2 decimals. */
    private static TableCheck busBw(NcclTestsRun run, OptionalInt ranks) {
        if (run.factor().isEmpty()) {
            return TableCheck.skipped("busbw = algbw x factor", "the collective is not known, so neither is its factor");
        }
        BusBwFactor f = run.factor().get();
        if (f != BusBwFactor.ONE && ranks.isEmpty()) {
            return TableCheck.skipped("busbw = algbw x " + f.formula(), "the rank count is not known");
        }
        if (ranks.isPresent() && ranks.getAsInt() < 1) {
            // a header such as "# nThread 0 nGpus 1" (a cut or edited paste) gives no usable rank count
            return TableCheck.skipped("busbw = algbw x " + f.formula(), "the header gives " + ranks.getAsInt()
                    + " ranks, which is not a rank count");
        }
        int n = ranks.orElse(1);
        double factor = f.of(n);
        String name = "busbw = algbw x " + f.formula() + (f == BusBwFactor.ONE ? "" : " = " + fmt(factor) + " (n=" + n + ")");
        int checked = 0;
        int failed = 0;
        List<Evidence> bad = new ArrayList<>();
        for (NcclTestsRow r : run.rows()) {
            for (NcclTestsResult g : groups(r)) {
                double expected = g.algBwGBps() * factor;
                double tol = 0.0051 * (1 + factor) + 1e-9;
                checked++;
                if (Math.abs(g.busBwGBps() - expected) > tol) {
                    failed++;
                    if (bad.size() < 3 && !bad.contains(r.line())) {
                        bad.add(r.line());
                    }
                }
            }
        }
        if (checked == 0) {
            return TableCheck.skipped(name, "no rows");
        }
        return new TableCheck(name, checked, failed, failed == 0 ? "holds on all " + checked + " cells"
                : failed + " of " + checked + " cells disagree beyond rounding", bad);
    }

    /** The footer is the mean busbw of every timed call: both groups of every row (common.cu run()). */
    private static TableCheck average(NcclTestsRun run) {
        String name = "Avg bus bandwidth = mean busbw";
        if (run.avgBusBwGBps().isEmpty()) {
            return TableCheck.skipped(name, "no footer");
        }
        if (run.elided()) {
            return TableCheck.skipped(name, "rows were elided ('...'): the footer averages rows not shown");
        }
        if (run.status() != RunStatus.OK) {
            return TableCheck.skipped(name, "the table is incomplete");
        }
        double sum = 0;
        int n = 0;
        for (NcclTestsRow r : run.rows()) {
            for (NcclTestsResult g : groups(r)) {
                sum += g.busBwGBps();
                n++;
            }
        }
        double mean = sum / n;
        double footer = run.avgBusBwGBps().getAsDouble();
        boolean ok = Math.abs(mean - footer) <= 0.0051 + 1e-5 * footer;
        return new TableCheck(name, 1, ok ? 0 : 1, ok
                ? "footer " + fmt(footer) + " GB/s equals the mean of the " + n + " printed busbw cells (" + fmt(mean) + ")"
                : "footer " + fmt(footer) + " GB/s but the " + n + " printed busbw cells average " + fmt(mean),
                ok ? List.of() : run.avgLine().map(List::of).orElse(List.of()));
    }

    static List<NcclTestsResult> groups(NcclTestsRow r) {
        return r.inPlace().isPresent() ? List.of(r.outOfPlace(), r.inPlace().get()) : List.of(r.outOfPlace());
    }

    /** BW average = MsgRate x size: perftest derives both from one count of messages. */
    static List<TableCheck> perftestBw(PerftestBwRun run) {
        String name = "BW average = MsgRate x size";
        int checked = 0;
        int failed = 0;
        List<Evidence> bad = new ArrayList<>();
        for (PerftestBwRow r : run.rows()) {
            if (r.msgRateMpps().isEmpty() || r.bwAverage() <= 0) {
                continue;
            }
            double bytesPerSec = r.msgRateMpps().getAsDouble() * 1e6 * r.sizeBytes();
            double expected = run.unit() == BandwidthUnit.GB_PER_SEC ? bytesPerSec * 8 / 1e9 : bytesPerSec / 1048576.0;
            double tol = 0.006 + 0.01 * expected;
            checked++;
            if (Math.abs(r.bwAverage() - expected) > tol) {
                failed++;
                if (bad.size() < 3 && !bad.contains(r.line())) {
                    bad.add(r.line());
                }
            }
        }
        if (checked == 0) {
            return List.of(TableCheck.skipped(name, "no row prints a message rate"));
        }
        return List.of(new TableCheck(name, checked, failed, failed == 0 ? "holds on all " + checked + " rows"
                : failed + " of " + checked + " rows disagree by more than 1 %", bad));
    }

    /** t_min <= t_typical <= t_max and 99 % <= 99.9 % <= t_max: order statistics of one sample set. */
    static List<TableCheck> perftestLat(PerftestLatRun run) {
        String name = "t_min <= t_typical <= 99% <= 99.9% <= t_max";
        int checked = 0;
        int failed = 0;
        List<Evidence> bad = new ArrayList<>();
        for (PerftestLatRow r : run.rows()) {
            if (r.tMin().isEmpty() || r.tTypical().isEmpty() || r.tMax().isEmpty() || r.p99().isEmpty() || r.p999().isEmpty()) {
                continue;
            }
            double e = 0.0051;
            boolean ok = r.tMin().getAsDouble() <= r.tTypical().getAsDouble() + e
                    && r.tTypical().getAsDouble() <= r.p99().getAsDouble() + e
                    && r.p99().getAsDouble() <= r.p999().getAsDouble() + e
                    && r.p999().getAsDouble() <= r.tMax().getAsDouble() + e;
            checked++;
            if (!ok) {
                failed++;
                if (bad.size() < 3 && !bad.contains(r.line())) {
                    bad.add(r.line());
                }
            }
        }
        if (run.rows().isEmpty()) {
            return List.of(TableCheck.skipped(name, "no rows"));
        }
        if (checked == 0) {
            return List.of(TableCheck.skipped(name, run.durationMode() ? "no row with all percentiles (duration mode prints only t_avg)"
                    : "no row with all percentiles (older perftest versions print t_min, t_max and t_typical only)"));
        }
        return List.of(new TableCheck(name, checked, failed, failed == 0 ? "holds on all " + checked + " rows"
                : failed + " of " + checked + " rows are out of order", bad));
    }

    static String fmt(double v) {
        return String.format(Locale.ROOT, "%.4g", v);
    }
}
