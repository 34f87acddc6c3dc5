package io.rocekit.doctor.bench;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.core.finding.Finding;
import io.rocekit.doctor.bench.judge.RunVerdict;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.bench.NcclLog;
import io.rocekit.host.bench.NcclTestsRow;
import io.rocekit.host.bench.NcclTestsRun;
import io.rocekit.host.bench.NcclTransport;
import io.rocekit.host.parse.nccllog.NcclLogParser;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The public NCCL logs of {@code bench/nccl-debug-log/} (GitHub issues, NCCL 2.19 to 2.26): what
 * each {@code .meta.md} says a correct reading concludes.
 */
class NcclPublicLogsTest {
    private static NcclLog parse(String file) {
        return new NcclLogParser().parse(BenchFixtures.source("nccl-debug-log/" + file));
    }

    private static List<String> findings(String file) throws Exception {
        return BenchFixtures.analyze("nccl-debug-log/" + file).findings().stream()
                .map(f -> f.rule() + " " + f.severity()).toList();
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            nccl1053-socket-lo-ib-disabled-gdr-line.txt | nccl.socket-transport INFO
            nccl1453-mpich-rank-prefix-ibext-gdrdma-channels-excerpt.txt |
            nccl1453-mpich-rank-prefix-rows-interleaved-excerpt.txt |
            nccl1788-nccl2.26-timestamped-warn.txt |
            nccl1537-roce-gdr-disabled-per-hca-no-reason.txt | nccl.gdr-disabled FAIL
            nccl1357-plugin-version-probe-sharp-excerpt.txt | nccl.fewer-nics-than-gpus WARN
            nccl1232-mpich-rank-prefix-no-plugin.txt |
            nccltests228-ib-hca-2nics-8gpus-excerpt.txt | nccl.fewer-nics-than-gpus WARN
            nccl952-socket-channels-connect-failed-excerpt.txt | nccl.socket-transport FAIL
            nccl1267-nccl2.19.3-no-ib-socket-one-rank-excerpt.txt | nccl.socket-transport INFO
            vlmevalkit975-ib-disable-1-ibext-no-device-socket-excerpt.txt | nccl.socket-transport INFO
            """)
    void findingsAreExactlyThoseTheLogShows(String file, String expected) throws Exception {
        assertThat(findings(file)).containsExactlyElementsOf(expected == null ? List.of() : List.of(expected.split("; ")));
    }

    @Test
    void theSocketTransportsOwnGdrLineIsNoGpuDirectDecision() {
        NcclLog log = parse("nccl1053-socket-lo-ib-disabled-gdr-line.txt");
        assertThat(log.network()).contains("Socket");
        assertThat(log.gdr()).isEmpty();
    }

    @Test
    void mpichRankLabelsAreCutLikeOtherLauncherPrefixes() {
        NcclLog log = parse("nccl1453-mpich-rank-prefix-ibext-gdrdma-channels-excerpt.txt");
        assertThat(log.connections(NcclTransport.Kind.NET_RDMA_GDR)).isEqualTo(12);
        assertThat(log.connections(NcclTransport.Kind.NET_RDMA_NO_GDR)).isZero();
        assertThat(log.gpusPerHost()).containsOnlyKeys("h100clust-worker-1");
        NcclLog glued = parse("nccl1453-mpich-rank-prefix-rows-interleaved-excerpt.txt");
        assertThat(glued.connections(NcclTransport.Kind.NET_RDMA_GDR)).isEqualTo(5);
        NcclLog startup = parse("nccl1232-mpich-rank-prefix-no-plugin.txt");
        assertThat(startup.gpusPerHost()).containsEntry("node0", 1).containsEntry("node2", 2);
    }

    @Test
    void theTimestampNccl226PutsBeforeWarnLinesIsPartOfThePrefix() {
        NcclLog log = parse("nccl1788-nccl2.26-timestamped-warn.txt");
        assertThat(log.warnings()).singleElement().satisfies(w -> {
            assertThat(w.line()).hasValue(1);
            assertThat(w.text()).contains("Cuda failure 401");
        });
        assertThat(log.gpusPerHost()).containsEntry("node004", 2);
    }

    @Test
    void theFunctionNameNewerReleasesPrintAfterTheSourceLineIsPartOfThePrefix() {
        // the layout of NVIDIA/nccl src/debug.cc: "[%d] %s:%d (%s) NCCL WARN %s" (constructed line)
        NcclLog log = new NcclLogParser().parse(TextSource.of("warn.txt",
                "[2025-11-02 10:00:01] gpu7:4242:4300 [3] transport/net_ib.cc:1688 (ncclIbTest) NCCL WARN NET/IB : Got "
                        + "completion from peer 10.0.0.2<40053> with status=12 opcode=0 len=0 vendor err 129 (Recv)\n"));
        assertThat(log.warnings()).singleElement().satisfies(w -> assertThat(w.text()).contains("status=12"));
    }

    @Test
    void pluginVersionProbesAreNotWarningsButAnUnusablePluginIs() {
        assertThat(parse("nccl1357-plugin-version-probe-sharp-excerpt.txt").warnings()).isEmpty();
        assertThat(parse("nccl1232-mpich-rank-prefix-no-plugin.txt").warnings()).isEmpty();
        assertThat(parse("nccl1267-nccl2.19.3-no-ib-socket-one-rank-excerpt.txt").warnings()).singleElement()
                .satisfies(w -> assertThat(w.text()).contains("symbols v4 and lower are not supported"));
    }

    @Test
    void gdrOffPerNicWithoutReasonPointsAtMemoryRegistrationFirst() throws Exception {
        Finding f = BenchFixtures.analyze("nccl-debug-log/nccl1537-roce-gdr-disabled-per-hca-no-reason.txt").findings().get(0);
        assertThat(f.title()).startsWith("GPUDirect RDMA is off for all network traffic");
        assertThat(f.evidence()).hasSize(2);
        assertThat(f.remediation().get(0)).startsWith("Seen in this input: NCCL can register GPU memory with neither a "
                + "peer-memory module nor DMA-BUF").contains("HCA 0 'mlx5_0'");
    }

    @Test
    void aLineOfManyLauncherLabelsIsCutInLinearTime() {
        // one substring per label made this quadratic: 35 s for 300,000 "0: " labels, 45 s for 250,000 "[0] "
        for (String label : new String[] {"[0] ", "0: "}) {
            String line = label.repeat(250_000) + "h:1:2 [0] NCCL INFO Channel 00/0 : 0[0] -> 1[0] via NET/IB/0/GDRDMA\n";
            long start = System.nanoTime();
            NcclLog log = new NcclLogParser().parse(TextSource.of("labels.txt", line));
            assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(10_000); // quadratic: 35-45 s
            assertThat(log.connections(NcclTransport.Kind.NET_RDMA_GDR)).isEqualTo(1);
        }
    }

    @Test
    void rowStartsThatNeverEndAreReadInLinearTime() throws Exception {
        // each row start cut by an NCCL line and none ended: the waiting fragment grew by every line and was searched
        // whole again (10,000 lines: 57 s)
        String header = "#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong\n";
        String text = header + "       524288        131072     float     sum      -1 h:1:2 [0] NCCL INFO NVLS comm 0x1\n".repeat(20_000)
                + "     1048576        262144     float     sum      -1    1626.5    0.64    1.24      0    2302.3    0.46    0.87      0\n";
        long start = System.nanoTime();
        try {
            new io.rocekit.host.parse.nccltests.NcclTestsParser().parse(TextSource.of("starts.txt", text));
        } catch (io.rocekit.host.artifact.ParseException e) {
            assertThat(e.getMessage()).startsWith("starts.txt:"); // refused naming a line is an answer too
        }
        assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(10_000);
    }

    @Test
    void rankLabelsAfterAnNaWrongCellAreCutToo() throws Exception {
        // nccl-tests -c 0 prints #wrong as N/A: the label glued to it ('N/A[0]') made every row an input error (exit 2)
        String text = String.join("\n", BenchFixtures.source("nccl-tests/derived-nccl1453-mpich-labels-row-split-by-nccl-lines.txt").lines())
                .replace("      0[0] ", "    N/A[0] ").replaceAll("(?m)      0$", "    N/A");
        assertThat(text).contains("N/A[0]");
        NcclTestsRun run = new io.rocekit.host.parse.nccltests.NcclTestsParser().parse(TextSource.of("na.txt", text)).runs().get(0);
        assertThat(run.rows()).hasSize(15);
        assertThat(run.rows().get(4).inPlace().orElseThrow().busBwGBps()).isEqualTo(2.95);
    }

    @Test
    void aRowUnderRankLabelsAndSplitByNcclLinesIsReadWhole() throws Exception {
        String file = "nccl-tests/derived-nccl1453-mpich-labels-row-split-by-nccl-lines.txt";
        BenchReport r = BenchFixtures.analyze(java.util.Optional.of("8x400G"), file);
        RunVerdict v = r.verdicts().get(0);
        NcclTestsRun run = (NcclTestsRun) v.run();
        assertThat(run.rows()).hasSize(15);
        NcclTestsRow split = run.rows().get(4);
        assertThat(split.sizeBytes()).isEqualTo(524288);
        assertThat(split.outOfPlace().timeUs()).isEqualTo(366.5);
        assertThat(split.inPlace().orElseThrow().busBwGBps()).isEqualTo(2.95);
        assertThat(v.ranks()).hasValue(24);
        assertThat(v.nodes()).isEmpty();
        assertThat(r.findings()).extracting(f -> f.rule() + " " + f.severity()).containsExactly("bench.below-line-rate FAIL");
        assertThat(r.findings().get(0).title()).startsWith("all_reduce reached 7.4 % of line rate: 236 Gb/s of 8 x 400 Gb/s");
    }

    @Test
    void ibDisabledByTheEnvironmentIsTheCauseNotAMissingDevice() throws Exception {
        Finding f = BenchFixtures.analyze("nccl-debug-log/vlmevalkit975-ib-disable-1-ibext-no-device-socket-excerpt.txt")
                .findings().get(0);
        assertThat(f.evidence()).anySatisfy(e -> assertThat(e.text()).endsWith("NCCL_IB_DISABLE set by environment to 1."));
        assertThat(String.join("\n", f.remediation())).contains("unset NCCL_IB_DISABLE").doesNotContain("ibv_devinfo");
    }

    @Test
    void ibDisableSetToZeroIsNoCause() throws Exception {
        // the IB_DISABLE=0 line of pytorch/pytorch#111424 (NET/IB : No device found with IB on) and a socket fallback
        String text = """
                node013:37715:38896 [0] NCCL INFO NET/IB : No device found.
                node013:37715:38896 [0] NCCL INFO NCCL_IB_DISABLE set by environment to 0.
                node013:37715:38896 [0] NCCL INFO NET/Socket : Using [0]ib0:10.0.0.13<0>
                node013:37715:38896 [0] NCCL INFO Using network Socket
                """;
        Finding f = BenchAnalysis.analyze(List.of(TextSource.of("pt111424.txt", text)), java.util.Optional.empty()).findings().get(0);
        assertThat(String.join("\n", f.remediation())).doesNotContain("unset NCCL_IB_DISABLE").contains("ibv_devinfo");
    }

    /** torchrun --tee, kubectl logs --timestamps and --prefix decorate every line of a real log the same way. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            [default0]:
            [rank3]:
            '2025-02-11T08:41:07.123456789Z '
            '[pod/pytorchjob-worker-0/pytorch] '
            2025-02-11T08:41:07.123456789Z [default0]:
            """)
    void launcherAndKubectlPrefixesAreCut(String prefix) {
        String p = prefix;
        String file = "nccl-debug-log/vlmevalkit975-ib-disable-1-ibext-no-device-socket-excerpt.txt";
        String text = String.join("\n", BenchFixtures.source(file).lines().stream().map(l -> p + l).toList());
        NcclLog plain = parse("vlmevalkit975-ib-disable-1-ibext-no-device-socket-excerpt.txt");
        NcclLog decorated = new NcclLogParser().parse(TextSource.of("decorated.txt", text));
        assertThat(decorated.network()).isEqualTo(plain.network()).contains("Socket");
        assertThat(decorated.nranks()).isEqualTo(plain.nranks());
        assertThat(decorated.env().keySet()).isEqualTo(plain.env().keySet());
        assertThat(decorated.gpusPerHost()).isEqualTo(plain.gpusPerHost());
    }

