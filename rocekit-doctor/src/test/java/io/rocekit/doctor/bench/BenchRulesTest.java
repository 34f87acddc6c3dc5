package io.rocekit.doctor.bench;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The rules as data: each case is inputs, a stated line rate (or none), and exactly the findings
 * expected as {@code rule SEVERITY}. Cases where nothing may fire are listed too.
 */
class BenchRulesTest {
    static Stream<Arguments> cases() {
        return Stream.of(
                c("perftest/perftest-pr21-use-cuda-v100-roce-mtu1024-old.txt", null, "perftest.mtu-small WARN"),
                c("perftest/perftest273-write-postlist-8B-msgrate.txt", "100G"),
                c("variants/perftest-write-bw-a-gbits-cx5-100g.txt|variants/ibv-devinfo-v-cx5-100g-cx7-400g.txt", null),
                c("variants/perftest-write-bw-server-then-client-mib.txt", "400G", "bench.below-line-rate WARN"),
                c("variants/perftest-write-bw-bidir-duration.txt", "100G"),
                c("variants/perftest-write-bw-bidir-duration.txt", "200G", "bench.below-line-rate FAIL"),
                c("variants/perftest-read-lat-roce-cpufreq-noise.txt", null),
                // a latency run has no goodput for an MTU to cap: only its latency is judged
                c("variants/perftest-send-lat-rxe-slow.txt", null, "perftest.latency-high WARN"),
                c("variants/perftest-write-bw-error-after-rows.txt", "400G", "bench.below-line-rate FAIL",
                        "bench.run-failed FAIL"),
                c("variants/perftest-send-bw-mpi-tagged-sweep-cut.txt", "200G"),
                c("variants/perftest-write-bw-connect-failed.txt", "400G", "bench.run-failed FAIL"),
                c("nccl-tests/awsome-p5-2node-efa-mpi-prefix-elided.txt", null),
                c("nccl-tests/awsome-p5-2node-efa-mpi-prefix-elided.txt", "8x400G"),
                c("nccl-tests/awsome-p5en-topology-aware-no-group-header-elided.txt", null),
                c("nccl-tests/hwnotes-a40-4gpu-sys-p2p-disabled-1g-8g.txt", null, "bench.below-line-rate WARN"),
                c("nccl-tests/nccltests232-2node-1gpu-4nic-tree-partial.txt", null),
                c("nccl-tests/nccltests232-2node-1gpu-4nic-tree-partial.txt", "400G", "bench.below-line-rate WARN"),
                c("nccl-tests/nccltests294-h100-2node-header-group-col-partial.txt", "400G"),
                c("nccl-debug-log/nccl398-efa-unsupported-falls-back-socket.txt", null, "nccl.socket-transport FAIL"),
                c("nccl-debug-log/nccl1357-h100-net-ib-sharp-ibext.txt", null, "nccl.fewer-nics-than-gpus WARN"),
                c("variants/nccltests-roce-2node-h100-gdr-off-with-log.txt", null,
                        "bench.below-line-rate FAIL", "nccl.gdr-disabled FAIL"),
                c("variants/nccltests-roce-2node-h100-tuned-with-log.txt", null),
                c("variants/nccltests-allgather-2021-blank-redop.txt", "400G", "bench.below-line-rate FAIL"),
                c("variants/nccltests-allreduce-failure-after-rows.txt", "400G", "bench.below-line-rate WARN"),
                c("variants/nccltests-allreduce-built-without-mpi.txt", "400G", "bench.single-rank WARN"),
                c("variants/nccltests-allreduce-wrong-results.txt", "400G", "bench.wrong-results FAIL"),
                c("variants/nccltests-broadcast-2019-error-column-socket.txt", null,
                        "bench.below-line-rate WARN", "nccl.socket-transport FAIL"),
                c("variants/nccltests-nccl1-format-failed.txt", "100G", "bench.run-failed FAIL"),
                c("variants/nccltests-markdown-stripped-single-rank.txt", "100G", "bench.single-rank WARN"),
                c("variants/nccltests-srun-label-noise-cut-mid-row.txt", null),
                c("variants/nccllog-ib-disabled-socket-channels.txt", null, "nccl.socket-transport FAIL"),
                c("variants/nccllog-gdr-no-module.txt", null, "nccl.gdr-disabled FAIL", "nccl.fewer-nics-than-gpus WARN"),
                c("variants/nccllog-rdma-plugin-dmabuf-nic-only-gdr-disabled.txt", null, "nccl.gdr-disabled FAIL"),
                c("variants/nccltests-allreduce-ib-completion-error.txt", "400G", "bench.run-failed FAIL"));
    }

