package io.rocekit.sim.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class CalendarEventQueueTest extends EventQueueContract {
    @Override
    EventQueue create() {
        return new CalendarEventQueue(7);
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
