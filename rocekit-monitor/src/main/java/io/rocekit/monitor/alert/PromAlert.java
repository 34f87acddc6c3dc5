package io.rocekit.monitor.alert;

import io.rocekit.core.finding.Severity;
import java.util.Objects;

/**
 * One Prometheus alerting rule written from a monitor rule and its limits.
 *
 * @param name     the alert name ({@code RocePauseStorm})
 * @param expr     the PromQL expression over the exporter's metrics
 * @param forText  how long it must hold ({@code 2m})
 * @param severity the label value ({@code warning}, {@code critical})
 * @param summary  the annotation, with {@code {{ $labels.device }}} templates
 */
public record PromAlert(String name, String expr, String forText, Severity severity, String summary) {
    public PromAlert {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(expr, "expr");
        Objects.requireNonNull(forText, "forText");
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(summary, "summary");
    }
}
