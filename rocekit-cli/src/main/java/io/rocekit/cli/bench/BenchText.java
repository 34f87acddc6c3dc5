package io.rocekit.cli.bench;

import io.rocekit.cli.render.FindingsText;
import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Quantities;
import io.rocekit.doctor.bench.BenchReport;
import io.rocekit.doctor.bench.Comparison;
import io.rocekit.doctor.bench.judge.RunVerdict;
import io.rocekit.doctor.bench.judge.TableCheck;
import io.rocekit.host.bench.BenchRun;
import io.rocekit.host.bench.NcclGdr;
import io.rocekit.host.bench.NcclLog;
import io.rocekit.host.bench.NcclNetDevice;
import io.rocekit.host.bench.NcclTestsResult;
import io.rocekit.host.bench.NcclTestsRow;
import io.rocekit.host.bench.NcclTestsRun;
import io.rocekit.host.bench.PerftestBwRow;
import io.rocekit.host.bench.PerftestBwRun;
import io.rocekit.host.bench.PerftestHeader;
import io.rocekit.host.bench.PerftestLatRow;
import io.rocekit.host.bench.PerftestLatRun;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.stream.Collectors;

/** The text report: per run its table, figures, line rate and checks; the logs; side by side; findings. */
final class BenchText {
    private BenchText() {
    }

    static void print(PrintWriter out, BenchReport r) {
        for (RunVerdict v : r.verdicts()) {
            run(out, v);
            out.println();
        }
        for (NcclLog l : r.logs()) {
            log(out, l);
            out.println();
        }
        for (Comparison c : r.comparisons()) {
            comparison(out, c);
            out.println();
        }
        FindingsText.print(out, r.findings());
    }

    private static void run(PrintWriter out, RunVerdict v) {
        BenchRun run = v.run();
        StringBuilder head = new StringBuilder();
        head.append(run.tool()).append(' ').append(run.test()).append("  ").append(run.file()).append(':')
                .append(run.firstLine()).append("  status ").append(run.status().id());
        run.statusReason().ifPresent(s -> head.append(" (").append(s).append(')'));
        out.println(head);
        if (run instanceof NcclTestsRun n) {
            StringBuilder who = new StringBuilder("  ");
            who.append(v.ranks().isPresent() ? v.ranks().getAsInt() + " ranks (" + v.ranksSource() + ")" : "ranks unknown");
            who.append(v.nodes().isPresent() ? " on " + v.nodes().getAsInt() + " node(s) (" + v.nodesSource() + ")" : ", nodes unknown");
            if (n.testSource().equals("unknown")) {
                who.append("; test unknown");
            } else if (!n.testSource().equals("header")) {
                who.append("; test from the ").append(n.testSource());
            }
            n.factor().ifPresent(f -> who.append("; busbw = algbw x ").append(f.formula()));
            out.println(who);
            ncclTable(out, n);
            n.peakRow().ifPresent(p -> out.println("  peak busbw " + twoDecimals(p.peakBusBwGBps()) + " GB/s ("
                    + Quantities.number(p.peakBusBwGBps() * 8) + " Gb/s) at " + Quantities.binarySize(p.sizeBytes())
                    + n.avgBusBwGBps().stream().mapToObj(a -> "; Avg bus bandwidth " + Quantities.number(a) + " GB/s (footer)")
                            .findFirst().orElse("")));
        } else if (run instanceof PerftestBwRun b) {
            perftestHeader(out, b.header(), b.durationMode());
            bwTable(out, b);
        } else {
            PerftestLatRun l = (PerftestLatRun) run;
            perftestHeader(out, l.header(), l.durationMode());
            latTable(out, l);
        }
        verdict(out, v);
        for (Evidence e : run.errors()) {
            out.println("  error: " + e);
        }
    }

    private static void perftestHeader(PrintWriter out, PerftestHeader h, boolean duration) {
        StringBuilder sb = new StringBuilder("  ");
        sb.append("device ").append(h.device().orElse("?"));
        h.linkType().ifPresent(l -> sb.append(", link ").append(!l.equalsIgnoreCase("Ethernet") ? l
                : h.rawEthernet() ? "Ethernet (raw Ethernet frames, no RDMA transport)" : "Ethernet (RoCE)"));
        h.mtuBytes().ifPresent(m -> sb.append(", MTU ").append(m));
        h.qps().ifPresent(q -> sb.append(", ").append(q).append(" QP"));
        h.field("GID index").ifPresent(g -> sb.append(", GID index ").append(g));
        if (h.bidirectional()) {
            sb.append(", bidirectional");
        }
        if (duration) {
            sb.append(", duration mode");
        }
        if (h.useCuda()) {
            sb.append(", GPU memory").append(h.gpu().map(g -> " (" + g + ")").orElse(""));
        }
        out.println(sb);
    }

