package io.rocekit.sim.net;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A PFC pause's length in picoseconds, for every quanta value a frame can carry. */
class PauseQuantaTest {
    @Test
    void theLongestPauseAt100gIs335MicrosecondsNotAWrappedNegativeTime() {
        // 65,535 x 512 bit times at 100 Gb/s = 335.5392 us (x 10^12 ps would overflow a long)
        assertThat(PauseState.quantaPs(65_535, 100_000_000_000L)).isEqualTo(335_539_200L);
        assertThat(PauseState.quantaPs(65_535, 400_000_000_000L)).isEqualTo(83_884_800L);
    }

    @Test
    void smallQuantaKeepTheirExactValue() {
        assertThat(PauseState.quantaPs(1, 100_000_000_000L)).isEqualTo(5_120L);
        assertThat(PauseState.quantaPs(18_000, 25_000_000_000L)).isEqualTo(18_000L * 512 * 1_000_000_000_000L / 25_000_000_000L);
    }
}
