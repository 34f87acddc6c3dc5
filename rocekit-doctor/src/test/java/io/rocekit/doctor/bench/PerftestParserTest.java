package io.rocekit.doctor.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.host.artifact.ArtifactKind;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.bench.BandwidthUnit;
import io.rocekit.host.bench.PerftestBwRow;
import io.rocekit.host.bench.PerftestBwRun;
import io.rocekit.host.bench.PerftestHeader;
import io.rocekit.host.bench.PerftestLatRow;
import io.rocekit.host.bench.PerftestLatRun;
import io.rocekit.host.bench.RunStatus;
import io.rocekit.host.parse.perftest.PerftestBwParser;
import io.rocekit.host.parse.perftest.PerftestLatParser;
import io.rocekit.host.parse.perftest.PerftestOutput;
import org.junit.jupiter.api.Test;

class PerftestParserTest {
    private static PerftestOutput parse(String path) throws ParseException {
        return new PerftestBwParser().parse(BenchFixtures.source(path));
    }

    @Test
    void parsersDeclareTheirKinds() {
        assertThat(new PerftestBwParser().kind()).isEqualTo(ArtifactKind.PERFTEST_BW);
        assertThat(new PerftestLatParser().kind()).isEqualTo(ArtifactKind.PERFTEST_LAT);
    }

    @Test
    void oldUseCudaOutputCutAfterTheConnectionLinesIsAFailedRunWithItsHeader() throws Exception {
        PerftestOutput out = parse("perftest/perftest-pr21-use-cuda-v100-roce-mtu1024-old.txt");
        assertThat(out.bandwidth()).hasSize(1);
        PerftestBwRun run = out.bandwidth().get(0);
        assertThat(run.test()).isEqualTo("ib_write_bw");
        assertThat(run.status()).isEqualTo(RunStatus.FAILED);
        assertThat(run.statusReason()).hasValueSatisfying(r -> assertThat(r).contains("no result rows"));
        assertThat(run.rows()).isEmpty();
        PerftestHeader h = run.header();
        assertThat(h.device()).contains("mlx5_2");
        assertThat(h.field("Transport type")).contains("IB");
        assertThat(h.linkType()).contains("Ethernet");
        assertThat(h.roce()).isTrue();
        assertThat(h.mtuBytes()).hasValue(1024);
        assertThat(h.field("GID index")).contains("3");
        assertThat(h.field("CQ Moderation")).contains("100");
        assertThat(h.field("rdma_cm QPs")).contains("OFF");
        // the 2018 header has none of the later lines
        assertThat(h.field("PCIe relax order")).isEmpty();
        assertThat(h.field("ibv_wr* API")).isEmpty();
        assertThat(h.field("TX depth")).isEmpty();
        // the old CUDA preamble ("There are 4 devices supporting CUDA, picking first...")
        assertThat(h.useCuda()).isTrue();
        assertThat(h.gpu()).contains("Tesla V100-SXM2-32GB");
        assertThat(h.field("local GID")).hasValueSatisfying(g ->
                assertThat(PerftestHeader.ipv4OfGid(g)).contains("10.0.21.3"));
    }

    @Test
    void postListMessageRateRowWithTabsReadsEveryColumn() throws Exception {
        PerftestBwRun run = parse("perftest/perftest273-write-postlist-8B-msgrate.txt").bandwidth().get(0);
        assertThat(run.test()).isEqualTo("ib_write_bw");
        assertThat(run.header().title()).hasValueSatisfying(t -> assertThat(t.text()).isEqualTo("RDMA_Write Post List BW Test"));
        assertThat(run.header().field("Post List")).contains("128");
        assertThat(run.header().field("CQ Moderation")).contains("128");
        assertThat(run.header().field("PCIe relax order")).contains("Unsupported");
        assertThat(run.header().field("ibv_wr* API")).contains("OFF");
        assertThat(run.header().field("GID index")).contains("2");
        assertThat(run.header().device()).contains("ib0");
        assertThat(run.unit()).isEqualTo(BandwidthUnit.GB_PER_SEC);
        assertThat(run.rows()).hasSize(1);
        PerftestBwRow r = run.rows().get(0);
        assertThat(r.sizeBytes()).isEqualTo(8);
        assertThat(r.iterations()).isEqualTo(224958464L);
        assertThat(r.bwPeak()).isEqualTo(0.0);
        assertThat(r.bwAverage()).isEqualTo(0.48);
        assertThat(r.msgRateMpps()).hasValue(7.498617);
        assertThat(r.line().line()).hasValue(18);
        assertThat(run.durationMode()).isTrue();
        assertThat(run.status()).isEqualTo(RunStatus.OK);
    }