    private static void ncclTable(PrintWriter out, NcclTestsRun n) {
        if (n.rows().isEmpty()) {
            return;
        }
        boolean inPlace = n.rows().get(0).inPlace().isPresent();
        out.printf("  %12s %12s %9s %6s %10s %8s %8s %6s%s%n", "size", "count", "type", "redop", "time(us)", "algbw", "busbw",
                "#wrong", inPlace ? String.format(" | %10s %8s %8s %6s", "time(us)", "algbw", "busbw", "#wrong") : "");
        for (NcclTestsRow r : n.rows()) {
            out.printf("  %12d %12d %9s %6s %s%s%n", r.sizeBytes(), r.count(), r.type(), r.redop().orElse(""),
                    group(r.outOfPlace()), r.inPlace().map(g -> " | " + group(g)).orElse(""));
        }
        if (n.elided()) {
            out.println("  (rows elided in the input)");
        }
    }

    private static String group(NcclTestsResult g) {
        return String.format("%10s %8.2f %8.2f %6s", toolTime(g.timeUs()), g.algBwGBps(), g.busBwGBps(), g.wrongCell());
    }

    private static void bwTable(PrintWriter out, PerftestBwRun b) {
        if (b.rows().isEmpty()) {
            return;
        }
        String u = b.unit().label();
        out.printf("  %10s %12s %16s %16s %10s %10s%n", "#bytes", "#iterations", "BW peak[" + u + "]", "BW avg[" + u + "]",
                "Gb/s", "Mpps");
        for (PerftestBwRow r : b.rows()) {
            out.printf("  %10d %12s %16s %16s %10s %10s%n", r.sizeBytes(), orDash(r.iterationsPrinted()), o(r.bwPeakPrinted()),
                    Quantities.number(r.bwAverage()), Quantities.number(b.unit().toGbps(r.bwAverage())),
                    r.msgRateMpps().isPresent() ? Quantities.number(r.msgRateMpps().getAsDouble()) : "");
        }
    }

    private static String orDash(java.util.OptionalLong v) {
        return v.isPresent() ? Long.toString(v.getAsLong()) : "-";
    }

    private static void latTable(PrintWriter out, PerftestLatRun l) {
        if (l.rows().isEmpty()) {
            return;
        }
        out.printf("  %8s %11s %8s %8s %8s %8s %8s %8s %8s%n", "#bytes", "#iterations", "min", "typical", "avg", "stdev",
                "99%", "99.9%", "max");
        for (PerftestLatRow r : l.rows()) {
            out.printf("  %8d %11s %8s %8s %8s %8s %8s %8s %8s%n", r.sizeBytes(), orDash(r.iterationsPrinted()), o(r.tMin()), o(r.tTypical()),
                    o(r.tAvg()), o(r.tStdev()), o(r.p99()), o(r.p999()), o(r.tMax()));
        }
        out.println("  (" + (l.cycles() ? "CPU cycles" : "microseconds") + ")");
    }

    private static String o(OptionalDouble d) {
        return d.isPresent() ? Quantities.number(d.getAsDouble()) : "-";
    }

    private static void verdict(PrintWriter out, RunVerdict v) {
        if (!v.achievedWhat().isEmpty() && !(v.run() instanceof NcclTestsRun)) {
            out.println("  best " + v.achievedWhat());
        }
        if (v.lineRateGbps().isPresent()) {
            out.println("  line rate " + Quantities.number(v.lineRateGbps().getAsDouble()) + " Gb/s per NIC port (" + v.lineRateSource()
                    + ")" + (v.nics().isPresent() ? " x " + v.nicsUsedText() + " = "
                            + Quantities.number(v.comparedWithGbps().getAsDouble()) + " Gb/s" : ""));
        }
        if (v.efficiency().isPresent()) {
            out.println("  efficiency " + Quantities.percent(v.efficiency().getAsDouble()));
        } else {
            v.notJudged().ifPresent(s -> out.println("  not judged: " + s));
        }
        for (TableCheck c : v.checks()) {
            out.println("  check " + c.name() + ": " + (c.skipped() ? "not checked, " : c.passed() ? "ok, " : "MISMATCH, ")
                    + c.detail());
            c.failures().forEach(f -> out.println("    " + f));
        }
        for (String n : v.notes()) {
            out.println("  note: " + n);
        }
    }

