package io.rocekit.fleet.rule;

import io.rocekit.core.rule.RuleSettings;
import java.util.Objects;
import java.util.Optional;

/**
 * What a fleet run is judged with: the user's rule settings ({@code --set}, {@code --settings}),
 * which reach the doctor on every node and the {@code fleet.*} rules alike, and the baseline node
 * if one is given.
 *
 * @param rules    the user's threshold overrides
 * @param baseline compare every node with this node instead of with the majority
 */
public record FleetSettings(RuleSettings rules, Optional<String> baseline) {
    /** Every threshold at its default, no baseline. */
    public static final FleetSettings DEFAULT = new FleetSettings(RuleSettings.defaults(), Optional.empty());

    public FleetSettings {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(baseline, "baseline");
    }

    public FleetSettings withBaseline(Optional<String> node) {
        return new FleetSettings(rules, node);
    }
}
