package io.rocekit.fleet.analysis;

import io.rocekit.core.finding.Severity;
import io.rocekit.fleet.node.NodeSummary;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Node summaries folded together: for each fact, which nodes have which value; for each metric,
 * each node's value; for each rule, the nodes it fired on. Folding is associative and
 * commutative up to list order (the analysis sorts), so threads or Spark partitions can each fold
 * their share and {@link #merge} the results. Nodes are keyed by their snapshot path (unique);
 * names are given at the end, when all host names are known.
 *
 * <p>Memory: one entry per node per distinct value of a fact, so ten thousand alike nodes cost a
 * list of paths per fact, not ten thousand maps.
 */
public final class FleetAccumulator implements Serializable {
    private static final long serialVersionUID = 1L;

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
            unreadable.add(new Unreadable(n.host(), src, "the same snapshot was given twice; read once"));
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
        java.util.Set<String> dup = new java.util.HashSet<>();
        o.hosts.forEach((src, host) -> {
            if (hosts.putIfAbsent(src, host) != null) {
                dup.add(src);
                unreadable.add(new Unreadable(host, src, "the same snapshot was given twice; read once"));
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
    public int nodes() {
        return hosts.size();
    }
}
