package io.rocekit.capture.track;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class QuantilesTest {
    @Test
    void shouldBeExactForSmallSamples() {
        Quantiles q = new Quantiles();
        for (int v = 100; v >= 1; v--) {
            q.record(v);
        }
        assertThat(q.isExact()).isTrue();
        assertThat(q.percentile(50)).isEqualTo(50);
        assertThat(q.percentile(99)).isEqualTo(99);
        assertThat(q.percentile(100)).isEqualTo(100);
        assertThat(q.percentile(0)).isEqualTo(1);
        assertThat(q.summary()).hasValueSatisfying(s -> {
            assertThat(s.samples()).isEqualTo(100);
            assertThat(s.p90()).isEqualTo(90);
            assertThat(s.exact()).isTrue();
        });
    }

    @Test
    void shouldStayWithinThreePercentAfterSwitchingToTheHistogram() {
        Quantiles q = new Quantiles();
        SplittableRandom rnd = new SplittableRandom(7);
        long[] all = new long[50_000];
        for (int i = 0; i < all.length; i++) {
            all[i] = (long) Math.exp(rnd.nextDouble() * 20); // 1 ns .. 0.5 s, log-uniform
            q.record(all[i]);
        }
        Arrays.sort(all);
        assertThat(q.isExact()).isFalse();
        for (double p : new double[] {1, 10, 50, 90, 99, 99.9}) {
            long exact = all[(int) Math.ceil(p / 100 * all.length) - 1];
            assertThat((double) q.percentile(p)).as("p" + p).isCloseTo(exact, org.assertj.core.data.Offset.offset(
                    Math.max(1.0, exact * 0.032)));
        }
        assertThat(q.percentile(100)).isEqualTo(all[all.length - 1]);
    }

    @Test
    void shouldRecordNegativeDurationsAsZeroAndRefuseEmptyPercentiles() {
        Quantiles q = new Quantiles();
        assertThat(q.summary()).isEmpty();
        assertThatThrownBy(() -> q.percentile(50)).isInstanceOf(IllegalStateException.class);
        q.record(-5);
        assertThat(q.percentile(50)).isZero();
    }

    @Test
    void bucketsShouldCoverEveryValueInOrder() {
        int prev = -1;
        for (long v = 0; v < 1L << 20; v += 1 + v / 64) {
            int b = Quantiles.bucket(v);
            assertThat(b).isGreaterThanOrEqualTo(prev);
            assertThat(Quantiles.lowerBound(b)).isLessThanOrEqualTo(v);
            prev = b;
        }
        assertThat(Quantiles.bucket(Long.MAX_VALUE)).isLessThan(64 + 57 * 32);
    }
}
