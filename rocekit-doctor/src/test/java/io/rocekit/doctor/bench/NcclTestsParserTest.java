package io.rocekit.doctor.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.bench.BusBwFactor;
import io.rocekit.host.bench.NcclCollective;
import io.rocekit.host.bench.NcclTestsDevice;
import io.rocekit.host.bench.NcclTestsRow;
import io.rocekit.host.bench.NcclTestsRun;
import io.rocekit.host.bench.RunStatus;
import io.rocekit.host.parse.nccltests.NcclTestsParser;
import java.util.List;
import org.junit.jupiter.api.Test;

class NcclTestsParserTest {
    private static List<NcclTestsRun> parse(String path) throws ParseException {
        return new NcclTestsParser().parse(BenchFixtures.source(path)).runs();
    }

    private static NcclTestsRun one(String path) throws ParseException {
        List<NcclTestsRun> runs = parse(path);
        assertThat(runs).hasSize(1);
        return runs.get(0);
    }

    @Test
    void openMpiTagsAreStrippedAndElidedRowsKept() throws Exception {
        NcclTestsRun run = one("nccl-tests/awsome-p5-2node-efa-mpi-prefix-elided.txt");
        assertThat(run.rows()).hasSize(7);
        NcclTestsRow first = run.rows().get(0);
        assertThat(first.sizeBytes()).isZero();
        assertThat(first.redop()).contains("sum");
        assertThat(first.root()).hasValue(-1);
        NcclTestsRow last = run.rows().get(6);
        assertThat(last.sizeBytes()).isEqualTo(2147483648L);
        assertThat(last.count()).isEqualTo(536870912L);
        assertThat(last.outOfPlace().timeUs()).isEqualTo(9197.5);
        assertThat(last.outOfPlace().busBwGBps()).isEqualTo(437.79);
        assertThat(last.inPlace()).hasValueSatisfying(ip -> assertThat(ip.busBwGBps()).isEqualTo(437.89));
        assertThat(run.peakBusBwGBps()).hasValue(437.89);
        assertThat(run.avgBusBwGBps()).hasValue(52.9753);
        assertThat(run.outOfBounds()).hasValue(0);
        assertThat(run.elided()).isTrue();
        assertThat(run.status()).isEqualTo(RunStatus.OK);
        // nothing names the test: the table says AllReduce (sum, root -1, busbw/algbw = 1.875)
        assertThat(run.collective()).contains(NcclCollective.ALL_REDUCE);
        assertThat(run.testSource()).isEqualTo("table");
    }

    @Test
    void columnGroupsAreFoundWithoutTheBannerLine() throws Exception {
        NcclTestsRun run = one("nccl-tests/awsome-p5en-topology-aware-no-group-header-elided.txt");
        assertThat(run.rows()).extracting(NcclTestsRow::sizeBytes).containsExactly(8L, 16L, 17179869184L);
        NcclTestsRow eight = run.rows().get(0);
        assertThat(eight.outOfPlace().timeUs()).isEqualTo(983.2);
        assertThat(eight.inPlace()).hasValueSatisfying(ip -> assertThat(ip.timeUs()).isEqualTo(166.1));
        NcclTestsRow big = run.rows().get(2);
        assertThat(big.outOfPlace().timeUs()).isEqualTo(92173);
        assertThat(big.outOfPlace().busBwGBps()).isEqualTo(369.86);
        assertThat(big.inPlace().get().busBwGBps()).isEqualTo(369.42);
        assertThat(run.avgBusBwGBps()).hasValue(84.0569);
    }

    @Test
    void footerWithoutTrailingSpacesAndRowsOfLargeTimes() throws Exception {
        NcclTestsRun run = one("nccl-tests/hwnotes-a40-4gpu-sys-p2p-disabled-1g-8g.txt");
        assertThat(run.rows()).hasSize(4);
        assertThat(run.rows().get(0).outOfPlace().algBwGBps()).isEqualTo(0.96);
        assertThat(run.rows().get(0).outOfPlace().busBwGBps()).isEqualTo(1.44);
        assertThat(run.avgBusBwGBps()).hasValue(1.40216);
        assertThat(run.status()).isEqualTo(RunStatus.OK);
        assertThat(run.elided()).isFalse();
    }

