package io.rocekit.doctor.rule.nic;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.core.rule.Threshold;
import io.rocekit.core.unit.Unit;
import io.rocekit.doctor.rule.Devices;
import io.rocekit.doctor.rule.NodeEvidence;
import io.rocekit.doctor.rule.Rule;
import io.rocekit.host.artifact.ParsedArtifact;
import io.rocekit.host.parse.mlnxqos.QosSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code nic.pfc-priority}: PFC not on exactly the RoCE priority.
 *
 * <p>Rationale: PFC must protect the priority RoCE traffic lands in (DSCP 26 maps to priority 3 by
 * default) and only that one: PFC on other priorities makes lossy traffic pause-able (head-of-line
 * blocking, storm risk), and PFC off on the RoCE priority leaves RoCE lossy. With trust DSCP the
 * RoCE priority is read from the NIC's own DSCP map.
 */
public final class PfcPriorityRule implements Rule {
    public static final String ID = "nic.pfc-priority";

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.WARN,
                "PFC is enabled on priorities other than the RoCE priority, or not on it (WARN); PFC off everywhere "
                        + "is lossy RoCE (INFO: valid when ECN/DCQCN alone is the design). The RoCE priority is what "
                        + "DSCP 26 maps to under trust dscp, else 3.",
                "mlnx_qos -i IFACE (PFC configuration 'enabled' row, dscp2prio mapping, trust state)",
                "`mlnx_qos -i IFACE --pfc 0,0,0,1,0,0,0,0` (PFC on priority 3 only; not persistent) and the same "
                        + "no-drop priority on the switch port.",
                RoceDefaults.SOURCE);
    }

    @Override
    public List<Threshold> thresholds() {
        return List.of(ROCE_DSCP, ROCE_PRIORITY);
    }

    /** DSCP of RoCE data. */
    public static final Threshold ROCE_DSCP = new Threshold("roceDscp", RoceDefaults.ROCE_DSCP, Unit.NUMBER,
            "DSCP of RoCE data; its priority in the NIC's DSCP map is the RoCE priority under trust dscp.")
            .between(0, 63);
    /** RoCE priority without a DSCP map. */
    public static final Threshold ROCE_PRIORITY = new Threshold("rocePriority", RoceDefaults.ROCE_PRIORITY, Unit.NUMBER,
            "RoCE priority when the NIC trusts PCP or shows no DSCP map.").between(0, 7);

    /** The priority RoCE data lands in on this NIC. */
    static int rocePriority(QosSettings q, Limits limits) {
        int priority = (int) limits.getLong(ROCE_PRIORITY);
        if (q.trust().filter(t -> t == QosSettings.Trust.DSCP).isPresent()) {
            return q.priorityOfDscp((int) limits.getLong(ROCE_DSCP)).orElse(priority);
        }
        return priority;
    }

    @Override
    public List<Finding> check(NodeEvidence evidence, Limits limits) {
        List<Finding> out = new ArrayList<>();
        for (ParsedArtifact<QosSettings> a : evidence.all(QosSettings.class)) {
            QosSettings q = a.model();
            if (q.pfc().isEmpty()) {
                continue;
            }
            int roce = rocePriority(q, limits);
            List<Integer> on = q.pfc().get().enabledPriorities();
            Evidence row = a.evidence(q.pfc().get().enabledLine());
            String subject = "mlnx_qos of " + a.file();
            String fix = "mlnx_qos -i " + Devices.netdev(a) + " --pfc " + pfcList(roce);
            if (on.isEmpty()) {
                out.add(new Finding(ID, Severity.INFO, "PFC is off on every priority: RoCE runs lossy (ECN/DCQCN only)",
                        subject, List.of(row), List.of(fix + "   # if the fabric is meant to be lossless"), RoceDefaults.SOURCE));
            } else if (!on.equals(List.of(roce))) {
                String what = on.contains(roce) ? "PFC is also on priorities " + others(on, roce) + " besides RoCE priority " + roce
                        : "PFC is on priorities " + on + " but not on the RoCE priority " + roce;
                List<String> fixes = new ArrayList<>(List.of(fix, "Configure the same single no-drop priority on the switch port"));
                designedOther(q, on, roce).ifPresent(fixes::add);
                out.add(new Finding(ID, Severity.WARN, what, subject, List.of(row), fixes, RoceDefaults.SOURCE));
            }
        }
        return out;
    }

    /**
     * PFC on one priority other than RoCE's, fed by DSCP values of the NIC's map: a site may mark
     * RoCE so by design (one ran RoCE on DSCP 40, priority 5); rocekit judges against DSCP 26 unless
     * told, so the way to tell it is a fix of its own, not a silent guess.
     */
    private static Optional<String> designedOther(QosSettings q, List<Integer> on, int roce) {
        if (on.size() != 1 || on.get(0) == roce) {
            return Optional.empty();
        }
        int p = on.get(0);
        List<Integer> dscps = q.dscpToPriority().stream().filter(m -> m.priority() == p)
                .flatMap(m -> m.dscps().stream()).sorted().toList();
        if (dscps.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of("If RoCE is marked with DSCP " + dscps.get(0) + " (priority " + p + ") by design, judge it"
                + " so: rocekit doctor --set " + ID + "." + ROCE_DSCP.name() + "=" + dscps.get(0) + " ...");
    }

    private static List<Integer> others(List<Integer> on, int roce) {
        return on.stream().filter(p -> p != roce).toList();
    }

    private static String pfcList(int priority) {
        StringBuilder sb = new StringBuilder();
        for (int p = 0; p < 8; p++) {
            sb.append(p == 0 ? "" : ",").append(p == priority ? 1 : 0);
        }
        return sb.toString();
    }
}
