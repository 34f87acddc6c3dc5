package io.rocekit.fleet.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.core.finding.Severity;
import io.rocekit.core.parallel.InMemoryResults;
import io.rocekit.fleet.node.NodeSummary;
import io.rocekit.fleet.rule.FleetJudge;
import io.rocekit.fleet.rule.FleetSettings;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Any fleet, the same report from the local fold and from the cluster aggregations: ties for the
 * majority, facts most nodes lack, a baseline that lacks a fact or names no node, two snapshots of
 * one host, unreadable and repeated snapshots, metrics with too few nodes or a MAD of zero.
 */
class AggregatesAgreeProperties {
    private static final String[] HOSTS = {"a", "b", "c", "d", "e", "f", "g", "h"};
    private static final String[] KEYS = {"firmware.mlx5_0.version", "qos.trust", "kernel", "pcie.acs"};
    private static final String[] VALUES = {"x", "y", "z"};
    private static final String[] METRICS = {"nccl-tests.all_reduce_perf.busBwGBps", "perftest.latUsec",
        "counter.rx_pause_duration"};

    @Property(tries = 300)
    void foldAndAggregationsGiveOneReport(@ForAll @IntRange(min = 1, max = 14) int n, @ForAll long seed,
            @ForAll @IntRange(min = 0, max = 2) int baselineMode) {
        Random rnd = new Random(seed);
        List<NodeSummary> given = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            String host = HOSTS[rnd.nextInt(HOSTS.length)];
            String src = "/snaps/s" + i + ".tar.gz";
            if (rnd.nextInt(8) == 0) {
                given.add(NodeSummary.unreadable(host, src, "not a readable .tar.gz snapshot"));
                continue;
            }
            Map<String, String> facts = new LinkedHashMap<>();
            for (String k : KEYS) {
                if (rnd.nextInt(4) > 0) {
                    facts.put(k, VALUES[rnd.nextInt(rnd.nextBoolean() ? 1 : VALUES.length)]);
                }
            }
            Map<String, Double> metrics = new LinkedHashMap<>();
            for (String m : METRICS) {
                if (rnd.nextInt(5) > 0) {
                    metrics.put(m, rnd.nextInt(3) == 0 ? 100.0 : 100.0 + rnd.nextInt(60) - 40 + rnd.nextInt(3) * 1000);
                }
            }
            Map<String, Severity> rules = new LinkedHashMap<>();
            for (String r : List.of("pcie.acs-enabled", "qos.trust-pcp")) {
                if (rnd.nextBoolean()) {
                    rules.put(r, Severity.values()[rnd.nextInt(Severity.values().length)]);
                }
            }
            given.add(new NodeSummary(host, src, facts, metrics, rules, rnd.nextInt(5), ""));
        }
        int repeats = rnd.nextInt(3);
        for (int i = 0; i < repeats; i++) {
            given.add(given.get(rnd.nextInt(given.size())));
        }
        FleetSettings s = FleetSettings.DEFAULT.withBaseline(switch (baselineMode) {
            case 1 -> Optional.of(given.get(0).host());
            case 2 -> Optional.of("nobody");
            default -> Optional.<String>empty();
        });

        FleetAccumulator fold = new FleetAccumulator();
        given.forEach(fold::add);
        // what FleetRun does for a cluster runner: each source once, the repeats named
        List<NodeSummary> distinct = new ArrayList<>();
        List<String> repeated = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (NodeSummary g : given) {
            if (seen.add(g.source())) {
                distinct.add(g);
            } else {
                repeated.add(g.source());
            }
        }
        KeptAggregates kept = new KeptAggregates(new InMemoryResults<>(distinct), repeated);
        assertThat(outcome(kept, s)).isEqualTo(outcome(fold, s));
    }

    /** The report, or the message of the input error it gives (a --baseline that names no node). */
    private static Object outcome(FleetAggregates agg, FleetSettings s) {
        try {
            FleetReport r = FleetJudge.judge(agg, s);
            return List.of(r, FleetDocument.of(r));
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }
}
