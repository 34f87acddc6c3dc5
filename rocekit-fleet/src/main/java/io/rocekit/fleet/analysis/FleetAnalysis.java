package io.rocekit.fleet.analysis;

import io.rocekit.core.finding.Severity;
import io.rocekit.fleet.node.NodeSummary;
import io.rocekit.fleet.rule.FleetRules;
import io.rocekit.fleet.rule.FleetSettings;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The cross-node analysis: a pure function of the nodes' aggregates and the settings, written once
 * against {@link FleetAggregates} (folded here, or aggregated on a cluster), so the same nodes give
 * the same report whatever order they were read in and wherever they were examined.
 */
public final class FleetAnalysis {
    private FleetAnalysis() {
    }

    /** Folds {@code summaries} and analyses them (for tests and small fleets). */
    public static FleetReport analyze(Collection<NodeSummary> summaries, FleetSettings settings) {
        FleetAccumulator acc = new FleetAccumulator();
        summaries.forEach(acc::add);
        return analyze(acc, settings);
    }

    /**
     * The report. A {@code --baseline} that names no node read is an {@link IllegalArgumentException}
     * whose message lists what was read.
     */
    public static FleetReport analyze(FleetAggregates agg, FleetSettings settings) {
        Map<String, NodeRow> nodes = agg.nodes();
        Map<String, String> names = names(nodes);
        List<String> nodeOrder = new ArrayList<>(new TreeSet<>(names.values()));
        Optional<String> baselineSrc = Optional.empty();
        if (settings.baseline().isPresent()) {
            String b = settings.baseline().get();
            baselineSrc = names.entrySet().stream().filter(e -> e.getValue().equals(b)).map(Map.Entry::getKey).findFirst();
            if (baselineSrc.isEmpty()) {
                throw new IllegalArgumentException("--baseline " + b + ": no node of that name was read; nodes: "
                        + String.join(", ", nodeOrder.subList(0, Math.min(10, nodeOrder.size())))
                        + (nodeOrder.size() > 10 ? ", ..." : ""));
            }
        }
        Map<String, TreeSet<String>> fleetRuleNodes = new TreeMap<>();
        List<Drift> drift = drift(agg, nodes.size(), names, baselineSrc, fleetRuleNodes);
        List<Distribution> metrics = new ArrayList<>();
        List<Outlier> outliers = outliers(agg, names, settings, fleetRuleNodes, metrics);
        List<RuleNodes> rules = rules(agg, names, fleetRuleNodes);
        List<NodeRank> ranking = ranking(nodes, names, rules);
        List<Unreadable> unreadable = agg.unreadable().stream()
                .sorted(Comparator.comparing(Unreadable::node).thenComparing(Unreadable::source)).toList();
        return new FleetReport(nodes.size(), baselineSrc.map(names::get), drift, outliers, rules, ranking, unreadable,
                metrics);
    }

    /** source to name: the host, or {@code host (source)} where two snapshots name the same host. */
    private static Map<String, String> names(Map<String, NodeRow> nodes) {
        Map<String, Integer> count = new HashMap<>();
        nodes.values().forEach(r -> count.merge(r.host(), 1, Integer::sum));
        Map<String, String> out = new HashMap<>();
        nodes.forEach((src, r) -> out.put(src, count.get(r.host()) > 1 ? r.host() + " (" + src + ")" : r.host()));
        return out;
    }

    /**
     * Drift in two steps, so that only counts and the differing nodes come to this machine: the
     * reference value of each fact from the value counts (or the baseline node's facts), then the
     * nodes that differ from it.
     */
    private static List<Drift> drift(FleetAggregates agg, int n, Map<String, String> names,
            Optional<String> baselineSrc, Map<String, TreeSet<String>> fleetRuleNodes) {
        Map<String, Map<String, Integer>> counts = agg.valueCounts();
        Map<String, String> baselineFacts = baselineSrc.map(agg::facts).orElse(Map.of());
        Map<String, Optional<String>> reference = new TreeMap<>();
        for (Map.Entry<String, Map<String, Integer>> e : counts.entrySet()) {
            int present = e.getValue().values().stream().mapToInt(Integer::intValue).sum();
            reference.put(e.getKey(), baselineSrc.isPresent() ? Optional.ofNullable(baselineFacts.get(e.getKey()))
                    : majority(e.getValue(), n - present));
        }
        Map<String, Map<String, Optional<String>>> differing = agg.differing(reference);
        List<Drift> out = new ArrayList<>();
        for (Map.Entry<String, Optional<String>> e : reference.entrySet()) {
            Map<String, Optional<String>> bySrc = differing.getOrDefault(e.getKey(), Map.of());
            if (bySrc.isEmpty()) {
                continue;
            }
            Map<String, Optional<String>> differ = new TreeMap<>();
            bySrc.forEach((src, v) -> differ.put(names.get(src), v));
            out.add(new Drift(e.getKey(), e.getValue(), differ));
            FleetRules.driftRule(e.getKey())
                    .ifPresent(r -> fleetRuleNodes.computeIfAbsent(r, x -> new TreeSet<>()).addAll(differ.keySet()));
        }
        return out;
    }

