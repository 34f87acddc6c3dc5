package io.rocekit.fabric.model;

import io.rocekit.core.finding.Evidence;
import java.util.Objects;
import java.util.Optional;

/**
 * A named thing a configuration defines for others to use (a map, a scheduler, a WRED profile).
 *
 * @param kind        what it is, with the same names {@link Reference#kind()} uses
 * @param name        its name
 * @param where       the line that defines it
 * @param usedOutside who uses it where that user is not in the file, as the vendor's own tools split the
 *                    configuration ({@code SONiC's TUNNEL table}: it names the dual-ToR tunnel's maps and is
 *                    not in the qos.json that renders them); empty where the file would hold its users
 */
public record Definition(String kind, String name, Evidence where, Optional<String> usedOutside) {
    /** A definition whose users would be in the same file. */
    public Definition(String kind, String name, Evidence where) {
        this(kind, name, where, Optional.empty());
    }

    public Definition {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(where, "where");
        Objects.requireNonNull(usedOutside, "usedOutside");
    }
}
