package io.rocekit.host.bench;

import io.rocekit.core.finding.Evidence;
import java.util.Objects;
import java.util.OptionalDouble;

/**
 * One row of a perftest bandwidth table, in the run's {@link BandwidthUnit}.
 *
 * @param line        the row as printed
 * @param sizeBytes   {@code #bytes}
 * @param iterations  {@code #iterations}
 * @param bwPeak      {@code BW peak} (0.00 when not measured: duration mode, {@code -N})
 * @param bwAverage   {@code BW average}
 * @param msgRateMpps {@code MsgRate[Mpps]}, when printed
 */
public record PerftestBwRow(
        Evidence line, long sizeBytes, long iterations, double bwPeak, double bwAverage, OptionalDouble msgRateMpps) {
    public PerftestBwRow {
        Objects.requireNonNull(line, "line");
        Objects.requireNonNull(msgRateMpps, "msgRateMpps");
    }
}
