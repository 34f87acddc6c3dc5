package io.rocekit.sim.net;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.sim.config.Profile;
import io.rocekit.sim.config.SimConfig;
import io.rocekit.sim.topology.TopologyGenerators;
import io.rocekit.sim.topology.Wiring;
import org.junit.jupiter.api.Test;

/**
 * PFC pause and resume thresholds of the shared buffer, hand-computed. A star of 3 hosts at
 * 100 Gb/s, 1 us links, 1 MiB buffer: headroom 3 x 100G x 1us / 8 = 37,500 B per port, reserve
 * 4,096 B per port; the shared pool is 1,048,576 − 3 x 37,500 − 3 x 4,096 = 923,788 B, and a
 * port may use (923,788 − shared used) >> 3 of it.
 */
class SwitchMmuTest {
    private static final int PRIO = 3;
    private static final long PKT = 1000;

    private static SwitchMmu mmu() {
        Wiring w = new Wiring(TopologyGenerators.star(3, 100_000_000_000L, 1_000_000));
        SimConfig cfg = SimConfig.from(Profile.HPCC_DCQCN.settings(100_000_000_000L)
                .with("switch.buffer", "1MiB", "test"));
        return new SwitchMmu(w, cfg.sw(), 100_000_000_000L);
    }

    /** The switch side of host 0's link (link 0 = host 0 - switch 3; its port on the switch is 1). */
    private static final int IN = 1;

    @Test
    void headroomAndThresholdFollowTheReferenceFormulas() {
        SwitchMmu m = mmu();
        assertThat(m.headroomBytes(IN)).isEqualTo(37_500);
        assertThat(m.shift(IN)).isEqualTo(3);
        assertThat(m.threshold(IN)).isEqualTo(923_788 >> 3);
    }

    @Test
    void pausesAtThe107thPacketAndResumesTwoPacketsBelowTheThreshold() {
        SwitchMmu m = mmu();
        int paused = -1;
        for (int n = 1; n <= 200 && paused < 0; n++) {
            assertThat(m.admit(IN, PRIO, PKT)).isTrue();
            if (m.shouldPause(IN, PRIO)) {
                paused = n;
            }
        }
        // after 106 packets: shared 101,904 B < (923,788 − 101,904) >> 3 = 102,735; packet 107 would
        // take shared to 102,904 > 102,735, so it goes to headroom, and headroom in use pauses
        assertThat(paused).isEqualTo(107);
        assertThat(m.headroomInUse(IN, PRIO)).isTrue();
        assertThat(m.pauseActive(IN, PRIO)).isTrue();
        assertThat(m.shouldPause(IN, PRIO)).isFalse(); // already paused: no second PAUSE
        // drain: the first release empties headroom (101,904 + 3,072 > 102,735: no resume yet)
        m.release(IN, PRIO, PKT);
        assertThat(m.shouldResume(IN, PRIO)).isFalse();
        // 100,904 + 3,072 = 103,976 > (923,788 − 100,904) >> 3 = 102,860
        m.release(IN, PRIO, PKT);
        assertThat(m.shouldResume(IN, PRIO)).isFalse();
        // 99,904 + 3,072 = 102,976 <= (923,788 − 99,904) >> 3 = 102,985: RESUME
        m.release(IN, PRIO, PKT);
        assertThat(m.shouldResume(IN, PRIO)).isTrue();
        assertThat(m.pauseActive(IN, PRIO)).isFalse();
    }

    @Test
    void dropsOnlyWhenHeadroomIsExhausted() {
        SwitchMmu m = mmu();
        int admitted = 0;
        while (m.admit(IN, PRIO, PKT)) {
            admitted++;
        }
        // 106 packets below the threshold, then 37 in the 37,500 B headroom; the 144th is dropped
        assertThat(admitted).isEqualTo(106 + 37);
    }

    @Test
    void otherPortsShrinkTheDynamicThreshold() {
        SwitchMmu m = mmu();
        long before = m.threshold(IN);
        for (int i = 0; i < 50; i++) {
            m.admit(3, PRIO, PKT); // host 1's port on the switch
        }
        // 50 packets: 4,096 reserve, then 45,904 shared
        assertThat(m.threshold(IN)).isEqualTo((923_788 - 45_904) >> 3);
        assertThat(m.threshold(IN)).isLessThan(before);
    }

    @Test
    void withoutPfcThereIsNoHeadroomAndNoPause() {
        Wiring w = new Wiring(TopologyGenerators.star(3, 100_000_000_000L, 1_000_000));
        SimConfig cfg = SimConfig.from(Profile.HPCC_DCQCN.settings(100_000_000_000L)
                .with("switch.buffer", "1MiB", "test").with("pfc.enabled", "false", "test"));
        SwitchMmu m = new SwitchMmu(w, cfg.sw(), 100_000_000_000L);
        int admitted = 0;
        while (m.admit(IN, PRIO, PKT)) {
            assertThat(m.shouldPause(IN, PRIO)).isFalse();
            admitted++;
        }
        // pool without headroom: 1,048,576 − 3 x 4,096 = 1,036,288; x >= (1,036,288 − x) / 8
        // stops admission once 1000 + shared > threshold
        assertThat(admitted).isBetween(118, 120);
    }
}
