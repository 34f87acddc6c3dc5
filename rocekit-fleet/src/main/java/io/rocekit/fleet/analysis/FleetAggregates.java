package io.rocekit.fleet.analysis;

import io.rocekit.core.finding.Severity;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the cross-node analysis asks of the examined nodes, whoever holds them: a
 * {@link FleetAccumulator} that folded every summary on this machine, or {@link KeptAggregates}
 * that aggregate summaries kept on a cluster's executors. The analysis ({@link FleetAnalysis})
 * is written once against this, so both give the same report. Nodes are named here by their
 * snapshot path (the source, unique); names are given by the analysis.
 */
public interface FleetAggregates extends AutoCloseable {
    /** Every readable node, by source: one small row each (driver-sized: a row per node). */
    Map<String, NodeRow> nodes();

    /** The snapshots that could not be read (or were given twice). */
    List<Unreadable> unreadable();

    /** For each fact key, each value and how many nodes have it (as many entries as distinct values). */
    Map<String, Map<String, Integer>> valueCounts();

    /** One node's facts (the {@code --baseline} node); empty when no node has this source. */
    Map<String, String> facts(String source);

    /**
     * For each key of {@code reference}, the nodes whose value is not the reference, by source,
     * with their value (empty: the node lacks the fact). A node that lacks a fact whose reference
     * is empty does not differ. Keys whose nodes all agree are left out.
     */
    Map<String, Map<String, Optional<String>>> differing(Map<String, Optional<String>> reference);

    /** Every metric some node has that {@code judge} owns, judged by it over all nodes' values. */
    Map<String, MetricVerdict> metrics(MetricJudge judge);

    /** For each doctor rule that fired, the nodes it fired on (by source) with their worst severity. */
    Map<String, Map<String, Severity>> rules();

    /** Lets kept results go (a cluster's cache); the default holds nothing. */
    @Override
    default void close() {
    }
}
