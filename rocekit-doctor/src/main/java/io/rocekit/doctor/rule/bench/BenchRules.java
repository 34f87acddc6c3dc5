package io.rocekit.doctor.rule.bench;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.rule.Limits;
import io.rocekit.core.rule.RuleSettings;
import io.rocekit.core.rule.Rules;
import java.util.List;

/** The bench rule set: every rule, and their metadata for the rule catalogue. */
public final class BenchRules {
    private static final List<BenchRule> ALL = List.of(
            new RunFailedRule(),
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

    /** The findings of every rule, each under its limits in {@code settings}. */
    public static List<Finding> check(BenchContext context, RuleSettings settings) {
        return Rules.run(ALL, context, settings);
    }

    /** The limits of bench.below-line-rate, whose size thresholds the judging also reads. */
    public static Limits lineRateLimits(RuleSettings settings) {
        return settings.limitsFor(ALL.stream().filter(r -> r.info().id().equals(BelowLineRateRule.ID)).findFirst().orElseThrow());
    }
}
