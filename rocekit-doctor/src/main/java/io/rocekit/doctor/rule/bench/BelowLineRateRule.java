package io.rocekit.doctor.rule.bench;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Quantities;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.core.rule.Threshold;
import io.rocekit.doctor.bench.judge.NotFabric;
import io.rocekit.doctor.bench.judge.Rocm;
import io.rocekit.doctor.bench.judge.RunVerdict;
import io.rocekit.doctor.bench.judge.Thresholds;
import io.rocekit.doctor.bench.judge.Troubleshooting;
import io.rocekit.host.bench.NcclGdr;
import io.rocekit.host.bench.NcclLog;
import io.rocekit.host.bench.NcclTestsRow;
import io.rocekit.host.bench.NcclTestsRun;
import io.rocekit.host.bench.NcclTransport;
import io.rocekit.host.bench.PerftestBwRun;
import io.rocekit.host.bench.RunStatus;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;

/**
 * {@code bench.below-line-rate}: the best bandwidth a run reached, against the line rate of the
 * NICs it used. nccl-tests: peak bus bandwidth (either column) against NIC rate x NICs used per
 * node; perftest: the best BW average at 64 KiB or more against port rate x ports x directions.
 * WARN under {@value Thresholds#WARN_BELOW}, FAIL under {@value Thresholds#FAIL_BELOW}. With no line
 * rate known, a run under {@value Thresholds#FLOOR_GBPS} Gb/s (the slowest RDMA port) is WARN.
 */
public final class BelowLineRateRule implements BenchRule {
    public static final String ID = "bench.below-line-rate";
    private static final RuleInfo INFO = new RuleInfo(ID, Severity.FAIL,
            "The best bandwidth of a perftest or nccl-tests run against the NIC line rate x NICs used: WARN below 90 %, "
                    + "FAIL below 70 %. Without a line rate, WARN below 25 Gb/s (no RDMA, NVLink or PCIe peer path was used).",
            "perftest BW average (sizes >= 64 KiB), nccl-tests peak busbw; line rate from --line-rate, the NCCL log, "
                    + "or ibv_devinfo -v / ibstat in the same snapshot",
            "fix the causes the finding lists: first those seen in the input, then the troubleshooting table in order "
                    + "(ACS/P2P, ECN/PFC, GPU memory registration, DSCP/queue mapping)",
            "rocekit's own limits (90 % and 70 % are defaults with no vendor figure behind them: set your fabric's "
                    + "baseline with --set bench.below-line-rate.warnBelow=...); NVIDIA/nccl-tests doc/PERFORMANCE.md "
                    + "(bus bandwidth); linux-rdma/perftest print_report_bw; docs/bench.md");

    @Override
    public RuleInfo info() {
        return INFO;
    }

    @Override
    public List<Threshold> thresholds() {
        return List.of(Thresholds.LINE_RATE_WARN, Thresholds.LINE_RATE_FAIL, Thresholds.LINE_RATE_FLOOR,
                Thresholds.PERFTEST_MIN_SIZE, Thresholds.NCCL_MIN_SIZE);
    }

    @Override
    public List<Finding> check(BenchContext context, Limits limits) {
        double warn = limits.get(Thresholds.LINE_RATE_WARN);
        double fail = limits.get(Thresholds.LINE_RATE_FAIL);
        double floorGbps = limits.get(Thresholds.LINE_RATE_FLOOR) / 1e9;
        List<Finding> out = new ArrayList<>();
        for (RunVerdict v : context.verdicts()) {
            if (v.efficiency().isPresent()) {
                double e = v.efficiency().getAsDouble();
                if (e < warn) {
                    out.add(belowRate(v, e, e < fail ? Severity.FAIL : Severity.WARN, warn, fail));
                }
            } else if (v.lineRateGbps().isEmpty() && floorApplies(v)
                    && v.achievedGbps().getAsDouble() < floorGbps) {
                out.add(belowFloor(v, floorGbps));
            }
        }
        return out;
    }