    @Test
    void newerTwoPairHeaderAndFullSweepInGbits() throws Exception {
        PerftestBwRun run = parse("variants/perftest-write-bw-a-gbits-cx5-100g.txt").bandwidth().get(0);
        assertThat(run.header().field("Lock-free")).contains("OFF");
        assertThat(run.header().field("Using DDP")).contains("OFF");
        assertThat(run.header().field("CQE Poll Batch")).contains("16");
        assertThat(run.header().field("PCIe relax order")).contains("ON");
        assertThat(run.header().field("Connection type")).contains("RC");
        assertThat(run.header().field("Using SRQ")).contains("OFF");
        assertThat(run.rows()).hasSize(23);
        assertThat(run.rows().get(0).sizeBytes()).isEqualTo(2);
        assertThat(run.rows().get(22).sizeBytes()).isEqualTo(8388608);
        assertThat(run.rows().get(22).bwAverage()).isEqualTo(92.46);
        assertThat(run.status()).isEqualTo(RunStatus.OK);
        assertThat(run.durationMode()).isFalse();
    }

    @Test
    void silentServerSideIsNotARunAndTheClientInMiBIs() throws Exception {
        PerftestOutput out = parse("variants/perftest-write-bw-server-then-client-mib.txt");
        assertThat(out.runs()).hasSize(1);
        PerftestBwRun run = out.bandwidth().get(0);
        assertThat(run.firstLine()).isEqualTo(29);
        assertThat(run.unit()).isEqualTo(BandwidthUnit.MIB_PER_SEC);
        assertThat(run.unit().toGbps(run.rows().get(0).bwAverage())).isCloseTo(281.0, org.assertj.core.data.Offset.offset(0.1));
        assertThat(run.header().field("TX depth")).contains("128");
    }

    @Test
    void warningsBetweenColumnHeaderAndRowAreSkippedAndKept() throws Exception {
        PerftestLatRun run = parse("variants/perftest-read-lat-roce-cpufreq-noise.txt").latency().get(0);
        assertThat(run.test()).isEqualTo("ib_read_lat");
        assertThat(run.header().field("Outstand reads")).contains("16");
        assertThat(run.rows()).hasSize(1);
        PerftestLatRow r = run.rows().get(0);
        assertThat(r.sizeBytes()).isEqualTo(2);
        assertThat(r.iterations()).isEqualTo(1000);
        assertThat(r.tMin()).hasValue(4.70);
        assertThat(r.tMax()).hasValue(13.20);
        assertThat(r.tTypical()).hasValue(4.83);
        assertThat(r.tAvg()).hasValue(4.82);
        assertThat(r.tStdev()).hasValue(0.18);
        assertThat(r.p99()).hasValue(5.21);
        assertThat(r.p999()).hasValue(13.20);
        assertThat(run.warnings()).hasSize(2).allSatisfy(w -> assertThat(w.text()).contains("Conflicting CPU frequency"));
        assertThat(run.status()).isEqualTo(RunStatus.OK);
    }

    @Test
    void bidirectionalDurationRunIsMarkedSo() throws Exception {
        PerftestBwRun run = parse("variants/perftest-write-bw-bidir-duration.txt").bandwidth().get(0);
        assertThat(run.header().bidirectional()).isTrue();
        assertThat(run.durationMode()).isTrue();
        assertThat(run.warnings()).anySatisfy(w -> assertThat(w.text()).contains("BW peak won't be measured"));
        assertThat(run.rows().get(0).bwAverage()).isEqualTo(93.14);
    }

    @Test
    void mpiTaggedSweepEndingEarlyIsPartial() throws Exception {
        PerftestBwRun run = parse("variants/perftest-send-bw-mpi-tagged-sweep-cut.txt").bandwidth().get(0);
        assertThat(run.test()).isEqualTo("ib_send_bw");
        assertThat(run.header().linkType()).contains("IB");
        assertThat(run.unit()).isEqualTo(BandwidthUnit.MB_PER_SEC);
        assertThat(run.rows()).hasSize(16);
        assertThat(run.status()).isEqualTo(RunStatus.PARTIAL);
        assertThat(run.statusReason()).hasValueSatisfying(r -> assertThat(r).contains("65536"));
    }

    @Test
    void errorAfterRowsKeepsTheRowsAndIsPartial() throws Exception {
        PerftestBwRun run = parse("variants/perftest-write-bw-error-after-rows.txt").bandwidth().get(0);
        assertThat(run.rows()).extracting(PerftestBwRow::sizeBytes).containsExactly(65536L, 131072L);
        assertThat(run.status()).isEqualTo(RunStatus.PARTIAL);
        assertThat(run.statusReason()).hasValueSatisfying(r -> assertThat(r).contains("stopped after 2 rows"));
        assertThat(run.errors()).extracting(e -> e.text())
                .contains("Completion with error at client", "Failed status 12: wr_id 0 syndrom 0x81");
        assertThat(run.header().qps()).hasValue(4);
    }

