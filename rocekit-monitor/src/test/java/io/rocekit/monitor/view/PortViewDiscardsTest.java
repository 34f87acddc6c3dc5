package io.rocekit.monitor.view;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.monitor.rate.RateCalculator;
import io.rocekit.monitor.sample.Sample;
import io.rocekit.monitor.sample.Sampler;
import io.rocekit.monitor.testing.Clock;
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
    Clock clock;
    Sampler sampler;

    @BeforeEach
    void setUp() {
        tree = new RoceTree(dir);
        clock = new Clock();
        sampler = tree.sampler(clock);
    }

    private PortView fiveSecondsAfter(Runnable change) {
        Sample a = sampler.sample();
        change.run();
        clock.advanceSeconds(5.0);
        return PortView.of(RateCalculator.between(a, sampler.sample()).port("mlx5_0/1").orElseThrow());
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
