package io.rocekit.doctor.bench;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.core.finding.Severity;
import io.rocekit.doctor.bench.judge.RunVerdict;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.bench.PerftestBwRun;
import io.rocekit.host.bench.PerftestLatRun;
import io.rocekit.host.bench.RunStatus;
import io.rocekit.host.parse.perftest.PerftestBwParser;
import io.rocekit.host.parse.perftest.PerftestCompletionError;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** perftest output forms beyond one process's table, each on a public output (source in its {@code .meta.md}). */
class PerftestFormsTest {
    @Test
    void serverAndClientInterleavedInOneTerminalAreTwoRunsNotAFailure() throws Exception {
        BenchReport r = BenchFixtures.analyze("perftest/wayca-hns-send-write-bw-loopback-interleaved.txt");
        List<RunVerdict> v = r.verdicts();
        assertThat(v).hasSize(4).allSatisfy(x -> {
            assertThat(x.run().status()).isEqualTo(RunStatus.OK);
            assertThat(x.notJudged()).hasValueSatisfying(n -> assertThat(n).startsWith("loopback"));
            assertThat(x.notes()).anySatisfy(n -> assertThat(n).contains("two processes of this test printed into one terminal"));
        });
        assertThat(v).extracting(x -> x.run().test()).containsExactly("ib_send_bw", "ib_send_bw", "ib_write_bw", "ib_write_bw");
        assertThat(v).extracting(x -> x.run().firstLine()).containsExactly(8, 14, 64, 65);
        PerftestBwRun sendServer = (PerftestBwRun) v.get(0).run();
        PerftestBwRun sendClient = (PerftestBwRun) v.get(1).run();
        assertThat(sendServer.rows()).singleElement().satisfies(row -> assertThat(row.bwAverage()).isEqualTo(22724.01));
        assertThat(sendClient.rows()).singleElement().satisfies(row -> assertThat(row.bwAverage()).isEqualTo(22651.04));
        assertThat(sendClient.header().field("Data ex. method")).contains("Ethernet");
        assertThat(r.findings()).noneSatisfy(f -> assertThat(f.rule()).isEqualTo("bench.run-failed"));
        // the send server's BW peak 0.00 is perftest's noPeak on a server (send_bw.c), not -D: before, "duration mode"
        assertThat(sendServer.rows()).singleElement().satisfies(row -> assertThat(row.bwPeak()).isZero());
        assertThat(sendServer.durationMode()).isFalse();
        assertThat(v.get(0).notes()).anySatisfy(n -> assertThat(n).startsWith("the server side of ib_send_bw"))
                .noneSatisfy(n -> assertThat(n).startsWith("duration mode"));
    }

    @Test
    void twoSidesRowsPrintedOnOneLineAreTwoRows() throws Exception {
        BenchReport r = BenchFixtures.analyze("perftest/wayca-hns-send-bw-ud-loopback-rows-on-one-line.txt");
        assertThat(r.verdicts()).hasSize(2);
        PerftestBwRun first = (PerftestBwRun) r.verdicts().get(0).run();
        PerftestBwRun second = (PerftestBwRun) r.verdicts().get(1).run();
        assertThat(first.rows()).singleElement().satisfies(row -> assertThat(row.msgRateMpps()).hasValue(8.065242));
        assertThat(second.rows()).singleElement().satisfies(row -> assertThat(row.bwAverage()).isEqualTo(7630.57));
        assertThat(second.status()).isEqualTo(RunStatus.OK);
    }

    @Test
    void rawEthernetLatencyIsNamedAndHasNoRdmaPathMtu() throws Exception {
        BenchReport r = BenchFixtures.analyze("perftest/raw-ethernet-lat-mlx5-collapsed-blanks.txt");
        assertThat(r.verdicts()).singleElement().satisfies(v -> {
            PerftestLatRun run = (PerftestLatRun) v.run();
            assertThat(run.test()).isEqualTo("raw_ethernet_lat");
            assertThat(run.header().rawEthernet()).isTrue();
            assertThat(run.header().mtuBytes()).isEmpty();
            assertThat(run.header().field("Mtu")).contains("1518[B]");
            assertThat(run.header().field("Connection type")).contains("RawEth");
            assertThat(run.header().qps()).hasValue(1);
            assertThat(run.rows()).singleElement().satisfies(row -> assertThat(row.tTypical()).hasValue(0.85));
        });
        assertThat(r.findings()).isEmpty();
    }

