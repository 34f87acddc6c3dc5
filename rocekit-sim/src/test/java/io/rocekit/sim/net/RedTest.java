package io.rocekit.sim.net;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class RedTest {
    private static final long KMIN = 400_000;
    private static final long KMAX = 1_600_000;

    @Test
    void neverMarksAtOrBelowKmin() {
        assertThat(Red.markProbability(0, KMIN, KMAX, 0.2)).isZero();
        assertThat(Red.markProbability(KMIN, KMIN, KMAX, 0.2)).isZero();
    }

    @Test
    void rampsLinearlyToPmaxAtKmax() {
        assertThat(Red.markProbability(KMIN + 1, KMIN, KMAX, 0.2)).isCloseTo(0.2 / 1_200_000, within(1e-15));
        assertThat(Red.markProbability(1_000_000, KMIN, KMAX, 0.2)).isCloseTo(0.1, within(1e-12));
        assertThat(Red.markProbability(KMAX, KMIN, KMAX, 0.2)).isCloseTo(0.2, within(1e-12));
    }

    @Test
    void alwaysMarksAboveKmax() {
        assertThat(Red.markProbability(KMAX + 1, KMIN, KMAX, 0.2)).isEqualTo(1.0);
    }

    @Test
    void equalThresholdsBehaveAsAStep() {
        assertThat(Red.markProbability(30_000, 30_000, 30_000, 1.0)).isZero();
        assertThat(Red.markProbability(30_001, 30_000, 30_000, 1.0)).isEqualTo(1.0);
    }
}
