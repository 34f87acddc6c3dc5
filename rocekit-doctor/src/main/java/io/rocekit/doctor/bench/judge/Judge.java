package io.rocekit.doctor.bench.judge;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Quantities;
import io.rocekit.doctor.bench.rate.LineRate;
import io.rocekit.doctor.bench.rate.PortRate;
import io.rocekit.doctor.bench.rate.PortRates;
import io.rocekit.host.bench.BenchRun;
import io.rocekit.host.bench.BusBwFactor;
import io.rocekit.host.bench.NcclLog;
import io.rocekit.host.bench.NcclNetDevice;
import io.rocekit.host.bench.NcclTestsDevice;
import io.rocekit.host.bench.NcclTestsRow;
import io.rocekit.host.bench.NcclTestsRun;
import io.rocekit.host.bench.PerftestBwRow;
import io.rocekit.host.bench.PerftestBwRun;
import io.rocekit.host.bench.PerftestLatRun;
import io.rocekit.host.bench.RunStatus;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;

/** Turns a run and its context into a {@link RunVerdict}. Pure: same inputs, same verdict. */
public final class Judge {
    private Judge() {
    }

    public static RunVerdict judge(BenchRun run, JudgeInputs in) {
        if (run instanceof NcclTestsRun r) {
            return nccl(r, in);
        }
        if (run instanceof PerftestBwRun r) {
            return perftestBw(r, in);
        }
        return perftestLat((PerftestLatRun) run, in);
    }

    /** The log of the same file, else the only log given. */
    static Optional<NcclLog> logFor(String file, List<NcclLog> logs) {
        Optional<NcclLog> same = logs.stream().filter(l -> l.file().equals(file)).filter(l -> !l.isEmpty()).findFirst();
        if (same.isPresent()) {
            return same;
        }
        List<NcclLog> nonEmpty = logs.stream().filter(l -> !l.isEmpty()).toList();
        return nonEmpty.size() == 1 ? Optional.of(nonEmpty.get(0)) : Optional.empty();
    }

    /** A count and where it came from. */
    private record Count(OptionalInt value, String source) {
    }

    /** GPUs per node, and whether it is the assumption that 2 ranks judged against the network are 2 nodes. */
    private record PerNode(OptionalInt gpus, boolean twoRankAssumption) {
    }

    /** The judged figure: Gb/s, what it is, and the row it comes from. */
    private record Achieved(OptionalDouble gbps, String what, Optional<Evidence> line) {
    }

    private static RunVerdict nccl(NcclTestsRun run, JudgeInputs in) {
        Optional<NcclLog> log = logFor(run.file(), in.logs());
        Count ranks = ranks(run, log);
        Count nodes = nodes(run, log, ranks.value());
        PerNode perNode = gpusPerNode(run, log, ranks.value(), nodes.value());
        List<TableCheck> checks = TableChecks.nccl(run, ranks.value());
        boolean singleRank = singleRank(run);
        List<String> notes = tableNotes(run, singleRank);
        Achieved achieved = achieved(run);
        Rate rate = rateForNccl(log, in);
        Count nics = nics(in, log, perNode, rate, achieved, notes);
        Optional<String> notJudged = notJudged(run, in, singleRank, nodes.value(), rate, nics.value());
        OptionalDouble efficiency = OptionalDouble.empty();
        if (notJudged.isEmpty() && achieved.gbps().isPresent()) {
            efficiency = OptionalDouble.of(achieved.gbps().getAsDouble()
                    / (rate.gbps().getAsDouble() * nics.value().getAsInt()));
            efficiencyNotes(run, in, efficiency.getAsDouble(), notes);
        }
        return new RunVerdict(run, log, ranks.value(), ranks.source(), nodes.value(), nodes.source(), rate.gbps(),
                rate.source(), rate.line(), nics.value(), nics.source(), achieved.gbps(), achieved.what(),
                achieved.line(), efficiency, notJudged, checks, notes);
    }

