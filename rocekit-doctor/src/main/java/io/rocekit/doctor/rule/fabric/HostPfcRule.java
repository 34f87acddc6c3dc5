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
import java.util.TreeSet;

/**
 * {@code fabric.host-pfc}: a priority the NIC has PFC on has none on a switch port (PFC must be on at
 * both ends of a link: the switch neither pauses the NIC nor honours its pauses on that priority).
 */
public final class HostPfcRule implements Rule {
    public static final String ID = "fabric.host-pfc";

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.FAIL,
                "Every priority the NIC has PFC on has PFC on the switch ports too: PFC is per link, both ends must agree.",
                "a switch configuration with the node's mlnx_qos (PFC line)",
                "Enable PFC on the same priorities on the switch port (SONiC PORT_QOS_MAP pfc_enable, NVUE qos pfc, EOS "
                        + "priority-flow-control priority N no-drop), or turn it off on the NIC.",
                "IEEE 802.1Qbb; " + HostDscpRule.SOURCE);
    }

    @Override
    public List<Finding> check(NodeEvidence e, Limits limits) {
        Optional<ParsedArtifact<QosSettings>> nic = HostSide.nic(e);
        if (nic.isEmpty() || nic.get().model().pfc().isEmpty()) {
            return List.of();
        }
        QosSettings q = nic.get().model();
        TreeSet<Integer> nicPfc = new TreeSet<>(q.pfc().get().enabledPriorities());
        if (nicPfc.isEmpty()) {
            return List.of();
        }
        List<Finding> out = new ArrayList<>();
        for (SwitchConfig c : HostSide.switches(e)) {
            Map<String, List<PortQos>> byMissing = new LinkedHashMap<>();
            for (PortQos p : c.ports()) {
                if (p.port().startsWith("profile ") || p.isSystemPort()) {
                    continue; // a VOQ system port has queues only: PFC is on its local port
                }
                TreeSet<Integer> missing = new TreeSet<>(nicPfc);
                missing.removeAll(p.pfcPriorities());
                if (!missing.isEmpty()) {
                    byMissing.computeIfAbsent(HostSide.set(missing) + "|" + HostSide.set(p.pfcPriorities()), k -> new ArrayList<>()).add(p);
                }
            }
            for (Map.Entry<String, List<PortQos>> m : byMissing.entrySet()) {
                String[] k = m.getKey().split("\\|");
                out.add(new Finding(ID, Severity.FAIL, "NIC has PFC on priority " + k[0] + " but switch " + c.label() + " has PFC on "
                        + k[1] + " on " + m.getValue().size() + " port(s): " + HostSide.ports(m.getValue()), c.label(),
                        HostSide.evidence(m.getValue(), "pfc", c, Optional.of(nic.get().evidence(q.pfc().get().enabledLine()))),
                        List.of("Enable PFC on priority " + k[0] + " on those switch ports."), info().source()));
            }
        }
        return out;
    }
}
