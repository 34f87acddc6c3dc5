package io.rocekit.fleet.rule;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.rule.Limits;
import io.rocekit.core.rule.Rule;
import io.rocekit.core.rule.Threshold;
import io.rocekit.fleet.analysis.Distribution;
import io.rocekit.fleet.analysis.FleetView;
import io.rocekit.fleet.analysis.Outlier;
import io.rocekit.fleet.analysis.RuleNodes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * One {@code fleet.*} rule in the one rule contract: it decides, from the fleet's aggregates
 * ({@link FleetView}) and its own {@link Limits}, which nodes it fires on, and makes one finding per
 * such node with the drift or outlier entries as evidence. A drift rule owns the facts of one
 * area ({@link DriftRule}); an outlier rule owns one kind of metric ({@link OutlierRule}).
 */
public abstract sealed class FleetRule implements Rule<FleetView> permits DriftRule, OutlierRule {
    private final RuleInfo info;

    FleetRule(RuleInfo info) {
        this.info = Objects.requireNonNull(info, "info");
    }

    @Override
    public final RuleInfo info() {
        return info;
    }

    @Override
    public final List<Threshold> thresholds() {
        return FleetRules.thresholds(info.id());
    }

    /** What the rule decides on {@code fleet} under {@code limits}: the nodes, their evidence, and what it judged. */
    public abstract Decision decide(FleetView fleet, Limits limits);

    /** One finding per node the rule fires on. */
    @Override
    public final List<Finding> check(FleetView fleet, Limits limits) {
        return decide(fleet, limits).findings();
    }

    /** The finding's title from how many entries name the node. */
    abstract String title(int entries);

    /**
     * One rule's decision.
     *
     * @param rule     the rule
     * @param evidence each node it fires on (ascending by name), with the entries that make it fire
     * @param outliers the outliers it found (outlier rules; empty for drift rules)
     * @param metrics  every metric it judged (outlier rules, for plots)
     */
    public record Decision(FleetRule rule, Map<String, List<Evidence>> evidence, List<Outlier> outliers,
                           List<Distribution> metrics) {
        public Decision {
            Objects.requireNonNull(rule, "rule");
            evidence = java.util.Collections.unmodifiableMap(new TreeMap<>(evidence));
            outliers = List.copyOf(outliers);
            metrics = List.copyOf(metrics);
        }

        /** One finding per node, in node order. */
        public List<Finding> findings() {
            RuleInfo i = rule.info();
            List<Finding> out = new ArrayList<>();
            evidence.forEach((node, ev) -> out.add(new Finding(i.id(), i.severity(), rule.title(ev.size()), node, ev,
                    List.of(i.fix()), i.source())));
            return out;
        }

        /** The rule and the nodes it fired on; empty when it fired on none. */
        public Optional<RuleNodes> nodes() {
            return evidence.isEmpty() ? Optional.empty()
                    : Optional.of(new RuleNodes(rule.info().id(), rule.info().severity(), List.copyOf(evidence.keySet())));
        }
    }
}