    /** Ranks: rank numbers run 0..n-1, so the highest + 1 survives an elided device list. */
    private static Count ranks(NcclTestsRun run, Optional<NcclLog> log) {
        OptionalInt ranks = OptionalInt.empty();
        String source = "unknown";
        if (!run.devices().isEmpty() && !run.duplicateRanks()) {
            ranks = OptionalInt.of(run.devices().stream().mapToInt(NcclTestsDevice::rank).max().getAsInt() + 1);
            source = "device lines";
        } else if (run.duplicateRanks()) {
            int perProcess = run.setup().nGpus().orElse(1) * run.setup().nThreads().orElse(1);
            ranks = OptionalInt.of(perProcess);
            source = "device lines: several processes claim rank 0, so each ran alone";
        } else if (run.setup().nRanks().isPresent()) {
            ranks = run.setup().nRanks();
            source = "header";
        } else if (log.isPresent() && log.get().nranks().isPresent()) {
            ranks = log.get().nranks();
            source = "NCCL log (nranks)";
        } else if (run.factor().isPresent() && run.factor().get() != BusBwFactor.ONE) {
            OptionalInt n = RankInference.ranks(run.rows(), run.factor().get());
            if (n.isPresent()) {
                ranks = n;
                source = "busbw/algbw = " + fmt(run.factor().get().of(n.getAsInt())) + " = "
                        + run.factor().get().formula() + " with n=" + n.getAsInt();
            }
        }
        if (ranks.isPresent() && ranks.getAsInt() < 1) {
            // "# nThread 0 nGpus 1" in a cut or edited paste: no rank count, rather than a division by zero later
            return new Count(OptionalInt.empty(), "unknown (the " + source + " give " + ranks.getAsInt() + " ranks)");
        }
        return new Count(ranks, source);
    }

    private static Count nodes(NcclTestsRun run, Optional<NcclLog> log, OptionalInt ranks) {
        if (run.hostCount() > 0) {
            return new Count(OptionalInt.of(run.hostCount()), "device lines");
        }
        if (log.isPresent() && log.get().nodes().isPresent()) {
            return new Count(log.get().nodes(), "NCCL log (nNodes)");
        }
        if (log.isPresent() && !log.get().gpusPerHost().isEmpty() && seenHoldsEveryRank(log.get(), ranks)) {
            return new Count(OptionalInt.of(log.get().gpusPerHost().size()), "NCCL log (hosts seen)");
        }
        return new Count(OptionalInt.empty(), "unknown");
    }

    private static PerNode gpusPerNode(NcclTestsRun run, Optional<NcclLog> log, OptionalInt ranks, OptionalInt nodes) {
        if (ranks.isPresent() && nodes.isPresent() && !run.duplicateRanks()) {
            return new PerNode(OptionalInt.of((ranks.getAsInt() + nodes.getAsInt() - 1) / nodes.getAsInt()), false);
        }
        if (log.isPresent() && log.get().gpusPerNode().isPresent()
                && (log.get().localRanks().isPresent() || seenHoldsEveryRank(log.get(), ranks))) {
            return new PerNode(log.get().gpusPerNode(), false);
        }
        if (ranks.isPresent() && ranks.getAsInt() == 2 && nodes.isEmpty()) {
            // judged against the network, 2 ranks can only be 2 nodes of one GPU each
            return new PerNode(OptionalInt.of(1), true);
        }
        return new PerNode(OptionalInt.empty(), false);
    }

    private static boolean singleRank(NcclTestsRun run) {
        return run.rows().stream().allMatch(r -> r.outOfPlace().busBwGBps() == 0.0)
                && run.rows().stream().anyMatch(r -> r.outOfPlace().algBwGBps() > 0.0) || run.duplicateRanks();
    }

