package io.rocekit.fabric.rule;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.fabric.model.PortQos;
import io.rocekit.fabric.model.Scheduling;
import io.rocekit.fabric.model.Trust;
import java.util.List;
import java.util.Optional;

/** CNPs share the data class, land in an unclassified default class, or in a queue with no bandwidth. */
public final class CnpClass extends PortRule {
    public static final String ID = "fabric.cnp-class";

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.WARN,
                "CNPs (DSCP 48 / priority 6 by default) get their own class, not the RoCE data class (where they queue "
                        + "behind the congestion they report) and not a queue with 0 % bandwidth; NVIDIA's recipe puts them on "
                        + "TC 6 with strict priority.",
                "DSCP or PCP map, queue scheduling",
                "Map the CNP DSCP to its own class and schedule its queue strict priority.", Sources.CL_ROCE + "; " + Sources.DCQCN);
    }

    @Override
    void check(FabricEvidence e, PortQos p, Limits limits, List<Finding> out) {
        int cnp = e.expected().cnpDscp();
        boolean byPcp = p.trust().map(t -> t == Trust.PCP).orElse(p.dscpToTc().isEmpty() && !p.pcpToTc().isEmpty());
        Integer tc;
        String what;
        if (byPcp) {
            tc = p.pcpToTc().get(e.expected().cnpPriority());
            what = "CNP priority " + e.expected().cnpPriority();
            if (tc == null) {
                out.add(finding(Severity.WARN, e.config(), p, what + " is not classified: CNPs share the default class 0 "
                        + "with all unclassified traffic", List.of(p.where("trust")), "Classify the CNP priority into its own class."));
                return;
            }
        } else {
            if (p.dscpToTc().isEmpty() || p.tcOfDscp(cnp).isEmpty()) {
                return;
            }
            tc = p.tcOfDscp(cnp).getAsInt();
            what = "CNP DSCP " + cnp;
            if (p.tcOfDscp(e.expected().roceDscp()).orElse(-1) == tc) {
                out.add(finding(Severity.WARN, e.config(), p, what + " shares class " + tc + " with RoCE data (DSCP "
                        + e.expected().roceDscp() + ")", List.of(p.whereDscp(cnp), p.whereDscp(e.expected().roceDscp())),
                        "Give CNPs their own class (TC 6, strict)."));
                return;
            }
        }
        Optional<Scheduling> s = p.queue(p.queueOfTc(tc)).flatMap(q -> q.scheduling());
        if (s.isPresent() && s.get().kind() != Scheduling.Kind.STRICT && s.get().value() == 0) {
            out.add(finding(Severity.WARN, e.config(), p, what + " -> queue " + p.queueOfTc(tc) + " which has " + s.get()
                    + " of the bandwidth", List.of(p.whereScheduling(p.queueOfTc(tc))), "Schedule the CNP queue strict priority."));
        }
    }
}
