package io.rocekit.monitor.view;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.monitor.testing.RateProbe;
import io.rocekit.monitor.testing.RoceTree;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The DISC/s column counts each receive drop once: mlx5 counts a drop on priority N in
 * rx_prioN_discards and in the port's rx_discards_phy, so the column is the port total when there
 * is one, else the per-priority counts.
 */
class PortViewDiscardsTest {
    @TempDir
    Path dir;
    RoceTree tree;
    RateProbe probe;

    @BeforeEach
    void setUp() {
        tree = new RoceTree(dir);
        probe = new RateProbe(tree);
    }

    private PortView fiveSecondsAfter(Runnable change) {
        return PortView.of(probe.over(5.0, change).port("mlx5_0/1").orElseThrow());
    }

    @Test
    void shouldCountAPriorityDropOnceWhenThePortTotalHoldsIt() {
        // the survey's mlx5_1 sample: 2,500 drops on priority 3 in 5 s, in both counters
        tree.eth("rx_discards_phy", 0).eth("rx_prio3_discards", 0);
        PortView v = fiveSecondsAfter(() -> tree.eth("rx_discards_phy", 2_500).eth("rx_prio3_discards", 2_500));
        assertThat(v.discardsPerSec()).hasValue(500.0);
    }

    @Test
    void shouldSumThePrioritiesWhenThereIsNoPortTotal() {
        tree.withoutEth("rx_discards_phy").eth("rx_prio3_discards", 0).eth("rx_prio4_discards", 0);
        PortView v = fiveSecondsAfter(() -> tree.eth("rx_prio3_discards", 1_000).eth("rx_prio4_discards", 500));
        assertThat(v.discardsPerSec()).hasValue(300.0);
    }
}
