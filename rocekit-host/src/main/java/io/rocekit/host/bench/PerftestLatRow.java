package io.rocekit.host.bench;

import io.rocekit.core.finding.Evidence;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * One row of a perftest latency table, in microseconds (or cycles with {@code -C}). perftest
 * reports half the round trip for write and send, the whole round trip for read and atomic
 * ({@code rtt_factor} in {@code print_report_lat}). Duration mode ({@code -D}) prints only
 * {@code t_avg} and transactions per second.
 *
 * @param line       the row as printed
 * @param sizeBytes  {@code #bytes}
 * @param iterations {@code #iterations}; -1 when not printed ({@code --output=latency} prints the figure only)
 * @param tMin       {@code t_min}
 * @param tMax       {@code t_max}
 * @param tTypical   {@code t_typical} (the median)
 * @param tAvg       {@code t_avg}
 * @param tStdev     {@code t_stdev}
 * @param p99        {@code 99% percentile}
 * @param p999       {@code 99.9% percentile}
 * @param tps        {@code tps average} (duration mode)
 */
public record PerftestLatRow(
        Evidence line,
        long sizeBytes,
        long iterations,
        OptionalDouble tMin,
        OptionalDouble tMax,
        OptionalDouble tTypical,
        OptionalDouble tAvg,
        OptionalDouble tStdev,
        OptionalDouble p99,
        OptionalDouble p999,
        OptionalDouble tps) {
    public PerftestLatRow {
        Objects.requireNonNull(line, "line");
        Objects.requireNonNull(tMin);
        Objects.requireNonNull(tMax);
        Objects.requireNonNull(tTypical);
        Objects.requireNonNull(tAvg);
        Objects.requireNonNull(tStdev);
        Objects.requireNonNull(p99);
        Objects.requireNonNull(p999);
        Objects.requireNonNull(tps);
    }

    /** {@code #iterations}, when printed. */
    public OptionalLong iterationsPrinted() {
        return iterations >= 0 ? OptionalLong.of(iterations) : OptionalLong.empty();
    }

    /** The median where printed, else the average (duration mode). */
    public OptionalDouble typicalOrAverage() {
        return tTypical.isPresent() ? tTypical : tAvg;
    }
}
