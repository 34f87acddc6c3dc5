package io.rocekit.core.finding;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/** Operations on lists of findings shared by every report. */
public final class Findings {
    /** Most severe first, then by rule id, then by subject: a stable report order. */
    public static final Comparator<Finding> REPORT_ORDER = Comparator
            .comparing(Finding::severity, Comparator.reverseOrder())
            .thenComparing(Finding::rule)
            .thenComparing(Finding::subject);

    private Findings() {
    }

    /** The findings in report order. */
    public static List<Finding> sorted(List<Finding> findings) {
        return findings.stream().sorted(REPORT_ORDER).toList();
    }

    /** The highest severity present, if any finding. */
    public static Optional<Severity> highest(List<Finding> findings) {
        return findings.stream().map(Finding::severity).max(Comparator.naturalOrder());
    }

    /** How many findings are at or above {@code threshold}. */
    public static long countAtLeast(List<Finding> findings, Severity threshold) {
        return findings.stream().filter(f -> f.severity().atLeast(threshold)).count();
    }
}
