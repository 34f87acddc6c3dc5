package io.rocekit.fabric.model;

import io.rocekit.core.finding.Evidence;
import java.util.Objects;

/**
 * A name one part of a configuration uses for another (a map, a scheduler, a profile).
 *
 * @param kind     what is referred to ({@code DSCP_TO_TC_MAP}, {@code SCHEDULER}, {@code qos profile})
 * @param name     the name used
 * @param from     who uses it ({@code PORT_QOS_MAP|global}, {@code Ethernet0 queue 3})
 * @param resolved whether the configuration defines it
 * @param where    the line that uses it
 */
public record Reference(String kind, String name, String from, boolean resolved, Evidence where) {
    public Reference {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(where, "where");
    }
}
