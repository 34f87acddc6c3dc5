package io.rocekit.capture.rules;

import io.rocekit.capture.report.CaptureReport;
import io.rocekit.capture.report.FlowReport;
import io.rocekit.capture.report.QosFrame;
import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** CNPs on a DSCP other than the CNP DSCP ({@code --expect-cnp-dscp}, else the most common). */
public final class CnpDscpRule implements CaptureRule {
    public static final String ID = "capture.cnp-dscp-mismatch";

    private static final RuleInfo INFO = new RuleInfo(ID, Severity.WARN,
            "CNPs on a DSCP other than the CNP DSCP: the --expect-cnp-dscp value, or else the DSCP most CNPs "
                    + "of the capture use.",
            "Packet capture: IP DSCP of every CNP (BTH opcode 0x81) per flow.",
            "Set the notification point's CNP DSCP and priority on every receiving NIC (MLNX_OFED: "
                    + "/sys/class/net/IFACE/ecn/roce_np/cnp_dscp and cnp_802p_prio; firmware: CNP_DSCP_P1, "
                    + "CNP_802P_PRIO_P1) and map that DSCP to a strict-priority queue on the switches.",
            Texts.QOS_REFERENCE);

    @Override
    public RuleInfo info() {
        return INFO;
    }

    @Override
    public List<Finding> check(CaptureReport r, Limits limits) {
        List<Finding> out = new ArrayList<>();
        if (r.qos().cnpDscp().isEmpty()) {
            return out;
        }
        int ref = r.qos().cnpDscp().getAsInt();
        for (FlowReport f : r.flows()) {
            long wrong = 0;
            StringBuilder counts = new StringBuilder();
            for (Map.Entry<Integer, Long> e : f.qos().cnpDscpPackets().entrySet()) {
                if (e.getKey() != ref) {
                    wrong += e.getValue();
                }
                counts.append(counts.length() == 0 ? "" : ", ").append("DSCP ").append(e.getKey()).append(": ")
                        .append(Texts.plural(e.getValue(), "CNP"));
            }
            if (wrong == 0) {
                continue;
            }
            List<Evidence> ev = new ArrayList<>();
            ev.add(Evidence.value("CNPs of this flow by DSCP: " + counts + "; CNP DSCP " + ref + " ("
                    + r.qos().cnpDscpSource() + ")"));
            ev.addAll(Texts.frames(r, f, QosFrame.Kind.CNP_DSCP));
            out.add(new Finding(ID, Severity.WARN,
                    Texts.plural(wrong, "CNP") + " of " + f.congestion().cnpsCarried() + " on another DSCP than " + ref + " ("
                            + r.qos().cnpDscpSource() + ")",
                    Texts.subject(f), ev,
                    List.of("On " + f.src() + " (the notification point): echo " + ref
                                    + " > /sys/class/net/IFACE/ecn/roce_np/cnp_dscp   # MLNX_OFED",
                            "or persistently: mlxconfig -d DEV set CNP_DSCP_P1=" + ref + "   # then reboot"),
                    Texts.QOS_REFERENCE));
        }
        return out;
    }
}
