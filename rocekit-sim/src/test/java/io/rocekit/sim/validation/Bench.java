package io.rocekit.sim.validation;

import io.rocekit.sim.run.SimResult;
import java.util.Arrays;

/** Manual timing: java ... Bench topo flows reps [KEY=VALUE...]. */
public final class Bench {
    public static void main(String[] args) {
        int reps = Integer.parseInt(args[2]);
        String[] sets = Arrays.copyOfRange(args, 3, args.length);
        for (int i = 0; i < reps; i++) {
            long t0 = System.nanoTime();
            SimResult r = Fixtures.run(args[0], args[1], sets);
            long wall = System.nanoTime() - t0;
            System.out.printf("rep %d wall %.3f s cpu %.3f s events %d hops %d ev/s %.3e hops/s %.3e hops/cpu-s %.3e"
                    + " peakPkts %d%n", i, wall / 1e9, r.run().threadCpuNanos() / 1e9, r.run().events(),
                    r.run().packetHops(), r.run().eventsPerWallSecond(), r.run().packetHopsPerWallSecond(),
                    r.run().packetHopsPerCpuSecond(), r.run().peakPacketSlots());
        }
    }
}
