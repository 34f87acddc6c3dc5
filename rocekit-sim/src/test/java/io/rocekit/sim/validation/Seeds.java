package io.rocekit.sim.validation;

import io.rocekit.sim.metrics.BucketSummary;
import io.rocekit.sim.run.SimResult;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Manual: percentiles over seeds. java ... Seeds topo flows nSeeds [KEY=VALUE...]. */
public final class Seeds {
    public static void main(String[] args) {
        int n = Integer.parseInt(args[2]);
        for (int s = 1; s <= n; s++) {
            List<String> sets = new ArrayList<>(Arrays.asList(Arrays.copyOfRange(args, 3, args.length)));
            sets.add("sim.seed=" + s);
            SimResult r = Fixtures.run(args[0], args[1], sets.toArray(new String[0]));
            StringBuilder sb = new StringBuilder("seed " + s);
            for (BucketSummary b : r.buckets()) {
                sb.append(String.format(" | %s %.3f %.3f %.3f", b.name(), b.slowdownP50(), b.slowdownP95(), b.slowdownP99()));
            }
            sb.append(" | peak ").append(r.hottestPort().queuePeakBytes()).append(" pfc ").append(r.total("pauseFramesReceived"));
            System.out.println(sb);
        }
    }
}
