package io.rocekit.host.parse.nvsmitopo;

import io.rocekit.host.artifact.SourceLine;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * One row of the matrix.
 *
 * @param device       the row's device ({@code GPU0}, {@code NIC3}, {@code mlx5_0})
 * @param cells        one cell per matrix column, in column order
 * @param cpuAffinity  {@code CPU Affinity} ({@code 0-47,96-143}), GPU rows only
 * @param numaAffinity {@code NUMA Affinity}, when a number
 * @param gpuNumaId    {@code GPU NUMA ID} as printed ({@code N/A} on most systems)
 * @param line         the line
 */
public record TopoRow(String device, List<TopoCell> cells, Optional<String> cpuAffinity,
                      OptionalInt numaAffinity, Optional<String> gpuNumaId, SourceLine line) {
    public TopoRow {
        Objects.requireNonNull(device, "device");
        cells = List.copyOf(cells);
        Objects.requireNonNull(line, "line");
    }
}
