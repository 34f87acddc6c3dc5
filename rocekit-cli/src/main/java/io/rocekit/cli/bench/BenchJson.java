package io.rocekit.cli.bench;

import io.rocekit.core.finding.Finding;
import io.rocekit.doctor.bench.BenchReport;
import io.rocekit.doctor.bench.Comparison;
import io.rocekit.doctor.bench.judge.RunVerdict;
import io.rocekit.doctor.bench.judge.TableCheck;
import io.rocekit.host.bench.BenchRun;
import io.rocekit.host.bench.NcclGdr;
import io.rocekit.host.bench.NcclLog;
import io.rocekit.host.bench.NcclTestsResult;
import io.rocekit.host.bench.NcclTestsRow;
import io.rocekit.host.bench.NcclTestsRun;
import io.rocekit.host.bench.NcclTransport;
import io.rocekit.host.bench.PerftestBwRow;
import io.rocekit.host.bench.PerftestBwRun;
import io.rocekit.host.bench.PerftestHeader;
import io.rocekit.host.bench.PerftestLatRow;
import io.rocekit.host.bench.PerftestLatRun;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * The {@code --json} document, field for field the contract of docs/bench.md:
 * {@code {"runs":[{"file","tool","test","nodes","ranks","lineRateGbps","rows":[...],"avgBusBwGBps",
 * "peakBusBwGBps","efficiency","status",...}],"findings":[...],...}}. Values that are not known are
 * left out, never written as 0.
 */
final class BenchJson {
    private BenchJson() {
    }

    /** The whole document. */
    record Document(List<Run> runs, List<Finding> findings, List<Log> logs, List<Side> comparisons, List<String> ignored) {
    }

    /**
     * One run. {@code rows} holds {@link NcclRow}, {@link BwRow} or {@link LatRow} by tool and test.
     * {@code efficiency} is a fraction (0.96 = 96 %) of {@code lineRateGbps} x {@code nics}.
     */
    record Run(String file, int line, String tool, String test, String testSource, OptionalInt nodes, OptionalInt ranks,
            OptionalDouble lineRateGbps, String lineRateSource, OptionalInt nics, String nicsSource, List<Object> rows,
            OptionalDouble avgBusBwGBps, OptionalDouble peakBusBwGBps, OptionalDouble peakGbps, OptionalDouble efficiency,
            Optional<String> notJudged, String status, Optional<String> statusReason, Optional<Perftest> perftest,
            List<Check> checks, List<String> notes, List<String> errors) {
    }

    /** An nccl-tests row: out-of-place figures at top level, in-place ones nested. */
    record NcclRow(long sizeBytes, long count, String type, Optional<String> redop, OptionalLong root, double timeUs,
            double algBwGBps, double busBwGBps, OptionalLong wrong, Optional<Group> inPlace) {
    }

    /** The in-place column group. */
    record Group(double timeUs, double algBwGBps, double busBwGBps, OptionalLong wrong) {
    }

    /** A perftest bandwidth row, in {@code unit} ({@code MB/sec} = 2^20 bytes/s, or {@code Gb/sec}). */
    record BwRow(long sizeBytes, OptionalLong iterations, OptionalDouble bwPeak, double bwAverage, String unit, OptionalDouble msgRateMpps,
            double bwAverageGbps) {
    }

    /** A perftest latency row, microseconds. */
    record LatRow(long sizeBytes, OptionalLong iterations, OptionalDouble tMin, OptionalDouble tMax, OptionalDouble tTypical,
            OptionalDouble tAvg, OptionalDouble tStdev, OptionalDouble p99, OptionalDouble p999, OptionalDouble tps) {
    }

    /** perftest header facts. */
    record Perftest(Optional<String> device, Optional<String> linkType, OptionalInt mtuBytes, OptionalInt qps,
            boolean bidirectional, boolean durationMode, boolean useCuda, Map<String, String> header) {
    }

    /** A re-check of the table's own figures. */
    record Check(String name, boolean passed, int checked, int failed, String detail) {
    }

    /** An NCCL log. */
    record Log(String file, Optional<String> ncclVersion, Optional<String> network, List<Nic> nics,
            boolean relaxedOrdering, Optional<String> oob, OptionalInt nranks, OptionalInt gpusPerNode,
            OptionalDouble nicSpeedGbps, int gdrEnabled, int gdrDisabled, Map<String, Integer> transports, int warnings) {
    }

    record Nic(String name, int port, String linkLayer, List<String> flags, OptionalInt virtualDevice) {
    }

    /** Runs of one test side by side; {@code values} per size follow {@code files}. */
    record Side(String test, String metric, List<String> files, List<SideRow> rows) {
    }

