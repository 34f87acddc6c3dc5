package io.rocekit.fleet.analysis;

import java.io.Serializable;
import java.util.Objects;

/**
 * A snapshot fleet could not read: it is left out of every comparison, and said so.
 *
 * @param node   its name (the file or directory name when the manifest could not be read)
 * @param source the path
 * @param error  why
 */
// Serializable: FleetAccumulator holds these and is shipped between Spark executors.
public record Unreadable(String node, String source, String error) implements Serializable {
    public Unreadable {
        Objects.requireNonNull(node, "node");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(error, "error");
    }
}