    @Test
    void newPrefixesAndLinesStayLinearOnHostileInput() {
        String[] lines = {"[default" + "1".repeat(100_000) + "]:x", "[" + "a".repeat(100_000) + "0]x",
            "2025-02-11T08:41:07." + "1".repeat(100_000) + "Z x", "[pod/" + "a/".repeat(100_000) + "] x",
            "h:1:2 [0] NCCL INFO NET/IB : Made virtual device [0] name=" + "x ".repeat(100_000) + "speed=1 ndevs=1",
            "h:1:2 [0] NCCL INFO NCCL_IB_DISABLE set by environment to " + "0 ".repeat(100_000) + "x"};
        for (String line : lines) {
            long start = System.nanoTime();
            new NcclLogParser().parse(TextSource.of("hostile.txt", line));
            assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(5_000);
        }
    }

    @Test
    void newerInitLinesGiveRanksNodesAndThePortSpeedOfAMergedDevice() {
        NcclLog log = new NcclLogParser().parse(TextSource.of("n.txt", """
                bigo:1884:2298 [0] NCCL INFO comm 0x564531f27c80 rank 2 nRanks 3 nNodes 3 localRanks 1 localRank 0 MNNVL 0
                h:1:2 [0] NCCL INFO NET/IB : Made virtual device [1] name=mlx5_0+mlx5_1 speed=800000 ndevs=2
                """));
        assertThat(log.nranks()).hasValue(3);
        assertThat(log.hostCount()).isEqualTo(3);
        assertThat(log.nicSpeedGbps()).hasValue(400.0);
    }
}
