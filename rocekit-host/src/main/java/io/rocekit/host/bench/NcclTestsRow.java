package io.rocekit.host.bench;

import io.rocekit.core.finding.Evidence;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * One message size of an nccl-tests table.
 *
 * @param line       the row as printed, with file and line
 * @param sizeBytes  the {@code size} column, bytes
 * @param count      the {@code count} column, elements
 * @param type       the data type ({@code float}, {@code bfloat16}, ...)
 * @param redop      the reduction operator, when the table has one and the cell is not blank
 * @param root       the root rank ({@code -1} = none), when the table has the column
 * @param outOfPlace the first column group
 * @param inPlace    the second column group, when printed
 */
public record NcclTestsRow(
        Evidence line,
        long sizeBytes,
        long count,
        String type,
        Optional<String> redop,
        OptionalLong root,
        NcclTestsResult outOfPlace,
        Optional<NcclTestsResult> inPlace) {
    public NcclTestsRow {
        Objects.requireNonNull(line, "line");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(redop, "redop");
        Objects.requireNonNull(root, "root");
        Objects.requireNonNull(outOfPlace, "outOfPlace");
        Objects.requireNonNull(inPlace, "inPlace");
    }

    /** The larger bus bandwidth of the two column groups. */
    public double peakBusBwGBps() {
        return inPlace.map(ip -> Math.max(ip.busBwGBps(), outOfPlace.busBwGBps())).orElse(outOfPlace.busBwGBps());
    }
}
