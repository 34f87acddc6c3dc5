package io.rocekit.monitor.rate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.rocekit.monitor.sample.Sample;
import io.rocekit.monitor.sample.Sampler;
import io.rocekit.monitor.testing.RateProbe;
import io.rocekit.monitor.testing.RoceTree;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A RoCE port's counters advanced over time give the right rates, through wraps, resets and saturation. */
class RoceTreeRatesTest {
    @TempDir
    Path dir;
    RoceTree tree;
    RateProbe probe;

    @BeforeEach
    void setUp() {
        tree = new RoceTree(dir);
        probe = new RateProbe(tree);
    }

    private SampleRates advance(double seconds, Runnable change) {
        return probe.over(seconds, change);
    }

    @Test
    void mapsThePortToItsInterfaceAndReadsEveryGroup() {
        Sample s = probe.sampler().sample();
        assertThat(s.notes()).isEmpty();
        var p = s.port("mlx5_0/1").orElseThrow();
        assertThat(p.netdev()).contains(RoceTree.IF);
        assertThat(p.roce()).isTrue();
        assertThat(p.rateBitsPerSec()).hasValue(400_000_000_000L);
        assertThat(p.hwCounters()).containsEntry("out_of_buffer", 135L).containsEntry("resp_cqe_error", 1009L);
        assertThat(s.devices().get(0).pciAddress()).contains(RoceTree.BDF);
        var n = s.netdev(RoceTree.IF).orElseThrow();
        assertThat(n.pciAddress()).contains(RoceTree.BDF);
        assertThat(n.ethtool().orElseThrow()).containsEntry("tx_global_pause", 1_266_552L);
    }

    @Test
    void ratesOverTheIntervalInEveryGroup() {
        SampleRates r = advance(2.0, () -> {
            tree.hw("out_of_buffer", 135 + 400).hw("np_cnp_sent", 2_000).hw("np_ecn_marked_roce_packets", 3_000);
            tree.hw("req_transport_retries_exceeded", 7); // a file that appears: no rate yet
            tree.ib("port_rcv_data", 25_000_000_000L); // 4-octet words: 100 GB in 2 s
            tree.eth("rx_prio3_pause", 10_000).eth("rx_prio3_pause_duration", 500_000);
            tree.stat("rx_bytes", 1_000_000);
        });
        assertThat(r.intervalSeconds()).isEqualTo(2.0);
        PortRates p = r.port("mlx5_0/1").orElseThrow();
        assertThat(p.hwCounters().get("out_of_buffer").perSecond()).isEqualTo(200.0);
        assertThat(p.hwCounters().get("np_cnp_sent").perSecond()).isEqualTo(1_000.0);
        assertThat(p.hwCounters()).doesNotContainKey("req_transport_retries_exceeded");
        assertThat(p.counters().get("port_rcv_data").perSecond()).isEqualTo(12.5e9);
        assertThat(p.any("rx_prio3_pause").orElseThrow().perSecond()).isEqualTo(5_000.0);
        assertThat(p.any("rx_prio3_pause_duration").orElseThrow().perSecond()).isEqualTo(250_000.0);
        assertThat(p.any("rx_bytes").orElseThrow().perSecond()).isEqualTo(500_000.0);
        assertThat(r.linkChanges()).isEmpty();
    }

    @Test
    void thirtyTwoBitQueueCounterWraps() {
        tree.hw("out_of_sequence", 0xFFFF_FFF0L);
        SampleRates r = advance(1.0, () -> tree.hw("out_of_sequence", 0x10));
        CounterRate c = r.port("mlx5_0/1").orElseThrow().hwCounters().get("out_of_sequence");
        assertThat(c.delta()).isEqualTo(new Delta(0x20, DeltaKind.WRAPPED_32));
        assertThat(c.perSecond()).isEqualTo(32.0);
    }

    @Test
    void sixtyFourBitCounterWraps() {
        tree.stat("rx_bytes", -16L); // 2^64 - 16
        SampleRates r = advance(1.0, () -> tree.stat("rx_bytes", 16));
        CounterRate c = r.port("mlx5_0/1").orElseThrow().netdev().orElseThrow().statistics().get("rx_bytes");
        assertThat(c.delta()).isEqualTo(new Delta(32, DeltaKind.WRAPPED_64));
    }

    @Test
    void resetCountsFromZero() {
        tree.hw("local_ack_timeout_err", 1_000_000);
        SampleRates r = advance(4.0, () -> tree.hw("local_ack_timeout_err", 8));
        CounterRate c = r.port("mlx5_0/1").orElseThrow().hwCounters().get("local_ack_timeout_err");
        assertThat(c.delta()).isEqualTo(new Delta(8, DeltaKind.RESET));
        assertThat(c.perSecond()).isCloseTo(2.0, within(1e-9));
    }

    @Test
    void saturatedIbCounterIsReportedNotWrapped() {
        tree.ib("port_xmit_wait", 4_000_000_000L);
        SampleRates r = advance(1.0, () -> tree.ib("port_xmit_wait", 4_294_967_295L));
        CounterRate c = r.port("mlx5_0/1").orElseThrow().counters().get("port_xmit_wait");
        assertThat(c.saturated()).isTrue();
        assertThat(c.perSecond()).isZero();
    }

    @Test
    void linkFlapIsSeen() {
        SampleRates r = advance(1.0, () -> tree.state("1: DOWN"));
        assertThat(r.linkChanges()).containsExactly("mlx5_0/1: state ACTIVE -> DOWN");
    }

    @Test
    void garbageUnreadableAndMissingFilesBecomeNotes() throws Exception {
        tree.file(tree.portDir().resolve("hw_counters/rp_cnp_handled"), "lots");
        tree.file(tree.portDir().resolve("rate"), "fast");
        Files.delete(tree.portDir().resolve("hw_counters/np_cnp_sent"));
        Files.createDirectory(tree.portDir().resolve("hw_counters/np_cnp_sent")); // reads fail: not a file
        Files.delete(tree.portDir().resolve("phys_state"));
        Sample s = probe.sampler().sample();
        assertThat(s.notes()).anyMatch(n -> n.contains("hw_counters/rp_cnp_handled") && n.contains("'lots'"))
                .anyMatch(n -> n.contains("/rate") && n.contains("'fast'"))
                .anyMatch(n -> n.contains("hw_counters/np_cnp_sent") && n.contains("a directory, not read"));
        var p = s.port("mlx5_0/1").orElseThrow();
        assertThat(p.physState()).isEmpty();
        assertThat(p.hwCounters()).doesNotContainKeys("rp_cnp_handled", "np_cnp_sent").containsKey("out_of_buffer");
    }

    @Test
    void emptyRootSaysSo() {
        Sample s = new Sampler(dir.resolve("nothing"), (n, notes) -> java.util.Optional.empty()).sample();
        assertThat(s.devices()).isEmpty();
        assertThat(s.notes()).containsExactly("/sys/class/infiniband: no RDMA devices (directory absent)");
    }
}
