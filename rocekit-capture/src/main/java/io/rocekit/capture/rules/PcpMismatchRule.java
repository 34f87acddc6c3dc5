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

/**
 * Tagged frames whose 802.1p priority is not what the DSCP to priority map gives for their DSCP
 * (the map given with {@code --dscp-map}, else each DSCP's most common priority). PFC works on the
 * priority: a lossless DSCP on the wrong priority is not protected by PFC on the next hop that
 * trusts PCP.
 */
public final class PcpMismatchRule implements CaptureRule {
    public static final String ID = "capture.pcp-mismatch";

    private static final RuleInfo INFO = new RuleInfo(ID, Severity.FAIL,
            "VLAN-tagged RoCE frames whose 802.1p priority does not match the DSCP to priority map: the one given "
                    + "with --dscp-map (e.g. 26=3,48=6), or else the priority most frames of that DSCP carry.",
            "Packet capture: DSCP and 802.1Q PCP of every tagged RoCEv2 frame.",
            "Make the NIC's DSCP to priority table match the switches (mlnx_qos --dscp2prio set,DSCP,PRIO) and "
                    + "trust DSCP on both ends.",
            Texts.QOS_REFERENCE);

    @Override
    public RuleInfo info() {
        return INFO;
    }

    @Override
    public List<Finding> check(CaptureReport r, Limits limits) {
        List<Finding> out = new ArrayList<>();
        for (FlowReport f : r.flows()) {
            List<QosFrame> bad = f.qos().qosMismatches().stream().filter(q -> q.kind() == QosFrame.Kind.PCP).toList();
            if (bad.isEmpty()) {
                continue;
            }
            List<Evidence> ev = new ArrayList<>();
            ev.add(Evidence.value("DSCP to priority map (" + r.qos().mapSource() + "): " + r.qos().dscpToPcp()));
            ev.addAll(Texts.frames(r, f, QosFrame.Kind.PCP));
            QosFrame first = bad.get(0);
            Integer want = r.qos().dscpToPcp().get(first.dscp());
            out.add(new Finding(ID, Severity.FAIL,
                    Texts.plural(bad.size(), "frame") + (bad.size() >= 256 ? " or more" : "")
                            + " on a priority the DSCP map does not give (e.g. DSCP " + first.dscp() + " on priority "
                            + first.pcp().orElse(-1) + ", map says " + want + ")",
                    Texts.subject(f), ev,
                    List.of("On " + f.src() + ": mlnx_qos -i IFACE --trust dscp --dscp2prio set," + first.dscp() + ","
                                    + want,
                            "Check the switch's DSCP to traffic-class map gives the same priority"),
                    Texts.QOS_REFERENCE));
        }
        return out;
    }
}
