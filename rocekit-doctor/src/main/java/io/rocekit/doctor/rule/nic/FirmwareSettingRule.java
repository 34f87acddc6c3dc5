package io.rocekit.doctor.rule.nic;

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
import io.rocekit.host.parse.mlxconfig.MlxconfigQuery;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;

/**
 * {@code nic.firmware-setting}: ConnectX firmware (NVConfig) parameters against the recommended
 * values for RoCE.
 *
 * <p>Checks, each on names that exist in the mstflint database ({@link MlxconfigDatabase}):
 * {@code ROCE_CONTROL} not {@code ROCE_DISABLE}; {@code ROCE_CC_PRIO_MASK_P<n>} includes the RoCE
 * priority (NVIDIA's Network Operator sets 255); {@code ROCE_CC_ALGORITHM_P<n>} is {@code ECN}
 * (DCQCN); {@code ROCE_NEXT_PROTOCOL} left at its default (it is the IP protocol number of the
 * legacy RoCE v1.5, irrelevant to RoCEv2; a field guide's "set it to 1" would mean ICMP).
 */
public final class FirmwareSettingRule implements Rule {
    public static final String ID = "nic.firmware-setting";
    /** The parameters this rule reads; a test checks each exists in the bundled database. */
    public static final List<String> PARAMETERS = List.of("ROCE_CONTROL", "ROCE_CC_PRIO_MASK_P1", "ROCE_CC_ALGORITHM_P1",
            "ROCE_NEXT_PROTOCOL");
    private static final String REFERENCE = "mstflint 4.21 mlxconfig database (names, TLVs, enum values); "
            + RoceDefaults.SOURCE;

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.FAIL,
                "ConnectX firmware parameters against the RoCE recommendation: ROCE_CONTROL=ROCE_DISABLE (FAIL); "
                        + "ROCE_CC_PRIO_MASK_P<n> without the RoCE priority bit, ROCE_CC_ALGORITHM_P<n>=QCN (WARN); "
                        + "ROCE_NEXT_PROTOCOL changed from its default (INFO: a RoCE v1.5 field, irrelevant to RoCEv2).",
                "mlxconfig -d DEV q / mstconfig -d DEV q (the Current column with -e, else Next Boot)",
                "`mlxconfig -d DEV set ROCE_CC_PRIO_MASK_P1=255 ROCE_CC_ALGORITHM_P1=ECN` (and _P2 on dual-port cards; "
                        + "ROCE_CONTROL=ROCE_ENABLE), then `mlxfwreset -d DEV reset` or reboot.",
                REFERENCE);
    }

    @Override
    public List<Threshold> thresholds() {
        return List.of(ROCE_PRIORITY);
    }

    /** The priority whose ROCE_CC_PRIO_MASK bit must be set. */
    public static final Threshold ROCE_PRIORITY = new Threshold("rocePriority", RoceDefaults.ROCE_PRIORITY, Unit.NUMBER,
            "The priority whose bit ROCE_CC_PRIO_MASK must have (DCQCN on RoCE traffic).").between(0, 7);

    @Override
    public List<Finding> check(NodeEvidence evidence, Limits limits) {
        int roce = (int) limits.getLong(ROCE_PRIORITY);
        List<Finding> out = new ArrayList<>();
        for (ParsedArtifact<MlxconfigQuery> a : evidence.all(MlxconfigQuery.class)) {
            String device = Devices.mstDevice(a.model().device(), a.file());
            for (MlxconfigQuery.Parameter p : a.model().parameters()) {
                MlxconfigQuery.Value v = p.effective();
                OptionalLong n = v.number();
                String pending = p.nextBoot().equals(v) ? "" : " (next boot: " + p.nextBoot() + ")";
                switch (p.baseName()) {
                    case "ROCE_CONTROL" -> {
                        if (v.symbol().filter(s -> s.equals("ROCE_DISABLE")).isPresent() || n.orElse(-1) == 1) {
                            out.add(finding(a, p, device, Severity.FAIL, "RoCE is disabled in firmware: " + p.name() + "=" + v + pending,
                                    "mlxconfig -d " + device + " set ROCE_CONTROL=ROCE_ENABLE"));
                        }
                    }
                    case "ROCE_CC_PRIO_MASK" -> {
                        if (n.isPresent() && (n.getAsLong() & (1L << roce)) == 0) {
                            out.add(finding(a, p, device, Severity.WARN, "DCQCN is off on the RoCE priority " + roce
                                            + ": " + p.name() + "=" + v + pending,
                                    "mlxconfig -d " + device + " set " + p.name() + "=255"));
                        }
                    }
                    case "ROCE_CC_ALGORITHM" -> {
                        if (v.symbol().filter(s -> s.equals("QCN")).isPresent() || n.orElse(0) == 1) {
                            out.add(finding(a, p, device, Severity.WARN, "Congestion control is QCN, not ECN (DCQCN): "
                                    + p.name() + "=" + v + pending, "mlxconfig -d " + device + " set " + p.name() + "=ECN"));
                        }
                    }
                    case "ROCE_NEXT_PROTOCOL" -> {
                        if (p.modified()) {
                            out.add(finding(a, p, device, Severity.INFO, "ROCE_NEXT_PROTOCOL changed to " + v
                                            + ": a RoCE v1.5 setting with no effect on RoCEv2 (1 would be ICMP)",
                                    "mlxconfig -d " + device + " set ROCE_NEXT_PROTOCOL=<the Default column of: mlxconfig -d " + device + " -e q ROCE_NEXT_PROTOCOL>"));
                        }
                    }
                    default -> {
                    }
                }
            }
        }
        return out;
    }

    private static Finding finding(ParsedArtifact<MlxconfigQuery> a, MlxconfigQuery.Parameter p, String device,
            Severity severity, String title, String fix) {
        return new Finding(ID, severity, title, a.model().device().orElse(a.file()) + " " + p.name(),
                List.of(a.evidence(p.line())),
                List.of(fix, "mlxfwreset -d " + device + " reset   # or reboot: firmware settings apply at the next boot",
                        "mlxconfig -d " + device + " -e q " + p.name() + "   # confirm Current"),
                REFERENCE);
    }
}
