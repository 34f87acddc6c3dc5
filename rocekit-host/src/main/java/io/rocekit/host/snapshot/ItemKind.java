package io.rocekit.host.snapshot;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** What a manifest item is: a command that was run, a file, a directory tree or a link that was copied. */
public enum ItemKind {
    COMMAND, FILE, DIRECTORY, LINK;

    @JsonValue
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    @JsonCreator
    public static ItemKind ofLabel(String label) {
        return valueOf(label.toUpperCase(Locale.ROOT));
    }
}
