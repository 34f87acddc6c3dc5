package io.rocekit.host.parse.perftest;

import io.rocekit.host.bench.BenchRun;
import io.rocekit.host.bench.PerftestBwRun;
import io.rocekit.host.bench.PerftestLatRun;
import java.util.List;

/**
 * Every perftest run in one file, in print order (a paste often holds the server and the client
 * side, or several tests).
 *
 * @param runs the runs
 */
public record PerftestOutput(List<BenchRun> runs) {
    public PerftestOutput {
        runs = List.copyOf(runs);
    }

    /** The bandwidth runs. */
    public List<PerftestBwRun> bandwidth() {
        return runs.stream().filter(PerftestBwRun.class::isInstance).map(PerftestBwRun.class::cast).toList();
    }

    /** The latency runs. */
    public List<PerftestLatRun> latency() {
        return runs.stream().filter(PerftestLatRun.class::isInstance).map(PerftestLatRun.class::cast).toList();
    }
}