    private static boolean floorApplies(RunVerdict v) {
        if (v.achievedGbps().isEmpty() || v.run().status() == RunStatus.FAILED) {
            return false;
        }
        if (v.run() instanceof NcclTestsRun r) {
            long max = r.rows().stream().mapToLong(NcclTestsRow::sizeBytes).max().orElse(0);
            boolean alone = v.notJudged().map(s -> s.startsWith("each process ran alone")).orElse(false);
            // (a single rank has busbw 0 by definition: nothing to hold against a floor)
            return max >= Thresholds.NCCL_FLOOR_MIN_BYTES && !alone;
        }
        // a loopback or a handful of iterations is not the fabric's figure (bench/judge/NotFabric)
        return v.run() instanceof PerftestBwRun b && NotFabric.why(b).isEmpty();
    }

    private Finding belowRate(RunVerdict v, double e, Severity sev, double warn, double fail) {
        double compared = v.comparedWithGbps().getAsDouble();
        String title = v.run().test() + " reached " + Quantities.percent(e) + " of line rate: " + fmt(v.achievedGbps().getAsDouble())
                + " Gb/s of " + describeRate(v) + " (limit " + Quantities.percent(sev == Severity.FAIL ? fail : warn) + ")";
        List<Evidence> ev = new ArrayList<>();
        v.achievedLine().ifPresent(ev::add);
        ev.add(Evidence.value(v.achievedWhat()));
        v.lineRateLine().ifPresent(ev::add);
        ev.add(Evidence.value("line rate " + fmt(v.lineRateGbps().getAsDouble()) + " Gb/s per NIC (" + v.lineRateSource()
                + ") x " + v.nicsUsedText() + " = " + fmt(compared) + " Gb/s"));
        ev.add(Evidence.value("efficiency " + Quantities.percent(e) + " < " + Quantities.percent(warn) + " (WARN), " + Quantities.percent(fail) + " (FAIL)"));
        return new Finding(ID, sev, title, Subjects.of(v.run()), ev, causes(v).remediation(), INFO.source());
    }

    private Finding belowFloor(RunVerdict v, double floorGbps) {
        double a = v.achievedGbps().getAsDouble();
        // perftest has no TCP fallback: its data went over RDMA, however slow
        String why = v.run() instanceof PerftestBwRun
                ? "perftest moves its data over RDMA, so the port's link, its PCIe link or the far end holds it there"
                : "no RDMA, NVLink or PCIe peer-to-peer path carried this traffic";
        String title = v.run().test() + " reached only " + fmt(a) + " Gb/s, below " + fmt(floorGbps)
                + " Gb/s, the slowest RDMA port: " + why;
        List<Evidence> ev = new ArrayList<>();
        v.achievedLine().ifPresent(ev::add);
        ev.add(Evidence.value(v.achievedWhat()));
        ev.add(Evidence.value("no line rate known (" + v.notJudged().orElse("") + "); floor " + fmt(floorGbps)
                + " Gb/s"));
        Causes c = causes(v);
        return new Finding(ID, Severity.WARN, title, Subjects.of(v.run()), ev, c.remediation(), INFO.source());
    }