    @Test
    void tableCutBeforeItsFooterIsPartial() throws Exception {
        NcclTestsRun run = one("nccl-tests/nccltests232-2node-1gpu-4nic-tree-partial.txt");
        assertThat(run.rows()).hasSize(5);
        assertThat(run.rows().get(4).inPlace().get().busBwGBps()).isEqualTo(41.52);
        assertThat(run.status()).isEqualTo(RunStatus.PARTIAL);
        assertThat(run.statusReason()).hasValueSatisfying(r -> assertThat(r).contains("without its footer"));
        assertThat(run.avgBusBwGBps()).isEmpty();
        // 2 ranks: busbw = algbw, the table cannot tell AllReduce's 2(n-1)/n from 1, but the operator can
        assertThat(run.collective()).contains(NcclCollective.ALL_REDUCE);
    }

    @Test
    void newPreambleWithGroupColumnAndPciDomains() throws Exception {
        NcclTestsRun run = one("nccl-tests/nccltests294-h100-2node-header-group-col-partial.txt");
        assertThat(run.setup().minBytes()).hasValue(134217728L);
        assertThat(run.setup().maxBytes()).hasValue(2147483648L);
        assertThat(run.setup().iters()).hasValue(10);
        assertThat(run.setup().validation()).hasValue(1);
        assertThat(run.setup().nGpus()).hasValue(1);
        assertThat(run.devices()).hasSize(12);
        NcclTestsDevice d = run.devices().get(8);
        assertThat(d.rank()).isEqualTo(8);
        assertThat(d.host()).isEqualTo("h100-4");
        assertThat(d.cudaDev()).isZero();
        assertThat(d.pciId()).isEqualTo("0002:00:01");
        assertThat(d.gpu()).isEqualTo("NVIDIA H100 80GB HBM3");
        assertThat(run.hostCount()).isEqualTo(2);
        assertThat(run.status()).isEqualTo(RunStatus.FAILED);
        assertThat(run.rows()).isEmpty();
    }

    @Test
    void interleavedNcclLogLinesDoNotDisturbTheTable() throws Exception {
        NcclTestsRun run = one("variants/nccltests-roce-2node-h100-gdr-off-with-log.txt");
        assertThat(run.collective()).contains(NcclCollective.ALL_REDUCE);
        assertThat(run.testSource()).isEqualTo("header");
        assertThat(run.setup().ncclVersion()).contains("2.19.3");
        assertThat(run.devices()).hasSize(16);
        assertThat(run.rows()).hasSize(14);
        assertThat(run.status()).isEqualTo(RunStatus.OK);
        assertThat(run.errors()).isEmpty();
    }

    @Test
    void blankRedopCellsOfOldAllGatherRead() throws Exception {
        NcclTestsRun run = one("variants/nccltests-allgather-2021-blank-redop.txt");
        assertThat(run.rows()).hasSize(9);
        assertThat(run.rows()).allSatisfy(r -> {
            assertThat(r.redop()).isEmpty();
            assertThat(r.root()).hasValue(-1);
        });
        // the file name says which
        assertThat(run.collective()).contains(NcclCollective.ALL_GATHER);
        assertThat(run.testSource()).isEqualTo("file name");
    }

    @Test
    void withNothingNamingItTheTableNarrowsTheCollectiveToItsFactor() throws Exception {
        TextSource s = BenchFixtures.source("variants/nccltests-allgather-2021-blank-redop.txt");
        NcclTestsRun run = new NcclTestsParser().parse(new TextSource("run7.log", 1, s.lines())).runs().get(0);
        assertThat(run.collective()).isEmpty();
        assertThat(run.factor()).contains(BusBwFactor.N_MINUS_1_OVER_N);
        assertThat(run.test()).isEqualTo("all_gather or alltoall");
        assertThat(run.testSource()).isEqualTo("table");
    }

