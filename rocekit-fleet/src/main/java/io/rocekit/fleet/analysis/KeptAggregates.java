package io.rocekit.fleet.analysis;

import io.rocekit.core.finding.Severity;
import io.rocekit.core.parallel.KeptResults;
import io.rocekit.core.parallel.Keyed;
import io.rocekit.fleet.node.NodeSummary;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * The fleet's aggregates computed where the node summaries were kept (a cluster runner's
 * executors, see {@link KeptResults}): only aggregates and output-sized lists reach this machine.
 *
 * <ul>
 *   <li>value counts for drift: a reduce by (key, value), one number per distinct value;</li>
 *   <li>the differing nodes: each node compares its facts with the references (the majority or
 *       baseline values, shipped with the task) and emits only where it differs;</li>
 *   <li>outliers: each metric's values (one double per node) gathered on one executor and judged
 *       there with median and MAD; the values come back sorted for the report's plots;</li>
 *   <li>rule x node: the nodes each rule fired on (the report lists them all);</li>
 *   <li>one row per node (host name, finding count) and the unreadable snapshots.</li>
 * </ul>
 *
 * Snapshots given twice were examined once (the caller passes each source once and says which
 * were repeated); the repeats are listed as unreadable as {@link FleetAccumulator} lists them.
 */
public final class KeptAggregates implements FleetAggregates {
    private final KeptResults<NodeSummary> kept;
    private final Map<String, NodeRow> nodes = new HashMap<>();
    private final List<Unreadable> unreadable = new ArrayList<>();
    /** The value counts, once computed (the analysis and {@link #differing} both need them: one job). */
    private Map<String, Map<String, Integer>> counts;

    /**
     * @param kept     one summary per distinct source
     * @param repeated the sources given more than once, each as often as it was repeated
     */
    public KeptAggregates(KeptResults<NodeSummary> kept, List<String> repeated) {
        this.kept = kept;
        Map<String, Unreadable> bad = new HashMap<>();
        for (Row r : kept.collect(n -> List.of(new Row(n.source(), n.host(), n.findings(), n.error())))) {
            if (r.error().isEmpty()) {
                nodes.put(r.source(), new NodeRow(r.host(), r.findings()));
            } else {
                Unreadable u = new Unreadable(r.host(), r.source(), r.error());
                bad.put(r.source(), u);
                unreadable.add(u);
            }
        }
        for (String src : repeated) {
            NodeRow row = nodes.get(src);
            unreadable.add(row != null ? new Unreadable(row.host(), src, FleetAccumulator.GIVEN_TWICE) : bad.get(src));
        }
    }

    /** A node as it travels back: source, host, findings and the read error (empty when read). */
    private record Row(String source, String host, int findings, String error) implements Serializable {
        private static final long serialVersionUID = 1L;
    }

    /** A node's value of a fact where it differs from the reference ({@code present} false: it lacks the fact). */
    private record Difference(String key, String source, boolean present, String value) implements Serializable {
        private static final long serialVersionUID = 1L;
    }

    @Override
    public Map<String, NodeRow> nodes() {
        return Map.copyOf(nodes);
    }

    @Override
    public List<Unreadable> unreadable() {
        return List.copyOf(unreadable);
    }

    @Override
    public synchronized Map<String, Map<String, Integer>> valueCounts() {
        if (counts == null) {
            counts = countValues(kept);
        }
        return counts;
    }

    private static Map<String, Map<String, Integer>> countValues(KeptResults<NodeSummary> kept) {
        Map<Keyed<String, String>, Integer> counts = kept.reduceByKey(n -> {
            List<Keyed<Keyed<String, String>, Integer>> out = new ArrayList<>(n.facts().size());
            n.facts().forEach((k, v) -> out.add(new Keyed<>(new Keyed<>(k, v), 1)));
            return out;
        }, Integer::sum);
        Map<String, Map<String, Integer>> out = new HashMap<>();
        counts.forEach((kv, c) -> out.computeIfAbsent(kv.key(), x -> new HashMap<>()).put(kv.value(), c));
        out.replaceAll((k, v) -> Map.copyOf(v));
        return Map.copyOf(out);
    }

    @Override
    public Map<String, String> facts(String source) {
        List<TreeMap<String, String>> found = kept.collect(n -> n.readable() && n.source().equals(source)
                ? List.of(new TreeMap<>(n.facts())) : List.of());
        return found.isEmpty() ? Map.of() : found.get(0);
    }

    @Override
    public Map<String, Map<String, Optional<String>>> differing(Map<String, Optional<String>> reference) {
        // plain serialisable collections for the executors (Optional is not serialisable)
        HashMap<String, String> refs = new HashMap<>();
        HashSet<String> noRef = new HashSet<>();
        reference.forEach((k, v) -> {
            if (v.isPresent()) {
                refs.put(k, v.get());
            } else {
                noRef.add(k);
            }
        });
        // keys some node lacks although a reference exists: only there must a node check for absence
        HashSet<String> sparse = new HashSet<>();
        Map<String, Map<String, Integer>> byKey = valueCounts();
        refs.keySet().forEach(k -> {
            int present = byKey.getOrDefault(k, Map.of()).values().stream().mapToInt(Integer::intValue).sum();
            if (present < nodes.size()) {
                sparse.add(k);
            }
        });
        List<Difference> diffs = kept.collect(n -> differences(n, refs, noRef, sparse));
        Map<String, Map<String, Optional<String>>> out = new HashMap<>();
        for (Difference d : diffs) {
            out.computeIfAbsent(d.key(), x -> new HashMap<>()).put(d.source(),
                    d.present() ? Optional.of(d.value()) : Optional.empty());
        }
        return out;
    }

    /** Runs on the executor: where one node differs from the references. */
    private static List<Difference> differences(NodeSummary n, Map<String, String> refs, Set<String> noRef,
            Set<String> sparse) {
        if (!n.readable()) {
            return List.of();
        }
        List<Difference> out = new ArrayList<>();
        n.facts().forEach((k, v) -> {
            String ref = refs.get(k);
            if (ref != null ? !ref.equals(v) : noRef.contains(k)) {
                out.add(new Difference(k, n.source(), true, v));
            }
        });
        for (String k : sparse) {
            if (!n.facts().containsKey(k)) {
                out.add(new Difference(k, n.source(), false, ""));
            }
        }
        return out;
    }

    @Override
    public Map<String, MetricVerdict> metrics(MetricJudge judge) {
        return kept.groupByKey(n -> {
            List<Keyed<String, Keyed<String, Double>>> out = new ArrayList<>(n.metrics().size());
            n.metrics().forEach((m, v) -> {
                if (judge.owns(m)) {
                    out.add(new Keyed<>(m, new Keyed<>(n.source(), v)));
                }
            });
            return out;
        }, group -> judge.judge(group.key(), group.value()));
    }

    @Override
    public Map<String, Map<String, Severity>> rules() {
        Map<String, HashMap<String, Severity>> byRule = kept.groupByKey(n -> {
            List<Keyed<String, Keyed<String, Severity>>> out = new ArrayList<>(n.rules().size());
            n.rules().forEach((r, sev) -> out.add(new Keyed<>(r, new Keyed<>(n.source(), sev))));
            return out;
        }, group -> bySource(group.value()));
        return new HashMap<>(byRule);
    }

    private static HashMap<String, Severity> bySource(List<Keyed<String, Severity>> nodes) {
        HashMap<String, Severity> out = new HashMap<>();
        nodes.forEach(kv -> out.put(kv.key(), kv.value()));
        return out;
    }

    @Override
    public void close() {
        kept.close();
    }
}
