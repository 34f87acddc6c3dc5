package io.rocekit.monitor.alert;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Severity;
import io.rocekit.monitor.rate.SampleRates;
import io.rocekit.monitor.testing.RateProbe;
import io.rocekit.monitor.testing.RoceTree;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A ConnectX-4 Lx that sends 802.3x global pause, not PFC (host/notes-cx4lx-grep-discards-and-pause-
 * global-pause-sent-partial.txt: tx_global_pause 1266552, tx_global_pause_duration 555665182 us, every
 * rx_prioN counter absent): monitor.pause-storm judges the global pause time as it judges a priority's.
 */
class GlobalPauseTest {
    @TempDir
    Path dir;
    RoceTree tree;
    RateProbe probe;

    @BeforeEach
    void setUp() {
        tree = new RoceTree(dir).withoutMlx5PriorityCounters(); // the real dump has no per-priority counters
        probe = new RateProbe(tree);
    }

    private List<Finding> over(double seconds, Runnable change) {
        SampleRates r = probe.over(seconds, change);
        return RateProbe.findings(r, PauseStormRule.ID);
    }

    @Test
    void theRealDumpsCountersAreRead() {
        assertThat(tree.ethtoolCounters()).containsEntry("tx_global_pause", 1_266_552L)
                .containsEntry("tx_global_pause_duration", 555_665_182L).containsEntry("rx_global_pause_duration", 0L);
    }

    @Test
    void sendingGlobalPause70PercentOfTheTimeIsAFail() {
        List<Finding> f = over(10, () -> tree.eth("tx_global_pause_duration", 555_665_182L + 7_000_000)
                .eth("tx_global_pause", 1_266_552L + 100_000).eth("tx_pause_ctrl_phy", 1_266_552L + 100_000));
        assertThat(f).singleElement().satisfies(x -> {
            assertThat(x.severity()).isEqualTo(Severity.FAIL);
            assertThat(x.title()).isEqualTo("802.3x global pause: the port paused its peer 70 % of the time (limit 50 %)");
            assertThat(x.evidence().get(0).text()).startsWith("ethtool -S ens1f0np0/tx_global_pause_duration rose by 7000000");
            // an exact fix: ethtool -A sets pause (-a only shows it), then PFC on priority 3 (found in review)
            assertThat(x.remediation().get(0)).contains("ethtool -A ens1f0np0 rx off tx off && mlnx_qos -i ens1f0np0 --pfc"
                    + " 0,0,0,1,0,0,0,0");
        });
    }

    @Test
    void pausedByThePeer20PercentIsAWarnAndLittlePauseIsNothing() {
        assertThat(over(10, () -> tree.eth("rx_global_pause_duration", 2_000_000))).singleElement()
                .satisfies(x -> assertThat(x.severity()).isEqualTo(Severity.WARN));
        assertThat(over(10, () -> tree.eth("rx_global_pause_duration", 2_500_000))).isEmpty(); // 0.5 s in 10 s: 5 %
    }
}