    @Test
    void aFileNameSayingAllReduceDoesNotOverruleAnAllGatherTable() throws Exception {
        // real dstack all_gather output saved as all_reduce_results...: redop 'none', busbw/algbw 0.9375
        NcclTestsRun run = one("nccl-tests/all_reduce_results-dstack-a3mega-allgather-table.txt");
        assertThat(run.collective()).isEmpty();
        assertThat(run.factor()).contains(BusBwFactor.N_MINUS_1_OVER_N);
        assertThat(run.test()).isEqualTo("all_gather or alltoall");
        assertThat(run.testSource()).isEqualTo("table");
    }

    @Test
    void aFileNameTheTableFitsStillNamesTheCollective() throws Exception {
        TextSource s = BenchFixtures.source("nccl-tests/all_reduce_results-dstack-a3mega-allgather-table.txt");
        NcclTestsRun run = new NcclTestsParser().parse(new TextSource("a3mega-all_gather.txt", 1, s.lines())).runs().get(0);
        assertThat(run.collective()).contains(NcclCollective.ALL_GATHER);
        assertThat(run.testSource()).isEqualTo("file name");
    }

    @Test
    void bitwiseColumnsAndNoneOperator() throws Exception {
        NcclTestsRun run = one("variants/nccltests-alltoall-bitwise-4node.txt");
        assertThat(run.collective()).contains(NcclCollective.ALLTOALL);
        assertThat(run.devices()).hasSize(32);
        assertThat(run.rows()).hasSize(6);
        NcclTestsRow r = run.rows().get(5);
        assertThat(r.redop()).isEmpty();
        assertThat(r.outOfPlace().busBwGBps()).isEqualTo(48.85);
        assertThat(r.inPlace().get().timeUs()).isEqualTo(21230);
        assertThat(run.setup().ncclVersion()).contains("2.30.3");
    }

    @Test
    void oldErrorColumnWithNotApplicableCells() throws Exception {
        NcclTestsRun run = one("variants/nccltests-broadcast-2019-error-column-socket.txt");
        assertThat(run.collective()).contains(NcclCollective.BROADCAST);
        assertThat(run.testSource()).isEqualTo("command line");
        assertThat(run.rows()).hasSize(6);
        assertThat(run.rows()).allSatisfy(r -> {
            assertThat(r.redop()).isEmpty();
            assertThat(r.root()).hasValue(0);
            assertThat(r.outOfPlace().wrong()).isEmpty();
            assertThat(r.outOfPlace().wrongCell()).isEqualTo("N/A");
        });
        assertThat(run.setup().validation()).hasValue(0);
        // NCCL's warnings are kept, but they do not fail a run that printed its footer
        assertThat(run.errors()).hasSize(2);
        assertThat(run.status()).isEqualTo(RunStatus.OK);
    }

    @Test
    void ncclOneLayoutThatFailedBeforeAnyRow() throws Exception {
        NcclTestsRun run = one("variants/nccltests-nccl1-format-failed.txt");
        assertThat(run.status()).isEqualTo(RunStatus.FAILED);
        assertThat(run.statusReason()).hasValueSatisfying(r -> assertThat(r).contains("NCCL failure all_reduce.cu:95"));
        assertThat(run.devices()).hasSize(8);
        assertThat(run.setup().nGpus()).hasValue(8);
        assertThat(run.collective()).contains(NcclCollective.ALL_REDUCE);
    }

    @Test
    void failureAfterRowsKeepsThemAsPartial() throws Exception {
        NcclTestsRun run = one("variants/nccltests-allreduce-failure-after-rows.txt");
        assertThat(run.rows()).hasSize(4);
        assertThat(run.status()).isEqualTo(RunStatus.PARTIAL);
        assertThat(run.statusReason()).hasValueSatisfying(r -> assertThat(r)
                .contains("stopped after 4 rows").contains("Test NCCL failure common.cu:1204"));
    }

