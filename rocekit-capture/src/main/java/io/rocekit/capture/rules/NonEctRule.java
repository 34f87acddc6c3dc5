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
 * RoCE data sent not ECN-capable (ECN 00): switches cannot mark it CE, the receiver never sends
 * CNPs, and DCQCN cannot slow the sender; congestion is then left to PFC alone.
 */
public final class NonEctRule implements CaptureRule {
    public static final String ID = "capture.non-ect";

    private static final RuleInfo INFO = new RuleInfo(ID, Severity.FAIL,
            "Flows that carry RoCE data (requests or read responses) in packets that are not ECN-capable "
                    + "(ECN field 00), so that DCQCN cannot work for them.",
            "Packet capture: IP ECN field of every RoCEv2 packet other than CNPs.",
            "Enable DCQCN (reaction and notification point) on the RoCE priority of every NIC, and make "
                    + "application-set ToS values carry ECT(0) (ToS " + RoceMarking.dataTos() + ", not 104, for DSCP 26).",
            "DCQCN: Zhu et al., \"Congestion Control for Large-Scale RDMA Deployments\", SIGCOMM 2015; "
                    + "NVIDIA MLNX_OFED \"Explicit Congestion Notification (ECN)\"; RFC 3168");

    @Override
    public RuleInfo info() {
        return INFO;
    }

    @Override
    public List<Finding> check(CaptureReport r, Limits limits) {
        List<Finding> out = new ArrayList<>();
        for (FlowReport f : r.flows()) {
            boolean carriesData = f.dataPackets() > 0 || f.opcodes().keySet().stream()
                    .anyMatch(n -> n.contains("READ_RESPONSE"));
            long notEct = f.congestion().ecn().notEct();
            if (!carriesData || notEct == 0) {
                continue;
            }
            out.add(new Finding(ID, Severity.FAIL,
                    notEct + " of " + f.congestion().ecn().total() + " RoCE packets not ECN-capable: DCQCN cannot mark them",
                    Texts.subject(f),
                    List.of(Evidence.value("ECN of the flow's packets other than CNPs: not-ECT " + notEct + ", ECT(0) "
                            + f.congestion().ecn().ect0() + ", ECT(1) " + f.congestion().ecn().ect1() + ", CE " + f.congestion().ecn().ce())),
                    List.of("On " + f.src() + ": echo 1 > /sys/class/net/IFACE/ecn/roce_rp/enable/3; on the receiver: "
                                    + "echo 1 > /sys/class/net/IFACE/ecn/roce_np/enable/3   # priority 3, MLNX_OFED",
                            "If the application sets the ToS, include the ECT(0) bits: NCCL_IB_TC=" + RoceMarking.dataTos() + ", cma_roce_tos -t " + RoceMarking.dataTos()),
                    INFO.source()));
        }
        return out;
    }
}