    @Test
    void clientThatNeverConnectedIsOneFailedRunNamedByItsCommand() throws Exception {
        PerftestOutput out = parse("variants/perftest-write-bw-connect-failed.txt");
        assertThat(out.runs()).hasSize(1);
        PerftestBwRun run = out.bandwidth().get(0);
        assertThat(run.test()).isEqualTo("ib_write_bw");
        assertThat(run.status()).isEqualTo(RunStatus.FAILED);
        assertThat(run.statusReason()).hasValueSatisfying(r -> assertThat(r).contains("Couldn't connect to 10.2.0.22:18515"));
    }

    @Test
    void damagedCellInTheMiddleOfATableNamesItsLine() {
        assertThatThrownBy(() -> parse("variants/perftest-lat-malformed-row.txt"))
                .isInstanceOf(ParseException.class)
                .hasMessageContaining("bench/variants/perftest-lat-malformed-row.txt:15")
                .hasMessageContaining("t_min t_max t_typical")
                .hasMessageContaining("3.9x");
    }

    @Test
    void rowCutAtTheEndOfThePasteMakesThePreviousRowsPartial() throws Exception {
        String text = "                    RDMA_Write BW Test\n"
                + " Link type       : Ethernet\n"
                + " #bytes     #iterations    BW peak[Gb/sec]    BW average[Gb/sec]   MsgRate[Mpps]\n"
                + " 65536      5000             92.58              92.55               0.176525\n"
                + " 131072     5000             92.6";
        PerftestOutput out = new PerftestBwParser().parse(TextSource.of("cut.txt", text));
        PerftestBwRun run = out.bandwidth().get(0);
        assertThat(run.rows()).hasSize(1);
        assertThat(run.status()).isEqualTo(RunStatus.PARTIAL);
        assertThat(run.statusReason()).hasValueSatisfying(r -> assertThat(r).contains("line 5"));
    }

    @Test
    void latencyDurationModeHasOnlyAverageAndRate() throws Exception {
        String text = "---------------------------------------------------------------------------------------\n"
                + "                    RDMA_Write Latency Test\n"
                + " Link type       : IB\n"
                + "---------------------------------------------------------------------------------------\n"
                + " #bytes        #iterations       t_avg[usec]    tps average\n"
                + " 2             5218040          0.96           1043608.00\n"
                + "---------------------------------------------------------------------------------------\n";
        PerftestLatRun run = new PerftestLatParser().parse(TextSource.of("d.txt", text)).latency().get(0);
        assertThat(run.durationMode()).isTrue();
        assertThat(run.rows().get(0).tAvg()).hasValue(0.96);
        assertThat(run.rows().get(0).tps()).hasValue(1043608.00);
        assertThat(run.rows().get(0).tTypical()).isEmpty();
        assertThat(run.rows().get(0).typicalOrAverage()).hasValue(0.96);
    }

    @Test
    void emptyAndUnrelatedTextGiveNoRuns() throws Exception {
        assertThat(new PerftestBwParser().parse(TextSource.of("e.txt", "")).runs()).isEmpty();
        assertThat(new PerftestBwParser().parse(TextSource.of("n.txt", "hello\nworld: 1\n")).runs()).isEmpty();
    }

    @Test
    void gidDecodingOnlyAcceptsIpv4MappedGids() {
        assertThat(PerftestHeader.ipv4OfGid("00:00:00:00:00:00:00:00:00:00:255:255:192:168:03:227")).contains("192.168.3.227");
        assertThat(PerftestHeader.ipv4OfGid("254:128:00:00:00:00:00:00:65:153:129:16:120:165:110:231")).isEmpty();
        assertThat(PerftestHeader.ipv4OfGid("garbage")).isEmpty();
    }

    /** perftest built with ROCm (--use_rocm): GPU memory, as with --use_cuda (was read as host memory). */
    @Test
    void rocmBuffersAreGpuMemoryWithTheirGpuNamed() throws Exception {
        PerftestOutput out = parse("perftest/amd-ainic-mi355x-write-bw-use-rocm-a-mib-server-client.txt");
        assertThat(out.bandwidth()).isNotEmpty().allSatisfy(run -> {
            assertThat(run.header().useCuda()).isTrue();
            assertThat(run.header().roce()).isTrue();
        });
        assertThat(out.bandwidth()).anySatisfy(run -> assertThat(run.header().gpu()).hasValue("AMD Instinct MI355X"));
    }
}
