package io.rocekit.sim.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The barrier of a partitioned run: what one thread wrote before it is seen after it, and a failure frees the others. */
class SpinBarrierTest {

    @Test
    @Timeout(20)
    void threadsMeetEveryRoundAndSeeWhatTheOthersWroteBefore() throws InterruptedException {
        SpinBarrier barrier = new SpinBarrier(2);
        long[] written = new long[2];
        AtomicInteger wrong = new AtomicInteger();
        Thread[] threads = new Thread[2];
        for (int t = 0; t < 2; t++) {
            int me = t;
            threads[t] = new Thread(() -> {
                for (int round = 1; round <= 20_000; round++) {
                    written[me] = round;
                    barrier.await();
                    if (written[1 - me] != round) {
                        wrong.incrementAndGet();
                    }
                    barrier.await();
                }
            });
            threads[t].start();
        }
        for (Thread t : threads) {
            t.join();
        }
        assertThat(wrong).hasValue(0);
    }

    @Test
    @Timeout(20)
    void aFailedThreadFreesTheOneWaiting() throws InterruptedException {
        SpinBarrier barrier = new SpinBarrier(2);
        AtomicReference<Throwable> seen = new AtomicReference<>();
        Thread waiting = new Thread(() -> {
            try {
                barrier.await();
            } catch (Throwable e) {
                seen.set(e);
            }
        });
        waiting.start();
        Thread.sleep(50);
        barrier.fail();
        waiting.join();
        assertThat(seen.get()).isInstanceOf(SpinBarrier.Aborted.class);
        assertThatThrownBy(barrier::await).isInstanceOf(SpinBarrier.Aborted.class);
    }
}
