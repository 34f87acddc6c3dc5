package io.rocekit.doctor.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.rocekit.core.finding.Severity;
import io.rocekit.doctor.bench.judge.RunVerdict;
import io.rocekit.doctor.bench.rate.LineRate;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.bench.PerftestBwRun;
import io.rocekit.host.bench.PerftestLatRow;
import io.rocekit.host.bench.PerftestLatRun;
import io.rocekit.host.bench.RunStatus;
import io.rocekit.host.parse.perftest.PerftestBwParser;
import io.rocekit.host.parse.perftest.PerftestOutput;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Public perftest outputs (each with its source in a {@code .meta.md} beside it) read as they were printed. */
class RealPerftestOutputsTest {
    private static PerftestOutput parse(String path) throws Exception {
        return new PerftestBwParser().parse(BenchFixtures.source(path));
    }

    @Test
    void latencyCellsRunTogetherAreSplitAtTheirTwoDecimals() throws Exception {
        PerftestOutput out = parse("perftest/rxe-vbox-send-bw-lat-server-client-glued-stdev.txt");
        assertThat(out.bandwidth()).hasSize(2);
        assertThat(out.latency()).hasSize(2);
        PerftestLatRun server = out.latency().get(0);
        assertThat(server.status()).isEqualTo(RunStatus.OK);
        assertThat(server.header().device()).contains("rxe0");
        PerftestLatRow r = server.rows().get(0);
        assertThat(r.tStdev()).hasValue(2465.90);
        assertThat(r.p99()).hasValue(1216.65);
        assertThat(r.p999()).hasValue(37330.73);
        assertThat(r.tTypical()).hasValue(692.41);
    }

    @Test
    void completionErrorPastedWithoutHeaderIsAFailedBandwidthRun() throws Exception {
        BenchReport r = BenchFixtures.analyze("perftest/perftest173-a100-cuda-completion-error-no-header.txt");
        assertThat(r.verdicts()).singleElement().satisfies(v -> {
            assertThat(v.run().status()).isEqualTo(RunStatus.FAILED);
            assertThat(v.efficiency()).isEmpty();
        });
        assertThat(r.findings()).singleElement().satisfies(f -> {
            assertThat(f.rule()).isEqualTo("bench.run-failed");
            assertThat(f.title()).contains("Completion with error at client");
        });
    }

    @Test
    void clientThatCouldNotConnectFails() throws Exception {
        BenchReport r = BenchFixtures.analyze("perftest/perftest228-write-bw-connect-refused.txt");
        assertThat(r.verdicts()).singleElement().satisfies(v -> assertThat(v.run().status()).isEqualTo(RunStatus.FAILED));
        assertThat(r.findings()).singleElement().satisfies(f -> assertThat(f.title()).contains("Couldn't connect to 192.168.125.211:18515"));
    }

    @Test
    void bidirectionalIterationSweepOf400gAiNicIsJudgedAgainstBothDirections() throws Exception {
        BenchReport r = BenchFixtures.analyze(Optional.of("400G"), "perftest/amd-ionic-400g-write-bw-b-q4-a-gbits-cpufreq-client.txt");
        RunVerdict v = r.verdicts().get(0);
        assertThat(v.run().status()).isEqualTo(RunStatus.OK);
        assertThat(((PerftestBwRun) v.run()).header().field("CQE Poll Batch")).contains("16");
        assertThat(((PerftestBwRun) v.run()).header().field("CPU freq")).contains("3295[MHz]");
        assertThat(v.efficiency().getAsDouble()).isCloseTo(778.31 / 800, within(0.001));
        assertThat(r.findings()).isEmpty();
    }

    @Test
    void bidirectionalDurationRunOn100gbeIsOneDirectionAt98Percent() throws Exception {
        BenchReport r = BenchFixtures.analyze(Optional.of("100G"), "perftest/cx-100gbe-write-bw-b-D5-gbits-cpufreq-enhanced-reorder.txt");
        RunVerdict v = r.verdicts().get(0);
        assertThat(((PerftestBwRun) v.run()).header().field("Using Enhanced Reorder")).contains("OFF");
        assertThat(((PerftestBwRun) v.run()).header().field("CQE Poll Batch")).contains("Dynamic");
        assertThat(v.efficiency().getAsDouble()).isCloseTo(0.9802, within(0.0005));
        assertThat(r.findings()).isEmpty();
    }

    @Test
    void aBidirectionalRunWithoutPeakOrDurationWarningIsNotJudged() throws Exception {
        // -N prints BW peak 0.00 in iteration mode, where perftest sums both sides of a -b run; -D prints the same
        // 0.00 plus its warning, and each side its own direction (perftest_parameters.c, *_bw.c). Before: the
        // warning-less copy was taken for -D and judged against one direction (a -b -N run at half its
        // two-direction line rate read 98 %).
        TextSource real = BenchFixtures.source("perftest/cx-100gbe-write-bw-b-D5-gbits-cpufreq-enhanced-reorder.txt");
        TextSource cut = TextSource.of("cut.txt", String.join("\n", real.lines()).replace("WARNING: BW peak won't be measured in this run.\n", ""));
        BenchReport r = BenchAnalysis.analyze(List.of(cut), Optional.of(LineRate.parse("100G")));
        RunVerdict v = r.verdicts().get(0);
        assertThat(((PerftestBwRun) v.run()).durationMode()).isFalse();
        assertThat(v.efficiency()).isEmpty();
        assertThat(v.notJudged()).hasValueSatisfying(w -> assertThat(w).startsWith("BW peak 0.00 in a bidirectional run "
                + "without perftest's duration warning"));
        assertThat(r.findings()).extracting(f -> f.severity()).doesNotContain(Severity.FAIL, Severity.WARN);
        // one direction: the same either way, still taken as duration and judged
        TextSource oneWay = TextSource.of("one.txt", String.join("\n", cut.lines()).replace("RDMA_Write Bidirectional BW Test", "RDMA_Write BW Test"));
        RunVerdict one = BenchAnalysis.analyze(List.of(oneWay), Optional.of(LineRate.parse("100G"))).verdicts().get(0);
        assertThat(one.efficiency()).isPresent();
    }

