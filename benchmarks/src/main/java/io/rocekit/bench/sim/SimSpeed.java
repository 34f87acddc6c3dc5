package io.rocekit.bench.sim;

import io.rocekit.sim.config.Profile;
import io.rocekit.sim.config.SimConfig;
import io.rocekit.sim.run.RunOptions;
import io.rocekit.sim.run.SimResult;
import io.rocekit.sim.run.SimRun;
import io.rocekit.sim.topology.HpccTopologyReader;
import io.rocekit.sim.topology.Topology;
import io.rocekit.sim.traffic.Flow;
import io.rocekit.sim.traffic.HpccFlowReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * Runs one reference scenario {@code reps} times in one JVM (so later runs are JIT-warm) and
 * prints, per run: wall time, the simulating thread's CPU time, events and packet-hops per
 * second of each, and the peak heap in use.
 *
 * <p>Usage: {@code java -cp benchmarks.jar io.rocekit.bench.sim.SimSpeed TOPOLOGY FLOWS REPS [QUEUE]}
 */
public final class SimSpeed {
    private SimSpeed() {
    }

    public static void main(String[] args) throws IOException {
        Path topo = Path.of(args[0]);
        Path flowsFile = Path.of(args[1]);
        int reps = Integer.parseInt(args[2]);
        String queue = args.length > 3 ? args[3] : "calendar";
        Topology t = HpccTopologyReader.read(topo.toString(), Files.readString(topo));
        List<Flow> flows = HpccFlowReader.read(flowsFile.toString(), Files.readString(flowsFile), t);
        SimConfig cfg = SimConfig.from(Profile.HPCC_DCQCN.settings(t.nicRateBitsPerSec())
                .with("sim.event-queue", queue, "args").with("metrics.queue-sample-interval", "0us", "args"));
        Runtime rt = Runtime.getRuntime();
        for (int i = 0; i < reps; i++) {
            System.gc();
            SimResult r = SimRun.run(t, flows, cfg, RunOptions.defaults());
            long used = rt.totalMemory() - rt.freeMemory();
            System.out.printf(Locale.ROOT, "%s %s run %d: wall %.3f s, thread cpu %.3f s, %d events, %d packet-hops,"
                            + " %.3e hops/s wall, %.3e hops/s cpu, %.3e events/s cpu, peak packets %d (%d B each),"
                            + " heap in use %d MB%n", flowsFile.getFileName(), queue, i, r.run().wallNanos() / 1e9,
                    r.run().threadCpuNanos() / 1e9, r.run().events(), r.run().packetHops(),
                    r.run().packetHopsPerWallSecond(), r.run().packetHopsPerCpuSecond(),
                    r.run().events() * 1e9 / r.run().threadCpuNanos(), r.run().peakPacketSlots(),
                    r.run().bytesPerPacket(), used >> 20);
        }
    }
}
