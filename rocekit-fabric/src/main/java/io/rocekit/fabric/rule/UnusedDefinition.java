package io.rocekit.fabric.rule;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.core.rule.Rule;
import io.rocekit.fabric.model.Definition;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** A classification map, scheduler, WRED profile or qos profile that nothing uses. */
public final class UnusedDefinition implements Rule<FabricEvidence> {
    public static final String ID = "fabric.unused-definition";
    private static final Set<String> KINDS = Set.of("DSCP_TO_TC_MAP", "DOT1P_TO_TC_MAP", "TC_TO_QUEUE_MAP", "WRED_PROFILE",
            "SCHEDULER", "qos profile", "drop-profile");

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.INFO,
                "Classification maps, schedulers, WRED profiles, qos profiles and Junos drop profiles that no port or queue uses: settings that "
                        + "look configured but act on nothing.",
                "definitions and references of the configuration",
                "Attach it where it was meant (PORT_QOS_MAP, QUEUE, service-profile) or delete it.", Sources.SONIC_QOS);
    }

    @Override
    public List<Finding> check(FabricEvidence e, Limits limits) {
        List<Finding> out = new ArrayList<>();
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (Definition d : e.config().definitions()) {
            // a Junos drop profile is written over several statements: one finding per name
            if (!KINDS.contains(d.kind()) || !seen.add(d.kind() + "\u0000" + d.name())) {
                continue;
            }
            boolean used = e.config().references().stream().anyMatch(r -> r.kind().equals(d.kind()) && r.name().equals(d.name()));
            if (!used) {
                out.add(new Finding(ID, Severity.INFO, d.kind() + " '" + d.name() + "' is defined but used by nothing",
                        e.config().label() + ": " + d.kind() + " " + d.name(), List.of(d.where()),
                        List.of("Attach " + d.name() + " where it was meant, or delete it."), info().source()));
            }
        }
        return out;
    }
}
