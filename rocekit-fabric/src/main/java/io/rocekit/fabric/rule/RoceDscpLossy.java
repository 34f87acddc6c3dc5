package io.rocekit.fabric.rule;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.fabric.model.PortQos;
import io.rocekit.fabric.model.Trust;
import io.rocekit.fabric.read.Numbers;
import java.util.List;
import java.util.OptionalInt;
import java.util.SortedSet;
import java.util.TreeSet;

/** RoCE's DSCP lands in a class without PFC, or the port does not classify by DSCP at all. */
public final class RoceDscpLossy extends PortRule {
    public static final String ID = "fabric.roce-dscp-lossy";

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.FAIL,
                "The DSCP RoCE is sent with (26 unless the intent says otherwise) maps to a priority with PFC on the port; "
                        + "a port that classifies by PCP/CoS instead is reported as such.",
                "DSCP to traffic class map (its own or the global one), PFC priorities, trust",
                "Map the RoCE DSCP to the lossless class (e.g. SONiC DSCP_TO_TC_MAP \"26\": \"3\"), or enable PFC on its class.",
                Sources.CL_ROCE + "; " + Sources.SONIC_QOS + " (its AZURE map makes DSCP 3 and 4 lossless, 26 lossy)");
    }

    @Override
    void check(FabricEvidence e, PortQos p, Limits limits, List<Finding> out) {
        if (!e.expected().lossless() || (p.port().equals("global") && !e.config().absentPortTables().isEmpty())) {
            return; // the switch-wide map of a file that names no port: which ports, and their PFC, are elsewhere (fabric.pfc-off)
        }
        int dscp = e.expected().roceDscp();
        if (p.trust().filter(t -> t == Trust.NONE).isPresent()) {
            out.add(finding(Severity.WARN, e.config(), p, "port trusts neither DSCP nor PCP: RoCE (DSCP " + dscp
                    + ") lands in the port's default class", List.of(p.where("trust")), "Set the port to trust DSCP."));
            return;
        }
        boolean byPcp = p.trust().map(t -> t == Trust.PCP).orElse(p.dscpToTc().isEmpty() && !p.pcpToTc().isEmpty());
        if (byPcp) {
            int prio = e.expected().rocePriority();
            Integer tc = p.pcpToTc().get(prio);
            out.add(finding(Severity.WARN, e.config(), p, "classification by CoS/PCP, not DSCP: DSCP " + dscp
                    + " is not looked at; PCP " + prio + (tc == null ? " is not classified" : " -> class " + tc)
                    + (p.pfcPriorities().contains(prio) ? " with PFC" : " without PFC"),
                    List.of(p.where("trust"), p.where("pfc")),
                    "Hosts must send RoCE with VLAN PCP " + prio + " (a VLAN tag), or classify by DSCP on this port."));
            return;
        }
        if (p.dscpToTc().isEmpty()) {
            return;
        }
        OptionalInt prio = p.priorityOfDscp(dscp);
        List<Integer> losslessDscp = losslessDscps(p);
        if (prio.isEmpty()) {
            // the switch's lossless DSCPs tell a design on other DSCPs (Juniper's Apstra AI lab: DSCP 0-7, PFC 0) from a
            // missing map; taken over all its ports, as one finding covers the ports where DSCP 26 is in no class
            SortedSet<Integer> dscps = new TreeSet<>();
            SortedSet<Integer> pfc = new TreeSet<>();
            for (PortQos q : e.config().ports()) {
                List<Integer> l = losslessDscps(q);
                dscps.addAll(l);
                l.forEach(d -> pfc.add(q.priorityOfDscp(d).getAsInt()));
            }
            out.add(finding(Severity.FAIL, e.config(), p, "RoCE DSCP " + dscp + " is not mapped to any class",
                    List.of(p.whereDscp(dscp)), "Map DSCP " + dscp + " to the lossless class" + (dscps.isEmpty() ? "."
                            : ", or have the hosts send the DSCP the switch treats as lossless (here DSCP "
                                    + Numbers.compact(dscps) + ", PFC on " + Numbers.compact(pfc) + ").")));
            return;
        }
        if (!p.pfcPriorities().contains(prio.getAsInt())) {
            int tc = p.tcOfDscp(dscp).orElse(prio.getAsInt());
            String lossless = p.pfcPriorities().isEmpty() ? "no priority has PFC"
                    : "PFC is on " + Numbers.compact(p.pfcPriorities());
            out.add(finding(Severity.FAIL, e.config(), p, "RoCE DSCP " + dscp + " -> "
                    + (p.dscpToPriority().isEmpty() ? "" : "priority " + prio.getAsInt() + " -> ") + "class " + tc
                    + " (queue " + p.queueOfTc(tc) + ") without PFC; " + lossless
                    + (losslessDscp.isEmpty() ? "" : " (reached by DSCP " + Numbers.compact(losslessDscp) + ")"),
                    List.of(p.whereDscp(dscp), p.where("pfc")),
                    "Map DSCP " + dscp + " to the PFC class, or have the hosts send the DSCP the switch treats as lossless."));
        }
    }

    /** The DSCP values of the port's map that reach a priority with PFC. */
    private static List<Integer> losslessDscps(PortQos p) {
        return p.dscpToTc().keySet().stream()
                .filter(x -> p.priorityOfDscp(x).isPresent() && p.pfcPriorities().contains(p.priorityOfDscp(x).getAsInt()))
                .toList();
    }
}
