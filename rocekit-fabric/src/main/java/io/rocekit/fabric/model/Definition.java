package io.rocekit.fabric.model;

import io.rocekit.core.finding.Evidence;
import java.util.Objects;

/**
 * A named thing a configuration defines for others to use (a map, a scheduler, a WRED profile).
 *
 * @param kind  what it is, with the same names {@link Reference#kind()} uses
 * @param name  its name
 * @param where the line that defines it
 */
public record Definition(String kind, String name, Evidence where) {
    public Definition {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(where, "where");
    }
}
