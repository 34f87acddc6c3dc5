package io.rocekit.capture.track;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.capture.report.TimeBin;
import java.util.List;
import org.junit.jupiter.api.Test;

class TimelineTest {
    private static final long T0 = 1_700_000_000_000_000_000L;

    @Test
    void shouldKeepOneMicrosecondBinsForAShortCapture() {
        Timeline t = new Timeline(0);
        for (int i = 0; i < 50; i++) {
            int b = t.bin(T0 + i * 1_000L);
            t.frame(b);
            t.data(b, 1000, i % 10 == 0);
        }
        t.finish(T0 + 49_000);
        assertThat(t.widthNanos()).isEqualTo(1_000);
        List<TimeBin> bins = t.bins();
        assertThat(bins).hasSize(50);
        assertThat(bins.get(0).goodputBitsPerSec()).isEqualTo(8_000_000_000L);
        assertThat(bins.get(0).ceFraction()).isEqualTo(1.0);
        assertThat(bins.get(1).ceFraction()).isZero();
    }

    @Test
    void shouldMergeIntoWiderBinsWithoutLosingCounts() {
        Timeline t = new Timeline(0);
        long frames = 0;
        for (long ns = 0; ns < 50_000_000L; ns += 7_777) { // 50 ms
            int b = t.bin(T0 + ns);
            t.frame(b);
            t.data(b, 100, false);
            if (ns % 3 == 0) {
                t.cnp(b);
            }
            frames++;
        }
        t.finish(T0 + 50_000_000L - 7_777);
        List<TimeBin> bins = t.bins();
        assertThat(bins.size()).isLessThanOrEqualTo(Timeline.AUTO_TARGET);
        assertThat(t.widthNanos()).isIn(1_000L, 2_000L, 10_000L, 20_000L, 100_000L, 200_000L, 1_000_000L);
        assertThat(t.widthNanos()).isEqualTo(1_000_000L); // 50 bins of 1 ms
        assertThat(bins.stream().mapToLong(TimeBin::frames).sum()).isEqualTo(frames);
        assertThat(bins.stream().mapToLong(TimeBin::dataPackets).sum()).isEqualTo(frames);
        assertThat(bins.get(3).startNanos()).isEqualTo(3 * t.widthNanos());
    }

    @Test
    void shouldDoubleAFixedWidthThatWouldNeedTooManyBins() {
        Timeline t = new Timeline(10);
        t.frame(t.bin(T0));
        t.frame(t.bin(T0 + 10L * Timeline.FIXED_CAPACITY + 5));
        t.finish(T0 + 10L * Timeline.FIXED_CAPACITY + 5);
        assertThat(t.widthChanged()).isTrue();
        assertThat(t.widthNanos()).isEqualTo(20);
        assertThat(t.bins().stream().mapToLong(TimeBin::frames).sum()).isEqualTo(2);
    }

    @Test
    void shouldPutFramesStampedBeforeTheFirstOneInTheFirstBin() {
        Timeline t = new Timeline(1_000);
        t.frame(t.bin(T0 + 5_000));
        assertThat(t.bin(T0)).isZero();
        t.frame(t.bin(T0));
        t.finish(T0 + 5_000);
        assertThat(t.bins().get(0).frames()).isEqualTo(2);
    }
}