    record SideRow(long sizeBytes, List<OptionalDouble> values, OptionalDouble changePercent) {
    }

    static Document of(BenchReport r) {
        return new Document(r.verdicts().stream().map(BenchJson::run).toList(), r.findings(),
                r.logs().stream().map(BenchJson::log).toList(), r.comparisons().stream().map(BenchJson::side).toList(),
                r.ignored());
    }

    private static Run run(RunVerdict v) {
        BenchRun run = v.run();
        List<Object> rows;
        OptionalDouble avg = OptionalDouble.empty();
        OptionalDouble peak = OptionalDouble.empty();
        Optional<Perftest> perftest = Optional.empty();
        String testSource = "header";
        if (run instanceof NcclTestsRun n) {
            rows = n.rows().stream().map(BenchJson::ncclRow).map(Object.class::cast).toList();
            avg = n.avgBusBwGBps();
            peak = n.peakBusBwGBps();
            testSource = n.testSource();
        } else if (run instanceof PerftestBwRun b) {
            rows = b.rows().stream().map(x -> (Object) bwRow(b, x)).toList();
            perftest = Optional.of(perftest(b.header(), b.durationMode()));
            testSource = b.header().title().isPresent() ? "header" : "command line";
        } else {
            PerftestLatRun l = (PerftestLatRun) run;
            rows = l.rows().stream().map(x -> (Object) latRow(x)).toList();
            perftest = Optional.of(perftest(l.header(), l.durationMode()));
            testSource = l.header().title().isPresent() ? "header" : "command line";
        }
        return new Run(run.file(), run.firstLine(), run.tool(), run.test(), testSource, v.nodes(), v.ranks(),
                v.lineRateGbps(), v.lineRateSource(), v.nics(), v.nicsSource(), rows, avg, peak, v.achievedGbps(),
                v.efficiency(), v.notJudged(), run.status().id(), run.statusReason(), perftest,
                v.checks().stream().map(BenchJson::check).toList(), v.notes(),
                run.errors().stream().map(Object::toString).toList());
    }

    private static NcclRow ncclRow(NcclTestsRow r) {
        NcclTestsResult o = r.outOfPlace();
        return new NcclRow(r.sizeBytes(), r.count(), r.type(), r.redop(), r.root(), o.timeUs(), o.algBwGBps(),
                o.busBwGBps(), o.wrong(), r.inPlace().map(i -> new Group(i.timeUs(), i.algBwGBps(), i.busBwGBps(), i.wrong())));
    }

    private static BwRow bwRow(PerftestBwRun run, PerftestBwRow r) {
        return new BwRow(r.sizeBytes(), r.iterationsPrinted(), r.bwPeakPrinted(), r.bwAverage(), run.unit().label(), r.msgRateMpps(),
                run.unit().toGbps(r.bwAverage()));
    }

    private static LatRow latRow(PerftestLatRow r) {
        return new LatRow(r.sizeBytes(), r.iterationsPrinted(), r.tMin(), r.tMax(), r.tTypical(), r.tAvg(), r.tStdev(), r.p99(),
                r.p999(), r.tps());
    }

    private static Perftest perftest(PerftestHeader h, boolean duration) {
        return new Perftest(h.device(), h.linkType(), h.mtuBytes(), h.qps(), h.bidirectional(), duration, h.useCuda(),
                h.fields());
    }

    private static Check check(TableCheck c) {
        return new Check(c.name(), c.passed(), c.checked(), c.failed(), c.detail());
    }

    private static Log log(NcclLog l) {
        Map<String, Integer> t = new LinkedHashMap<>();
        for (NcclTransport tr : l.transports()) {
            t.put(tr.kind().name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'), tr.connections());
        }
        return new Log(l.file(), l.versionText(), l.network(),
                l.netDevices().stream().map(d -> new Nic(d.name(), d.port(), d.linkLayer(), d.flags(), d.virtualDevice())).toList(),
                l.relaxedOrdering(), l.oob(), l.nranks(), l.gpusPerNode(), l.nicSpeedGbps(),
                (int) l.gdr().stream().filter(NcclGdr::enabled).count(),
                (int) l.gdr().stream().filter(g -> !g.enabled()).count(), t, l.warnings().size());
    }

    private static Side side(Comparison c) {
        return new Side(c.test(), c.metric(), c.runs().stream().map(v -> v.run().file() + ":" + v.run().firstLine()).toList(),
                c.rows().stream().map(r -> new SideRow(r.sizeBytes(), r.values(), r.changePercent())).toList());
    }
}