    private static void log(PrintWriter out, NcclLog l) {
        out.println("NCCL log  " + l.file());
        StringBuilder sb = new StringBuilder("  ");
        sb.append(l.versionText().map(v -> "NCCL " + v).orElse("NCCL version not logged"));
        sb.append(", network ").append(l.network().orElse(l.socketLine().isPresent() ? "Socket (fallback)" : "not logged"));
        l.nranks().ifPresent(n -> sb.append(", ").append(n).append(" ranks"));
        l.gpusPerNode().ifPresent(g -> sb.append(", GPUs per node >= ").append(g));
        out.println(sb);
        if (!l.netDevices().isEmpty()) {
            out.println("  NICs: " + nics(l.netDevices())
                    + (l.relaxedOrdering() ? " [RO]" : "") + l.oob().map(o -> "; OOB " + o).orElse("")
                    + (l.nicSpeedGbps().isPresent() ? "; speed " + Quantities.number(l.nicSpeedGbps().getAsDouble()) + " Gb/s" : ""));
        }
        if (!l.gdr().isEmpty()) {
            long on = l.gdr().stream().filter(NcclGdr::enabled).count();
            out.println("  GPUDirect RDMA: enabled " + on + ", disabled " + (l.gdr().size() - on));
        }
        if (!l.transports().isEmpty()) {
            out.println("  channel connections: " + l.transports().stream()
                    .map(t -> t.connections() + " " + t.kind().description()).collect(Collectors.joining(", ")));
        }
        l.warnings().forEach(w -> out.println("  warning: " + w));
    }

    /**
     * The ports as NCCL listed them, in its order: one-port devices flat, the ports of a merged device
     * grouped ({@code [0]={a, b}}); one line may mix both.
     */
    static String nics(List<NcclNetDevice> devices) {
        Map<Integer, List<String>> merged = new LinkedHashMap<>();
        List<Object> order = new ArrayList<>();
        for (NcclNetDevice d : devices) {
            if (d.virtualDevice().isEmpty()) {
                order.add(nic(d));
            } else {
                int v = d.virtualDevice().getAsInt();
                merged.computeIfAbsent(v, k -> {
                    order.add(k);
                    return new ArrayList<>();
                }).add(nic(d));
            }
        }
        return order.stream()
                .map(o -> o instanceof Integer v ? "[" + v + "]={" + String.join(", ", merged.get(v)) + "}" : (String) o)
                .collect(Collectors.joining(" "));
    }

    private static String nic(NcclNetDevice d) {
        return d.name() + ":" + d.port() + "/" + d.linkLayer() + d.flags().stream().map(f -> "/" + f).collect(Collectors.joining());
    }

    private static void comparison(PrintWriter out, Comparison c) {
        out.println("Side by side: " + c.test() + " (" + c.metric() + ")");
        for (int i = 0; i < c.runs().size(); i++) {
            BenchRun r = c.runs().get(i).run();
            out.println("  run " + (i + 1) + ": " + r.file() + ":" + r.firstLine());
        }
        StringBuilder h = new StringBuilder(String.format("  %10s", "size"));
        for (int i = 0; i < c.runs().size(); i++) {
            h.append(String.format(" %10s", "run " + (i + 1)));
        }
        out.println(h.append(String.format(" %9s", "change")));
        for (Comparison.Row row : c.rows()) {
            StringBuilder sb = new StringBuilder(String.format("  %10s", Quantities.binarySize(row.sizeBytes())));
            for (OptionalDouble v : row.values()) {
                sb.append(String.format(" %10s", v.isPresent() ? twoDecimals(v.getAsDouble()) : "-"));
            }
            sb.append(String.format(" %9s", row.changePercent().isPresent()
                    ? String.format("%+.1f%%", row.changePercent().getAsDouble()) : ""));
            out.println(sb);
        }
    }

    /** A time as nccl-tests prints it: 2 decimals below 100 us, 1 below 10 ms, none above. */
    static String toolTime(double us) {
        return Quantities.fixed(us, us >= 10_000 ? 0 : us >= 100 ? 1 : 2);
    }

    /** Two decimals, as the tools print bandwidth. */
    static String twoDecimals(double v) {
        return Quantities.fixed(v, 2);
    }
}