    private static Causes causes(RunVerdict v) {
        Causes c = new Causes().rocm(Rocm.in(v.run(), v.log()));
        if (v.log().isPresent()) {
            NcclLog log = v.log().get();
            if (log.connections(NcclTransport.Kind.NET_SOCKET) > 0 || log.network().map(n -> n.equals("Socket")).orElse(false)) {
                c.seen("NCCL used TCP sockets, not RDMA (" + NcclRules.SOCKET + ")");
            }
            long disabled = log.gdr().stream().filter(g -> !g.enabled()).count();
            if (disabled > 0 || log.connections(NcclTransport.Kind.NET_RDMA_NO_GDR) > 0) {
                c.seen("GPUDirect RDMA is off for some connections: data is staged through host memory ("
                        + NcclRules.GDR + ")" + log.gdr().stream().filter(g -> !g.enabled()).findFirst()
                        .map(NcclGdr::line).map(l -> ": " + l.text()).orElse(""));
            }
            OptionalInt gpus = log.gpusPerNode();
            if (gpus.isPresent() && !log.netDevices().isEmpty() && log.netDevices().size() < gpus.getAsInt()) {
                c.seen("NCCL uses " + log.netDevices().size() + " NIC(s) for " + gpus.getAsInt() + " GPUs per node ("
                        + NcclRules.FEWER_NICS + ")");
            }
        }
        if (v.run() instanceof NcclTestsRun r) {
            if (r.setup().nGpus().orElse(1) > 1 || r.setup().nThreads().orElse(1) > 1) {
                c.seen("one process drives several GPUs (-g/-t): fine on one node, but check that every GPU is listed");
            }
            long max = r.rows().stream().mapToLong(NcclTestsRow::sizeBytes).max().orElse(0);
            if (max < (1L << 30)) {
                c.seen("the largest size is " + max + " B; bus bandwidth across nodes usually peaks at 1 GiB or more "
                        + "(rerun with -e 8G)");
            }
            // one GPU per node has no intra-node traffic to blame
            boolean oneGpuPerNode = v.ranks().isPresent() && v.nodes().isPresent() && v.ranks().getAsInt() <= v.nodes().getAsInt();
            if (v.notJudged().isPresent() && v.notJudged().get().startsWith("line rate unknown") && !oneGpuPerNode) {
                c.seen("busbw this low means intra-node traffic too went through host memory: P2P disabled "
                        + "(NCCL_P2P_DISABLE=1), GPUs across a CPU socket (SYS), or ACS redirecting peer traffic");
            }
        }
        if (v.run() instanceof PerftestBwRun r) {
            r.header().mtuBytes().ifPresent(mtu -> {
                if (mtu < 4096) {
                    c.seen("active MTU " + mtu + " B caps goodput at " + Quantities.percent(Thresholds.protocolCeiling(mtu, r.header().roce()))
                            + " of line rate: " + (r.header().roce()
                                    ? "set the interface MTU to 9000 on both hosts and the switch so RoCE uses 4096"
                                    : "on InfiniBand the MTU is the partition's: the subnet manager's partitions.conf (mtu=5"
                                            + " for 4096), not the interface MTU"));
                }
            });
            if (r.header().qps().orElse(1) == 1) {
                c.seen("a single QP (-q 1): at 200-400 Gb/s one QP is often CPU- or PCIe-read-bound; rerun with -q 4 "
                        + "or more");
            }
            if (r.header().useCuda()) {
                c.seen("GPU buffers (" + (c.rocm() ? "--use_rocm" : "--use_cuda") + "): compare with a host-memory run to "
                        + "separate GPUDirect/PCIe from network problems");
            }
            if (r.header().device().map(d -> d.startsWith("rxe") || d.startsWith("siw")).orElse(false)) {
                c.seen("software RDMA device " + r.header().device().get() + ": no hardware offload");
            }
        }
        if (v.run() instanceof PerftestBwRun r && r.header().linkType().isPresent() && !r.header().roce()) {
            // InfiniBand: no ECN/PFC thresholds, DSCP or switch queue map to blame (rows 2 and 4 are RoCE's)
            return r.header().useCuda() ? c.table(Troubleshooting.ACS_P2P, Troubleshooting.GPU_MEMORY_REGISTRATION) : c.table();
        }
        if (v.run() instanceof PerftestBwRun r && !r.header().useCuda()) {
            // host memory at both ends: no GPU-NIC peer-to-peer path and no GPU memory to register (rows 1 and 3)
            return c.table(Troubleshooting.ECN_PFC, Troubleshooting.DSCP_QUEUE);
        }
        return c.table(Troubleshooting.ACS_P2P, Troubleshooting.ECN_PFC, Troubleshooting.GPU_MEMORY_REGISTRATION,
                Troubleshooting.DSCP_QUEUE);
    }

    private static String describeRate(RunVerdict v) {
        int n = v.nics().getAsInt();
        String per = fmt(v.lineRateGbps().getAsDouble()) + " Gb/s";
        return n == 1 ? per : n + " x " + per + " = " + fmt(v.comparedWithGbps().getAsDouble()) + " Gb/s";
    }

    static String fmt(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e12) {
            return String.valueOf((long) v);
        }
        if (v >= 100) {
            return String.format(Locale.ROOT, "%.1f", v);
        }
        return String.format(Locale.ROOT, "%.3g", v);
    }
}
