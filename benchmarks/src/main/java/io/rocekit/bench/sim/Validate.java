package io.rocekit.bench.sim;

import io.rocekit.sim.config.Profile;
import io.rocekit.sim.config.SimConfig;
import io.rocekit.sim.metrics.BucketSummary;
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
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Runs one reference scenario over several ECN seeds with the hpcc-dcqcn profile and prints the
 * slowdown percentiles per bucket, the hottest queue peak and the PFC frames per seed: the numbers
 * behind docs/sim.md's validation table.
 *
 * <p>Usage: {@code java -cp benchmarks.jar io.rocekit.bench.sim.Validate TOPOLOGY FLOWS SEEDS [KEY=VALUE...]}
 */
public final class Validate {
    private Validate() {
    }

    public static void main(String[] args) throws IOException {
        Path topo = Path.of(args[0]);
        Path flowsFile = Path.of(args[1]);
        int seeds = Integer.parseInt(args[2]);
        Topology t = HpccTopologyReader.read(topo.toString(), Files.readString(topo));
        List<Flow> flows = HpccFlowReader.read(flowsFile.toString(), Files.readString(flowsFile), t);
        for (int seed = 1; seed <= seeds; seed++) {
            var s = Profile.HPCC_DCQCN.settings(t.nicRateBitsPerSec()).with("sim.seed", Integer.toString(seed), "seed");
            for (String kv : Arrays.copyOfRange(args, 3, args.length)) {
                String[] p = kv.split("=", 2);
                s = s.with(p[0], p[1], kv);
            }
            SimResult r = SimRun.run(t, flows, SimConfig.from(s), RunOptions.defaults());
            StringBuilder sb = new StringBuilder("seed " + seed);
            for (BucketSummary b : r.buckets()) {
                sb.append(String.format(Locale.ROOT, " | %s p50 %.3f p95 %.3f p99 %.3f", b.name(), b.slowdownP50(),
                        b.slowdownP95(), b.slowdownP99()));
            }
            sb.append(String.format(Locale.ROOT, " | hottest %s peak %d B | PAUSE %d RESUME %d | drops %d",
                    r.hottestPort().label(), r.hottestPort().queuePeakBytes(), r.total("pauseFramesReceived"),
                    r.total("resumeFramesReceived"), r.total("drops")));
            System.out.println(sb);
        }
    }
}