    @Test
    void srunLabelsAndLauncherNoiseAreSkippedAndACutRowNamed() throws Exception {
        NcclTestsRun run = one("variants/nccltests-srun-label-noise-cut-mid-row.txt");
        assertThat(run.devices()).extracting(NcclTestsDevice::host).containsExactly("worker-0", "worker-0", "worker-1", "worker-1");
        assertThat(run.rows()).extracting(NcclTestsRow::sizeBytes).containsExactly(1048576L, 2097152L, 4194304L);
        assertThat(run.status()).isEqualTo(RunStatus.PARTIAL);
        assertThat(run.statusReason()).hasValueSatisfying(r -> assertThat(r).contains("line 16"));
    }

    @Test
    void damagedCellInTheMiddleNamesItsLine() {
        assertThatThrownBy(() -> parse("variants/nccltests-malformed-row.txt"))
                .isInstanceOf(ParseException.class)
                .hasMessageStartingWith("bench/variants/nccltests-malformed-row.txt:7: expected an nccl-tests row")
                .hasMessageContaining("3x.25");
    }

    @Test
    void headersRepeatedByProcessesWithoutMpiFoldIntoOneRun() throws Exception {
        NcclTestsRun run = one("variants/nccltests-allreduce-built-without-mpi.txt");
        assertThat(run.devices()).hasSize(2);
        assertThat(run.duplicateRanks()).isTrue();
        assertThat(run.rows()).allSatisfy(r -> assertThat(r.outOfPlace().busBwGBps()).isZero());
    }

    @Test
    void pasteWhoseHashesMarkdownAteStillReads() throws Exception {
        NcclTestsRun run = one("variants/nccltests-markdown-stripped-single-rank.txt");
        assertThat(run.setup().maxBytes()).hasValue(16777216L);
        assertThat(run.devices()).singleElement().satisfies(d -> assertThat(d.gpu()).isEqualTo("NVIDIA A10G"));
        assertThat(run.rows()).hasSize(3);
        assertThat(run.rows().get(2).inPlace().get().algBwGBps()).isEqualTo(54119.41);
        assertThat(run.avgBusBwGBps()).hasValue(0.0);
        assertThat(run.outOfBounds()).hasValue(0);
        assertThat(run.status()).isEqualTo(RunStatus.OK);
        assertThat(run.collective()).contains(NcclCollective.ALL_REDUCE);
    }

    @Test
    void twoTestsInOneFileAreTwoRuns() throws Exception {
        String a = BenchFixtures.source("variants/nccltests-roce-2node-h100-gdr-off-with-log.txt").lines().stream()
                .reduce((x, y) -> x + "\n" + y).orElse("");
        String b = BenchFixtures.source("variants/nccltests-alltoall-bitwise-4node.txt").lines().stream()
                .reduce((x, y) -> x + "\n" + y).orElse("");
        List<NcclTestsRun> runs = new NcclTestsParser().parse(TextSource.of("both.txt", a + "\n" + b)).runs();
        assertThat(runs).extracting(NcclTestsRun::test).containsExactly("all_reduce", "alltoall");
        assertThat(runs.get(1).firstLine()).isGreaterThan(runs.get(0).firstLine());
    }

    @Test
    void collectiveNamesAndFileNames() {
        assertThat(NcclCollective.byName("all_reduce_perf")).contains(NcclCollective.ALL_REDUCE);
        assertThat(NcclCollective.byName("AllReduce")).contains(NcclCollective.ALL_REDUCE);
        assertThat(NcclCollective.byName("reduce_scatter_perf_mpi")).contains(NcclCollective.REDUCE_SCATTER);
        assertThat(NcclCollective.byName("sendrecv")).contains(NcclCollective.SENDRECV);
        assertThat(NcclCollective.byName("frobnicate")).isEmpty();
    }

    @Test
    void emptyTextGivesNoRuns() throws Exception {
        assertThat(new NcclTestsParser().parse(TextSource.of("e.txt", "")).runs()).isEmpty();
    }
}
