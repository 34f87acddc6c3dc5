package io.rocekit.capture.rules;

import io.rocekit.capture.report.CaptureReport;
import io.rocekit.capture.report.FlowReport;
import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.roce.RoceMarking;
import io.rocekit.core.rule.Limits;
import java.util.ArrayList;
import java.util.List;

/**
 * CNPs that travel on the data DSCP or the data priority: they queue behind the very data they
 * are meant to slow down, so the sender reacts late (DCQCN relies on the CNP arriving quickly).
 */
public final class CnpOnDataPriorityRule implements CaptureRule {
    public static final String ID = "capture.cnp-on-data-priority";

    private static final RuleInfo INFO = new RuleInfo(ID, Severity.WARN,
            "CNPs sent on the DSCP of the RoCE data, or (tagged frames) on the same 802.1p priority as the data.",
            "Packet capture: DSCP and VLAN priority of CNPs compared with the data's.",
            "Give CNPs their own DSCP and priority (NVIDIA default DSCP 48, priority 6) mapped to a "
                    + "strict-priority queue.",
            Texts.QOS_REFERENCE);

    @Override
    public RuleInfo info() {
        return INFO;
    }

    @Override
    public List<Finding> check(CaptureReport r, Limits limits) {
        List<Finding> out = new ArrayList<>();
        if (r.qos().dataDscp().isPresent()) {
            int data = r.qos().dataDscp().getAsInt();
            for (FlowReport f : r.flows()) {
                long n = f.qos().cnpDscpPackets().getOrDefault(data, 0L);
                if (n > 0) {
                    out.add(new Finding(ID, Severity.WARN,
                            Texts.plural(n, "CNP") + " on the data DSCP " + data, Texts.subject(f),
                            List.of(Evidence.value("CNPs of this flow by DSCP: " + f.qos().cnpDscpPackets()
                                    + "; data DSCP " + data + " (" + r.qos().dataDscpSource() + ")")),
                            remediation(f.src()), Texts.QOS_REFERENCE));
                }
            }
        }
        if (r.qos().cnpPcp().isPresent() && r.qos().dataPcp().isPresent()
                && r.qos().cnpPcp().getAsInt() == r.qos().dataPcp().getAsInt()) {
            int p = r.qos().cnpPcp().getAsInt();
            out.add(new Finding(ID, Severity.WARN, "CNPs share 802.1p priority " + p + " with the RoCE data",
                    "capture " + r.file(),
                    List.of(Evidence.inFile(r.file(), "most common priority of tagged CNPs: " + p
                            + "; of tagged RoCE data: " + p)),
                    remediation("the receiving hosts"), Texts.QOS_REFERENCE));
        }
        return out;
    }

    private static List<String> remediation(String host) {
        return List.of("On " + host + ": echo " + RoceMarking.CNP_DSCP + " > /sys/class/net/IFACE/ecn/roce_np/cnp_dscp; "
                        + "echo " + RoceMarking.CNP_PRIORITY + " > /sys/class/net/IFACE/ecn/roce_np/cnp_802p_prio   # MLNX_OFED",
                "or persistently: mlxconfig -d DEV set CNP_DSCP_P1=" + RoceMarking.CNP_DSCP + " CNP_802P_PRIO_P1=" + RoceMarking.CNP_PRIORITY,
                "Map DSCP " + RoceMarking.CNP_DSCP + " to priority " + RoceMarking.CNP_PRIORITY + " with a strict-priority scheduler on the switches");
    }
}