    private static Arguments c(String files, String rate, String... expected) {
        return Arguments.of(files, rate, List.of(expected));
    }

    @ParameterizedTest(name = "{0} --line-rate {1} -> {2}")
    @MethodSource("cases")
    void findingsAreExactlyTheExpectedOnes(String files, String rate, List<String> expected) throws Exception {
        BenchReport r = BenchFixtures.analyze(Optional.ofNullable(rate), files.split("\\|"));
        assertThat(r.findings()).extracting(f -> f.rule() + " " + f.severity())
                .containsExactlyInAnyOrderElementsOf(expected);
        for (Finding f : r.findings()) {
            assertThat(f.evidence()).as("evidence of %s", f.rule()).isNotEmpty();
            assertThat(f.remediation()).as("remediation of %s", f.rule()).isNotEmpty();
            assertThat(f.reference()).isNotBlank();
        }
    }

    @Test
    void everyRuleHasMetadataWithAStableId() {
        List<RuleInfo> infos = BenchAnalysis.rules();
        assertThat(infos).extracting(RuleInfo::id).containsExactly("bench.run-failed", "bench.below-line-rate", "bench.wrong-results",
                "bench.single-rank", "nccl.socket-transport", "nccl.gdr-disabled", "nccl.fewer-nics-than-gpus",
                "perftest.latency-high", "perftest.mtu-small");
        assertThat(infos).allSatisfy(i -> assertThat(i.source()).isNotBlank());
    }

    @Test
    void belowLineRateShowsTheFigureTheRateAndWhereEachCameFrom() throws Exception {
        Finding f = only(BenchFixtures.analyze("variants/nccltests-roce-2node-h100-gdr-off-with-log.txt"), "bench.below-line-rate");
        assertThat(f.title()).contains("68.9 %").contains("8 x 400 Gb/s = 3200 Gb/s");
        assertThat(f.evidence()).extracting(Object::toString)
                .anySatisfy(e -> assertThat(e).contains(":60:").contains("275.64"))
                .anySatisfy(e -> assertThat(e).contains("speed=400000"))
                .anySatisfy(e -> assertThat(e).contains("efficiency 68.9 %"));
        // causes: what the log shows first, then the troubleshooting table in its order
        List<String> fix = f.remediation();
        assertThat(fix.get(0)).startsWith("Seen in this input: GPUDirect RDMA is off");
        int[] rows = fix.stream().filter(s -> s.startsWith("troubleshooting row"))
                .mapToInt(s -> Character.getNumericValue(s.charAt("troubleshooting row ".length()))).toArray();
        assertThat(rows).containsExactly(1, 2, 3, 4);
        assertThat(fix.indexOf(fix.stream().filter(s -> s.startsWith("troubleshooting")).findFirst().get()))
                .isGreaterThan(fix.lastIndexOf(fix.stream().filter(s -> s.startsWith("Seen")).reduce((a, b) -> b).get()));
    }

    /** A host-memory perftest run crosses no GPU-NIC path and registers no GPU memory: rows 1 and 3 do not apply. */
    @Test
    void hostMemoryPerftestListsOnlyTheNetworkRows() throws Exception {
        Finding f = only(BenchFixtures.analyze(Optional.of("400G"), "variants/perftest-write-bw-server-then-client-mib.txt"),
                "bench.below-line-rate");
        assertThat(f.remediation()).filteredOn(s -> s.startsWith("troubleshooting row"))
                .extracting(s -> s.substring(0, 21)).containsExactly("troubleshooting row 2", "troubleshooting row 4");
    }

