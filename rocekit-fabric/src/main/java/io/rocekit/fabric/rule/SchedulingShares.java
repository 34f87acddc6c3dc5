package io.rocekit.fabric.rule;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.fabric.model.PortQos;
import io.rocekit.fabric.model.QueueQos;
import io.rocekit.fabric.model.Scheduling;
import java.util.List;

/** Bandwidth shares mixed between absolute and remaining percentages, or remaining shares that do not sum to 100. */
public final class SchedulingShares extends PortRule {
    public static final String ID = "fabric.scheduling-shares";

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.INFO,
                "A port's queue shares are written one way: absolute 'bandwidth percent' and 'bandwidth remaining percent' "
                        + "mixed in one policy, or remaining shares not summing to 100 %, make the RoCE share hard to predict.",
                "queuing policy per queue (NX-OS bandwidth [remaining] percent, EOS bandwidth percent)",
                "Use one kind of share and make them sum to 100.",
                "Cisco Nexus 9000 Series NX-OS Quality of Service Configuration Guide, Configuring Queuing and Scheduling");
    }

    /** A VOQ's scheduler is its own, whatever port classifies into it. */
    @Override
    boolean judgesSystemPorts() {
        return true;
    }

    @Override
    void check(FabricEvidence e, PortQos p, Limits limits, List<Finding> out) {
        List<Scheduling> s = p.queues().stream().map(QueueQos::scheduling).flatMap(java.util.Optional::stream).toList();
        boolean percent = s.stream().anyMatch(x -> x.kind() == Scheduling.Kind.PERCENT);
        boolean remaining = s.stream().anyMatch(x -> x.kind() == Scheduling.Kind.REMAINING_PERCENT);
        if (percent && remaining) {
            out.add(finding(Severity.INFO, e.config(), p, "bandwidth percent and bandwidth remaining percent mixed in one policy",
                    p.queues().stream().map(q -> p.where("queue." + q.queue())).toList(), "Use one kind of share."));
        }
        int sum = s.stream().filter(x -> x.kind() == Scheduling.Kind.REMAINING_PERCENT).mapToInt(Scheduling::value).sum();
        if (remaining && sum != 100) {
            out.add(finding(Severity.INFO, e.config(), p, "remaining bandwidth shares sum to " + sum + " %, not 100 %",
                    p.queues().stream().map(q -> p.where("queue." + q.queue())).toList(), "Make the shares sum to 100."));
        }
    }
}
