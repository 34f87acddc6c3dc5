package io.rocekit.fleet.analysis;

import io.rocekit.core.finding.Severity;
import io.rocekit.fleet.node.NodeSummary;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The cross-node aggregation: a pure function of the nodes' aggregates, written once against
 * {@link FleetAggregates} (folded here, or aggregated on a cluster), so the same nodes give the
 * same {@link FleetView} whatever order they were read in and wherever they were examined. It
 * names the nodes, finds each fact's reference value (the majority, or the baseline node's) and
 * the nodes that differ from it, and lists the doctor's rules across nodes; it decides nothing:
 * the {@code fleet.*} rules judge the view with their own limits.
 */
public final class FleetAnalysis {
    private FleetAnalysis() {
    }

    /** Folds {@code summaries} and aggregates them (for tests and small fleets). */
    public static FleetView aggregate(Collection<NodeSummary> summaries, Optional<String> baseline) {
        FleetAccumulator acc = new FleetAccumulator();
        summaries.forEach(acc::add);
        return aggregate(acc, baseline);
    }

    /**
     * The view of {@code agg}, compared with the node named {@code baseline} if given, else with the
     * majority. A baseline that names no node read is an {@link IllegalArgumentException} whose
     * message lists what was read. The view reads metrics from {@code agg}: use it before closing them.
     */
    public static FleetView aggregate(FleetAggregates agg, Optional<String> baseline) {
        Map<String, NodeRow> nodes = agg.nodes();
        Map<String, String> names = names(nodes);
        List<String> nodeOrder = new ArrayList<>(new TreeSet<>(names.values()));
        Optional<String> baselineSrc = Optional.empty();
        if (baseline.isPresent()) {
            String b = baseline.get();
            baselineSrc = names.entrySet().stream().filter(e -> e.getValue().equals(b)).map(Map.Entry::getKey).findFirst();
            if (baselineSrc.isEmpty()) {
                throw new IllegalArgumentException("--baseline " + b + ": no node of that name was read; nodes: "
                        + String.join(", ", nodeOrder.subList(0, Math.min(10, nodeOrder.size())))
                        + (nodeOrder.size() > 10 ? ", ..." : ""));
            }
        }
        List<Drift> drift = drift(agg, nodes.size(), names, baselineSrc);
        List<Unreadable> unreadable = agg.unreadable().stream()
                .sorted(Comparator.comparing(Unreadable::node).thenComparing(Unreadable::source)).toList();
        return new FleetView(agg, nodes, names, baselineSrc.map(names::get), drift, doctorRules(agg, names), unreadable);
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
            Optional<String> baselineSrc) {
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

    /** Each doctor rule that fired on some node, with its worst severity and the nodes by name. */
    private static List<RuleNodes> doctorRules(FleetAggregates agg, Map<String, String> names) {
        List<RuleNodes> out = new ArrayList<>();
        agg.rules().forEach((rule, bySrc) -> {
            Severity worst = bySrc.values().stream().max(Comparator.naturalOrder()).orElse(Severity.INFO);
            out.add(new RuleNodes(rule, worst, bySrc.keySet().stream().map(names::get).sorted().toList()));
        });
        return out;
    }
}
