package io.rocekit.sim.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.sim.engine.BinaryHeapEventQueue;
import io.rocekit.sim.net.ReadAhead;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ReadAheadThreadTest {

    @Test
    void itReadsAheadWhileTheSimulationRunsAndIsGoneWhenStopped() throws InterruptedException {
        ReadAheadFabric f = ReadAheadFabric.fat320Head();
        ReadAheadThread r = ReadAheadThread.start(f.calendar(), f.loop(), f.net().readAhead(), 2_000, 20_000);
        while (!f.loop().stopped() && !f.loop().idleUntil(Long.MAX_VALUE)) {
            f.loop().run(Long.MAX_VALUE, f.net(), 5_000);
            if (r.passes() == 0) {
                Thread.sleep(1); // on a loaded machine, let the reading thread get a core at least once
            }
        }
        r.stop();
        assertThat(f.loop().stopped()).as("every flow finished").isTrue();
        assertThat(r.passes()).as("passes read while the loop ran").isPositive();
        assertThat(Thread.getAllStackTraces().keySet()).noneMatch(t -> t.getName().equals("rocekit-sim-read-ahead"));
    }

    @Test
    void anyEventTokenIsReadWithoutAnExceptionBeforeDuringAndAfterTheRun() {
        ReadAheadFabric f = ReadAheadFabric.fat320Head();
        ReadAhead reader = f.net().readAhead();
        SplittableRandom rnd = new SplittableRandom(22);
        for (int round = 0; round < 3; round++) {
            for (int i = 0; i < 200_000; i++) {
                reader.touch(rnd.nextInt());
            }
            for (int port = 0; port < 4_000; port++) {
                reader.touch(port << 4 | 1); // arrivals and ends of transmission of real ports
                reader.touch(port << 4);
            }
            int[] batch = new int[1_300]; // more than one of the reader's batches
            for (int i = 0; i < 200; i++) {
                for (int j = 0; j < batch.length; j++) {
                    batch[j] = rnd.nextInt(4) == 0 ? rnd.nextInt() : rnd.nextInt(4_000) << 4 | rnd.nextInt(2);
                }
                reader.touchAll(batch, rnd.nextInt(batch.length + 1));
            }
            f.loop().run(Long.MAX_VALUE, f.net(), 300_000);
        }
    }

    @Test
    void autoReadsAheadOnlyWhereTheStateOutgrowsTheCacheAndNeverWithTheHeap() {
        ReadAheadFabric f = ReadAheadFabric.fat320Head();
        assertThat(f.net().stateBytes()).isLessThan(SimRun.READ_AHEAD_MIN_STATE_BYTES);
        assertThat(SimRun.reading(RunOptions.ReadAhead.AUTO, f.calendar(), f.net())).isEqualTo(SimRun.Reading.NONE);
        assertThat(SimRun.reading(RunOptions.ReadAhead.INLINE, f.calendar(), f.net()))
                .isEqualTo(SimRun.Reading.INLINE);
        assertThat(SimRun.reading(RunOptions.ReadAhead.THREAD, f.calendar(), f.net()))
                .isEqualTo(SimRun.Reading.THREAD);
        assertThat(SimRun.reading(RunOptions.ReadAhead.OFF, f.calendar(), f.net())).isEqualTo(SimRun.Reading.NONE);
        assertThat(SimRun.reading(RunOptions.ReadAhead.THREAD, new BinaryHeapEventQueue(16), f.net()))
                .isEqualTo(SimRun.Reading.NONE);
        assertThat(SimRun.reading(RunOptions.ReadAhead.INLINE, new BinaryHeapEventQueue(16), f.net()))
                .isEqualTo(SimRun.Reading.NONE);
    }
}
