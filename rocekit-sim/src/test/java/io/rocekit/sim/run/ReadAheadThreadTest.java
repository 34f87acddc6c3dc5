package io.rocekit.sim.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.sim.config.SimConfig;
import io.rocekit.sim.engine.BinaryHeapEventQueue;
import io.rocekit.sim.engine.CalendarEventQueue;
import io.rocekit.sim.engine.EventLoop;
import io.rocekit.sim.net.Network;
import io.rocekit.sim.net.ReadAhead;
import io.rocekit.sim.topology.Routing;
import io.rocekit.sim.topology.Topology;
import io.rocekit.sim.topology.Wiring;
import io.rocekit.sim.traffic.Flow;
import io.rocekit.sim.validation.Fixtures;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ReadAheadThreadTest {

    private record Fabric(CalendarEventQueue calendar, EventLoop loop, Network net) {
    }

    /** FAT320 with the first 150 flows of its web-search file, set up as SimRun does. */
    private static Fabric fat320Head() {
        Topology t = Fixtures.topology("fat320_topology.txt");
        List<Flow> flows = Fixtures.flows("fat320_websearch_l30_2ms_seed1_flows.txt", t).subList(0, 150);
        SimConfig cfg = Fixtures.hpcc(t);
        Wiring wiring = new Wiring(t);
        CalendarEventQueue calendar = new CalendarEventQueue(100_000);
        EventLoop loop = new EventLoop(calendar);
        Network net = new Network(wiring, new Routing(wiring, cfg.packet().mtuBytes()), cfg, flows, loop, new int[0]);
        net.start();
        return new Fabric(calendar, loop, net);
    }

    @Test
    void itReadsAheadWhileTheSimulationRunsAndIsGoneWhenStopped() throws InterruptedException {
        Fabric f = fat320Head();
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
        Fabric f = fat320Head();
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
        Fabric f = fat320Head();
        assertThat(f.net().stateBytes()).isLessThan(SimRun.READ_AHEAD_MIN_STATE_BYTES);
        assertThat(SimRun.readsAhead(RunOptions.ReadAhead.AUTO, f.calendar(), f.net())).isFalse();
        assertThat(SimRun.readsAhead(RunOptions.ReadAhead.ON, f.calendar(), f.net())).isTrue();
        assertThat(SimRun.readsAhead(RunOptions.ReadAhead.OFF, f.calendar(), f.net())).isFalse();
        assertThat(SimRun.readsAhead(RunOptions.ReadAhead.ON, new BinaryHeapEventQueue(16), f.net())).isFalse();
    }
}
