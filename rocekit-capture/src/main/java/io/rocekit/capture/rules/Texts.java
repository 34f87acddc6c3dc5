package io.rocekit.capture.rules;

import io.rocekit.capture.report.CaptureReport;
import io.rocekit.capture.report.FlowReport;
import io.rocekit.capture.report.QosFrame;
import io.rocekit.core.finding.Evidence;
import java.util.ArrayList;
import java.util.List;

/** Shared wording of capture findings: subjects, evidence lines, numbers. */
final class Texts {
    /** Frames listed as evidence per finding. */
    static final int EVIDENCE_FRAMES = 8;

    /** Reference shared by the QoS rules. */
    static final String QOS_REFERENCE = "NVIDIA Cumulus Linux user guide, \"RDMA over Converged Ethernet - RoCE\" "
            + "(lossless recipe: RoCE data DSCP 26 -> priority 3 with PFC, CNP DSCP 48 -> priority 6 strict); "
            + "NVIDIA \"DCQCN Parameters\" (CNP defaults DSCP 48 / priority 6)";

    private Texts() {
    }

    /** The subject of a flow finding: the direction, and the connection it belongs to. */
    static String subject(FlowReport f) {
        return f.label() + f.reverse().map(r -> " (reverse " + r.label() + ")").orElse("");
    }

    static Evidence frameLine(CaptureReport r, QosFrame q) {
        return Evidence.inFile(r.file(), "frame " + q.frame() + ": " + q.opcode() + " DSCP " + q.dscp()
                + q.pcp().stream().mapToObj(p -> " priority " + p).findFirst().orElse(" untagged") + ": "
                + q.problem());
    }

    static List<Evidence> frames(CaptureReport r, FlowReport f, QosFrame.Kind kind) {
        List<Evidence> out = new ArrayList<>();
        for (QosFrame q : f.qos().qosMismatches()) {
            if (q.kind() == kind && out.size() < EVIDENCE_FRAMES) {
                out.add(frameLine(r, q));
            }
        }
        return out;
    }

    static String plural(long n, String one) {
        return n + " " + one + (n == 1 ? "" : "s");
    }

    static String tos(int dscp) {
        return Integer.toString(dscp * 4 + 2);
    }
}
