package io.rocekit.fabric.rule;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.fabric.model.PortQos;
import io.rocekit.fabric.read.Numbers;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * PFC on a priority that no DSCP reaches. On a SONiC dual-ToR port with the tunnel QoS remap (PFC 2,3,4,6 and the
 * watchdog split the reader marks as {@code pfcwd.split}), priorities 2 and 6 are reached by the bounced-back tunnel
 * traffic through the tunnel's own decap maps, which override the port's (sonic-net/SONiC
 * doc/qos/tunnel_dscp_remapping.md: TC_TO_PRIORITY_GROUP_MAP AZURE_TUNNEL TC 3 -> PG 2, TC 4 -> PG 6), not by the
 * port's DSCP map: there they are not judged.
 */
public final class PfcUnreached extends PortRule {
    public static final String ID = "fabric.pfc-unreached";

    private static final Set<Integer> TUNNEL_PRIORITIES = Set.of(2, 6);
    private static final Set<Integer> DUAL_TOR_PFC = Set.of(2, 3, 4, 6);

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.WARN,
                "Every PFC priority of a port that classifies by DSCP is reached by at least one DSCP value (otherwise its "
                        + "lossless buffer is reserved for nothing and the traffic meant for it runs lossy). On a SONiC dual-ToR "
                        + "port with the tunnel QoS remap (PFC 2,3,4,6, software watchdog 3,4), priorities 2 and 6 are reached "
                        + "by the tunnel's decap maps rather than the port's DSCP map: INFO (not judged).",
                "DSCP map (complete, 64 values), PFC priorities",
                "Map the RoCE DSCP to this priority, or remove PFC from it.", Sources.CL_ROCE + "; " + Sources.SONIC_TUNNEL_REMAP);
    }

    @Override
    void check(FabricEvidence e, PortQos p, Limits limits, List<Finding> out) {
        if (p.dscpToTc().size() < 64) {
            return; // a partial view cannot tell what is unreached
        }
        TreeSet<Integer> byTunnel = new TreeSet<>();
        for (int prio : p.pfcPriorities()) {
            boolean reached = p.dscpToTc().keySet().stream().anyMatch(d -> p.priorityOfDscp(d).orElse(-1) == prio);
            if (!reached && reachedByTunnel(p, prio)) {
                byTunnel.add(prio);
            } else if (!reached) {
                out.add(finding(Severity.WARN, e.config(), p, "PFC on priority " + prio + " but no DSCP maps to it",
                        List.of(p.where("pfc"), p.where("dscp")), "Map the RoCE DSCP to priority " + prio + " or remove PFC from it."));
            }
        }
        if (!byTunnel.isEmpty()) {
            out.add(finding(Severity.INFO, e.config(), p, "PFC on priority " + Numbers.compact(byTunnel) + ", which no DSCP of the "
                    + "port's map reaches: not judged (SONiC's dual-ToR tunnel QoS remap puts the bounced-back tunnel traffic there "
                    + "through the tunnel's decap maps)", List.of(p.where("pfc"), p.where("dscp"), p.where("pfcwd.split")),
                    "Nothing to change for the tunnel: its decap maps (DSCP_TO_TC_MAP and TC_TO_PRIORITY_GROUP_MAP AZURE_TUNNEL, "
                            + "TC 3 -> PG 2, TC 4 -> PG 6) override the port's for decapsulated traffic "
                            + "(sonic-net/SONiC doc/qos/tunnel_dscp_remapping.md 5.1.1, 5.2)."));
        }
    }

    /** Priority 2 or 6 of a port the reader found in SONiC's dual-ToR remap (PFC 2,3,4,6 with the watchdog split). */
    private static boolean reachedByTunnel(PortQos p, int prio) {
        return TUNNEL_PRIORITIES.contains(prio) && p.pfcPriorities().equals(DUAL_TOR_PFC) && p.where("pfcwd.split").isPresent();
    }
}
