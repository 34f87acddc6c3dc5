package io.rocekit.doctor.rule.nic;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.doctor.rule.Devices;
import io.rocekit.doctor.rule.NodeEvidence;
import io.rocekit.doctor.rule.Rule;
import io.rocekit.host.artifact.ParsedArtifact;
import io.rocekit.host.parse.mlnxqos.QosSettings;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code nic.trust-mode}: a NIC with PFC on (a lossless setup) that classifies by PCP, not DSCP.
 *
 * <p>Rationale: routed RoCEv2 carries no VLAN tag, so its only class marking is DSCP. With trust
 * PCP every untagged RoCE packet lands in priority 0, where PFC is off: the lossless priority is
 * configured but never used.
 */
public final class TrustModeRule implements Rule {
    public static final String ID = "nic.trust-mode";

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.WARN,
                "A NIC with PFC enabled (a lossless RoCE setup) whose trust mode is PCP: untagged RoCEv2 traffic is "
                        + "classified by its (absent) VLAN priority into priority 0, not by DSCP into the lossless priority.",
                "mlnx_qos -i IFACE (Priority trust state, PFC configuration)",
                "`mlnx_qos -i IFACE --trust dscp` (not persistent: apply at boot), and map DSCP 26 to priority 3 "
                        + "(the default DSCP>>3 map already does).",
                RoceDefaults.SOURCE);
    }

    @Override
    public List<Finding> check(NodeEvidence evidence, Limits limits) {
        List<Finding> out = new ArrayList<>();
        for (ParsedArtifact<QosSettings> a : evidence.all(QosSettings.class)) {
            QosSettings q = a.model();
            boolean lossless = q.pfc().map(p -> !p.enabledPriorities().isEmpty()).orElse(false);
            if (!lossless || q.trust().isEmpty() || q.trust().get() == QosSettings.Trust.DSCP) {
                continue;
            }
            out.add(new Finding(ID, Severity.WARN,
                    "Trust mode is pcp with PFC on priority " + q.pfc().get().enabledPriorities()
                            + ": untagged RoCEv2 traffic is not classified into the lossless priority",
                    "mlnx_qos of " + a.file(),
                    List.of(a.evidence(q.trustLine().get()), a.evidence(q.pfc().get().enabledLine())),
                    List.of("mlnx_qos -i " + Devices.netdev(a) + " --trust dscp",
                            "mlnx_qos -i " + Devices.netdev(a) + "   # confirm: Priority trust state: dscp"),
                    RoceDefaults.SOURCE));
        }
        return out;
    }
}
