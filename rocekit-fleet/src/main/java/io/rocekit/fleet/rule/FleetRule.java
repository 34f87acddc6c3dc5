package io.rocekit.fleet.rule;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.rule.Limits;
import io.rocekit.core.rule.Rule;
import io.rocekit.core.rule.Threshold;
import io.rocekit.fleet.analysis.Drift;
import io.rocekit.fleet.analysis.FleetReport;
import io.rocekit.fleet.analysis.Outlier;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One {@code fleet.*} rule in the one rule contract. The cross-node analysis decides which nodes
 * a fleet rule fires on (it needs every node at once, see
 * {@link io.rocekit.fleet.analysis.FleetAnalysis}); {@link #check} turns that decision into one
 * finding per node, with the drift or outlier entries as evidence.
 */
public final class FleetRule implements Rule<FleetReport> {
    private final RuleInfo info;

    FleetRule(RuleInfo info) {
        this.info = info;
    }

    @Override
    public RuleInfo info() {
        return info;
    }

    @Override
    public List<Threshold> thresholds() {
        return FleetRules.thresholds(info.id());
    }

    /** One finding per node the rule fired on in {@code report} (its limits were applied by the analysis). */
    @Override
    public List<Finding> check(FleetReport report, Limits limits) {
        List<Finding> out = new ArrayList<>();
        report.rules().stream().filter(r -> r.rule().equals(info.id())).findFirst().ifPresent(r -> {
            for (String node : r.nodes()) {
                List<Evidence> ev = new ArrayList<>();
                for (Drift d : report.drift()) {
                    if (FleetRules.driftRule(d.key()).filter(info.id()::equals).isPresent() && d.nodes().containsKey(node)) {
                        ev.add(Evidence.value(d.key() + " = " + d.nodes().get(node).orElse("(absent)") + " ("
                                + (report.baseline().isPresent() ? "baseline" : "majority") + ": "
                                + d.majority().orElse("(absent)") + ")"));
                    }
                }
                for (Outlier o : report.outliers()) {
                    if (o.node().equals(node) && FleetRules.outlierRule(o.metric()).equals(info.id())) {
                        ev.add(Evidence.value(String.format(Locale.ROOT, "%s = %.4g (median %.4g, MAD %.4g, %s)",
                                o.metric(), o.value(), o.median(), o.mad(), Double.isInfinite(o.robustZ())
                                        ? "MAD 0: most nodes have the median exactly"
                                        : String.format(Locale.ROOT, "modified z-score %.1f", o.robustZ()))));
                    }
                }
                out.add(new Finding(info.id(), info.severity(), title(ev.size()), node, ev,
                        List.of(info.fix()), info.source()));
            }
        });
        return out;
    }

    private String title(int items) {
        String what = info.id().endsWith("-drift") ? "setting" + (items == 1 ? "" : "s") + " differ from the fleet"
                : "result" + (items == 1 ? " is an outlier" : "s are outliers") + " in the fleet";
        return items + " " + what;
    }
}
