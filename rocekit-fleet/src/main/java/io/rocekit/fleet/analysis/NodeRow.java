package io.rocekit.fleet.analysis;

import java.io.Serializable;
import java.util.Objects;

/**
 * What the analysis keeps of every node whatever the fleet's size: its name and how many findings
 * the doctor made (for the node ranking).
 *
 * @param host     the node's host name (the manifest's, else the snapshot's file name)
 * @param findings how many findings the doctor made on it
 */
public record NodeRow(String host, int findings) implements Serializable {
    private static final long serialVersionUID = 1L;

    public NodeRow {
        Objects.requireNonNull(host, "host");
    }
}
