package io.rocekit.capture.track;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/** Issue 10, item 2: a timestamp far from the others (a corrupt pcapng) must not index out of the bins. */
class TimelineBoundsTest {
    private static void feed(Timeline t, long nanos) {
        int bin = t.bin(nanos);
        t.frame(bin);
        t.data(bin, 100, false);
        t.cnp(bin);
        t.retransmissions(bin, 1);
    }

    @Test
    void farTimestampsLandInBinsInsteadOfOverflowing() {
        for (long width : new long[] {0, 1_000, 1}) {
            Timeline t = new Timeline(width);
            long[] ts = {Long.MIN_VALUE, 0, Long.MAX_VALUE, -1, 1_000_000, Long.MIN_VALUE + 1, Long.MAX_VALUE - 1};
            for (long x : ts) {
                feed(t, x);
            }
            t.finish(Long.MAX_VALUE);
            assertThat(t.bins()).isNotEmpty();
            assertThat(t.bins().stream().mapToLong(b -> b.frames()).sum()).isEqualTo(ts.length);
        }
    }

    @Property(tries = 200)
    void anyTimestampsKeepEveryFrameCounted(@ForAll long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        Timeline t = new Timeline(rnd.nextBoolean() ? 0 : 1 + rnd.nextInt(1_000_000));
        int n = 1 + rnd.nextInt(50);
        long last = Long.MIN_VALUE;
        for (int i = 0; i < n; i++) {
            long x = rnd.nextInt(4) == 0 ? rnd.nextLong() : 1_000_000_000L + rnd.nextInt(1_000_000);
            feed(t, x);
            last = Math.max(last, x);
        }
        t.finish(last);
        assertThat(t.bins().stream().mapToLong(b -> b.frames()).sum()).isEqualTo(n);
    }
}
