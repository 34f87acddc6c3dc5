package io.rocekit.fleet.analysis;

import java.util.List;
import java.util.Objects;

/**
 * One node's share of the fleet's problems.
 *
 * @param node     the node
 * @param source   the snapshot it was read from
 * @param rules    the rules that fired on it (doctor and fleet), in report order
 * @param findings how many findings the doctor made on it
 */
public record NodeRank(String node, String source, List<String> rules, int findings) {
    public NodeRank {
        Objects.requireNonNull(node, "node");
        Objects.requireNonNull(source, "source");
        rules = List.copyOf(rules);
    }
}