    @Test
    void thresholdsSeparateWarnFromFail() throws Exception {
        // 281.0 Gb/s of 400: 70.25 % is WARN, at 402 Gb/s it would be FAIL (69.9 %)
        Finding warn = only(BenchFixtures.analyze(Optional.of("400G"), "variants/perftest-write-bw-server-then-client-mib.txt"),
                "bench.below-line-rate");
        assertThat(warn.severity()).isEqualTo(Severity.WARN);
        assertThat(warn.title()).contains("70.3 %");
        Finding fail = only(BenchFixtures.analyze(Optional.of("402G"), "variants/perftest-write-bw-server-then-client-mib.txt"),
                "bench.below-line-rate");
        assertThat(fail.severity()).isEqualTo(Severity.FAIL);
        assertThat(fail.remediation()).anySatisfy(s -> assertThat(s).contains("single QP"));
    }

    @Test
    void socketFindingNamesTheSettingThatCausedIt() throws Exception {
        Finding f = only(BenchFixtures.analyze("variants/nccllog-ib-disabled-socket-channels.txt"), "nccl.socket-transport");
        assertThat(f.title()).contains("moved data over TCP sockets");
        assertThat(f.remediation().get(0)).contains("NCCL_IB_DISABLE set by environment to 1").contains("unset");
        assertThat(f.evidence()).extracting(Object::toString).anySatisfy(e -> assertThat(e).contains("4 channel connection(s)"));
    }

    @Test
    void latencyFindingListsTheSoftwareDeviceAndTheTableRowsOfLatency() throws Exception {
        Finding f = only(BenchFixtures.analyze("variants/perftest-send-lat-rxe-slow.txt"), "perftest.latency-high");
        assertThat(f.title()).contains("7.92 us").contains("3.96x").contains("RoCE");
        assertThat(f.remediation()).anySatisfy(s -> assertThat(s).contains("software RDMA device rxe1"));
        assertThat(f.remediation()).anySatisfy(s -> assertThat(s).contains("99.9th percentile"));
        assertThat(f.remediation()).filteredOn(s -> s.startsWith("troubleshooting"))
                .extracting(s -> s.substring(0, 21)).containsExactly("troubleshooting row 2", "troubleshooting row 4");
    }

    @Test
    void oneGpuPerNodeIsNotToldItsIntraNodeTrafficWentThroughHostMemory() throws Exception {
        // two DGX Spark, one GPU each: no intra-node traffic to blame for a low busbw
        BenchReport r = BenchFixtures.analyze(Optional.empty(), "nccl-tests/spark-gb10-2node-allgather-qsfp-3runs-fec.txt");
        assertThat(r.findings()).allSatisfy(f -> assertThat(String.join("\n", f.remediation()) + f.evidence())
                .doesNotContain("intra-node traffic too went through host memory"));
    }

    @Test
    void aPerftestRunBelowTheFloorIsNotSaidToHaveMissedRdma() throws Exception {
        // two DGX Spark rails at 13 Gb/s: ib_write_bw is RDMA by construction
        BenchReport r = BenchFixtures.analyze(Optional.empty(), "perftest/spark-gb10-cx7-write-bw-2rails-13g-rows-only.txt");
        Finding f = only(r, "bench.below-line-rate");
        assertThat(f.severity()).isEqualTo(Severity.WARN);
        assertThat(f.title()).contains("reached only 13.3 Gb/s, below 25 Gb/s").contains("perftest moves its data over RDMA")
                .doesNotContain("no RDMA");
    }

    private static Finding only(BenchReport r, String rule) {
        List<Finding> f = r.findings().stream().filter(x -> x.rule().equals(rule)).toList();
        assertThat(f).as("findings of %s in %s", rule, Arrays.toString(r.findings().toArray())).hasSize(1);
        return f.get(0);
    }

    @Test
    void aNicThatAcceptsDmaBufIsNotBlamedWhenTheGpuSideIsMissing() throws Exception {
        BenchReport r = BenchFixtures.analyze(Optional.empty(), "variants/nccllog-rdma-plugin-dmabuf-nic-only-gdr-disabled.txt");
        var f = r.findings().stream().filter(x -> x.rule().equals("nccl.gdr-disabled")).findFirst().orElseThrow();
        assertThat(f.evidence()).anyMatch(e -> e.text().contains("GPU Direct RDMA (DMABUF) enabled for HCA 0 'rocep1s0f0"));
        assertThat(f.remediation()).anyMatch(x -> x.contains("the NIC accepts DMA-BUF")
                && x.contains("no 'DMA-BUF is available on GPU device' line"));
        assertThat(f.remediation()).noneMatch(x -> x.contains("neither a peer-memory module nor DMA-BUF on this NIC"));
    }
}
