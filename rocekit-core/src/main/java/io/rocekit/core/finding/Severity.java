package io.rocekit.core.finding;

import java.util.Locale;

/** How bad a finding is. Ordered: {@code INFO < WARN < FAIL}. */
public enum Severity {
    /** Worth knowing; nothing to fix. */
    INFO,
    /** Costs performance or robustness; fix when convenient. */
    WARN,
    /** Breaks or badly degrades RDMA performance; fix first. */
    FAIL;

    /** True when this severity is at or above {@code threshold}. */
    public boolean atLeast(Severity threshold) {
        return compareTo(threshold) >= 0;
    }

    /** Parses {@code info}, {@code WARN}, {@code Fail}...; the message lists the allowed values. */
    public static Severity parse(String text) {
        try {
            return valueOf(text.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(
                    "severity '" + text + "' is not one of INFO, WARN, FAIL", e);
        }
    }
}
