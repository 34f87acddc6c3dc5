package io.rocekit.doctor.bench;

import io.rocekit.doctor.bench.judge.RunVerdict;
import java.util.List;
import java.util.Objects;
import java.util.OptionalDouble;

/**
 * Two or more runs of the same test side by side, per message size (before/after tuning).
 *
 * @param test   the test ({@code nccl-tests all_reduce float sum}, {@code perftest ib_write_bw})
 * @param metric what the values are ({@code busbw GB/s}, {@code BW average Gb/s}, {@code t_typical us})
 * @param runs   the runs, in input order
 * @param rows   one per size present in any run
 */
public record Comparison(String test, String metric, List<RunVerdict> runs, List<Row> rows) {
    public Comparison {
        Objects.requireNonNull(test);
        Objects.requireNonNull(metric);
        runs = List.copyOf(runs);
        rows = List.copyOf(rows);
    }

    /**
     * One size.
     *
     * @param sizeBytes     the message size
     * @param values        one per run (empty where the run has no row of that size)
     * @param changePercent last run against the first, percent, when both have the size
     */
    public record Row(long sizeBytes, List<OptionalDouble> values, OptionalDouble changePercent) {
        public Row {
            values = List.copyOf(values);
            Objects.requireNonNull(changePercent);
        }
    }
}
