package io.rocekit.fleet.node;

import io.rocekit.host.bench.NcclTestsRow;
import io.rocekit.host.bench.NcclTestsRun;
import io.rocekit.host.bench.PerftestBwRow;
import io.rocekit.host.bench.PerftestBwRun;
import io.rocekit.host.bench.PerftestLatRow;
import io.rocekit.host.bench.PerftestLatRun;
import io.rocekit.host.parse.nccltests.NcclTestsOutput;
import io.rocekit.host.parse.perftest.PerftestOutput;
import java.util.Comparator;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * Benchmark results a node's snapshot holds: nccl-tests bus bandwidth at the largest message
 * (where a healthy fabric reaches its plateau; the average over all sizes mixes in latency-bound
 * sizes), perftest bandwidth at the largest message and latency at the smallest.
 */
final class BenchMetrics {
    private BenchMetrics() {
    }

    static void read(NodeView v, FactSink out) {
        for (NodeView.Typed<NcclTestsOutput> t : v.artifacts(NcclTestsOutput.class)) {
            for (NcclTestsRun r : t.model().runs()) {
                r.rows().stream().max(Comparator.comparingLong(NcclTestsRow::sizeBytes)).ifPresent(row ->
                        out.metric("nccl-tests." + name(r.testName()) + ".busBwGBps", row.peakBusBwGBps()));
            }
        }
        for (NodeView.Typed<PerftestOutput> t : v.artifacts(PerftestOutput.class)) {
            for (PerftestBwRun r : t.model().bandwidth()) {
                Optional<PerftestBwRow> row = r.rows().stream().max(Comparator.comparingLong(PerftestBwRow::sizeBytes));
                row.ifPresent(x -> out.metric("perftest." + name(r.test()) + ".bwGbps", r.unit().toGbps(x.bwAverage())));
            }
            for (PerftestLatRun r : t.model().latency()) {
                Optional<PerftestLatRow> row = r.rows().stream().min(Comparator.comparingLong(PerftestLatRow::sizeBytes));
                OptionalDouble us = row.map(PerftestLatRow::typicalOrAverage).orElse(OptionalDouble.empty());
                if (us.isPresent() && !r.cycles()) {
                    out.metric("perftest." + name(r.test()) + ".latencyUsec", us.getAsDouble());
                }
            }
        }
    }

    /** {@code RDMA_Write BW Test} to {@code rdma-write-bw}: lower case, one dash between words. */
    static String name(String test) {
        String n = test.toLowerCase(Locale.ROOT).replaceAll("\\btest\\b", "").replaceAll("[^a-z0-9_]+", "-");
        n = n.replaceAll("^-+|-+$", "");
        return n.isEmpty() ? "unnamed" : n;
    }
}
