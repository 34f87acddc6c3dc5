package io.rocekit.doctor.rule.nic;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.doctor.rule.Devices;
import io.rocekit.doctor.rule.NodeEvidence;
import io.rocekit.doctor.rule.Rule;
import io.rocekit.host.artifact.ParsedArtifact;
import io.rocekit.host.facts.HostFacts;
import io.rocekit.host.parse.mlnxqos.QosSettings;
import io.rocekit.host.parse.mlxconfig.MlxconfigQuery;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * {@code nic.cnp-priority}: congestion notification packets share the RoCE data priority.
 *
 * <p>Rationale: a CNP tells a sender to slow down; queued behind the very data that is congested
 * (same lossless priority, paused by PFC) it arrives late and DCQCN reacts late. NVIDIA's default
 * and the Network Operator's recommendation put CNPs on priority 6 (a strict queue on the
 * switch), apart from RoCE data on priority 3.
 */
public final class CnpPriorityRule implements Rule {
    public static final String ID = "nic.cnp-priority";
    private static final String REFERENCE = "mstflint database (CNP_802P_PRIO, CNP_DSCP of nv_roce_cc_ecn); NVIDIA DCQCN "
            + "parameters (cnp_802p_prio default 6, cnp_dscp 48); " + RoceDefaults.SOURCE;

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.WARN,
                "CNPs are sent on the RoCE data priority (CNP_802P_PRIO, or the priority the NIC's DSCP map gives "
                        + "CNP_DSCP under trust dscp): congestion feedback waits behind the congested data.",
                "mlxconfig q (CNP_802P_PRIO_P<n>, CNP_DSCP_P<n>); snapshot sys/class/net/IF/ecn/roce_np/{cnp_802p_prio,cnp_dscp}; "
                        + "mlnx_qos -i IFACE (DSCP map, trust)",
                "`mlxconfig -d DEV set CNP_802P_PRIO_P1=6` (then reboot), or at runtime "
                        + "`echo 6 > /sys/class/net/IFACE/ecn/roce_np/cnp_802p_prio` (MLNX_OFED); map the CNP DSCP to a "
                        + "strict-priority queue on the switch.",
                REFERENCE);
    }

    @Override
    public List<Finding> check(NodeEvidence evidence, Limits limits) {
        List<Finding> out = new ArrayList<>();
        Optional<QosSettings> qos = evidence.all(QosSettings.class).stream().map(ParsedArtifact::model).findFirst();
        // the RoCE priority as the pfc rule defines it, at its defaults (this rule has no thresholds of its own)
        int roce = qos.map(q -> PfcPriorityRule.rocePriority(q, Limits.defaults())).orElse(RoceDefaults.ROCE_PRIORITY);
        for (ParsedArtifact<MlxconfigQuery> a : evidence.all(MlxconfigQuery.class)) {
            for (MlxconfigQuery.Parameter p : a.model().parameters()) {
                OptionalInt prio = OptionalInt.empty();
                if (p.baseName().equals("CNP_802P_PRIO") && p.effective().number().isPresent()) {
                    prio = OptionalInt.of((int) p.effective().number().getAsLong());
                } else if (p.baseName().equals("CNP_DSCP") && p.effective().number().isPresent() && qos.isPresent()
                        && qos.get().trust().filter(t -> t == QosSettings.Trust.DSCP).isPresent()) {
                    prio = qos.get().priorityOfDscp((int) p.effective().number().getAsLong());
                }
                if (prio.isPresent() && prio.getAsInt() == roce) {
                    out.add(new Finding(ID, Severity.WARN, "CNPs use the RoCE data priority " + roce + " (" + p.name() + "="
                            + p.effective() + ")", a.model().device().orElse(a.file()) + " " + p.name(),
                            List.of(a.evidence(p.line())),
                            List.of(p.baseName().equals("CNP_DSCP")
                                    ? "mlxconfig -d " + Devices.mstDevice(a.model().device(), a.file()) + " set " + p.name() + "=" + RoceDefaults.CNP_DSCP + "   # DSCP " + RoceDefaults.CNP_DSCP + " maps to priority " + RoceDefaults.CNP_PRIORITY + "; then reboot"
                                    : "mlxconfig -d " + Devices.mstDevice(a.model().device(), a.file()) + " set " + p.name() + "=" + RoceDefaults.CNP_PRIORITY + "   # then reboot or mlxfwreset"),
                            REFERENCE));
                }
            }
        }
        Optional<HostFacts> facts = evidence.derived(HostFacts.class);
        if (facts.isPresent()) {
            for (HostFacts.Value v : facts.get().cnpSettings()) {
                if (v.path().endsWith("/cnp_802p_prio") && v.value().equals(Integer.toString(roce))) {
                    out.add(new Finding(ID, Severity.WARN, "CNPs use the RoCE data priority " + roce + " (runtime cnp_802p_prio)",
                            v.path(), List.of(Evidence.inFile(v.path(), v.value())),
                            List.of("echo " + RoceDefaults.CNP_PRIORITY + " | sudo tee " + "/" + v.path()),
                            REFERENCE));
                }
            }
        }
        return out;
    }
}
