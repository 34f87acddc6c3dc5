package io.rocekit.doctor.rule.fabric;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.doctor.rule.NodeEvidence;
import io.rocekit.doctor.rule.Rule;
import io.rocekit.fabric.model.PortQos;
import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.model.Trust;
import io.rocekit.host.artifact.ParsedArtifact;
import io.rocekit.host.parse.mlnxqos.QosSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code fabric.host-trust}: the NIC classifies by DSCP and the switch port by PCP (or the other way
 * round): the two ends of a link put the same packet on different priorities (untagged RoCE has no PCP).
 */
public final class HostTrustRule implements Rule {
    public static final String ID = "fabric.host-trust";

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.WARN,
                "NIC and switch port classify by the same field (DSCP on both for routed, untagged RoCE).",
                "a switch configuration with the node's mlnx_qos (Priority trust state)",
                "Trust DSCP on both ends (`mlnx_qos -i IF --trust dscp`; SONiC dscp_to_tc_map on the port, NVUE trust l3, "
                        + "EOS qos trust dscp, Comware qos trust dscp).", HostDscpRule.SOURCE);
    }

    @Override
    public List<Finding> check(NodeEvidence e, Limits limits) {
        Optional<ParsedArtifact<QosSettings>> nic = HostSide.nic(e);
        if (nic.isEmpty() || nic.get().model().trust().isEmpty()) {
            return List.of();
        }
        QosSettings.Trust t = nic.get().model().trust().get();
        List<Finding> out = new ArrayList<>();
        for (SwitchConfig c : HostSide.switches(e)) {
            List<PortQos> differ = new ArrayList<>();
            for (PortQos p : c.ports()) {
                Optional<Trust> st = p.trust();
                if (st.isEmpty() || st.get() == Trust.BOTH) {
                    continue;
                }
                if ((t == QosSettings.Trust.DSCP && st.get() != Trust.DSCP) || (t == QosSettings.Trust.PCP && st.get() != Trust.PCP)) {
                    differ.add(p);
                }
            }
            if (!differ.isEmpty()) {
                String sw = differ.get(0).trust().get().name().toLowerCase(java.util.Locale.ROOT);
                out.add(new Finding(ID, Severity.WARN, "NIC trusts " + t.name().toLowerCase(java.util.Locale.ROOT) + " but switch "
                        + c.label() + " trusts " + sw + " on " + differ.size() + " port(s): " + HostSide.ports(differ), c.label(),
                        HostSide.evidence(differ, "trust", c, nic.get().model().trustLine().map(l -> nic.get().evidence(l))),
                        List.of("Trust DSCP on both ends of the link."), info().source()));
            }
        }
        return out;
    }
}
