package io.rocekit.doctor.bench.rules;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import java.util.ArrayList;
import java.util.List;

/** The bench rule set: every rule, and their metadata for the rule catalogue. */
public final class BenchRules {
    private static final List<BenchRule> ALL = List.of(
            new BelowLineRateRule(),
            new WrongResultsRule(),
            new SingleRankRule(),
            new SocketTransportRule(),
            new GdrDisabledRule(),
            new FewerNicsThanGpusRule(),
            new LatencyHighRule(),
            new MtuSmallRule());

    private BenchRules() {
    }

    /** Every rule, in catalogue order. */
    public static List<BenchRule> all() {
        return ALL;
    }

    /** Every rule's metadata, for {@code rocekit rules} and docs/rules.md. */
    public static List<RuleInfo> infos() {
        return ALL.stream().map(BenchRule::info).toList();
    }

    /** The findings of every rule. */
    public static List<Finding> check(BenchContext context) {
        List<Finding> out = new ArrayList<>();
        for (BenchRule r : ALL) {
            out.addAll(r.check(context));
        }
        return out;
    }
}
