package io.rocekit.sim.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class CalendarEventQueueTest extends EventQueueContract {
    @Override
    EventQueue create() {
        return new CalendarEventQueue(7);
    }

    @Test
    void upcomingListsTheCurrentDaysEventsInTheOrderTheyWillRun() {
        CalendarEventQueue q = new CalendarEventQueue(1000);
        for (int i = 0; i < 40; i++) {
            q.insert(5_000, i); // one instant, as a fabric's events mostly are
        }
        q.insert(9_000_000, 999);
        assertThat(q.removeNext()).isZero();
        int[] out = new int[16];
        assertThat(q.upcoming(out)).isEqualTo(16);
        assertThat(out).containsExactly(IntStream.rangeClosed(1, 16).toArray());
        int[] all = new int[64];
        int n = q.upcoming(all);
        assertThat(n).isBetween(39, 40);
        assertThat(Arrays.copyOf(all, 39)).containsExactly(IntStream.rangeClosed(1, 39).toArray());
        for (int i = 1; i <= 39; i++) {
            assertThat(q.removeNext()).isEqualTo(i);
        }
    }

    /** Another thread reads while the owner inserts, removes and resizes: stale answers, never an exception. */
    @Test
    void upcomingReadFromAnotherThreadWhileTheQueueChangesNeverThrows() throws Exception {
        CalendarEventQueue q = new CalendarEventQueue(10);
        AtomicBoolean done = new AtomicBoolean();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        AtomicLong reads = new AtomicLong();
        Thread reader = new Thread(() -> {
            int[] out = new int[512];
            try {
                while (!done.get()) {
                    q.upcoming(out);
                    reads.incrementAndGet();
                }
            } catch (Throwable t) {
                failure.set(t);
            }
        });
        reader.start();
        java.util.Random rnd = new java.util.Random(7);
        long now = 0;
        for (int i = 0; i < 300_000; i++) {
            q.insert(now + rnd.nextInt(i % 50_000 < 25_000 ? 50 : 5_000), i);
            if (rnd.nextInt(3) != 0) {
                q.removeNext();
                now = q.lastRemovedTime();
            }
        }
        done.set(true);
        reader.join(10_000);
        assertThat(failure.get()).isNull();
        assertThat(reads.get()).isPositive();
    }

    /**
     * Entries are handed out round the pool, skipping queued ones: events that stay queued while
     * many others pass through (timers among packets) must keep their place and their order.
     */
    @Test
    void longQueuedEventsSurviveManyLapsOfTheEntryPool() {
        CalendarEventQueue q = new CalendarEventQueue(10);
        for (int i = 0; i < 600; i++) {
            q.insert(1_000_000 + i, 100_000 + i); // far ones, queued throughout
        }
        long now = 0;
        for (int i = 0; i < 50_000; i++) {
            q.insert(now + 5 + i % 3, i);
            if (i % 4 != 3) {
                assertThat(q.removeNext()).isLessThan(100_000);
                now = q.lastRemovedTime();
            }
        }
        int shortLeft = 0;
        int expectFar = 100_000;
        while (!q.isEmpty()) {
            int e = q.removeNext();
            if (e < 100_000) {
                shortLeft++;
                assertThat(expectFar).isEqualTo(100_000); // every short one before the far ones
            } else {
                assertThat(e).isEqualTo(expectFar++);
            }
        }
        assertThat(shortLeft).isEqualTo(50_000 / 4);
        assertThat(expectFar).isEqualTo(100_600);
    }

    @Test
    void theTimeThatMarksFreeEntriesIsRefused() {
        assertThatThrownBy(() -> new CalendarEventQueue(10).insert(Long.MIN_VALUE, 1))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
