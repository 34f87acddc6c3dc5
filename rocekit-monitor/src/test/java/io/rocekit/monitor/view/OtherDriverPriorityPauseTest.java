package io.rocekit.monitor.view;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.RuleSettings;
import io.rocekit.monitor.alert.MonitorRules;
import io.rocekit.monitor.alert.PauseStormRule;
import io.rocekit.monitor.prometheus.SysfsCollector;
import io.rocekit.monitor.rate.SampleRates;
import io.rocekit.monitor.testing.Exposition;
import io.rocekit.monitor.testing.RateProbe;
import io.rocekit.monitor.testing.Resources;
import io.rocekit.monitor.testing.RoceTree;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * bnxt_en and ice name their per-priority PFC counters differently from mlx5 (drivers/*.meta.md):
 * the view's pause line, monitor.pause-storm and the exporter's priority pause metrics read them.
 */
class OtherDriverPriorityPauseTest {
    @TempDir
    Path dir;
    RoceTree tree;
    RateProbe probe;

    @BeforeEach
    void setUp() {
        tree = new RoceTree(dir).withoutMlx5PriorityCounters(); // not an mlx5 NIC: none of its per-priority names
        probe = new RateProbe(tree);
    }

    /** The ethtool -S names the driver's source prints, for priorities 0..7, each written as 0. */
    private List<String> driverNames(String resource, String quoted) {
        List<String> names = new ArrayList<>();
        Matcher m = Pattern.compile(quoted).matcher(Resources.text(resource));
        while (m.find()) {
            for (int p = 0; p < 8; p++) {
                String n = m.group(1).replace("%u", Integer.toString(p)).replace("##n##", Integer.toString(p));
                if (!n.matches(".*pri[0-7]$") || n.endsWith("pri" + p)) { // rx_pfc_ena_frames_priN is listed per N
                    names.add(n);
                    tree.eth(n, 0);
                }
            }
        }
        return names;
    }

    private SampleRates over(double seconds, Runnable change) {
        return probe.over(seconds, change);
    }

    @Test
    void bnxtEnPauseFramesAndDurationGiveThePauseLineAndTheRule() {
        assertThat(driverNames("drivers/bnxt_en-ethtool-pfc-names.txt", "\\((rx_pfc_ena_frames_pri\\d|pfc_pri##n##_\\w+)\\)"))
                .contains("rx_pfc_ena_frames_pri3", "pfc_pri3_rx_duration_us", "pfc_pri3_tx_duration_us");
        SampleRates r = over(10, () -> tree.eth("rx_pfc_ena_frames_pri3", 90_000).eth("pfc_pri3_rx_duration_us", 6_000_000));
        PortView v = PortView.of(r.port("mlx5_0/1").orElseThrow());
        assertThat(v.pauses()).filteredOn(PriorityPause::active).singleElement().satisfies(p -> {
            assertThat(p.priority()).isEqualTo(3);
            assertThat(p.rxFramesPerSec()).isEqualTo(9_000.0);
            assertThat(p.rxPausedFraction()).isCloseTo(0.6, within(1e-9));
        });
        List<Finding> f = MonitorRules.check(r, RuleSettings.defaults()).stream()
                .filter(x -> x.rule().equals(PauseStormRule.ID)).toList();
        assertThat(f).singleElement().satisfies(x -> {
            assertThat(x.severity()).isEqualTo(Severity.FAIL);
            assertThat(x.title()).isEqualTo("Priority 3 was paused by the peer 60 % of the time (limit 50 %)");
        });
    }

    @Test
    void iceXoffFramesGiveThePauseLine() {
        assertThat(driverNames("drivers/ice-ethtool-priority-xon-xoff.txt", "\"(\\w+_%u_\\w+\\.nic)\""))
                .contains("rx_priority_3_xoff.nic", "tx_priority_3_xoff.nic");
        SampleRates r = over(2, () -> tree.eth("tx_priority_3_xoff.nic", 4_000).eth("rx_priority_3_xon.nic", 50));
        PortView v = PortView.of(r.port("mlx5_0/1").orElseThrow());
        assertThat(v.pauses()).filteredOn(PriorityPause::active).singleElement().satisfies(p -> {
            assertThat(p.priority()).isEqualTo(3);
            assertThat(p.txFramesPerSec()).isEqualTo(2_000.0);
            assertThat(p.rxFramesPerSec()).isZero(); // XON frames resume, they do not pause
        });
    }

    @Test
    void theExporterPublishesThemUnderThePriorityPauseMetrics() {
        driverNames("drivers/bnxt_en-ethtool-pfc-names.txt", "\\((rx_pfc_ena_frames_pri\\d|pfc_pri##n##_\\w+)\\)");
        driverNames("drivers/ice-ethtool-priority-xon-xoff.txt", "\"(\\w+_%u_\\w+\\.nic)\"");
        tree.eth("pfc_pri3_rx_duration_us", 2_500_000).eth("rx_pfc_ena_frames_pri3", 70).eth("tx_priority_3_xoff.nic", 9);
        Map<String, Double> got = Exposition.samples(Exposition.text(SysfsCollector.snapshots(probe.sampler().sample(), 0)),
                "rocekit_ethtool_", "");
        String l = "{device=\"mlx5_0\",netdev=\"ens1f0np0\",port=\"1\",priority=\"3\"}";
        assertThat(got).containsEntry("priority_pause_received_seconds_total" + l, 2.5)
                .containsEntry("priority_pause_frames_received_total" + l, 70.0)
                .containsEntry("priority_pause_frames_transmitted_total" + l, 9.0);
    }
}