    @Test
    void rdmaCmServerWithGpuMemoryAndTosKeepsItsTable() throws Exception {
        BenchReport r = BenchFixtures.analyze("perftest/a40-write-bw-rdmacm-q16-D60-cuda-dmabuf-gbits-server.txt");
        PerftestBwRun run = (PerftestBwRun) r.verdicts().get(0).run();
        assertThat(run.header().useCuda()).isTrue();
        assertThat(run.header().gpu()).contains("NVIDIA A40");
        assertThat(run.header().qps()).hasValue(16);
        assertThat(run.header().field("Data ex. method")).contains("rdma_cm");
        assertThat(run.header().field("TOS")).contains("41");
        assertThat(run.rows().get(0).bwAverage()).isEqualTo(181.46);
        assertThat(r.findings()).singleElement().satisfies(f -> assertThat(f.rule()).isEqualTo("perftest.mtu-small"));
    }

    @Test
    void perftestFailedStatusIsDecodedIntoItsIbvWcStatusName() throws Exception {
        BenchReport r = BenchFixtures.analyze("perftest/softiwarp27-send-bw-siw-retry-exceeded-one-line.txt");
        assertThat(r.verdicts()).singleElement().satisfies(v -> assertThat(v.run().status()).isEqualTo(RunStatus.FAILED));
        assertThat(r.findings()).singleElement().satisfies(f -> {
            assertThat(f.rule()).isEqualTo("bench.run-failed");
            assertThat(f.title()).contains("IBV_WC_RETRY_EXC_ERR (12), vendor error 0x81, at the client");
            assertThat(f.evidence().get(0).line()).hasValue(1);
            assertThat(String.join("\n", f.remediation())).contains("transport retry counter exceeded", "PFC/ECN");
        });
        BenchReport gpu = BenchFixtures.analyze("perftest/perftest173-a100-cuda-completion-error-no-header.txt");
        assertThat(gpu.findings()).singleElement().satisfies(f -> {
            assertThat(f.title()).contains("Completion with error at client", "IBV_WC_LOC_PROT_ERR (4), vendor error 0x51");
            assertThat(String.join("\n", f.remediation())).contains("nvidia_peermem", "rerun without --use_cuda");
        });
    }

    @Test
    void qpThatCouldNotReachRtrIsAFailedRunWithOrWithoutItsHeader() throws Exception {
        BenchReport bare = BenchFixtures.analyze("perftest/perftest393-write-bw-grh-required-modify-qp-rtr-no-header.txt");
        assertThat(bare.findings()).singleElement().satisfies(f -> {
            assertThat(f.rule()).isEqualTo("bench.run-failed");
            assertThat(f.title()).contains("Failed to modify QP 122273 to RTR");
        });
        BenchReport withHeader = BenchFixtures.analyze("perftest/k8srdma72-write-bw-gid-zero-modify-qp-rtr.txt");
        assertThat(withHeader.verdicts()).singleElement().satisfies(v -> assertThat(v.run().status()).isEqualTo(RunStatus.FAILED));
        assertThat(withHeader.findings()).anySatisfy(f -> assertThat(f.title()).contains("Failed to modify QP 59 to RTR"));
    }

    /**
     * Not a real paste (none public was found with the dump inside a perftest table): the k8s #72
     * header with the dump rdma-core's mlx5 provider prints for a failed CQE ({@code dump_cqe},
     * providers/mlx5/cq.c; these four words are from ofiwg/libfabric#4283, a remote access error).
     */
    @Test
    void mlx5CqeHexDumpInsideTheTableIsNotARow() throws Exception {
        String text = String.join("\n", " #bytes     #iterations    BW peak[MB/sec]    BW average[MB/sec]   MsgRate[Mpps]",
                "mlx5: cn10: got completion with error:", "00000000 00000000 00000000 00000000",
                "00000000 00000000 00000000 00000000", "00000002 00000000 00000000 00000000",
                "00000000 00008813 10012abe 0dd0c1d3", " Completion with error at client",
                " Failed status 10: wr_id 0 syndrom 0x88", "scnt=128, ccnt=0");
        PerftestOutput out = new PerftestBwParser().parse(io.rocekit.host.artifact.TextSource.of("dump.txt", text));
        PerftestBwRun run = out.bandwidth().get(0);
        assertThat(run.rows()).isEmpty();
        assertThat(run.status()).isEqualTo(RunStatus.FAILED);
        assertThat(io.rocekit.host.parse.perftest.PerftestCompletionError.in(run.errors())).get()
                .extracting(io.rocekit.host.parse.perftest.PerftestCompletionError::summary)
                .isEqualTo("IBV_WC_REM_ACCESS_ERR (10), vendor error 0x88, at the client");
    }
}
