package io.rocekit.fabric.rule;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.fabric.model.PortQos;
import java.util.List;

/** PFC on a priority that no DSCP reaches. */
public final class PfcUnreached extends PortRule {
    public static final String ID = "fabric.pfc-unreached";

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.WARN,
                "Every PFC priority of a port that classifies by DSCP is reached by at least one DSCP value (otherwise its "
                        + "lossless buffer is reserved for nothing and the traffic meant for it runs lossy).",
                "DSCP map (complete, 64 values), PFC priorities",
                "Map the RoCE DSCP to this priority, or remove PFC from it.", Sources.CL_ROCE);
    }

    @Override
    void check(FabricEvidence e, PortQos p, Limits limits, List<Finding> out) {
        if (p.dscpToTc().size() < 64) {
            return; // a partial view cannot tell what is unreached
        }
        for (int prio : p.pfcPriorities()) {
            boolean reached = p.dscpToTc().keySet().stream().anyMatch(d -> p.priorityOfDscp(d).orElse(-1) == prio);
            if (!reached) {
                out.add(finding(Severity.WARN, e.config(), p, "PFC on priority " + prio + " but no DSCP maps to it",
                        List.of(p.where("pfc"), p.where("dscp")), "Map the RoCE DSCP to priority " + prio + " or remove PFC from it."));
            }
        }
    }
}