    /** The value most nodes have; empty when more nodes lack the fact. Ties: the smallest value. */
    private static Optional<String> majority(Map<String, Integer> counts, int absent) {
        String best = null;
        int bestCount = -1;
        for (Map.Entry<String, Integer> e : new TreeMap<>(counts).entrySet()) {
            if (e.getValue() > bestCount) {
                best = e.getKey();
                bestCount = e.getValue();
            }
        }
        return bestCount >= absent ? Optional.ofNullable(best) : Optional.empty();
    }

    private static List<Outlier> outliers(FleetAggregates agg, Map<String, String> names, FleetSettings s,
            Map<String, TreeSet<String>> fleetRuleNodes, List<Distribution> metrics) {
        List<Outlier> out = new ArrayList<>();
        Map<String, MetricVerdict> verdicts = new TreeMap<>(agg.metrics(new MetricJudge(s)));
        for (MetricVerdict v : verdicts.values()) {
            if (!v.judged()) {
                continue;
            }
            metrics.add(v.distribution());
            Map<String, Outlier> found = new TreeMap<>();
            for (Outlier o : v.outliers()) {
                String name = names.get(o.node());
                found.put(name, new Outlier(o.metric(), name, o.value(), o.median(), o.mad(), o.robustZ()));
            }
            out.addAll(found.values());
            if (!found.isEmpty()) {
                fleetRuleNodes.computeIfAbsent(FleetRules.outlierRule(v.distribution().metric()), x -> new TreeSet<>())
                        .addAll(found.keySet());
            }
        }
        return out;
    }

    private static List<RuleNodes> rules(FleetAggregates agg, Map<String, String> names,
            Map<String, TreeSet<String>> fleetRuleNodes) {
        List<RuleNodes> out = new ArrayList<>();
        agg.rules().forEach((rule, bySrc) -> {
            Severity worst = bySrc.values().stream().max(Comparator.naturalOrder()).orElse(Severity.INFO);
            out.add(new RuleNodes(rule, worst, bySrc.keySet().stream().map(names::get).sorted().toList()));
        });
        fleetRuleNodes.forEach((rule, nodes) -> out.add(new RuleNodes(rule, FleetRules.info(rule).severity(), List.copyOf(nodes))));
        out.sort(Comparator.comparing((RuleNodes r) -> r.nodes().size()).reversed()
                .thenComparing(RuleNodes::severity, Comparator.reverseOrder())
                .thenComparing(RuleNodes::rule));
        return out;
    }

    private static List<NodeRank> ranking(Map<String, NodeRow> nodes, Map<String, String> names, List<RuleNodes> rules) {
        Map<String, List<String>> byNode = new LinkedHashMap<>();
        for (RuleNodes r : rules) {
            for (String node : r.nodes()) {
                byNode.computeIfAbsent(node, x -> new ArrayList<>()).add(r.rule());
            }
        }
        Map<String, String> srcOf = new HashMap<>();
        names.forEach((src, name) -> srcOf.put(name, src));
        List<NodeRank> out = new ArrayList<>();
        byNode.forEach((node, rs) -> out.add(new NodeRank(node, srcOf.get(node), rs,
                nodes.get(srcOf.get(node)).findings())));
        out.sort(Comparator.comparing((NodeRank r) -> r.rules().size()).reversed()
                .thenComparing(NodeRank::findings, Comparator.reverseOrder())
                .thenComparing(NodeRank::node));
        return out;
    }
}
