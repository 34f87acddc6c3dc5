package io.rocekit.host.bench;

import io.rocekit.core.finding.Evidence;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One perftest bandwidth test ({@code ib_write_bw}, {@code ib_read_bw}, {@code ib_send_bw},
 * {@code ib_atomic_bw}).
 *
 * @param file         the file
 * @param firstLine    where the run starts
 * @param header       the header block
 * @param unit         the unit of the BW columns
 * @param rows         the rows
 * @param durationMode {@code -D}: BW peak is not measured (perftest prints 0.00)
 * @param status       how far it got
 * @param statusReason why it is not {@code ok}
 * @param errors       error lines
 * @param warnings     warning lines (CPU frequency, relaxed ordering, MTU changes)
 */
public record PerftestBwRun(
        String file,
        int firstLine,
        PerftestHeader header,
        BandwidthUnit unit,
        List<PerftestBwRow> rows,
        boolean durationMode,
        RunStatus status,
        Optional<String> statusReason,
        List<Evidence> errors,
        List<Evidence> warnings) implements BenchRun {
    public PerftestBwRun {
        Objects.requireNonNull(file);
        Objects.requireNonNull(header);
        Objects.requireNonNull(unit);
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
