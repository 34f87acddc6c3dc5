package io.rocekit.fleet.rule;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.rule.RuleSettings;
import io.rocekit.core.rule.Rules;
import io.rocekit.fleet.analysis.Distribution;
import io.rocekit.fleet.analysis.FleetAggregates;
import io.rocekit.fleet.analysis.FleetAnalysis;
import io.rocekit.fleet.analysis.FleetReport;
import io.rocekit.fleet.analysis.FleetView;
import io.rocekit.fleet.analysis.Outlier;
import io.rocekit.fleet.analysis.RuleNodes;
import io.rocekit.fleet.node.NodeSummary;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * The fleet report: {@link FleetAnalysis} aggregates, then every {@code fleet.*} rule judges the
 * aggregates with its own limits from the user's settings. The one place text, JSON and HTML get
 * their fleet findings from.
 */
public final class FleetJudge {
    private FleetJudge() {
    }

    /**
     * The report on {@code agg} (read before it is closed). A baseline that names no node read is an
     * {@link IllegalArgumentException} whose message lists what was read.
     */
    public static FleetReport judge(FleetAggregates agg, FleetSettings settings) {
        return judge(FleetAnalysis.aggregate(agg, settings.baseline()), settings.rules());
    }

    /** Folds {@code summaries} and judges them (for tests and small fleets). */
    public static FleetReport judge(Collection<NodeSummary> summaries, FleetSettings settings) {
        return judge(FleetAnalysis.aggregate(summaries, settings.baseline()), settings.rules());
    }

    /** Every fleet rule on {@code fleet}, each with its limits from {@code settings}. */
    public static FleetReport judge(FleetView fleet, RuleSettings settings) {
        List<RuleNodes> fired = new ArrayList<>();
        List<Outlier> outliers = new ArrayList<>();
        List<Distribution> metrics = new ArrayList<>();
        List<Finding> findings = new ArrayList<>();
        for (FleetRule rule : FleetRules.rules()) {
            FleetRule.Decision d = rule.decide(fleet, settings.limitsFor(rule));
            d.nodes().ifPresent(fired::add);
            outliers.addAll(d.outliers());
            metrics.addAll(d.metrics());
            findings.addAll(Rules.ownId(rule, d.findings()));
        }
        return fleet.report(fired, outliers, metrics, findings);
    }
}
