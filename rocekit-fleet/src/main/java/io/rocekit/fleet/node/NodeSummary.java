package io.rocekit.fleet.node;

import io.rocekit.core.finding.Severity;
import java.io.Serializable;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * What fleet keeps of one node: small, serialisable (it travels back from Spark tasks), and
 * independent of the order nodes are read in.
 *
 * @param host     the node's name: the manifest's {@code host}, else the snapshot's file or directory name
 * @param source   the snapshot it was read from, as given
 * @param facts    named settings and versions ({@code firmware.mlx5_0.version} to {@code 28.39.1002}), compared for drift
 * @param metrics  named numbers ({@code nccl-tests.all_reduce_perf.busBwGBps}), judged for outliers; units in the name
 * @param rules    every doctor rule that fired on the node, with its most severe finding
 * @param findings how many findings the doctor made
 * @param error    why the snapshot could not be read; empty when it was
 */
public record NodeSummary(String host, String source, SortedMap<String, String> facts,
                          SortedMap<String, Double> metrics, SortedMap<String, Severity> rules, int findings,
                          String error) implements Serializable {
    private static final long serialVersionUID = 1L;

    public NodeSummary {
        Objects.requireNonNull(host, "host");
        Objects.requireNonNull(source, "source");
        facts = Collections.unmodifiableSortedMap(new TreeMap<>(facts));
        metrics = Collections.unmodifiableSortedMap(new TreeMap<>(metrics));
        rules = Collections.unmodifiableSortedMap(new TreeMap<>(rules));
        Objects.requireNonNull(error, "error");
    }

    /** A node whose snapshot could not be read. */
    public static NodeSummary unreadable(String host, String source, String error) {
        return new NodeSummary(host, source, Map.of(), Map.of(), Map.of(), 0, error);
    }

    public NodeSummary(String host, String source, Map<String, String> facts, Map<String, Double> metrics,
                       Map<String, Severity> rules, int findings, String error) {
        this(host, source, new TreeMap<>(facts), new TreeMap<>(metrics), new TreeMap<>(rules), findings, error);
    }

    /** True when the snapshot was read. */
    public boolean readable() {
        return error.isEmpty();
    }

    /** The same node under another name (two snapshots of one host are told apart by their source). */
    public NodeSummary renamed(String name) {
        return new NodeSummary(name, source, facts, metrics, rules, findings, error);
    }

    /** Fact keys in the order reports list them. */
    public List<String> factKeys() {
        return List.copyOf(facts.keySet());
    }
}