    /** What the table itself says about how to read it. */
    private static List<String> tableNotes(NcclTestsRun run, boolean singleRank) {
        List<String> notes = new ArrayList<>();
        if (singleRank) {
            notes.add(run.devices().size() == 1 ? "a single rank: busbw is 0 by definition, nothing was communicated"
                    : "every process ran a communicator of its own (busbw 0 or duplicate rank 0): nccl-tests was "
                            + "launched by mpirun but built without MPI=1");
        }
        warmUpOutlier(run).ifPresent(notes::add);
        if (run.elided()) {
            notes.add("rows were elided by the author ('...'): the Avg bus bandwidth footer averages sizes not shown");
        }
        run.avgBusBwGBps().ifPresent(avg -> run.peakBusBwGBps().ifPresent(peak -> {
            if (peak > 0 && avg < peak / 2) {
                notes.add("the average (" + fmt(avg) + " GB/s) includes small, latency-bound sizes; the judged figure "
                        + "is the peak (" + fmt(peak) + " GB/s)");
            }
        }));
        return notes;
    }

    private static Achieved achieved(NcclTestsRun run) {
        Optional<NcclTestsRow> peakRow = run.peakRow();
        if (peakRow.isEmpty()) {
            return new Achieved(OptionalDouble.empty(), "", Optional.empty());
        }
        NcclTestsRow r = peakRow.get();
        double peak = r.peakBusBwGBps();
        boolean inPlace = r.inPlace().isPresent() && r.inPlace().get().busBwGBps() > r.outOfPlace().busBwGBps();
        return new Achieved(OptionalDouble.of(peak * 8), "peak busbw " + fmt(peak) + " GB/s (" + fmt(peak * 8)
                + " Gb/s) at " + r.sizeBytes() + " B" + (inPlace ? " (in-place)" : " (out-of-place)"),
                Optional.of(r.line()));
    }

    /** NICs per node: stated, listed by the log, or assumed from the GPUs; capped by the GPUs that drive them. */
    private static Count nics(JudgeInputs in, Optional<NcclLog> log, PerNode perNode, Rate rate, Achieved achieved,
            List<String> notes) {
        OptionalInt gpusPerNode = perNode.gpus();
        Count listed = listedNics(in, log, perNode);
        OptionalInt nics = listed.value();
        if (nics.isEmpty() || gpusPerNode.isEmpty() || gpusPerNode.getAsInt() >= nics.getAsInt()) {
            return listed;
        }
        // the cap is a guess (a GPU drives its nearest NIC); the run's own figure above what the capped NICs carry
        // proves more NICs carried it (OCI's 8-GPU nodes have 16 RDMA ports, two per GPU): the stated or listed count stands
        boolean moreThanCapped = achieved.gbps().isPresent() && rate.gbps().isPresent()
                && achieved.gbps().getAsDouble() > rate.gbps().getAsDouble() * gpusPerNode.getAsInt();
        if (moreThanCapped) {
            notes.add("the peak (" + fmt(achieved.gbps().getAsDouble()) + " Gb/s) is more than " + gpusPerNode.getAsInt()
                    + " NIC(s) at " + fmt(rate.gbps().getAsDouble()) + " Gb/s carry: more than one NIC per GPU carried it,"
                    + " so all " + nics.getAsInt() + " count");
            return listed;
        }
        notes.add(gpusPerNode.getAsInt() + " GPU(s) per node drive at most " + gpusPerNode.getAsInt()
                + " NIC(s) (each GPU uses its nearest NIC): compared with " + gpusPerNode.getAsInt() + " of "
                + nics.getAsInt() + " NICs");
        return new Count(gpusPerNode, listed.source() + ", limited to " + gpusPerNode.getAsInt() + " by the GPUs per node");
    }

    private static Count listedNics(JudgeInputs in, Optional<NcclLog> log, PerNode perNode) {
        if (in.lineRate().flatMap(l -> l.nics().isPresent() ? Optional.of(l) : Optional.empty()).isPresent()) {
            return new Count(in.lineRate().get().nics(), "--line-rate " + in.lineRate().get().text());
        }
        if (log.isPresent() && !log.get().netDevices().isEmpty()) {
            return new Count(OptionalInt.of(log.get().netDevices().size()),
                    "the NICs NET/IB : Using lists in the NCCL log");
        }
        if (perNode.twoRankAssumption()) {
            return new Count(perNode.gpus(),
                    "assumed: 2 ranks across nodes are 1 GPU, so 1 NIC, per node; state NICs with --line-rate NxRATE");
        }
        if (perNode.gpus().isPresent()) {
            return new Count(perNode.gpus(), "assumed one NIC per GPU (" + perNode.gpus().getAsInt()
                    + " GPUs per node); state NICs with --line-rate NxRATE");
        }
        return new Count(OptionalInt.empty(), "unknown");
    }

