package io.rocekit.fleet.analysis;

import io.rocekit.core.finding.Finding;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What fleet found across nodes: the result object every renderer (text, JSON, HTML) reads.
 *
 * @param nodes      how many snapshots were read and compared
 * @param baseline   the node every other was compared with ({@code --baseline}), if one was
 * @param drift      settings on which some nodes differ, by key
 * @param outliers   robust outliers, by metric then node
 * @param rules      every rule that fired, most nodes first
 * @param ranking    nodes with most rules fired first (nodes with none left out)
 * @param unreadable snapshots that could not be read
 * @param metrics    every judged metric's values over the nodes (for plots; not in the JSON)
 * @param findings   the {@code fleet.*} rules' findings at the user's limits, one per rule and node, with
 *                   the drift or outlier entries as evidence (the fleet rules in {@code rules} are these)
 */
public record FleetReport(int nodes, Optional<String> baseline, List<Drift> drift, List<Outlier> outliers,
                          List<RuleNodes> rules, List<NodeRank> ranking, List<Unreadable> unreadable,
                          List<Distribution> metrics, List<Finding> findings) {
    public FleetReport {
        Objects.requireNonNull(baseline, "baseline");
        drift = List.copyOf(drift);
        outliers = List.copyOf(outliers);
        rules = List.copyOf(rules);
        ranking = List.copyOf(ranking);
        unreadable = List.copyOf(unreadable);
        metrics = List.copyOf(metrics);
        findings = List.copyOf(findings);
    }
}
