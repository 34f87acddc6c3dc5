package io.rocekit.host.bench;

import io.rocekit.core.finding.Evidence;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One perftest latency test ({@code ib_write_lat}, {@code ib_read_lat}, {@code ib_send_lat},
 * {@code ib_atomic_lat}).
 *
 * @param file         the file
 * @param firstLine    where the run starts
 * @param header       the header block
 * @param cycles       the table is in CPU cycles ({@code -C}), not microseconds
 * @param rows         the rows
 * @param durationMode {@code -D}: only the average and the transaction rate are printed
 * @param status       how far it got
 * @param statusReason why it is not {@code ok}
 * @param errors       error lines
 * @param warnings     warning lines
 */
public record PerftestLatRun(
        String file,
        int firstLine,
        PerftestHeader header,
        boolean cycles,
        List<PerftestLatRow> rows,
        boolean durationMode,
        RunStatus status,
        Optional<String> statusReason,
        List<Evidence> errors,
        List<Evidence> warnings) implements BenchRun {
    public PerftestLatRun {
        Objects.requireNonNull(file);
        Objects.requireNonNull(header);
        rows = List.copyOf(rows);
        Objects.requireNonNull(status);
        Objects.requireNonNull(statusReason);
        errors = List.copyOf(errors);
        warnings = List.copyOf(warnings);
    }

    @Override
    public String tool() {
        return "perftest";
    }

    @Override
    public String test() {
        return header.test();
    }
}
