package io.rocekit.host.bench;

import io.rocekit.core.finding.Evidence;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * One row of a perftest bandwidth table, in the run's {@link BandwidthUnit}.
 *
 * @param line        the row as printed
 * @param sizeBytes   {@code #bytes}
 * @param iterations  {@code #iterations}; -1 when not printed ({@code --output=bandwidth} prints the figure only)
 * @param bwPeak      {@code BW peak} (0.00 when not measured: duration mode, {@code -N}); NaN when not printed
 * @param bwAverage   {@code BW average}
 * @param msgRateMpps {@code MsgRate[Mpps]}, when printed
 */
public record PerftestBwRow(
        Evidence line, long sizeBytes, long iterations, double bwPeak, double bwAverage, OptionalDouble msgRateMpps) {
    public PerftestBwRow {
        Objects.requireNonNull(line, "line");
        Objects.requireNonNull(msgRateMpps, "msgRateMpps");
    }

    /** {@code #iterations}, when printed. */
    public OptionalLong iterationsPrinted() {
        return iterations >= 0 ? OptionalLong.of(iterations) : OptionalLong.empty();
    }

    /** {@code BW peak}, when printed. */
    public OptionalDouble bwPeakPrinted() {
        return Double.isNaN(bwPeak) ? OptionalDouble.empty() : OptionalDouble.of(bwPeak);
    }
}
