package io.rocekit.monitor.demo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.RuleSettings;
import io.rocekit.monitor.alert.MonitorRules;
import io.rocekit.monitor.prometheus.SysfsCollector;
import io.rocekit.monitor.rate.RateCalculator;
import io.rocekit.monitor.rate.SampleRates;
import io.rocekit.monitor.sample.Sample;
import io.rocekit.monitor.sample.Sampler;
import io.rocekit.monitor.testing.Exposition;
import io.rocekit.monitor.view.Frame;
import io.rocekit.monitor.view.PortView;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The demo node: a RoCE node whose findings are exactly the ones its script plants. */
class DemoNodeTest {
    private final AtomicLong nanos = new AtomicLong(5_000_000_000L);
    private final DemoNode node = new DemoNode(nanos::get, () -> 1_700_000_000_000L + nanos.get() / 1_000_000);
    private final Sampler sampler = new Sampler(node, node, node::wallMillis, node::monoNanos);

    /** Rates between two script times (the script's time 0 is the node's first read). */
    private SampleRates between(double fromSeconds, double toSeconds) {
        if (node.monoNanos() == 0) {
            nanos.set(5_000_000_000L);
            sampler.sample();
        }
        nanos.set(5_000_000_000L + (long) (fromSeconds * 1e9));
        Sample a = sampler.sample();
        nanos.set(5_000_000_000L + (long) (toSeconds * 1e9));
        return RateCalculator.between(a, sampler.sample());
    }

    private static List<String> planted(SampleRates r) {
        return MonitorRules.check(r, RuleSettings.defaults()).stream()
                .map(f -> f.severity() + " " + f.rule() + " " + f.subject().substring(0, 8)).distinct().sorted().toList();
    }

    @Test
    void theFirstSecondShowsExactlyThePlantedFindings() {
        // what rocekit monitor --demo --once shows: script time 0 is the first read, the second one second later
        SampleRates r = between(0, 1);
        assertThat(planted(r)).containsExactly(
                "FAIL monitor.link-flap mlx5_3/1",
                "FAIL monitor.pause-storm mlx5_1/1",
                "WARN monitor.lossless-drops mlx5_2/1");
        assertThat(r.linkChanges()).containsExactly("mlx5_3/1: state ACTIVE -> DOWN",
                "mlx5_3/1: phys_state LinkUp -> Disabled");
    }

    @Test
    void betweenFlapsOnlyTheStormAndTheDropsRemain() {
        SampleRates r = between(5, 15);
        assertThat(planted(r)).containsExactly("FAIL monitor.pause-storm mlx5_1/1", "WARN monitor.lossless-drops mlx5_2/1");
        Finding storm = MonitorRules.check(r, RuleSettings.defaults()).stream()
                .filter(f -> f.rule().equals("monitor.pause-storm")).findFirst().orElseThrow();
        assertThat(storm.title()).isEqualTo("Priority 3 paused its peer 80 % of the time (limit 50 %)");
        assertThat(storm.severity()).isEqualTo(Severity.FAIL);
    }

    @Test
    void theBusyHealthyPortShowsMovingRatesAndNoFinding() {
        Frame f = Frame.of(between(5, 6), List.of(), List.of());
        PortView busy = f.ports().get(0);
        assertThat(busy.port()).isEqualTo("mlx5_0/1");
        assertThat(busy.linkLayer()).contains("Ethernet");
        assertThat(busy.rxGbps().getAsDouble()).isCloseTo(350, within(1.0));
        assertThat(busy.cnpSentPerSec().getAsDouble()).isCloseTo(2000, within(2.0));
        assertThat(busy.ecnMarkedPerSec().getAsDouble()).isCloseTo(2100, within(2.0));
        assertThat(busy.pauses()).anySatisfy(p -> assertThat(p.rxPausedFraction()).isCloseTo(0.02, within(0.001)));
        Frame later = Frame.of(between(40, 41), List.of(), List.of());
        assertThat(later.ports().get(2).outOfBufferPerSec().getAsDouble()).isCloseTo(500, within(2.0));
    }

    @Test
    void theExporterServesTheDemoUnderNodeExporterNames() {
        nanos.set(5_000_000_000L);
        sampler.sample();
        nanos.set(6_000_000_000L);
        Sample s = sampler.sample();
        Map<String, Double> got = Exposition.samples(Exposition.text(SysfsCollector.snapshots(s, 0)), "rocekit_", "");
        assertThat(got).containsKey("infiniband_np_cnp_packets_sent_total{device=\"mlx5_0\",port=\"1\"}")
                .containsKey("infiniband_out_of_buffer_drops_total{device=\"mlx5_2\",port=\"1\"}")
                .containsKey("ethtool_priority_pause_transmitted_seconds_total{device=\"mlx5_1\",netdev=\"ens2np0\",port=\"1\","
                        + "priority=\"3\"}")
                .containsEntry("infiniband_state_id{device=\"mlx5_3\",port=\"1\"}", 1.0);
        assertThat(got.keySet()).filteredOn(k -> k.startsWith("infiniband_info{")).hasSize(4)
                .allMatch(k -> k.contains("hca_type=\"MT4129\""));
    }
}
