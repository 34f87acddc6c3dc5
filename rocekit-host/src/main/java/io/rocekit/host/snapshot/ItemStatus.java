package io.rocekit.host.snapshot;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/** What happened to one manifest item; the JSON value is the label ({@code "not installed"}). */
public enum ItemStatus {
    /** Read or ran, exit code 0. */
    OK("ok"),
    /** The command ran and exited non-zero (its output is kept). */
    FAILED("failed"),
    /** The command ran past its timeout and was killed (what it printed is kept). */
    TIMED_OUT("timed out"),
    /** The command is not on this host. */
    NOT_INSTALLED("not installed"),
    /** The file or directory does not exist on this host. */
    NOT_PRESENT("not present"),
    /** It exists but could not be read (permissions, an attribute the driver refuses). */
    UNREADABLE("unreadable");

    private final String label;

    ItemStatus(String label) {
        this.label = label;
    }

    @JsonValue
    public String label() {
        return label;
    }

    @JsonCreator
    public static ItemStatus ofLabel(String label) {
        for (ItemStatus s : values()) {
            if (s.label.equals(label)) {
                return s;
            }
        }
        throw new IllegalArgumentException("unknown item status '" + label + "'");
    }
}
