package io.rocekit.fleet.analysis;

import io.rocekit.core.finding.Severity;
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

/**
 * Node summaries folded together on this machine, as each node's task ends (the local runner's
 * {@link FleetAggregates}): for each fact, which nodes have which value; for each metric, each
 * node's value; for each rule, the nodes it fired on. Folding is associative and commutative up to
 * list order (the analysis sorts), so shares folded apart can be {@link #merge}d. Nodes are keyed
 * by their snapshot path (unique); names are given at the end, when all host names are known.
 *
 * <p>Memory: one entry per node per distinct value of a fact, so ten thousand alike nodes cost a
 * list of paths per fact, not ten thousand maps.
 */
public final class FleetAccumulator implements FleetAggregates, Serializable {
    private static final long serialVersionUID = 1L;
    /** Why a repeated snapshot is listed as unreadable (it was read once). */
    static final String GIVEN_TWICE = "the same snapshot was given twice; read once";

    /** source to host name, for every readable node. */
    final Map<String, String> hosts = new HashMap<>();
    /** source to doctor finding count. */
    final Map<String, Integer> findings = new HashMap<>();
    /** fact key to value to sources. */
    final Map<String, Map<String, List<String>>> facts = new HashMap<>();
    /** metric to source to value. */
    final Map<String, Map<String, Double>> metrics = new HashMap<>();
    /** rule to source to severity. */
    final Map<String, Map<String, Severity>> rules = new HashMap<>();
    final List<Unreadable> unreadable = new ArrayList<>();

    /** Folds one node in. */
    public FleetAccumulator add(NodeSummary n) {
        if (!n.readable()) {
            unreadable.add(new Unreadable(n.host(), n.source(), n.error()));
            return this;
        }
        String src = n.source();
        if (hosts.putIfAbsent(src, n.host()) != null) {
            unreadable.add(new Unreadable(n.host(), src, GIVEN_TWICE));
            return this;
        }
        findings.put(src, n.findings());
        n.facts().forEach((k, v) -> facts.computeIfAbsent(k, x -> new HashMap<>())
                .computeIfAbsent(v, x -> new ArrayList<>(4)).add(src));
        n.metrics().forEach((k, v) -> metrics.computeIfAbsent(k, x -> new HashMap<>()).put(src, v));
        n.rules().forEach((k, v) -> rules.computeIfAbsent(k, x -> new HashMap<>()).put(src, v));
        return this;
    }

    /** Folds another accumulator's nodes in (this one is changed and returned). */
    public FleetAccumulator merge(FleetAccumulator o) {
        Set<String> dup = new HashSet<>();
        o.hosts.forEach((src, host) -> {
            if (hosts.putIfAbsent(src, host) != null) {
                dup.add(src);
                unreadable.add(new Unreadable(host, src, GIVEN_TWICE));
            }
        });
        o.findings.forEach((src, n) -> {
            if (!dup.contains(src)) {
                findings.put(src, n);
            }
        });
        o.facts.forEach((k, byValue) -> {
            Map<String, List<String>> mine = facts.computeIfAbsent(k, x -> new HashMap<>());
            byValue.forEach((v, srcs) -> {
                List<String> l = mine.computeIfAbsent(v, x -> new ArrayList<>());
                srcs.stream().filter(src -> !dup.contains(src)).forEach(l::add);
            });
        });
        o.metrics.forEach((k, bySrc) -> bySrc.forEach((src, v) -> {
            if (!dup.contains(src)) {
                metrics.computeIfAbsent(k, x -> new HashMap<>()).put(src, v);
            }
        }));
        o.rules.forEach((k, bySrc) -> bySrc.forEach((src, v) -> {
            if (!dup.contains(src)) {
                rules.computeIfAbsent(k, x -> new HashMap<>()).put(src, v);
            }
        }));
        unreadable.addAll(o.unreadable);
        return this;
    }

    /** How many readable nodes are folded in. */
    public int size() {
        return hosts.size();
    }

    @Override
    public Map<String, NodeRow> nodes() {
        Map<String, NodeRow> out = new HashMap<>();
        hosts.forEach((src, host) -> out.put(src, new NodeRow(host, findings.getOrDefault(src, 0))));
        return out;
    }

    @Override
    public List<Unreadable> unreadable() {
        return List.copyOf(unreadable);
    }

    @Override
    public Map<String, Map<String, Integer>> valueCounts() {
        Map<String, Map<String, Integer>> out = new HashMap<>();
        facts.forEach((k, byValue) -> {
            Map<String, Integer> counts = new HashMap<>();
            byValue.forEach((v, srcs) -> counts.put(v, srcs.size()));
            out.put(k, counts);
        });
        return out;
    }

    @Override
    public Map<String, String> facts(String source) {
        Map<String, String> out = new HashMap<>();
        facts.forEach((k, byValue) -> byValue.forEach((v, srcs) -> {
            if (srcs.contains(source)) {
                out.put(k, v);
            }
        }));
        return out;
    }

    @Override
    public Map<String, Map<String, Optional<String>>> differing(Map<String, Optional<String>> reference) {
        Map<String, Map<String, Optional<String>>> out = new HashMap<>();
        reference.forEach((key, ref) -> {
            Map<String, List<String>> byValue = facts.getOrDefault(key, Map.of());
            Map<String, Optional<String>> differ = new HashMap<>();
            Set<String> withFact = new HashSet<>();
            byValue.forEach((v, srcs) -> {
                withFact.addAll(srcs);
                if (ref.isEmpty() || !ref.get().equals(v)) {
                    srcs.forEach(src -> differ.put(src, Optional.of(v)));
                }
            });
            if (ref.isPresent() && withFact.size() < hosts.size()) {
                hosts.keySet().stream().filter(src -> !withFact.contains(src)).forEach(src -> differ.put(src, Optional.empty()));
            }
            if (!differ.isEmpty()) {
                out.put(key, differ);
            }
        });
        return out;
    }

    @Override
    public Map<String, MetricVerdict> metrics(MetricJudge judge) {
        Map<String, MetricVerdict> out = new HashMap<>();
        metrics.forEach((m, bySrc) -> {
            if (judge.owns(m)) {
                out.put(m, judge.judge(m, bySrc.entrySet().stream().map(e -> new Keyed<>(e.getKey(), e.getValue())).toList()));
            }
        });
        return out;
    }

    @Override
    public Map<String, Map<String, Severity>> rules() {
        Map<String, Map<String, Severity>> out = new HashMap<>();
        rules.forEach((r, bySrc) -> out.put(r, Map.copyOf(bySrc)));
        return out;
    }
}