    /** Why the run is not judged against the line rate, if it is not. */
    private static Optional<String> notJudged(NcclTestsRun run, JudgeInputs in, boolean singleRank, OptionalInt nodes,
            Rate rate, OptionalInt nics) {
        long maxSize = run.rows().stream().mapToLong(NcclTestsRow::sizeBytes).max().orElse(0);
        if (run.status() == RunStatus.FAILED) {
            return Optional.of("the run failed: no figures");
        } else if (singleRank) {
            return Optional.of("each process ran alone (a single rank): there is no bus bandwidth to judge");
        } else if (nodes.isPresent() && nodes.getAsInt() == 1) {
            return Optional.of("all ranks ran on one node: the network is not in the path (judge against NVLink/PCIe)");
        } else if (maxSize < in.limits().get(Thresholds.NCCL_MIN_SIZE)) {
            return Optional.of("the largest size is " + maxSize + " B: latency-bound, not a bandwidth test");
        } else if (rate.gbps().isEmpty()) {
            return Optional.of("line rate unknown: pass --line-rate (e.g. 400G or 8x400G) or add ibv_devinfo -v output");
        } else if (nics.isEmpty()) {
            return Optional.of("NICs per node unknown (no device lines or NCCL log): pass --line-rate NxRATE, e.g. 8x400G");
        }
        return Optional.empty();
    }

    private static void efficiencyNotes(NcclTestsRun run, JudgeInputs in, double efficiency, List<String> notes) {
        long maxSize = run.rows().stream().mapToLong(NcclTestsRow::sizeBytes).max().orElse(0);
        if (maxSize < (1L << 30) && efficiency < in.limits().get(Thresholds.LINE_RATE_WARN)) {
            notes.add("the largest size tested is " + maxSize + " B; across nodes bus bandwidth usually peaks at 1 GiB "
                    + "or more (run with -e 8G)");
        }
        if (efficiency > 1.0) {
            notes.add("bus bandwidth above the NICs' line rate: in-network reduction (SHARP, NVLS) or a 2-node "
                    + "tree moves less data over the network than busbw assumes");
        }
    }

    /**
     * The first size timed far slower in one column than the other: the first call of a run pays
     * for connection setup and buffer registration that warm-up iterations (-w) did not absorb.
     */
    private static Optional<String> warmUpOutlier(NcclTestsRun run) {
        if (run.rows().isEmpty() || run.rows().get(0).inPlace().isEmpty()) {
            return Optional.empty();
        }
        NcclTestsRow first = run.rows().get(0);
        double oop = first.outOfPlace().timeUs();
        double ip = first.inPlace().get().timeUs();
        double hi = Math.max(oop, ip);
        double lo = Math.min(oop, ip);
        if (lo > 0 && hi / lo >= 3 && hi - lo >= 50) {
            return Optional.of("first size (" + first.sizeBytes() + " B): " + (oop > ip ? "out-of-place" : "in-place")
                    + " time " + fmt(hi) + " us is " + fmt(hi / lo) + "x the " + (oop > ip ? "in-place" : "out-of-place")
                    + " " + fmt(lo) + " us, a first-iteration outlier (connection setup not absorbed by warm-up; raise -w)");
        }
        return Optional.empty();
    }

    private record Rate(OptionalDouble gbps, String source, Optional<Evidence> line) {
        static Rate unknown() {
            return new Rate(OptionalDouble.empty(), "unknown", Optional.empty());
        }

        static Rate of(PortRate p, String why) {
            return new Rate(OptionalDouble.of(p.rateGbps()), why + " " + p.device() + " port " + p.port()
                    + p.lineCode().map(c -> "; " + c.describe()).orElse(""), Optional.of(p.line()));
        }
    }

