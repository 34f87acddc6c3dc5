package io.rocekit.doctor.bench;

import io.rocekit.core.rule.Limits;
import io.rocekit.doctor.bench.judge.Thresholds;
import io.rocekit.doctor.rule.NodeEvidence;
import io.rocekit.doctor.rule.bench.BenchContext;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The judged benchmarks of the node being examined, shared by the bench rules of one engine: every
 * bench rule reads the same verdicts, which depend on the evidence and on the three thresholds
 * judging reads, so they are built once per node and set of those values rather than once per rule.
 * Holds the last node only; safe when one engine serves several threads (a thread that finds
 * another node's entry replaces it).
 */
final class ContextMemo {
    private record Entry(NodeEvidence evidence, Map<List<Double>, BenchContext> byLimits) {
    }

    private volatile Entry last = new Entry(null, Map.of());

    BenchContext context(NodeEvidence evidence, Limits limits) {
        Entry e = last;
        if (e.evidence() != evidence) {
            e = new Entry(evidence, new ConcurrentHashMap<>());
            last = e;
        }
        List<Double> key = List.of(limits.get(Thresholds.NCCL_MIN_SIZE), limits.get(Thresholds.LINE_RATE_WARN),
                limits.get(Thresholds.PERFTEST_MIN_SIZE));
        return e.byLimits().computeIfAbsent(key, k -> BenchAnalysis.context(evidence, limits));
    }
}