    /**
     * The form of linux-rdma/perftest PR #342 ("make completion error outputs more descriptive"): the
     * status as ibv_wc_status_str() prints it (rdma-core libibverbs/enum_strs.c). The lines are those
     * of zrlio/softiwarp issue #27 (fixture softiwarp27-...) with the number replaced by that text.
     */
    @Test
    void statusPrintedAsTextDecodesLikeTheNumber() throws Exception {
        String numeric = BenchFixtures.source("perftest/softiwarp27-send-bw-siw-retry-exceeded-one-line.txt").lines().get(0);
        for (String status : List.of("transport retry counter exceeded", "transport retry counter exceeded (12)")) {
            String text = numeric.replace("Failed status 12:", "Failed status " + status + ":");
            var run = new PerftestBwParser().parse(TextSource.of("pr342.txt", text)).runs().get(0);
            assertThat(run.status()).isEqualTo(RunStatus.FAILED);
            assertThat(PerftestCompletionError.in(run.errors())).hasValueSatisfying(e -> {
                assertThat(e.status()).isEqualTo(12);
                assertThat(e.vendorErr()).isEqualTo(0x81);
                assertThat(e.side()).contains("client");
            });
        }
        var flushed = new PerftestBwParser().parse(TextSource.of("f.txt",
                " Completion with error at server\n Failed status Work Request Flushed Error: wr_id 0 syndrom 0xf9\n rcnt=0\n"));
        assertThat(PerftestCompletionError.in(flushed.runs().get(0).errors())).hasValueSatisfying(e -> assertThat(e.status()).isEqualTo(5));
        var unknown = new PerftestBwParser().parse(TextSource.of("u.txt",
                " Completion with error at client\n Failed status no such status text: wr_id 0 syndrom 0x81\n"));
        assertThat(unknown.runs().get(0).status()).isEqualTo(RunStatus.FAILED);
        assertThat(PerftestCompletionError.in(unknown.runs().get(0).errors())).isEmpty();
    }

    /**
     * rdma-core's ibv_wc_status_str() prints "unknown" for statuses it has no text for
     * (libibverbs/enum_strs.c: above IBV_WC_GENERAL_ERR), so where perftest before PR #342 printed
     * 'Failed status 22' (IBV_WC_TM_ERR) it now prints 'Failed status unknown'. After rows both are a
     * failed completion, FAIL bench.run-failed (the text form was a partial run without finding).
     */
    @Test
    void failedCompletionAfterRowsIsAFailedRunWhetherOrNotItsStatusDecodes() throws Exception {
        String numeric = String.join("\n", BenchFixtures.source("variants/perftest-write-bw-error-after-rows.txt").lines());
        for (String status : List.of("22", "unknown")) {
            String text = numeric.replace("Failed status 12:", "Failed status " + status + ":");
            BenchReport r = BenchAnalysis.analyze(List.of(TextSource.of("tm.txt", text)), Optional.empty());
            assertThat(r.verdicts()).singleElement().satisfies(v -> assertThat(((PerftestBwRun) v.run()).rows()).hasSize(2));
            assertThat(r.findings()).filteredOn(f -> f.rule().equals("bench.run-failed")).singleElement()
                    .satisfies(f -> assertThat(f.severity()).isEqualTo(Severity.FAIL));
        }
        String cut = numeric.replace(" Failed status 12: wr_id 0 syndrom 0x81\n", "");
        BenchReport noStatus = BenchAnalysis.analyze(List.of(TextSource.of("cut.txt", cut)), Optional.empty());
        assertThat(noStatus.findings()).noneSatisfy(f -> assertThat(f.rule()).isEqualTo("bench.run-failed"));
    }

    /** A run without rows has no percentiles for a reason other than its perftest version. */
    @Test
    void percentileCheckOfARunWithoutRowsSaysSo() throws Exception {
        BenchReport r = BenchFixtures.analyze("perftest/perftest393-write-bw-grh-required-modify-qp-rtr-no-header.txt");
        assertThat(r.verdicts()).singleElement().satisfies(v -> assertThat(v.checks()).singleElement()
                .satisfies(c -> assertThat(c.detail()).isEqualTo("no rows")));
    }

