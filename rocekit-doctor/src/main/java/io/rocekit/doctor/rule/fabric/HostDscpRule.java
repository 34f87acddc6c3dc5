package io.rocekit.doctor.rule.fabric;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.doctor.rule.NodeEvidence;
import io.rocekit.doctor.rule.Rule;
import io.rocekit.fabric.model.PortQos;
import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.host.artifact.ParsedArtifact;
import io.rocekit.host.parse.mlnxqos.QosSettings;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * {@code fabric.host-dscp}: the DSCP the node sends RoCE with is lossless on its NIC (its priority has
 * PFC) but lossy on the switch (the switch maps it to a class without PFC). The classic case: an
 * untouched SONiC switch maps DSCP 26 to TC 1 (its AZURE map makes DSCP 3 and 4 lossless).
 */
public final class HostDscpRule implements Rule {
    public static final String ID = "fabric.host-dscp";
    static final String SOURCE = "sonic-buildimage files/build_templates/qos_config.j2 (AZURE DSCP_TO_TC_MAP: 3, 4 lossless, 26 -> 1); "
            + "NVIDIA Cumulus Linux \"RDMA over Converged Ethernet - RoCE\" (DSCP 26 -> priority 3 with PFC); mlnx_qos (mlnx-tools)";

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.FAIL,
                "The DSCP RoCE is sent with lands on a PFC priority on the NIC and on a class without PFC on the switch: the "
                        + "NIC expects lossless, the switch drops under congestion.",
                "a switch configuration (SONiC, NVUE, traffic.conf, EOS, NX-OS, Comware, Junos) with the node's mlnx_qos "
                        + "(trust, DSCP map, PFC) and, if collected, the RDMA-CM ToS",
                "Map the RoCE DSCP to the lossless class on the switch (SONiC DSCP_TO_TC_MAP \"26\": \"3\" with pfc_enable 3), or "
                        + "send RoCE with a DSCP the switch treats as lossless.", SOURCE);
    }

    @Override
    public List<Finding> check(NodeEvidence e, Limits limits) {
        Optional<ParsedArtifact<QosSettings>> nic = HostSide.nic(e);
        List<SwitchConfig> switches = HostSide.switches(e);
        if (nic.isEmpty() || switches.isEmpty() || nic.get().model().pfc().isEmpty()) {
            return List.of();
        }
        QosSettings q = nic.get().model();
        List<Integer> nicPfc = q.pfc().get().enabledPriorities();
        List<Finding> out = new ArrayList<>();
        for (Map.Entry<Integer, String> roce : HostSide.roceDscps(e).entrySet()) {
            int dscp = roce.getKey();
            OptionalInt nicPrio = q.trust().filter(t -> t == QosSettings.Trust.DSCP).isPresent() ? q.priorityOfDscp(dscp) : OptionalInt.empty();
            if (nicPrio.isEmpty() || !nicPfc.contains(nicPrio.getAsInt())) {
                continue; // lossy on the NIC already: nic.roce-tos / nic.pfc-priority say so
            }
            for (SwitchConfig c : switches) {
                Map<String, List<PortQos>> byOutcome = new LinkedHashMap<>();
                for (PortQos p : c.ports()) {
                    if (!HostSide.byDscp(p) || p.dscpToTc().isEmpty()) {
                        continue;
                    }
                    OptionalInt prio = p.priorityOfDscp(dscp);
                    if (prio.isPresent() && p.pfcPriorities().contains(prio.getAsInt())) {
                        continue;
                    }
                    String outcome = prio.isEmpty() ? "is not mapped" : "maps to class " + p.tcOfDscp(dscp).orElse(prio.getAsInt())
                            + " without PFC (PFC on " + HostSide.set(p.pfcPriorities()) + ")";
                    byOutcome.computeIfAbsent(outcome, k -> new ArrayList<>()).add(p);
                }
                for (Map.Entry<String, List<PortQos>> o : byOutcome.entrySet()) {
                    out.add(new Finding(ID, Severity.FAIL, "RoCE DSCP " + dscp + " is lossless on the NIC (priority "
                            + nicPrio.getAsInt() + ", PFC on " + HostSide.set(nicPfc) + ") but on switch " + c.label() + " it "
                            + o.getKey() + " on " + o.getValue().size() + " port(s): " + HostSide.ports(o.getValue()),
                            c.label(), HostSide.evidence(o.getValue(), "dscp", c, Optional.of(nic.get().evidence(q.pfc().get().enabledLine()))),
                            List.of("On the switch, map DSCP " + dscp + " to the PFC class (SONiC: DSCP_TO_TC_MAP \"" + dscp + "\": \""
                                    + nicPrio.getAsInt() + "\" and pfc_enable \"" + nicPrio.getAsInt() + "\")",
                                    "DSCP " + dscp + " is " + roce.getValue()), SOURCE));
                }
            }
        }
        return out;
    }
}
