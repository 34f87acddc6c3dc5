package io.rocekit.doctor.bench;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.doctor.bench.rate.LineCode;
import io.rocekit.doctor.bench.rate.PortRate;
import io.rocekit.doctor.bench.rate.PortRates;
import io.rocekit.host.artifact.TextSource;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Printed InfiniBand rates that are 8b/10b signalling rates, and those that are data rates. */
class LineCodeTest {
    @Test
    void qdrRate40OnAnInfiniBandPortCarries32GbpsOfData() {
        assertThat(LineCode.ofIbstat(40, "Rate: 40", true)).hasValueSatisfying(c -> assertThat(c.dataGbps()).isEqualTo(32.0));
        assertThat(LineCode.ofIbstat(20, "Rate: 20", true)).hasValueSatisfying(c -> assertThat(c.dataGbps()).isEqualTo(16.0));
    }

    @Test
    void fdr10FdrEdrAndEthernetRatesAreDataRates() {
        assertThat(LineCode.ofIbstat(40, "Rate: 40 (FDR10)", true)).isEmpty();
        assertThat(LineCode.ofIbstat(56, "Rate: 56", true)).isEmpty();
        assertThat(LineCode.ofIbstat(100, "Rate: 100", true)).isEmpty();
        assertThat(LineCode.ofIbstat(40, "Rate: 40", false)).isEmpty();
    }

    @Test
    void devinfoSpeedCodesTellQdrFromFdr10() {
        assertThat(LineCode.ofDevinfo(40, 10.0, " (4)", true)).isPresent();
        assertThat(LineCode.ofDevinfo(40, 10.0, " (8)", true)).isEmpty();
        assertThat(LineCode.ofDevinfo(10, 2.5, "", true)).isPresent();
        assertThat(LineCode.ofDevinfo(40, 10.0, "", true)).isEmpty();
        assertThat(LineCode.ofDevinfo(40, 10.0, " (4)", false)).isEmpty();
    }

    @Test
    void ibstatLinkLayerAfterTheRateDecides() {
        // teaker's ibstat (perftest/teaker-...): port 1 InfiniBand at 40, port 2 Ethernet at 10
        List<PortRate> r = PortRates.read(BenchFixtures.source("perftest/teaker-cx3-qdr-ibstat-tmux-write-bw-lat-a-mb-wrapped.txt"));
        assertThat(r).hasSize(2);
        assertThat(r.get(0).rateGbps()).isEqualTo(32.0);
        assertThat(r.get(0).lineCode()).isPresent();
        assertThat(r.get(1).rateGbps()).isEqualTo(10.0);
        assertThat(r.get(1).lineCode()).isEmpty();
    }

    @Test
    void devinfoVerboseQdrPortIsReducedAndEthernetIsNot() {
        TextSource s = TextSource.of("devinfo.txt", String.join("\n", "hca_id: mlx4_0", "\tport:\t1",
                "\t\tstate:\t\t\tPORT_ACTIVE (4)", "\t\tlink_layer:\t\tInfiniBand", "\t\tactive_width:\t\t4X (2)",
                "\t\tactive_speed:\t\t10.0 Gbps (4)", "\tport:\t2", "\t\tstate:\t\t\tPORT_ACTIVE (4)",
                "\t\tlink_layer:\t\tEthernet", "\t\tactive_width:\t\t4X (2)", "\t\tactive_speed:\t\t10.0 Gbps (4)", ""));
        List<PortRate> r = PortRates.read(s);
        assertThat(r).extracting(PortRate::rateGbps).containsExactly(32.0, 40.0);
    }
}
