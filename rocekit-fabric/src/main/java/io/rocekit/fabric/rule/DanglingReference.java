package io.rocekit.fabric.rule;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.core.rule.Rule;
import io.rocekit.fabric.model.Reference;
import java.util.ArrayList;
import java.util.List;

/** A map, scheduler, profile or policy that is used but not defined. */
public final class DanglingReference implements Rule<FabricEvidence> {
    public static final String ID = "fabric.dangling-reference";

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.FAIL,
                "Every map, scheduler, WRED/buffer profile or policy a configuration names is defined in it; the switch "
                        + "rejects or silently ignores a dangling name.",
                "references between CONFIG_DB tables, qos profiles, class and policy maps",
                "Define the named object or correct the name.", Sources.SONIC_QOS);
    }

    @Override
    public List<Finding> check(FabricEvidence e, Limits limits) {
        List<Finding> out = new ArrayList<>();
        for (Reference r : e.config().references()) {
            if (!r.resolved()) {
                out.add(new Finding(ID, Severity.FAIL, r.kind() + " '" + r.name() + "' used by " + r.from() + " is not defined",
                        e.config().label() + ": " + r.from(), List.of(r.where()),
                        List.of("Define " + r.kind() + " '" + r.name() + "' or correct the name."), info().source()));
            }
        }
        return out;
    }
}
