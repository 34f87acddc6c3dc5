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
        // a SONiC file that defines no buffer pool is a fragment to merge into a switch (what 'fabric render'
        // writes): its buffer references name the switch's own pool and profiles, which it cannot hold
        boolean fragment = e.config().buffers().pools().isEmpty();
        for (Reference r : e.config().references()) {
            if (!r.resolved() && fragment && (r.kind().equals("BUFFER_POOL") || r.kind().equals("BUFFER_PROFILE"))) {
                out.add(new Finding(ID, Severity.INFO, r.kind() + " '" + r.name() + "' used by " + r.from()
                        + " is not in this file: it must exist on the switch the file is merged into",
                        e.config().label() + ": " + r.from(), List.of(r.where()),
                        List.of("show runningconfiguration all | grep " + r.name() + "   # on the switch"), info().source()));
            } else if (!r.resolved()) {
                out.add(new Finding(ID, Severity.FAIL, r.kind() + " '" + r.name() + "' used by " + r.from() + " is not defined",
                        e.config().label() + ": " + r.from(), List.of(r.where()),
                        List.of("Define " + r.kind() + " '" + r.name() + "' or correct the name."), info().source()));
            }
        }
        return out;
    }
}
