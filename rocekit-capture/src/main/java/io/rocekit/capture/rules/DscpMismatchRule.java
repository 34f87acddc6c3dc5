package io.rocekit.capture.rules;

import io.rocekit.capture.report.CaptureReport;
import io.rocekit.capture.report.FlowReport;
import io.rocekit.capture.report.QosFrame;
import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.roce.RoceMarking;
import io.rocekit.core.roce.Tos;
import io.rocekit.core.rule.Limits;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * RoCE packets other than CNPs on a DSCP other than the data DSCP: the one given with
 * {@code --expect-dscp}, else the most common one in the capture. A switch that trusts DSCP puts
 * such packets in another queue, usually a lossy one without PFC: they are dropped under load
 * (the field guide's "NCCL hangs across nodes").
 */
public final class DscpMismatchRule implements CaptureRule {
    public static final String ID = "capture.dscp-mismatch";

    private static final RuleInfo INFO = new RuleInfo(ID, Severity.FAIL,
            "RoCE packets (other than CNPs) of one flow on a DSCP other than the data DSCP: the --expect-dscp "
                    + "value, or else the DSCP most RoCE packets of the capture use.",
            "Packet capture: IP DSCP of every RoCEv2 packet per flow; the frames that differ are listed.",
            "Make every sender use the lossless class: NCCL_IB_TC (ToS = DSCP x 4 + ECN bits, " + Tos.explain(RoceMarking.DATA_DSCP) + "), "
                    + "cma_roce_tos for RDMA-CM applications, NIC trust dscp, and the same DSCP to priority map on "
                    + "the switches.",
            Texts.QOS_REFERENCE);

    @Override
    public RuleInfo info() {
        return INFO;
    }

    @Override
    public List<Finding> check(CaptureReport r, Limits limits) {
        List<Finding> out = new ArrayList<>();
        if (r.qos().dataDscp().isEmpty()) {
            return out;
        }
        int ref = r.qos().dataDscp().getAsInt();
        for (FlowReport f : r.flows()) {
            long wrong = 0;
            long total = 0;
            StringBuilder counts = new StringBuilder();
            for (Map.Entry<Integer, Long> e : f.qos().dscpPackets().entrySet()) {
                long data = e.getValue() - f.qos().cnpDscpPackets().getOrDefault(e.getKey(), 0L);
                if (data == 0) {
                    continue;
                }
                total += data;
                if (e.getKey() != ref) {
                    wrong += data;
                }
                counts.append(counts.length() == 0 ? "" : ", ").append("DSCP ").append(e.getKey()).append(": ")
                        .append(Texts.plural(data, "packet"));
            }
            if (wrong == 0) {
                continue;
            }
            List<Evidence> ev = new ArrayList<>();
            ev.add(Evidence.value("RoCE packets of this flow other than CNPs by DSCP: " + counts
                    + "; data DSCP " + ref + " (" + r.qos().dataDscpSource() + ")"));
            ev.addAll(Texts.frames(r, f, QosFrame.Kind.DATA_DSCP));
            out.add(new Finding(ID, Severity.FAIL,
                    Texts.plural(wrong, "RoCE packet") + " of " + total + " on another DSCP than " + ref
                            + " (" + r.qos().dataDscpSource() + ")",
                    Texts.subject(f), ev,
                    List.of("On the sending host of " + f.src() + ", set the RoCE traffic class: NCCL: export "
                                    + "NCCL_IB_TC=" + Texts.tos(ref) + "; RDMA-CM applications: cma_roce_tos -d mlx5_0 -t "
                                    + Texts.tos(ref),
                            "mlnx_qos -i IFACE --trust dscp   # the NIC classifies by DSCP",
                            "Check that the switches map DSCP " + ref + " to the lossless (PFC) priority, e.g. "
                                    + "SONiC DSCP_TO_TC_MAP or Cumulus 'nv show qos roce'"),
                    Texts.QOS_REFERENCE));
        }
        return out;
    }
}
