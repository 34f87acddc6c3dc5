package io.rocekit.cli.render;

import io.rocekit.core.finding.Severity;

/** The colour of a summary figure or a cell: a severity, good, or plain. */
public enum Tone {
    FAIL, WARN, INFO, OK, PLAIN;

    /** The tone a finding of this severity is shown in. */
    public static Tone of(Severity s) {
        return switch (s) {
            case FAIL -> FAIL;
            case WARN -> WARN;
            case INFO -> INFO;
        };
    }

    String css() {
        return "tone-" + name().toLowerCase(java.util.Locale.ROOT);
    }
}
