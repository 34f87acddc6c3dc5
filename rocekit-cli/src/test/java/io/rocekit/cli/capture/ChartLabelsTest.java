package io.rocekit.cli.capture;

import io.rocekit.core.finding.Quantities;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ChartLabelsTest {
    @Test
    void axisTopsAreOneTwoOrFiveTimesAPowerOfTenWithRoundTicks() {
        assertThat(SvgChart.niceCeiling(0)).isEqualTo(1);
        assertThat(SvgChart.niceCeiling(0.026)).isEqualTo(0.05);
        assertThat(SvgChart.niceCeiling(75e9)).isEqualTo(100e9);
        assertThat(SvgChart.niceCeiling(2e5)).isEqualTo(2e5);
        assertThat(SvgChart.tickCount(0.05)).isEqualTo(5); // 1 %, 2 % ... 5 %
        assertThat(SvgChart.tickCount(2e5)).isEqualTo(4); // 50 k, 100 k, 150 k, 200 k
        assertThat(SvgChart.tickCount(1)).isEqualTo(5);
    }

    @Test
    void labelsKeepTheDecimalsATickNeeds() {
        assertThat(CaptureHtml.percentLabel(0.025)).isEqualTo("2.5 %");
        assertThat(CaptureHtml.percentLabel(0.04)).isEqualTo("4 %");
        assertThat(CaptureHtml.percentLabel(0)).isEqualTo("0 %");
        assertThat(CaptureHtml.perSecond(12_500)).isEqualTo("12.5 k/s");
        assertThat(CaptureHtml.perSecond(1e6)).isEqualTo("1 M/s");
        assertThat(Units.bitRate(7.767e9)).isEqualTo("7.77 Gb/s");
        assertThat(Quantities.duration(137_000)).isEqualTo("137.0 us");
        assertThat(Units.parseNanos("--bin", "100us")).isEqualTo(100_000);
        assertThat(Units.parseNanos("--bin", "1.5ms")).isEqualTo(1_500_000);
        assertThat(Units.parseNanos("--bin", "2 s")).isEqualTo(2_000_000_000L);
    }
}
