package io.rocekit.host.bench;

import io.rocekit.core.finding.Evidence;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * One nccl-tests table and what was printed around it.
 *
 * @param file            the file
 * @param firstLine       where the run starts
 * @param collective      the collective, when known (see {@code testSource})
 * @param testName        the test as reported: the collective's id, or what the table allows
 *                        ({@code all_gather or alltoall}) or {@code unknown}
 * @param factor          the bus-bandwidth factor, when the collective or its family is known
 * @param testSource      how the collective is known: {@code header}, {@code command line},
 *                        {@code file name}, {@code table} (inferred from the columns) or
 *                        {@code unknown}
 * @param setup           the parameters line
 * @param devices         the {@code Using devices} lines
 * @param rows            the rows, in print order
 * @param avgBusBwGBps    the {@code # Avg bus bandwidth} footer value
 * @param avgLine         the footer line
 * @param outOfBounds     the {@code # Out of bounds values : N} count
 * @param outOfBoundsLine that footer line
 * @param elided          true when the author cut rows out ({@code ...} lines)
 * @param status          how far it got
 * @param statusReason    why it is not {@code ok}
 * @param errors          error lines inside the run (test failures, NCCL WARN)
 */
public record NcclTestsRun(
        String file,
        int firstLine,
        Optional<NcclCollective> collective,
        String testName,
        Optional<BusBwFactor> factor,
        String testSource,
        NcclTestsSetup setup,
        List<NcclTestsDevice> devices,
        List<NcclTestsRow> rows,
        OptionalDouble avgBusBwGBps,
        Optional<Evidence> avgLine,
        OptionalLong outOfBounds,
        Optional<Evidence> outOfBoundsLine,
        boolean elided,
        RunStatus status,
        Optional<String> statusReason,
        List<Evidence> errors) implements BenchRun {
    public NcclTestsRun {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(collective, "collective");
        Objects.requireNonNull(testName, "testName");
        Objects.requireNonNull(factor, "factor");
        Objects.requireNonNull(testSource, "testSource");
        Objects.requireNonNull(setup, "setup");
        devices = List.copyOf(devices);
        rows = List.copyOf(rows);
        Objects.requireNonNull(avgBusBwGBps, "avgBusBwGBps");
        Objects.requireNonNull(avgLine, "avgLine");
        Objects.requireNonNull(outOfBounds, "outOfBounds");
        Objects.requireNonNull(outOfBoundsLine, "outOfBoundsLine");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(statusReason, "statusReason");
        errors = List.copyOf(errors);
    }

    @Override
    public String tool() {
        return "nccl-tests";
    }

    @Override
    public String test() {
        return testName;
    }

    /** The largest bus bandwidth in either column group, if any row. */
    public OptionalDouble peakBusBwGBps() {
        return rows.stream().mapToDouble(NcclTestsRow::peakBusBwGBps).max();
    }

    /** The row holding the peak bus bandwidth. */
    public Optional<NcclTestsRow> peakRow() {
        return rows.stream().max(java.util.Comparator.comparingDouble(NcclTestsRow::peakBusBwGBps));
    }

    /** Distinct hosts in the device lines (0 when none were printed). */
    public int hostCount() {
        return (int) devices.stream().map(NcclTestsDevice::host).distinct().count();
    }

    /**
     * True when more than one device line claims the same rank: the processes did not form one
     * communicator (nccl-tests built without MPI, so each process ran alone).
     */
    public boolean duplicateRanks() {
        return devices.stream().map(NcclTestsDevice::rank).distinct().count() < devices.size();
    }
}
