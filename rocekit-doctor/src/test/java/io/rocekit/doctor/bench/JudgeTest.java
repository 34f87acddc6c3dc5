package io.rocekit.doctor.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.rocekit.doctor.bench.judge.RunVerdict;
import io.rocekit.doctor.bench.judge.TableCheck;
import io.rocekit.doctor.bench.judge.Thresholds;
import io.rocekit.doctor.bench.rate.LineRate;
import io.rocekit.doctor.bench.rate.PortRate;
import io.rocekit.doctor.bench.rate.PortRates;
import io.rocekit.host.bench.BusBwFactor;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class JudgeTest {
    private static RunVerdict only(BenchReport r) {
        assertThat(r.verdicts()).hasSize(1);
        return r.verdicts().get(0);
    }

    private static TableCheck check(RunVerdict v, String prefix) {
        return v.checks().stream().filter(c -> c.name().startsWith(prefix)).findFirst().orElseThrow();
    }

    @Test
    void busBandwidthFactorsAsNcclTestsDefinesThem() {
        assertThat(BusBwFactor.TWO_N_MINUS_1_OVER_N.of(16)).isEqualTo(1.875);
        assertThat(BusBwFactor.TWO_N_MINUS_1_OVER_N.of(2)).isEqualTo(1.0);
        assertThat(BusBwFactor.N_MINUS_1_OVER_N.of(8)).isEqualTo(0.875);
        assertThat(BusBwFactor.ONE.of(64)).isEqualTo(1.0);
        assertThat(BusBwFactor.TWO_N_MINUS_1_OVER_N.ranksFor(1.5, 0.001)).hasValue(4);
        assertThat(BusBwFactor.N_MINUS_1_OVER_N.ranksFor(0.96875, 0.001)).hasValue(32);
        assertThat(BusBwFactor.ONE.ranksFor(1.0, 0.1)).isEmpty();
    }

    @Test
    void tableFiguresOfTheAwsFixtureAgreeAndTheRanksFollowFromThem() throws Exception {
        RunVerdict v = only(BenchFixtures.analyze("nccl-tests/awsome-p5-2node-efa-mpi-prefix-elided.txt"));
        assertThat(v.ranks()).hasValue(16);
        assertThat(v.ranksSource()).contains("busbw/algbw");
        assertThat(check(v, "algbw = size / time").passed()).isTrue();
        assertThat(check(v, "busbw = algbw x 2(n-1)/n").passed()).isTrue();
        // elided rows: the footer cannot be recomputed from what is shown
        assertThat(check(v, "Avg bus bandwidth").skipped()).isTrue();
        assertThat(v.achievedGbps().getAsDouble()).isCloseTo(437.89 * 8, within(1e-9));
    }

    @Test
    void footerEqualsTheMeanOfTheRowsWhenNothingIsElided() throws Exception {
        RunVerdict a40 = only(BenchFixtures.analyze("nccl-tests/hwnotes-a40-4gpu-sys-p2p-disabled-1g-8g.txt"));
        assertThat(check(a40, "Avg bus bandwidth").passed()).isTrue();
        assertThat(a40.ranks()).hasValue(4);
        assertThat(check(a40, "busbw = algbw x 2(n-1)/n = 1.5").passed()).isTrue();
        RunVerdict roce = only(BenchFixtures.analyze("variants/nccltests-roce-2node-h100-gdr-off-with-log.txt"));
        assertThat(check(roce, "Avg bus bandwidth").passed()).isTrue();
        assertThat(check(roce, "busbw").checked()).isEqualTo(28);
    }

    @Test
    void editedFigureIsCaughtByTheRecheck() throws Exception {
        var src = BenchFixtures.source("nccl-tests/hwnotes-a40-4gpu-sys-p2p-disabled-1g-8g.txt");
        List<String> lines = new java.util.ArrayList<>(src.lines());
        lines.set(3, lines.get(3).replace("0.96    1.44", "0.96    1.94"));
        BenchReport r = BenchAnalysis.analyze(List.of(new io.rocekit.host.artifact.TextSource("edited.txt", 1, lines)),
                Optional.empty());
        RunVerdict v = only(r);
        TableCheck bus = v.checks().stream().filter(c -> c.name().startsWith("busbw")).findFirst().orElseThrow();
        assertThat(bus.failed()).isEqualTo(2); // both column groups of the row
        assertThat(bus.failures()).singleElement().satisfies(e -> assertThat(e.line()).hasValue(4));
        assertThat(check(v, "Avg bus bandwidth").passed()).isFalse();
    }

    @Test
    void lineRateFromTheLogAndNicsFromNetIbUsing() throws Exception {
        RunVerdict v = only(BenchFixtures.analyze("variants/nccltests-roce-2node-h100-gdr-off-with-log.txt"));
        assertThat(v.lineRateGbps()).hasValue(400.0);
        assertThat(v.lineRateSource()).contains("NCCL log");
        assertThat(v.nics()).hasValue(8);
        assertThat(v.nodes()).hasValue(2);
        assertThat(v.efficiency().getAsDouble()).isCloseTo(275.64 * 8 / 3200, within(1e-9));
    }

    @Test
    void statedNicCountWinsAndOneGpuPerNodeUsesOneNic() throws Exception {
        // 4 NICs stated, but one GPU per node drives one NIC: 200 GB/s is not what this test can reach
        RunVerdict v = only(BenchFixtures.analyze(Optional.of("4x400G"), "nccl-tests/nccltests232-2node-1gpu-4nic-tree-partial.txt"));
        assertThat(v.ranks()).hasValue(2);
        assertThat(v.nics()).hasValue(1);
        assertThat(v.nicsSource()).contains("--line-rate 4x400G").contains("limited to 1");
        assertThat(v.efficiency().getAsDouble()).isCloseTo(41.52 * 8 / 400, within(1e-9));
        RunVerdict plain = only(BenchFixtures.analyze(Optional.of("400G"), "nccl-tests/nccltests232-2node-1gpu-4nic-tree-partial.txt"));
        assertThat(plain.nics()).hasValue(1);
        assertThat(plain.efficiency().getAsDouble()).isCloseTo(0.8304, within(1e-9));
    }

    @Test
    void statedNicsStandWhereThePeakProvesMoreThanOnePerGpuCarriedIt() throws Exception {
        // OCI BM.GPU4.8: 8 GPUs, 16 RDMA ports per node; the cap to 8 made this run 237.9 % "efficient"
        RunVerdict v = only(BenchFixtures.analyze(Optional.of("16x100G"), "nccl-tests/oci-oke-a100-2node-16rank-allreduce-mpijob.txt"));
        assertThat(v.nics()).hasValue(16);
        assertThat(v.nicsSource()).isEqualTo("--line-rate 16x100G");
        assertThat(v.efficiency().getAsDouble()).isCloseTo(237.94 * 8 / 1600, within(1e-9));
        assertThat(v.notes()).anyMatch(n -> n.startsWith("the peak (1903.5 Gb/s) is more than 8 NIC(s) at 100 Gb/s carry"));
    }

    @Test
    void aCollectiveThatFailsInsideItsRowIsAFailedRunNotAnUnreadableFile() throws Exception {
        RunVerdict v = only(BenchFixtures.analyze(Optional.empty(), "nccl-tests/nccltests355-h800-alltoall-deviceimpl-ima-mid-row.txt"));
        assertThat(v.run().status()).isEqualTo(io.rocekit.host.bench.RunStatus.FAILED);
        assertThat(v.notJudged()).hasValue("the run failed: no figures");
    }

    @Test
    void failureLinesAfterTheFooterDoNotMakeACompleteTablePartial() throws Exception {
        RunVerdict v = only(BenchFixtures.analyze(Optional.empty(), "nccl-tests/nccltests369-gh200-slingshot-2rank-wrong-oob-failed.txt"));
        assertThat(v.run().status()).isEqualTo(io.rocekit.host.bench.RunStatus.OK);
        assertThat(v.notes()).noneMatch(n -> n.contains("incomplete"));
    }

    @Test
    void unknownNicCountIsNotGuessedForLargeRuns() throws Exception {
        RunVerdict v = only(BenchFixtures.analyze(Optional.of("400G"), "nccl-tests/awsome-p5-2node-efa-mpi-prefix-elided.txt"));
        assertThat(v.efficiency()).isEmpty();
        assertThat(v.notJudged()).hasValueSatisfying(s -> assertThat(s).contains("8x400G"));
        RunVerdict stated = only(BenchFixtures.analyze(Optional.of("8x400G"), "nccl-tests/awsome-p5-2node-efa-mpi-prefix-elided.txt"));
        assertThat(stated.efficiency().getAsDouble()).isGreaterThan(1.0);
        assertThat(stated.notes()).anySatisfy(n -> assertThat(n).contains("above the NICs' line rate"));
    }

    @Test
    void perftestRateFromIbvDevinfoOfTheDeviceUnderTest() throws Exception {
        RunVerdict v = only(BenchFixtures.analyze("variants/perftest-write-bw-a-gbits-cx5-100g.txt",
                "variants/ibv-devinfo-v-cx5-100g-cx7-400g.txt"));
        assertThat(v.lineRateGbps()).hasValue(100.0);
        assertThat(v.lineRateSource()).contains("mlx5_0");
        assertThat(v.lineRateLine()).hasValueSatisfying(e -> assertThat(e.text()).startsWith("active_speed:"));
        assertThat(v.efficiency().getAsDouble()).isCloseTo(0.9246, within(1e-9));
        assertThat(check(v, "BW average = MsgRate x size").passed()).isTrue();
    }

    @Test
    void bidirectionalRunInDurationModeIsComparedWithOneDirection() throws Exception {
        // perftest adds both sides' reports only when it counts iterations (BidirectionalDurationTest)
        RunVerdict v = only(BenchFixtures.analyze(Optional.of("100G"), "variants/perftest-write-bw-bidir-duration.txt"));
        assertThat(v.nics()).hasValue(1);
        assertThat(v.efficiency().getAsDouble()).isCloseTo(93.14 / 100, within(1e-9));
    }

    @Test
    void perftestMegabytesAreBinary() throws Exception {
        RunVerdict v = only(BenchFixtures.analyze(Optional.of("400G"), "variants/perftest-write-bw-server-then-client-mib.txt"));
        assertThat(v.achievedGbps().getAsDouble()).isCloseTo(33498.71 * 1048576 * 8 / 1e9, within(1e-6));
    }

    @Test
    void messageRateTestIsNotJudgedOnBandwidth() throws Exception {
        RunVerdict v = only(BenchFixtures.analyze(Optional.of("100G"), "perftest/perftest273-write-postlist-8B-msgrate.txt"));
        assertThat(v.efficiency()).isEmpty();
        assertThat(v.notJudged()).hasValueSatisfying(s -> assertThat(s).contains("message-rate test"));
        // 0.48 Gb/s = 7.498617 Mpps x 8 B x 8 bit
        assertThat(check(v, "BW average = MsgRate x size").passed()).isTrue();
    }

    @Test
    void portRatesFromBothTools() {
        List<PortRate> devinfo = PortRates.read(BenchFixtures.source("variants/ibv-devinfo-v-cx5-100g-cx7-400g.txt"));
        assertThat(devinfo).extracting(PortRate::device, PortRate::rateGbps, PortRate::active)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("mlx5_0", 100.0, true),
                        org.assertj.core.groups.Tuple.tuple("mlx5_4", 400.0, true));
        List<PortRate> ibstat = PortRates.read(BenchFixtures.source("ibstat/mlx4-cx3-fdr-56-active.txt"));
        assertThat(ibstat).singleElement().satisfies(p -> {
            assertThat(p.device()).isEqualTo("mlx4_0");
            assertThat(p.rateGbps()).isEqualTo(56.0);
            assertThat(p.active()).isTrue();
        });
        // a devinfo without -v has no port rate: nothing, not a guess
        assertThat(PortRates.read(BenchFixtures.source("ibv-devinfo/ompi6184-cx5-verbose-tabs-mofed4-partial.txt"))).isEmpty();
        assertThat(PortRates.common(devinfo)).isEmpty();
    }

    @Test
    void lineRateForms() {
        assertThat(LineRate.parse("400G").perNicGbps()).isEqualTo(400.0);
        assertThat(LineRate.parse("400Gb/s").perNicGbps()).isEqualTo(400.0);
        assertThat(LineRate.parse("400 Gbps").perNicGbps()).isEqualTo(400.0);
        assertThat(LineRate.parse("100GbE").perNicGbps()).isEqualTo(100.0);
        assertThat(LineRate.parse("400000M").perNicGbps()).isEqualTo(400.0);
        assertThat(LineRate.parse("1.6T").perNicGbps()).isEqualTo(1600.0);
        assertThat(LineRate.parse("200").perNicGbps()).isEqualTo(200.0);
        LineRate n = LineRate.parse("8x400G");
        assertThat(n.nics()).hasValue(8);
        assertThat(n.perNicGbps()).isEqualTo(400.0);
        assertThatThrownBy(() -> LineRate.parse("fast")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("expected e.g. 400G");
        assertThatThrownBy(() -> LineRate.parse("0G")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> LineRate.parse("100x400G")).hasMessageContaining("1..64");
    }

    @Test
    void protocolCeilingOfRoceAndIb() {
        assertThat(Thresholds.protocolCeiling(4096, true)).isCloseTo(4096.0 / 4178, within(1e-12));
        assertThat(Thresholds.protocolCeiling(1024, true)).isCloseTo(0.926, within(0.001));
        assertThat(Thresholds.protocolCeiling(4096, false)).isCloseTo(0.9937, within(0.001));
    }
}
