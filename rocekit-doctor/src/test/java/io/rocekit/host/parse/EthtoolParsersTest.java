package io.rocekit.host.parse;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.doctor.Fixtures;
import io.rocekit.doctor.switchcfg.EvidenceReaders;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.detect.Identification;
import io.rocekit.host.model.PciAddress;
import io.rocekit.host.parse.ethtool.DriverInfo;
import io.rocekit.host.parse.ethtool.DriverInfoParser;
import io.rocekit.host.parse.ethtool.EthtoolSettings;
import io.rocekit.host.parse.ethtool.EthtoolSettingsParser;
import io.rocekit.host.parse.ethtool.NicStatistics;
import io.rocekit.host.parse.ethtool.NicStatisticsParser;
import org.junit.jupiter.api.Test;

class EthtoolParsersTest {
    private static final String ETHQ8 = "host/ethtool-stats/ethq8-cx4lx-mlx5-ethtool-i-and-S-partial.txt";
    private static final String GREP = "host/ethtool-stats/notes-cx4lx-grep-discards-and-pause-global-pause-sent-partial.txt";

    @Test
    void driverInfoOfTheCx4Lx() throws Exception {
        Identification id = EvidenceReaders.detector().identify(Fixtures.source(ETHQ8));
        DriverInfo d = new DriverInfoParser().parse(id.parts().get(0).text());
        assertThat(d.driver()).contains("mlx5_core");
        assertThat(d.version()).contains("5.0-0");
        assertThat(d.firmwareVersion()).contains("14.23.1020");
        assertThat(d.psid()).contains("MT_2420110034");
        assertThat(d.busInfo()).contains(new PciAddress(0, 0xaf, 0, 0));
    }

    @Test
    void statisticsOfTheCx4Lx() throws Exception {
        Identification id = EvidenceReaders.detector().identify(Fixtures.source(ETHQ8));
        NicStatistics s = new NicStatisticsParser().parse(id.parts().get(1).text());
        assertThat(s.counters()).hasSize(23);
        assertThat(s.counter("rx_packets").get().value()).isEqualTo(845320277L);
        assertThat(s.counter("tx_queue_stopped").get().value()).isZero();
        assertThat(s.counter("rx_packets").get().line().number()).isEqualTo(13);
        assertThat(s.counter("rx_out_of_buffer")).isEmpty(); // not in this part: absent, not 0
    }

    @Test
    void grepFragmentsWithABlankLineBetween() throws Exception {
        NicStatistics s = new NicStatisticsParser().parse(Fixtures.source(GREP));
        assertThat(s.counter("rx_out_of_buffer").get().value()).isZero();
        assertThat(s.counter("rx_discards_phy").get().value()).isZero();
        assertThat(s.counter("tx_global_pause").get().value()).isEqualTo(1266552L);
        assertThat(s.counter("tx_global_pause_duration").get().value()).isEqualTo(555665182L);
        assertThat(s.matching("rx_prio\\d_discards")).hasSize(8).allSatisfy(c -> assertThat(c.value()).isZero());
        assertThat(s.counter("tx_pause_storm_error_events").get().value()).isZero();
    }

    /**
     * Per-queue counters with a queue prefix, as bnx2x ({@code [0]: rx_bytes: N}, isc-projects/ethq #6)
     * and be2net ({@code rxq0: rx_bytes: N}, strizhechenko/netutils-linux #208) print them: before, the
     * bnx2x output was of no known kind and the be2net one an input error (exit 2).
     */
    @Test
    void perQueueCountersWithAQueuePrefix() throws Exception {
        Identification bnx = EvidenceReaders.detector().identify(Fixtures.source("extra/ethtool-stats/ethq6-bnx2x-bracket-queue-prefixed-partial.txt"));
        assertThat(bnx.singleKind()).isEqualTo(io.rocekit.host.artifact.ArtifactKind.ETHTOOL_STATS);
        NicStatistics b = new NicStatisticsParser().parse(bnx.parts().get(0).text());
        assertThat(b.counters()).hasSize(36);
        assertThat(b.counter("[1]: tx_bcast_packets").get().value()).isEqualTo(8249L);
        assertThat(b.counter("rx_discards")).isEmpty(); // only the queues' counters: no port total
        Identification be = EvidenceReaders.detector().identify(Fixtures.source("extra/ethtool-stats/netutils208-be2net-rxq-prefixed-partial.txt"));
        NicStatistics e = new NicStatisticsParser().parse(be.parts().get(0).text());
        assertThat(e.counter("rxq0: rx_bytes").get().value()).isEqualTo(176801830924270L);
        assertThat(e.counter("rx_in_range_errors").get().value()).isEqualTo(1430L);
        assertThat(e.counter("rx_bytes")).isEmpty();
    }

    @Test
    void statisticsErrorsNameTheLine() {
        assertThatThrownBy(() -> new NicStatisticsParser().parse(TextSource.of("s.txt",
                "NIC statistics:\n     rx_packets: 845320277\n     rx_bytes: 21957834x\n")))
                .hasMessage("s.txt:3: expected a counter value (unsigned integer) for rx_bytes, found '21957834x'");
        assertThatThrownBy(() -> new NicStatisticsParser().parse(TextSource.of("s.txt", "     rx_packets\n")))
                .hasMessage("s.txt:1: expected a counter line 'name: value' (ethtool -S), found '     rx_packets'");
    }

    @Test
    void settingsWithContinuationLines() throws Exception {
        EthtoolSettings s = new EthtoolSettingsParser().parse(Fixtures.source("extra/ethtool/rxe52-1000baset-full-speed.txt"));
        assertThat(s.interfaceName()).contains("eth0");
        assertThat(s.supportedLinkModes()).containsExactly("10baseT/Half", "10baseT/Full", "100baseT/Half",
                "100baseT/Full", "1000baseT/Full");
        assertThat(s.ratedSpeedMbps()).hasValue(1000);
        assertThat(s.speed()).hasValue(1000);
        assertThat(s.linkDetected()).contains(true);
        assertThat(s.autoNegotiation()).contains(true);
    }

    @Test
    void settingsOfALinkDownPort() throws Exception {
        EthtoolSettings s = new EthtoolSettingsParser().parse(Fixtures.source("extra/ethtool/openwrt22126-sfp-link-down.txt"));
        assertThat(s.speed()).isEmpty();
        assertThat(s.ratedSpeedMbps()).hasValue(10000);
        assertThat(s.linkDetected()).contains(false);
    }

    @Test
    void settingsErrors() {
        assertThatThrownBy(() -> new EthtoolSettingsParser().parse(TextSource.of("e.txt",
                "Settings for eth0:\n\tSpeed: 100000M\n")))
                .hasMessage("e.txt:2: expected a speed such as '400000Mb/s' or 'Unknown!', found '100000M'");
        assertThatThrownBy(() -> new DriverInfoParser().parse(TextSource.of("i.txt", "driver mlx5_core\n")))
                .hasMessage("i.txt:1: expected 'key: value' (ethtool -i), found 'driver mlx5_core'");
    }

    @Test
    void emptyInputsGiveEmptyModels() throws Exception {
        assertThat(new NicStatisticsParser().parse(TextSource.of("x", "")).counters()).isEmpty();
        assertThat(new EthtoolSettingsParser().parse(TextSource.of("x", "")).speed()).isEmpty();
        assertThat(new DriverInfoParser().parse(TextSource.of("x", "")).driver()).isEmpty();
    }
}
