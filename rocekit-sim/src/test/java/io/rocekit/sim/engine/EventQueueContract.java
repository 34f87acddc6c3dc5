package io.rocekit.sim.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * One test suite that every {@link EventQueue} implementation must pass (as ns-3 runs one
 * SimulatorEventsTestCase per scheduler). Subclasses only say which queue to build.
 */
abstract class EventQueueContract {

    abstract EventQueue create();

    /** A reference model: java.util.PriorityQueue ordered by (time, insertion sequence). */
    record Entry(long time, long seq, int event) {
    }

    static PriorityQueue<Entry> referenceQueue() {
        return new PriorityQueue<>((a, b) -> a.time != b.time ? Long.compare(a.time, b.time)
                : Long.compare(a.seq, b.seq));
    }

    @Test
    void shouldReturnEventsInTimeOrder() {
        EventQueue q = create();
        q.insert(300, 3);
        q.insert(100, 1);
        q.insert(200, 2);
        assertThat(q.size()).isEqualTo(3);
        assertThat(q.peekTime()).isEqualTo(100);
        assertThat(q.removeNext()).isEqualTo(1);
        assertThat(q.lastRemovedTime()).isEqualTo(100);
        assertThat(q.removeNext()).isEqualTo(2);
        assertThat(q.removeNext()).isEqualTo(3);
        assertThat(q.lastRemovedTime()).isEqualTo(300);
        assertThat(q.isEmpty()).isTrue();
    }

    @Test
    void shouldBreakTiesByInsertionOrder() {
        EventQueue q = create();
        for (int i = 0; i < 1000; i++) {
            q.insert(42, i);
        }
        q.insert(41, -1);
        assertThat(q.removeNext()).isEqualTo(-1);
        for (int i = 0; i < 1000; i++) {
            assertThat(q.removeNext()).isEqualTo(i);
        }
    }

    @Test
    void shouldKeepFifoForTiesInsertedWhileRunning() {
        EventQueue q = create();
        q.insert(10, 0);
        q.insert(20, 1);
        assertThat(q.removeNext()).isEqualTo(0);
        // Scheduled "now" and at 20 while event 1 waits: 2 runs before 1? No: 2 is at 10 < 20.
        q.insert(10, 2);
        q.insert(20, 3);
        assertThat(q.removeNext()).isEqualTo(2);
        assertThat(q.removeNext()).isEqualTo(1);
        assertThat(q.removeNext()).isEqualTo(3);
    }

    @Test
    void peekShouldNotRemove() {
        EventQueue q = create();
        q.insert(5, 7);
        assertThat(q.peekTime()).isEqualTo(5);
        assertThat(q.peekTime()).isEqualTo(5);
        assertThat(q.size()).isEqualTo(1);
        q.insert(3, 8);
        assertThat(q.peekTime()).isEqualTo(3);
        assertThat(q.removeNext()).isEqualTo(8);
    }

