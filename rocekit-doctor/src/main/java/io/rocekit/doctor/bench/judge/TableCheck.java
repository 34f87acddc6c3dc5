package io.rocekit.doctor.bench.judge;

import io.rocekit.core.finding.Evidence;
import java.util.List;
import java.util.Objects;

/**
 * One re-check of a table's own figures.
 *
 * @param name     what was checked ({@code algbw = size / time})
 * @param checked  how many cells were checked (0: not checked, see detail)
 * @param failed   how many disagreed beyond print rounding
 * @param detail   one sentence: the result or why it was not checked
 * @param failures the first rows that disagreed
 */
public record TableCheck(String name, int checked, int failed, String detail, List<Evidence> failures) {
    public TableCheck {
        Objects.requireNonNull(name);
        Objects.requireNonNull(detail);
        failures = List.copyOf(failures);
    }

    /** Checked and every cell agreed. */
    public boolean passed() {
        return checked > 0 && failed == 0;
    }

    /** Not checked (the detail says why). */
    public boolean skipped() {
        return checked == 0;
    }

    static TableCheck skipped(String name, String why) {
        return new TableCheck(name, 0, 0, why, List.of());
    }
}
