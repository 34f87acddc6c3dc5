package io.rocekit.bench.sim;

import io.rocekit.sim.engine.BinaryHeapEventQueue;
import io.rocekit.sim.engine.CalendarEventQueue;
import io.rocekit.sim.engine.EventQueue;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The classic hold model on the two event lists: with {@code size} events queued, pop the
 * earliest and schedule one new event after it, with the delays a fabric simulation produces
 * (serialisation-length gaps on a 1 ns grid, link delays, 300 us timers). Score = hold operations
 * (one removeNext + one insert) per second.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class EventQueueBenchmark {
    static final int OPS = 1 << 16;

    @Param({"heap", "calendar"})
    String queue;

    @Param({"1000", "20000"})
    int size;

    EventQueue q;
    long[] delays;
    int cursor;

    @Setup
    public void setup() {
        q = queue.equals("heap") ? new BinaryHeapEventQueue(size * 2) : new CalendarEventQueue(1000);
        SplittableRandom rnd = new SplittableRandom(42);
        delays = new long[1 << 20];
        for (int i = 0; i < delays.length; i++) {
            int kind = rnd.nextInt(100);
            long ns = kind < 45 ? 83 : kind < 90 ? 1000 + rnd.nextInt(100) : kind < 98 ? rnd.nextInt(4000)
                    : 300_000;
            delays[i] = ns * 1000;
        }
        for (int i = 0; i < size; i++) {
            q.insert(delays[i], i);
        }
    }

    @Benchmark
    @OperationsPerInvocation(OPS)
    public long hold() {
        long sum = 0;
        for (int i = 0; i < OPS; i++) {
            int ev = q.removeNext();
            long now = q.lastRemovedTime();
            q.insert(now + delays[cursor++ & (delays.length - 1)], ev);
            sum += ev;
        }
        return sum;
    }
}