    /**
     * The rate the user states; where it is the 8b/10b signalling rate the port under test prints
     * ({@code --line-rate 40G} for ibstat's QDR {@code Rate: 40}), the data rate that carries.
     */
    private static Optional<Rate> user(JudgeInputs in, Optional<String> device) {
        Optional<PortRate> port = device.flatMap(d -> PortRates.forDevice(in.ports(), d)).or(() -> PortRates.common(in.ports()));
        return in.lineRate().map((LineRate l) -> port.filter(p -> p.lineCode().isPresent())
                .filter(p -> p.lineCode().get().signallingGbps() == l.perNicGbps())
                .map(p -> new Rate(OptionalDouble.of(p.rateGbps()), "--line-rate " + l.text() + " is the signalling rate of "
                        + p.device() + " port " + p.port() + "; " + p.lineCode().get().describe(), Optional.of(p.line())))
                .orElse(new Rate(OptionalDouble.of(l.perNicGbps()), "--line-rate " + l.text(), Optional.empty())));
    }

    private static Rate rateForNccl(Optional<NcclLog> log, JudgeInputs in) {
        Optional<Rate> u = user(in, Optional.empty());
        if (u.isPresent()) {
            return u.get();
        }
        if (log.isPresent() && log.get().nicSpeedGbps().isPresent()) {
            return new Rate(log.get().nicSpeedGbps(), "the NIC speed in the NCCL log", log.get().speedLine());
        }
        if (log.isPresent()) {
            for (NcclNetDevice d : log.get().netDevices()) {
                Optional<PortRate> p = PortRates.forDevice(in.ports(), d.name());
                if (p.isPresent()) {
                    return Rate.of(p.get(), "the NIC NCCL uses:");
                }
            }
        }
        return PortRates.common(in.ports()).map(p -> Rate.of(p, "every active port runs at the rate of"))
                .orElse(Rate.unknown());
    }

    private static Rate rateForDevice(Optional<String> device, JudgeInputs in) {
        Optional<Rate> u = user(in, device);
        if (u.isPresent()) {
            return u.get();
        }
        if (device.isPresent()) {
            Optional<PortRate> p = PortRates.forDevice(in.ports(), device.get());
            if (p.isPresent()) {
                return Rate.of(p.get(), "the device under test:");
            }
        }
        return PortRates.common(in.ports()).map(p -> Rate.of(p, "every active port runs at the rate of"))
                .orElse(Rate.unknown());
    }

