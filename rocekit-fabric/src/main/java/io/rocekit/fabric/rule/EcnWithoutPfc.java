package io.rocekit.fabric.rule;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.fabric.model.PortQos;
import io.rocekit.fabric.model.QueueQos;
import java.util.List;

/** ECN marking on a queue whose class has no PFC while the port (or design) is lossless. */
public final class EcnWithoutPfc extends PortRule {
    public static final String ID = "fabric.ecn-without-pfc";

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.INFO,
                "Lists queues that mark ECN but whose class has no PFC: by design in a lossy ECN-only class (NVIDIA marks TC 0 "
                        + "too), a mistake where the queue was meant to be the lossless RoCE queue.",
                "per queue ECN, PFC priorities, traffic class to queue map",
                "Enable PFC on the class if the queue carries lossless RoCE.", Sources.CL_ROCE);
    }

    @Override
    void check(FabricEvidence e, PortQos p, Limits limits, List<Finding> out) {
        if (!e.expected().lossless()) {
            return;
        }
        for (QueueQos q : p.queues()) {
            if (q.ecn().isEmpty()) {
                continue;
            }
            boolean protectedQueue = p.pfcPriorities().stream().anyMatch(prio -> p.dscpToPriority().isEmpty()
                    ? p.queueOfTc(prio) == q.queue()
                    // a switch priority reaches a queue through the classes its DSCP values land in (NVUE)
                    : p.dscpToPriority().entrySet().stream().anyMatch(d -> d.getValue().equals(prio)
                            && p.queueOfTc(p.dscpToTc().getOrDefault(d.getKey(), -1)) == q.queue()));
            if (!protectedQueue) {
                out.add(finding(Severity.INFO, e.config(), p, "queue " + q.queue() + " marks ECN but has no PFC",
                        List.of(p.where("queue." + q.queue()), p.where("pfc")), "Enable PFC on its class if it carries lossless RoCE."));
            }
        }
    }
}
