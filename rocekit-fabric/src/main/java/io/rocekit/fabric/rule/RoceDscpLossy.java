package io.rocekit.fabric.rule;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.fabric.model.PortQos;
import io.rocekit.fabric.model.QueueQos;
import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.model.Trust;
import io.rocekit.fabric.read.Numbers;
import java.util.List;
import java.util.OptionalInt;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * RoCE's DSCP lands in a class without PFC, or the port does not classify by DSCP at all; in a lossy design (declared by
 * the configuration, {@code --lossy} or an intent without PFC) RoCE's DSCP lands in a queue with neither ECN nor PFC.
 */
public final class RoceDscpLossy extends PortRule {
    public static final String ID = "fabric.roce-dscp-lossy";

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.FAIL,
                "The DSCP RoCE is sent with (26 unless the intent says otherwise) maps to a priority with PFC on the port; "
                        + "a port that classifies by PCP/CoS instead is reported as such. In a lossy design (declared, --lossy, or an "
                        + "intent without PFC) the RoCE DSCP's queue marks ECN or has PFC (WARN).",
                "DSCP to traffic class map (its own or the global one), PFC priorities, trust",
                "Map the RoCE DSCP to the lossless class (e.g. SONiC DSCP_TO_TC_MAP \"26\": \"3\"), or enable PFC on its class.",
                Sources.CL_ROCE + "; " + Sources.SONIC_QOS + " (its AZURE map makes DSCP 3 and 4 lossless, 26 lossy)");
    }

    @Override
    void check(FabricEvidence e, PortQos p, Limits limits, List<Finding> out) {
        if (!e.expected().lossless()) {
            lossyWithoutEcn(e, p, out);
            return;
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
            out.add(finding(Severity.FAIL, e.config(), p, "RoCE DSCP " + dscp + " is not mapped to any class",
                    List.of(p.whereDscp(dscp)), "Map DSCP " + dscp + " to the lossless class" + switchLossless(e.config())));
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

    /**
     * A lossy design's one congestion signal is ECN (DCQCN slows a sender on its marks; NVIDIA's lossy RoCE marks TC 3):
     * RoCE's DSCP in a queue that marks nothing and has no PFC gets only drops. WARN, not FAIL: the class is lossy by
     * design, its missing signal is what is wrong. NVUE's {@code lossy-multi-tc} leaves DSCP 11-40 on an unmarked TC 4
     * by design (the 5.14 guide's {@code nv show qos roce}: ECN on TC 1-3 only), so that mode is not judged here.
     */
    private void lossyWithoutEcn(FabricEvidence e, PortQos p, List<Finding> out) {
        SwitchConfig c = e.config();
        int dscp = e.expected().roceDscp();
        OptionalInt tc = p.tcOfDscp(dscp);
        if (tc.isEmpty() || !c.absentPortTables().isEmpty() || multiClassLossy(c)) {
            return;
        }
        int queue = p.queueOfTc(tc.getAsInt());
        OptionalInt prio = p.priorityOfDscp(dscp);
        boolean pfc = prio.isPresent() && p.pfcPriorities().contains(prio.getAsInt());
        if (pfc || p.queue(queue).flatMap(QueueQos::ecn).isPresent()) {
            return;
        }
        List<Integer> marking = p.queues().stream().filter(q -> q.ecn().isPresent()).map(QueueQos::queue).toList();
        out.add(finding(Severity.WARN, e.config(), p, "lossy design: RoCE DSCP " + dscp + " -> class " + tc.getAsInt()
                + " (queue " + queue + ") marks no ECN and has no PFC: congestion there only drops RoCE packets",
                List.of(p.whereDscp(dscp), p.where("queue." + queue)),
                "Enable ECN on queue " + queue + (marking.isEmpty() ? "" : ", or map DSCP " + dscp + " to the class of a queue that"
                        + " marks ECN (here queue " + Numbers.compact(marking) + ")") + "."));
    }

    /** NVUE's {@code qos roce mode lossy-multi-tc}: several lossy classes, some unmarked by design. */
    private static boolean multiClassLossy(SwitchConfig c) {
        return c.lossyDeclared().map(ev -> ev.text().contains("lossy-multi-tc")).orElse(false);
    }

    /** The switch-wide lossless DSCPs of the configuration last judged, worked out once per configuration, not per port. */
    private volatile SwitchLossless last;

    private record SwitchLossless(SwitchConfig config, String text) {
    }

    /**
     * The end of the fix text: the DSCPs the switch treats as lossless, over all its ports (they tell a design on other
     * DSCPs, Juniper's Apstra AI lab: DSCP 0-7, PFC 0, from a missing map), or a full stop where none is. Once per
     * configuration: per port it was a scan of every port, quadratic in them (10,000 ports: 94 s).
     */
    private String switchLossless(SwitchConfig c) {
        SwitchLossless known = last;
        if (known == null || known.config() != c) {
            SortedSet<Integer> dscps = new TreeSet<>();
            SortedSet<Integer> pfc = new TreeSet<>();
            for (PortQos q : c.ports()) {
                List<Integer> l = losslessDscps(q);
                dscps.addAll(l);
                l.forEach(d -> pfc.add(q.priorityOfDscp(d).getAsInt()));
            }
            known = new SwitchLossless(c, dscps.isEmpty() ? "." : ", or have the hosts send the DSCP the switch treats as"
                    + " lossless (here DSCP " + Numbers.compact(dscps) + ", PFC on " + Numbers.compact(pfc) + ").");
            last = known;
        }
        return known.text();
    }

    /** The DSCP values of the port's map that reach a priority with PFC. */
    private static List<Integer> losslessDscps(PortQos p) {
        return p.dscpToTc().keySet().stream()
                .filter(x -> p.priorityOfDscp(x).isPresent() && p.pfcPriorities().contains(p.priorityOfDscp(x).getAsInt()))
                .toList();
    }
}