    private static RunVerdict perftestBw(PerftestBwRun run, JudgeInputs in) {
        List<String> notes = readerNotes(run.warnings());
        Rate rate = rateForDevice(run.header().device(), in);
        int ports = run.header().dualPort() ? 2 : 1;
        // perftest sums both sides of a -b run only when it counts iterations: in duration mode (-D) each
        // side prints its own direction (perftest *_bw.c: "if (user_param.duplex && user_param.test_type
        // != DURATION)" exchanges and adds the reports), so one direction's line rate is the reference
        int directions = run.header().bidirectional() && !run.durationMode() ? 2 : 1;
        String nicsSource = (ports == 2 ? "dual-port" : "one port") + (directions == 2 ? ", both directions (-b)" : "");
        Optional<PerftestBwRow> best = run.rows().stream().filter(r -> r.sizeBytes() >= in.limits().get(Thresholds.PERFTEST_MIN_SIZE))
                .max(Comparator.comparingDouble(PerftestBwRow::bwAverage));
        OptionalDouble achieved = OptionalDouble.empty();
        String what = "";
        Optional<Evidence> line = Optional.empty();
        if (best.isPresent()) {
            double gbps = run.unit().toGbps(best.get().bwAverage());
            achieved = OptionalDouble.of(gbps);
            what = "BW average " + fmt(best.get().bwAverage()) + " " + run.unit().label() + " (" + fmt(gbps) + " Gb/s) at "
                    + best.get().sizeBytes() + " B";
            line = Optional.of(best.get().line());
        }
        if (run.durationMode()) {
            notes.add("duration mode (-D): perftest does not measure BW peak (prints 0.00); BW average is judged"
                    + (run.header().bidirectional() ? "; with -b it is this host's direction only (perftest adds both sides"
                            + " only when it counts iterations), so it is judged against one direction" : ""));
        }
        run.header().mtuBytes().ifPresent(mtu -> {
            double ceiling = Thresholds.protocolCeiling(mtu, run.header().roce());
            notes.add("MTU " + mtu + " B caps RDMA goodput at " + Quantities.percent(ceiling) + " of line rate ("
                    + (run.header().roce() ? "RoCEv2" : "InfiniBand") + " headers per packet)");
        });
        if (run.unit() != io.rocekit.host.bench.BandwidthUnit.GB_PER_SEC) {
            notes.add("perftest's MB is 2^20 bytes: 1 MB/sec = 8.389 Mb/s");
        }
        Optional<String> notJudged = Optional.empty();
        OptionalDouble efficiency = OptionalDouble.empty();
        Optional<String> notFabric = NotFabric.why(run);
        if (run.status() == RunStatus.FAILED) {
            notJudged = Optional.of("the run failed: no figures");
        } else if (best.isEmpty()) {
            long max = run.rows().stream().mapToLong(PerftestBwRow::sizeBytes).max().orElse(0);
            notJudged = Optional.of("message-rate test (largest message " + max + " B < " + in.limits().getLong(Thresholds.PERFTEST_MIN_SIZE)
                    + " B): bandwidth is not judged, the message rate is the figure");
        } else if (notFabric.isPresent()) {
            notJudged = notFabric;
        } else if (rate.gbps().isEmpty()) {
            notJudged = Optional.of("line rate unknown: pass --line-rate (e.g. 400G) or add ibv_devinfo -v output");
        } else {
            efficiency = OptionalDouble.of(achieved.getAsDouble() / (rate.gbps().getAsDouble() * ports * directions));
        }
        return new RunVerdict(run, Optional.empty(), OptionalInt.empty(), "n/a", OptionalInt.empty(), "n/a", rate.gbps(),
                rate.source(), rate.line(), OptionalInt.of(ports * directions), nicsSource, achieved, what, line, efficiency,
                notJudged, TableChecks.perftestBw(run), notes);
    }

    private static RunVerdict perftestLat(PerftestLatRun run, JudgeInputs in) {
        Rate rate = rateForDevice(run.header().device(), in);
        List<String> notes = readerNotes(run.warnings());
        if (run.cycles()) {
            notes.add("latency reported in CPU cycles (-C): not comparable with microsecond typicals");
        }
        String verb = run.header().verb();
        if (verb.equals("read") || verb.equals("atomic")) {
            notes.add("ib_" + verb + "_lat reports the whole round trip; write and send report half of it");
        }
        return new RunVerdict(run, Optional.empty(), OptionalInt.empty(), "n/a", OptionalInt.empty(), "n/a", rate.gbps(),
                rate.source(), rate.line(), OptionalInt.of(1), "one port", OptionalDouble.empty(), "", Optional.empty(),
                OptionalDouble.empty(), Optional.of("latency test: judged by perftest.latency-high, not against line rate"),
                TableChecks.perftestLat(run), notes);
    }

    /** What the reader observed about how the text was printed (evidence with no line of its own). */
    private static List<String> readerNotes(List<Evidence> warnings) {
        List<String> notes = new ArrayList<>();
        warnings.stream().filter(w -> w.line().isEmpty() && w.file().isEmpty()).forEach(w -> notes.add(w.text()));
        return notes;
    }

    static String fmt(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e12) {
            return String.valueOf((long) v);
        }
        if (v >= 100) {
            return String.format(Locale.ROOT, "%.1f", v);
        }
        return String.format(Locale.ROOT, "%.4g", v);
    }

    /**
     * The hosts and GPUs a log shows are all there are only when they hold every rank: an excerpt of
     * one rank's lines (24 ranks, one host and one GPU seen, NVIDIA/nccl#1453) shows one host of
     * several, and one GPU of eight.
     */
    private static boolean seenHoldsEveryRank(NcclLog log, OptionalInt ranks) {
        return ranks.isEmpty() || log.gpusPerHost().values().stream().mapToInt(Integer::intValue).sum() >= ranks.getAsInt();
    }
}
