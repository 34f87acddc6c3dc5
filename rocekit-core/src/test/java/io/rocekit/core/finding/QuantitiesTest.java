package io.rocekit.core.finding;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The one number-and-unit formatter: what every report prints for a value. */
class QuantitiesTest {
    @Test
    void durationsPickTheUnitThatKeepsThreeOrFourDigits() {
        assertThat(Quantities.duration(870)).isEqualTo("870 ns");
        assertThat(Quantities.duration(137_000)).isEqualTo("137.0 us");
        assertThat(Quantities.duration(3_200_000)).isEqualTo("3.20 ms");
        assertThat(Quantities.duration(-1_500_000_000L)).isEqualTo("-1.50 s");
        assertThat(Quantities.micros(1570.4)).isEqualTo("1.57 ms");
    }

    @Test
    void sizesAndRates() {
        assertThat(Quantities.bytes(999)).isEqualTo("999 B");
        assertThat(Quantities.bytes(146_700)).isEqualTo("146.7 kB");
        assertThat(Quantities.bytes(2_200_000_000L)).isEqualTo("2.20 GB");
        assertThat(Quantities.binarySize(8L << 30)).isEqualTo("8 GiB");
        assertThat(Quantities.binarySize(1000)).isEqualTo("1000 B");
        assertThat(Quantities.bitRate(7.767e9)).isEqualTo("7.77 Gb/s");
        assertThat(Quantities.bitRate(0)).isEqualTo("0 b/s");
        assertThat(Quantities.perSecond(12_500)).isEqualTo("12.5 k/s");
        assertThat(Quantities.perSecond(1e6)).isEqualTo("1 M/s");
    }

    @Test
    void numbersPercentagesAndCounts() {
        assertThat(Quantities.number(400)).isEqualTo("400");
        assertThat(Quantities.number(97.53)).isEqualTo("97.53");
        assertThat(Quantities.number(275.64)).isEqualTo("275.6");
        assertThat(Quantities.number(0.012345)).isEqualTo("0.01235");
        assertThat(Quantities.percent(0.925)).isEqualTo("92.5 %");
        assertThat(Quantities.change(-3)).isEqualTo("-3.0 %");
        assertThat(Quantities.count(12_345_678)).isEqualTo("12,345,678");
        assertThat(Quantities.fixed(2.5, 2)).isEqualTo("2.50");
        assertThat(Quantities.queuePair(0xd1)).isEqualTo("0x0000d1");
    }

    @Test
    void aValueThatIsNotANumberPrintsAsADashNeverAsNaN() {
        for (String s : new String[] {Quantities.number(Double.NaN), Quantities.percent(Double.NaN),
            Quantities.bitRate(Double.POSITIVE_INFINITY), Quantities.micros(Double.NaN), Quantities.fixed(Double.NaN, 3),
            Quantities.perSecond(Double.NaN), Quantities.change(Double.NaN)}) {
            assertThat(s).isEqualTo("-");
        }
    }
}
