package io.rocekit.fleet.rule;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.rule.Limits;
import io.rocekit.fleet.analysis.Distribution;
import io.rocekit.fleet.analysis.FleetView;
import io.rocekit.fleet.analysis.MetricJudge;
import io.rocekit.fleet.analysis.MetricVerdict;
import io.rocekit.fleet.analysis.Outlier;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * {@code fleet.slow-node} (benchmark results) or {@code fleet.counter-outlier} (counter rates): it
 * judges the metrics of its kind over the fleet by median and MAD with its own limits (a modified
 * z-score beyond {@code maxRobustZ}, at least {@code minNodes} nodes, and a distance from the
 * median that counts) and fires on every outlier's node.
 */
public final class OutlierRule extends FleetRule {
    private final boolean counters;

    OutlierRule(RuleInfo info, boolean counters) {
        super(info);
        this.counters = counters;
    }

    /** The judge this rule's limits make; it owns this rule's metrics only. */
    MetricJudge judge(Limits limits) {
        double maxZ = limits.get(FleetRules.MAX_ROBUST_Z);
        int minNodes = (int) limits.getLong(FleetRules.MIN_NODES);
        return counters ? MetricJudge.counters(maxZ, minNodes, limits.get(FleetRules.MIN_COUNTER_EXCESS))
                : MetricJudge.benchmarks(maxZ, minNodes, limits.get(FleetRules.MIN_RELATIVE_DEVIATION));
    }

    @Override
    public Decision decide(FleetView fleet, Limits limits) {
        Map<String, List<Evidence>> byNode = new TreeMap<>();
        List<Outlier> outliers = new ArrayList<>();
        List<Distribution> metrics = new ArrayList<>();
        for (MetricVerdict v : fleet.metrics(judge(limits))) {
            metrics.add(v.distribution());
            for (Outlier o : v.outliers()) {
                outliers.add(o);
                byNode.computeIfAbsent(o.node(), x -> new ArrayList<>()).add(evidence(o));
            }
        }
        return new Decision(this, byNode, outliers, metrics);
    }

    private static Evidence evidence(Outlier o) {
        return Evidence.value(String.format(Locale.ROOT, "%s = %.4g (median %.4g, MAD %.4g, %s)", o.metric(), o.value(),
                o.median(), o.mad(), Double.isInfinite(o.robustZ()) ? "MAD 0: most nodes have the median exactly"
                        : String.format(Locale.ROOT, "modified z-score %.1f", o.robustZ())));
    }

    @Override
    String title(int entries) {
        return entries + " result" + (entries == 1 ? " is an outlier" : "s are outliers") + " in the fleet";
    }
}
