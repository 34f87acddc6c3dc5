package io.rocekit.doctor.bench;

import io.rocekit.host.artifact.ArtifactKind;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.parse.text.Lines;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Which benchmark kinds a text holds, by content (a file often holds two: an nccl-tests table with
 * the NCCL log lines of the same run). Also recognises the two outputs bench reads port rates
 * from. This is bench's own recogniser; the doctor's detection decides the kind of a file in a
 * snapshot, bench still looks inside for the others.
 */
public final class BenchContent {
    private static final Pattern PERFTEST_TITLE = Pattern.compile(
            "^(Send|RDMA_Write_imm|RDMA_Write|RDMA_Read|Atomic)\\s+.*\\b(BW|Latency)\\s+(?:forwarding\\s+)?(?:Multicast\\s+)?Test$");
    private static final Pattern NCCL_PREFIX = Pattern.compile("^\\S+:\\d+:\\d+ \\[[^\\]]*] .*NCCL (INFO|WARN)\\b");
    private static final Pattern NCCL_SETUP = Pattern.compile("^nThreads?:?\\s+\\d+\\s+nGpus:?\\s+\\d+");
    /** An echoed command line ({@code $ ib_write_bw ...}, {@code # raw_ethernet_lat ...}, {@code mpirun ... all_reduce_perf}). */
    private static final Pattern PERFTEST_COMMAND = Pattern.compile(
            "(?:^|[\\s/$#])(?:ib_(?:write|read|send|atomic)|raw_ethernet(?:_burst)?)_(bw|lat)(?:\\s|$)");
    /** perftest's own last words when its measuring loop fails ({@code Failed to complete run_iter_bw function successfully}). */
    private static final Pattern PERFTEST_ITER_FAILED = io.rocekit.host.parse.perftest.PerftestFailure.ITER_FAILED;
    private static final Pattern NCCL_TESTS_COMMAND = Pattern.compile("(?:^|[\\s/])[a-z_]+_perf(?:_mpi)?(?:\\s|$)");

    private BenchContent() {
    }

    /** The kinds present: any of PERFTEST_BW, PERFTEST_LAT, NCCL_TESTS, NCCL_LOG, IBV_DEVINFO, IBSTAT. */
    public static Set<ArtifactKind> kinds(TextSource source) {
        EnumSet<ArtifactKind> k = EnumSet.noneOf(ArtifactKind.class);
        boolean caSeen = false;
        for (String raw : source.lines()) {
            String t = Lines.clean(raw).strip();
            if (t.isEmpty()) {
                continue;
            }
            String u = Lines.uncomment(t);
            String lower = t.toLowerCase(Locale.ROOT);
            var m = PERFTEST_TITLE.matcher(t);
            if (m.matches()) {
                k.add(m.group(2).equals("BW") ? ArtifactKind.PERFTEST_BW : ArtifactKind.PERFTEST_LAT);
            } else if (lower.contains("iterations") && (lower.contains("#bytes") || lower.startsWith("bytes"))) {
                if (lower.contains("bw peak") || lower.contains("bw average")) {
                    k.add(ArtifactKind.PERFTEST_BW);
                } else if (lower.contains("t_min") || lower.contains("t_avg")) {
                    k.add(ArtifactKind.PERFTEST_LAT);
                }
            }
            var cmd = PERFTEST_COMMAND.matcher(t);
            if (cmd.find() && !t.contains(" : ")) {
                k.add(cmd.group(1).equals("bw") ? ArtifactKind.PERFTEST_BW : ArtifactKind.PERFTEST_LAT);
            }
            var failed = PERFTEST_ITER_FAILED.matcher(t);
            if (failed.find()) {
                k.add(failed.group(1).equals("bw") ? ArtifactKind.PERFTEST_BW : ArtifactKind.PERFTEST_LAT);
            } else if (io.rocekit.host.parse.perftest.PerftestFailure.OWN_FAILURE.matcher(t).find()) {
                k.add(ArtifactKind.PERFTEST_BW); // the reader takes every run, of either kind
            }
            if (NCCL_TESTS_COMMAND.matcher(t).find() && !t.startsWith("#")
                    && io.rocekit.host.bench.NcclCollective.byName(firstPerfName(t)).isPresent()) {
                k.add(ArtifactKind.NCCL_TESTS);
            }
            if (NCCL_SETUP.matcher(u).find() || u.startsWith("Collective test starting:")
                    || u.startsWith("Avg bus bandwidth") || isNcclTableHeader(u)) {
                k.add(ArtifactKind.NCCL_TESTS);
            }
            if (NCCL_PREFIX.matcher(t).find() || t.startsWith("NCCL version ")) {
                k.add(ArtifactKind.NCCL_LOG);
            }
            if (t.startsWith("hca_id:")) {
                k.add(ArtifactKind.IBV_DEVINFO);
            }
            if (t.startsWith("CA '")) {
                caSeen = true;
            }
            if (caSeen && t.startsWith("Rate:")) {
                k.add(ArtifactKind.IBSTAT);
            }
        }
        return k;
    }

    private static String firstPerfName(String t) {
        var m = Pattern.compile("([a-z_]+)_perf").matcher(t);
        return m.find() ? m.group(1) : "";
    }

    private static boolean isNcclTableHeader(String u) {
        String l = u.toLowerCase(Locale.ROOT);
        return (l.startsWith("size") || l.startsWith("bytes")) && l.contains("algbw") && l.contains("busbw");
    }

    /** True when the text holds any benchmark output or NCCL log. */
    public static boolean isBenchmark(Set<ArtifactKind> kinds) {
        return kinds.contains(ArtifactKind.PERFTEST_BW) || kinds.contains(ArtifactKind.PERFTEST_LAT)
                || kinds.contains(ArtifactKind.NCCL_TESTS) || kinds.contains(ArtifactKind.NCCL_LOG);
    }
}
