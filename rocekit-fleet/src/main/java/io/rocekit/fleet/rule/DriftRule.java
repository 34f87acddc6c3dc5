package io.rocekit.fleet.rule;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.rule.Limits;
import io.rocekit.fleet.analysis.Drift;
import io.rocekit.fleet.analysis.FleetView;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A {@code fleet.*-drift} rule: it owns the facts of one area (the key's first part, e.g.
 * {@code firmware.mlx5_0.version}) and fires on every node whose value of one of them differs from
 * the reference (the majority, or the baseline node's). It has no thresholds: any difference counts.
 */
public final class DriftRule extends FleetRule {
    private final String area;

    DriftRule(RuleInfo info, String area) {
        super(info);
        this.area = area;
    }

    /** True when fact {@code key} belongs to this rule's area. */
    public boolean owns(String key) {
        int dot = key.indexOf('.');
        return (dot < 0 ? key : key.substring(0, dot)).equals(area);
    }

    @Override
    public Decision decide(FleetView fleet, Limits limits) {
        Map<String, List<Evidence>> byNode = new TreeMap<>();
        String reference = fleet.baseline().isPresent() ? "baseline" : "majority";
        for (Drift d : fleet.drift()) {
            if (!owns(d.key())) {
                continue;
            }
            for (Map.Entry<String, Optional<String>> e : d.nodes().entrySet()) {
                byNode.computeIfAbsent(e.getKey(), x -> new ArrayList<>()).add(Evidence.value(d.key() + " = "
                        + e.getValue().orElse("(absent)") + " (" + reference + ": " + d.majority().orElse("(absent)") + ")"));
            }
        }
        return new Decision(this, byNode, List.of(), List.of());
    }

    @Override
    String title(int entries) {
        return entries + " setting" + (entries == 1 ? "" : "s") + " differ from the fleet";
    }
}
