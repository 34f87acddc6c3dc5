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
 * The cross-node analysis: a pure function of the folded summaries and the settings. The same
 * nodes give the same report whatever order they were read in and wherever they were examined.
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
    public static FleetReport analyze(FleetAccumulator acc, FleetSettings settings) {
        Map<String, String> names = names(acc.hosts);
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
        List<Drift> drift = drift(acc, names, baselineSrc, fleetRuleNodes);
        List<Distribution> metrics = new ArrayList<>();
        List<Outlier> outliers = outliers(acc, names, settings, fleetRuleNodes, metrics);
        List<RuleNodes> rules = rules(acc, names, fleetRuleNodes);
        List<NodeRank> ranking = ranking(acc, names, rules);
        List<Unreadable> unreadable = acc.unreadable.stream()
                .sorted(Comparator.comparing(Unreadable::node).thenComparing(Unreadable::source)).toList();
        return new FleetReport(acc.nodes(), baselineSrc.map(names::get), drift, outliers, rules, ranking, unreadable,
                metrics);
    }

    /** source to name: the host, or {@code host (source)} where two snapshots name the same host. */
    private static Map<String, String> names(Map<String, String> hosts) {
        Map<String, Integer> count = new HashMap<>();
        hosts.values().forEach(h -> count.merge(h, 1, Integer::sum));
        Map<String, String> out = new HashMap<>();
        hosts.forEach((src, h) -> out.put(src, count.get(h) > 1 ? h + " (" + src + ")" : h));
        return out;
    }

    private static List<Drift> drift(FleetAccumulator acc, Map<String, String> names, Optional<String> baselineSrc,
            Map<String, TreeSet<String>> fleetRuleNodes) {
        List<Drift> out = new ArrayList<>();
        int n = acc.nodes();
        for (String key : new TreeSet<>(acc.facts.keySet())) {
            Map<String, List<String>> byValue = acc.facts.get(key);
            int present = byValue.values().stream().mapToInt(List::size).sum();
            int absent = n - present;
            Optional<String> reference;
            if (baselineSrc.isPresent()) {
                String b = baselineSrc.get();
                reference = byValue.entrySet().stream().filter(e -> e.getValue().contains(b)).map(Map.Entry::getKey).findFirst();
            } else {
                reference = majority(byValue, absent);
            }
            Map<String, Optional<String>> differ = new TreeMap<>();
            java.util.Set<String> withFact = new java.util.HashSet<>();
            for (Map.Entry<String, List<String>> e : byValue.entrySet()) {
                withFact.addAll(e.getValue());
                if (reference.isPresent() && reference.get().equals(e.getKey())) {
                    continue;
                }
                for (String src : e.getValue()) {
                    differ.put(names.get(src), Optional.of(e.getKey()));
                }
            }
            if (reference.isPresent() && absent > 0) {
                for (String src : acc.hosts.keySet()) {
                    if (!withFact.contains(src)) {
                        differ.put(names.get(src), Optional.empty());
                    }
                }
            }
            if (differ.isEmpty()) {
                continue;
            }
            out.add(new Drift(key, reference, differ));
            FleetRules.driftRule(key).ifPresent(r -> fleetRuleNodes.computeIfAbsent(r, x -> new TreeSet<>()).addAll(differ.keySet()));
        }
        return out;
    }

    /** The value most nodes have; empty when more nodes lack the fact. Ties: the smallest value. */
    private static Optional<String> majority(Map<String, List<String>> byValue, int absent) {
        String best = null;
        int bestCount = -1;
        for (Map.Entry<String, List<String>> e : new TreeMap<>(byValue).entrySet()) {
            if (e.getValue().size() > bestCount) {
                best = e.getKey();
                bestCount = e.getValue().size();
            }
        }
        return bestCount >= absent ? Optional.ofNullable(best) : Optional.empty();
    }

    private static List<Outlier> outliers(FleetAccumulator acc, Map<String, String> names, FleetSettings s,
            Map<String, TreeSet<String>> fleetRuleNodes, List<Distribution> metrics) {
        List<Outlier> out = new ArrayList<>();
        for (String metric : new TreeSet<>(acc.metrics.keySet())) {
            Map<String, Double> bySrc = acc.metrics.get(metric);
            boolean counter = metric.startsWith("counter.");
            if (bySrc.size() < (counter ? s.counterMinNodes() : s.benchMinNodes())) {
                continue;
            }
            double maxZ = counter ? s.counterMaxRobustZ() : s.benchMaxRobustZ();
            double[] values = bySrc.values().stream().mapToDouble(Double::doubleValue).toArray();
            double median = RobustStats.median(values);
            double mad = RobustStats.mad(values, median);
            double[] sorted = values.clone();
            java.util.Arrays.sort(sorted);
            metrics.add(new Distribution(metric, median, mad, java.util.Arrays.stream(sorted).boxed().toList()));
            boolean lowIsBad = lowIsBad(metric);
            Map<String, Outlier> found = new TreeMap<>();
            bySrc.forEach((src, v) -> {
                double z = RobustStats.robustZ(v, median, mad);
                boolean badSide = lowIsBad ? z < 0 : z > 0;
                double dev = Math.abs(v - median);
                boolean bigEnough = counter ? dev >= s.minCounterExcessPerSec()
                        : dev >= s.minRelativeDeviation() * Math.abs(median);
                if (badSide && Math.abs(z) > maxZ && bigEnough) {
                    found.put(names.get(src), new Outlier(metric, names.get(src), v, median, mad, z));
                }
            });
            out.addAll(found.values());
            if (!found.isEmpty()) {
                fleetRuleNodes.computeIfAbsent(FleetRules.outlierRule(metric), x -> new TreeSet<>()).addAll(found.keySet());
            }
        }
        return out;
    }

    /** Bandwidths are bad when low; latencies and counter rates when high. */
    static boolean lowIsBad(String metric) {
        return !metric.startsWith("counter.") && !metric.endsWith("Usec") && !metric.endsWith("Nanos");
    }

    private static List<RuleNodes> rules(FleetAccumulator acc, Map<String, String> names,
            Map<String, TreeSet<String>> fleetRuleNodes) {
        List<RuleNodes> out = new ArrayList<>();
        acc.rules.forEach((rule, bySrc) -> {
            Severity worst = bySrc.values().stream().max(Comparator.naturalOrder()).orElse(Severity.INFO);
            out.add(new RuleNodes(rule, worst, bySrc.keySet().stream().map(names::get).sorted().toList()));
        });
        fleetRuleNodes.forEach((rule, nodes) -> out.add(new RuleNodes(rule, FleetRules.info(rule).severity(), List.copyOf(nodes))));
        out.sort(Comparator.comparing((RuleNodes r) -> r.nodes().size()).reversed()
                .thenComparing(RuleNodes::severity, Comparator.reverseOrder())
                .thenComparing(RuleNodes::rule));
        return out;
    }

    private static List<NodeRank> ranking(FleetAccumulator acc, Map<String, String> names, List<RuleNodes> rules) {
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
                acc.findings.getOrDefault(srcOf.get(node), 0))));
        out.sort(Comparator.comparing((NodeRank r) -> r.rules().size()).reversed()
                .thenComparing(NodeRank::findings, Comparator.reverseOrder())
                .thenComparing(NodeRank::node));
        return out;
    }
}
