package io.rocekit.fabric.rule;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.core.rule.Rule;
import io.rocekit.fabric.model.Definition;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A classification map, scheduler, WRED profile or qos profile that nothing uses; definitions whose user is not in
 * the file ({@link Definition#usedOutside()}) are said once per name, with that user.
 */
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
        if (!e.config().absentPortTables().isEmpty()) {
            return List.of(); // a file of maps alone: their users are in tables it does not hold (fabric.pfc-off says which)
        }
        List<Finding> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        Map<String, List<Definition>> outside = new LinkedHashMap<>();
        for (Definition d : e.config().definitions()) {
            // a Junos drop profile is written over several statements: one finding per name
            if (!(KINDS.contains(d.kind()) || d.usedOutside().isPresent()) || !seen.add(d.kind() + "\u0000" + d.name())) {
                continue;
            }
            boolean used = e.config().references().stream().anyMatch(r -> r.kind().equals(d.kind()) && r.name().equals(d.name()));
            if (used) {
                continue;
            }
            if (d.usedOutside().isPresent()) {
                outside.computeIfAbsent(d.name() + "\u0000" + d.usedOutside().get(), k -> new ArrayList<>()).add(d);
                continue;
            }
            out.add(new Finding(ID, Severity.INFO, d.kind() + " '" + d.name() + "' is defined but used by nothing",
                    e.config().label() + ": " + d.kind() + " " + d.name(), List.of(d.where()),
                    List.of("Attach " + d.name() + " where it was meant, or delete it."), info().source()));
        }
        outside.values().forEach(g -> out.add(usedOutside(e, g)));
        return out;
    }

    /** Definitions of one name whose user is not in the file: one finding naming them all and that user. */
    private Finding usedOutside(FabricEvidence e, List<Definition> g) {
        Definition first = g.get(0);
        List<String> kinds = g.stream().map(Definition::kind).toList();
        String named = kinds.size() == 1 ? kinds.get(0)
                : String.join(", ", kinds.subList(0, kinds.size() - 1)) + " and " + kinds.get(kinds.size() - 1);
        String user = first.usedOutside().orElseThrow();
        List<Evidence> ev = g.stream().map(Definition::where).toList();
        return new Finding(ID, Severity.INFO, named + " '" + first.name() + "' used by nothing in this file: "
                + (kinds.size() == 1 ? "it is" : "they are") + " for " + user + ", which the file does not hold", e.config().label() + ": " + first.name(), ev,
                List.of("Nothing to change where the switch's whole configuration holds " + user + " naming " + first.name() + "; delete " + (kinds.size() == 1 ? "it" : "them") + " where nothing does."),
                info().source());
    }
}