    @Test
    void outputLatencyFigureIsReadWithTheCommandAsItsHeader() throws Exception {
        BenchReport r = BenchFixtures.analyze("perftest/qingcloud-write-lat-D30-output-latency-figure-only.txt");
        assertThat(r.verdicts()).hasSize(2);
        assertThat(r.verdicts()).extracting(v -> v.run().firstLine()).containsExactly(7, 19);
        PerftestLatRun vm = (PerftestLatRun) r.verdicts().get(0).run();
        assertThat(vm.test()).isEqualTo("ib_write_lat");
        assertThat(vm.durationMode()).isTrue();
        assertThat(vm.rows()).singleElement().satisfies(row -> {
            assertThat(row.sizeBytes()).isEqualTo(2);
            assertThat(row.tAvg()).hasValue(1.846569);
            assertThat(row.tTypical()).isEmpty();
            assertThat(row.iterationsPrinted()).isEmpty();
        });
        assertThat(((PerftestLatRun) r.verdicts().get(1).run()).rows().get(0).tAvg()).hasValue(2.404708);
        assertThat(r.verdicts().get(0).notes()).anySatisfy(n -> assertThat(n).contains("--output=latency printed only the figure"));
    }

    @Test
    void outputBandwidthSweepTakesSizesFromTheCommand() throws Exception {
        String text = "$ ib_write_bw -a -F --report_gbits --output=bandwidth 10.0.0.2\n0.012345\n0.024690\n0.049380\n";
        var out = new PerftestBwParser().parse(TextSource.of("sweep.txt", text));
        assertThat(out.bandwidth()).singleElement().satisfies(run -> {
            assertThat(run.unit()).isEqualTo(io.rocekit.host.bench.BandwidthUnit.GB_PER_SEC);
            assertThat(run.rows()).extracting(x -> x.sizeBytes()).containsExactly(2L, 4L, 8L);
            assertThat(run.rows().get(2).bwAverage()).isEqualTo(0.049380);
            assertThat(run.rows().get(0).bwPeakPrinted()).isEmpty();
        });
    }

    @Test
    void olderLatencyTableOfFiveColumnsIsRead() throws Exception {
        BenchReport r = BenchFixtures.analyze("perftest/old-read-lat-5col-fdr-remote-access-error.txt");
        assertThat(r.verdicts()).singleElement().satisfies(v -> {
            PerftestLatRun run = (PerftestLatRun) v.run();
            assertThat(run.test()).isEqualTo("ib_read_lat");
            assertThat(run.status()).isEqualTo(RunStatus.PARTIAL);
            assertThat(run.rows()).hasSize(12);
            assertThat(run.rows().get(0)).satisfies(row -> {
                assertThat(row.tMin()).hasValue(2.29);
                assertThat(row.tMax()).hasValue(15.78);
                assertThat(row.tTypical()).hasValue(2.34);
                assertThat(row.tAvg()).isEmpty();
                assertThat(row.p99()).isEmpty();
            });
            assertThat(PerftestCompletionError.in(run.errors())).hasValueSatisfying(e -> assertThat(e.status()).isEqualTo(10));
        });
    }

    /**
     * {@code -b --report-both}: no public output of it was found, so the lines perftest prints after
     * the summed table ({@code printf(RESULT_LINE); printf("\\n Local results: \\n"); ...} in
     * linux-rdma/perftest src/write_bw.c) are appended to the real -b -a run of the AMD 400G fixture.
     */
    @Test
    void reportBothDirectionTablesKeepTheHeaderOfTheirRun() throws Exception {
        String real = String.join("\n", BenchFixtures.source("perftest/amd-ionic-400g-write-bw-b-q4-a-gbits-cpufreq-client.txt").lines());
        String d = "-".repeat(87);
        String cols = " #bytes     #iterations    BW peak[Gb/sec]    BW average[Gb/sec]   MsgRate[Mpps]";
        String row = " 8388608    20000           389.25             388.90   \t\t   0.005795";
        String text = real + "\n" + d + "\n\n Local results: \n" + d + "\n" + cols + "\n" + row + "\n" + d
                + "\n\n Remote results: \n" + d + "\n" + cols + "\n" + row + "\n";
        var out = new PerftestBwParser().parse(TextSource.of("report-both.txt", text));
        assertThat(out.bandwidth()).hasSize(3);
        assertThat(out.bandwidth().get(0).header().bidirectional()).isTrue();
        assertThat(out.bandwidth().subList(1, 3)).allSatisfy(run -> {
            assertThat(run.test()).isEqualTo("ib_write_bw");
            assertThat(run.header().bidirectional()).isFalse();
            assertThat(run.header().device()).contains("ionic_1");
            assertThat(run.rows()).singleElement().satisfies(x -> assertThat(x.bwAverage()).isEqualTo(388.90));
            assertThat(run.warnings()).anySatisfy(w -> assertThat(w.text()).startsWith("--report-both"));
        });
    }
}