    @Test
    void shouldRefuseToPeekOrRemoveWhenEmpty() {
        EventQueue q = create();
        assertThatThrownBy(q::peekTime).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(q::removeNext).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void shouldRemoveAChosenEvent() {
        EventQueue q = create();
        q.insert(10, 1);
        q.insert(10, 2);
        q.insert(10, 1);
        q.insert(5, 3);
        assertThat(q.remove(10, 1)).isTrue();
        assertThat(q.remove(11, 1)).isFalse();
        assertThat(q.size()).isEqualTo(3);
        assertThat(q.removeNext()).isEqualTo(3);
        assertThat(q.removeNext()).isEqualTo(2);
        assertThat(q.removeNext()).isEqualTo(1);
        assertThat(q.isEmpty()).isTrue();
    }

    @Test
    void shouldHandleFarFutureAndHugeTimes() {
        EventQueue q = create();
        q.insert(Long.MAX_VALUE / 2, 1);
        q.insert(0, 0);
        q.insert(1_000_000_000_000L, 2);
        assertThat(q.removeNext()).isEqualTo(0);
        assertThat(q.removeNext()).isEqualTo(2);
        assertThat(q.removeNext()).isEqualTo(1);
    }

    @Test
    void shouldMatchTheReferenceOnASimulationLikeWorkload() {
        // Hold model: pop the earliest event, schedule 0-3 new ones in its future, with a mix of
        // short (link) and long (timer) delays and many exact ties.
        for (long seed = 1; seed <= 20; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            EventQueue q = create();
            PriorityQueue<Entry> ref = referenceQueue();
            long seq = 0;
            int nextId = 0;
            for (int i = 0; i < 200; i++) {
                long t = rnd.nextLong(1_000_000);
                q.insert(t, nextId);
                ref.add(new Entry(t, seq++, nextId++));
            }
            long now = 0;
            for (int step = 0; step < 20_000 && !ref.isEmpty(); step++) {
                Entry want = ref.poll();
                assertThat(q.peekTime()).isEqualTo(want.time);
                int got = q.removeNext();
                assertThat(got).as("seed %d step %d", seed, step).isEqualTo(want.event);
                assertThat(q.lastRemovedTime()).isEqualTo(want.time);
                now = want.time;
                int children = step < 15_000 ? rnd.nextInt(3) : rnd.nextInt(2);
                for (int c = 0; c < children; c++) {
                    long delay = switch (rnd.nextInt(4)) {
                        case 0 -> 0;
                        case 1 -> 83_840;
                        case 2 -> rnd.nextLong(2_000_000);
                        default -> 300_000_000L;
                    };
                    q.insert(now + delay, nextId);
                    ref.add(new Entry(now + delay, seq++, nextId++));
                }
                assertThat(q.size()).isEqualTo(ref.size());
            }
        }
    }

    @Test
    void shouldMatchTheReferenceWithArbitraryInsertsAndRemovals() {
        SplittableRandom rnd = new SplittableRandom(99);
        EventQueue q = create();
        PriorityQueue<Entry> ref = referenceQueue();
        List<Entry> live = new ArrayList<>();
        long seq = 0;
        for (int i = 0; i < 30_000; i++) {
            int op = rnd.nextInt(10);
            if (op < 5 || ref.isEmpty()) {
                long t = rnd.nextLong(50);
                int ev = rnd.nextInt(20);
                Entry e = new Entry(t, seq++, ev);
                q.insert(t, ev);
                ref.add(e);
                live.add(e);
            } else if (op < 9) {
                Entry want = ref.poll();
                live.remove(want);
                assertThat(q.removeNext()).isEqualTo(want.event);
                assertThat(q.lastRemovedTime()).isEqualTo(want.time);
            } else {
                Entry pick = live.get(rnd.nextInt(live.size()));
                // remove() takes the earliest-inserted equal entry
                Entry earliest = live.stream()
                        .filter(e -> e.time == pick.time && e.event == pick.event)
                        .min((a, b) -> Long.compare(a.seq, b.seq)).orElseThrow();
                assertThat(q.remove(pick.time, pick.event)).isTrue();
                ref.remove(earliest);
                live.remove(earliest);
            }
            assertThat(q.size()).isEqualTo(ref.size());
        }
    }

    @Test
    void loopShouldRunInOrderAndStopAtTheHorizon() {
        EventLoop loop = new EventLoop(create());
        List<Long> seen = new ArrayList<>();
        loop.scheduleAt(10, 1);
        loop.scheduleAt(30, 3);
        long n = loop.run(20, (ev, now) -> {
            seen.add(now);
            if (ev == 1) {
                loop.scheduleAt(now + 5, 2);
            }
        });
        assertThat(n).isEqualTo(2);
        assertThat(seen).containsExactly(10L, 15L);
        assertThat(loop.pendingEvents()).isEqualTo(1);
        // a second call continues where the first stopped
        assertThat(loop.run(Long.MAX_VALUE, (ev, now) -> seen.add(now))).isEqualTo(1);
        assertThat(seen).containsExactly(10L, 15L, 30L);
        assertThatThrownBy(() -> loop.scheduleAt(1, 9)).isInstanceOf(IllegalArgumentException.class);
    }
}
