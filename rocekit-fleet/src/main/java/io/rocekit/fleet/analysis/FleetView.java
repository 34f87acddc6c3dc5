package io.rocekit.fleet.analysis;

import io.rocekit.core.finding.Finding;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The fleet as the {@code fleet.*} rules read it: what {@link FleetAnalysis} aggregated (nodes by
 * name, every fact on which some node differs from the reference, the doctor's rules across
 * nodes) and the metrics, judged on request by a rule's own {@link MetricJudge} where the
 * aggregates are held (on a cluster, there). It decides nothing: each rule judges from it with its
 * own limits, and {@link #report} puts the rules' decisions beside the aggregates.
 */
public final class FleetView {
    private final FleetAggregates agg;
    private final Map<String, NodeRow> rows;
    private final Map<String, String> names;
    private final Optional<String> baseline;
    private final List<Drift> drift;
    private final List<RuleNodes> doctorRules;
    private final List<Unreadable> unreadable;

    FleetView(FleetAggregates agg, Map<String, NodeRow> rows, Map<String, String> names, Optional<String> baseline,
            List<Drift> drift, List<RuleNodes> doctorRules, List<Unreadable> unreadable) {
        this.agg = Objects.requireNonNull(agg, "agg");
        this.rows = Map.copyOf(rows);
        this.names = Map.copyOf(names);
        this.baseline = Objects.requireNonNull(baseline, "baseline");
        this.drift = List.copyOf(drift);
        this.doctorRules = List.copyOf(doctorRules);
        this.unreadable = List.copyOf(unreadable);
    }

    /** How many nodes were read. */
    public int nodes() {
        return rows.size();
    }

    /** The node every other is compared with ({@code --baseline}), by name; empty: the majority is the reference. */
    public Optional<String> baseline() {
        return baseline;
    }

    /** Every fact on which some node differs from the reference, by key, with the differing nodes by name. */
    public List<Drift> drift() {
        return drift;
    }

    /**
     * The metrics {@code judge} owns and had enough nodes to judge, by metric, with their outliers
     * named by node (ascending).
     */
    public List<MetricVerdict> metrics(MetricJudge judge) {
        List<MetricVerdict> out = new ArrayList<>();
        for (MetricVerdict v : new TreeMap<>(agg.metrics(judge)).values()) {
            if (!v.judged()) {
                continue;
            }
            Map<String, Outlier> byName = new TreeMap<>();
            for (Outlier o : v.outliers()) {
                String name = names.get(o.node());
                byName.put(name, new Outlier(o.metric(), name, o.value(), o.median(), o.mad(), o.robustZ()));
            }
            out.add(new MetricVerdict(true, v.distribution(), List.copyOf(byName.values())));
        }
        return out;
    }

    /**
     * The report: these aggregates with the fleet rules' decisions.
     *
     * @param fleetRules each fleet rule that fired and the nodes it fired on
     * @param outliers   the outliers the outlier rules found
     * @param metrics    every metric they judged (for plots)
     * @param findings   the fleet rules' findings, one per rule and node
     */
    public FleetReport report(List<RuleNodes> fleetRules, List<Outlier> outliers, List<Distribution> metrics,
            List<Finding> findings) {
        List<RuleNodes> rules = new ArrayList<>(doctorRules);
        rules.addAll(fleetRules);
        rules.sort(Comparator.comparing((RuleNodes r) -> r.nodes().size()).reversed()
                .thenComparing(RuleNodes::severity, Comparator.reverseOrder())
                .thenComparing(RuleNodes::rule));
        List<Outlier> sortedOutliers = outliers.stream()
                .sorted(Comparator.comparing(Outlier::metric).thenComparing(Outlier::node)).toList();
        List<Distribution> sortedMetrics = metrics.stream().sorted(Comparator.comparing(Distribution::metric)).toList();
        return new FleetReport(rows.size(), baseline, drift, sortedOutliers, rules, ranking(rules), unreadable,
                sortedMetrics, findings);
    }

    private List<NodeRank> ranking(List<RuleNodes> rules) {
        Map<String, List<String>> byNode = new LinkedHashMap<>();
        for (RuleNodes r : rules) {
            for (String node : r.nodes()) {
                byNode.computeIfAbsent(node, x -> new ArrayList<>()).add(r.rule());
            }
        }
        Map<String, String> srcOf = new HashMap<>();
        names.forEach((src, name) -> srcOf.put(name, src));
        List<NodeRank> out = new ArrayList<>();
        byNode.forEach((node, rs) -> out.add(new NodeRank(node, srcOf.get(node), rs, rows.get(srcOf.get(node)).findings())));
        out.sort(Comparator.comparing((NodeRank r) -> r.rules().size()).reversed()
                .thenComparing(NodeRank::findings, Comparator.reverseOrder())
                .thenComparing(NodeRank::node));
        return out;
    }
}
