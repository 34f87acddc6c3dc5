package io.rocekit.capture.rules;

import io.rocekit.capture.report.CaptureReport;
import io.rocekit.capture.report.FlowReport;
import io.rocekit.capture.report.NakEvent;
import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import java.util.ArrayList;
import java.util.List;

/** NAKs other than PSN sequence errors: the requester's QP moves to the error state. */
public final class NakErrorRule implements CaptureRule {
    public static final String ID = "capture.nak-error";

    private static final RuleInfo INFO = new RuleInfo(ID, Severity.FAIL,
            "NAKs with an error code (invalid request, remote access error, remote operational error, invalid "
                    + "RD request, reserved): the connection fails.",
            "Packet capture: AETH syndrome of ACKNOWLEDGE packets answering the flow's requests.",
            "Remote access error: check the rkey, address range and access flags of the memory region; invalid "
                    + "request: the operation is not allowed on the responder's QP; operational: responder-side fault.",
            "IBTA InfiniBand Architecture Specification Vol 1, 9.7.5.2.4 (NAK codes)");

    @Override
    public RuleInfo info() {
        return INFO;
    }

    @Override
    public List<Finding> check(CaptureReport r, Limits limits) {
        List<Finding> out = new ArrayList<>();
        for (FlowReport f : r.flows()) {
            if (f.ack().naks().fatal() == 0) {
                continue;
            }
            List<Evidence> ev = new ArrayList<>();
            for (NakEvent e : f.ack().nakEvents()) {
                if (e.kind() == NakEvent.Kind.NAK && !e.code().equals("PSN_SEQUENCE_ERROR")
                        && ev.size() < Texts.EVIDENCE_FRAMES) {
                    ev.add(Evidence.inFile(r.file(), "frame " + e.frame() + ": NAK " + e.code() + " (syndrome 0x"
                            + Integer.toHexString(e.syndrome()) + ") PSN " + e.psn() + " MSN " + e.msn()));
                }
            }
            out.add(new Finding(ID, Severity.FAIL, Texts.plural(f.ack().naks().fatal(), "error NAK") + " (invalid request "
                    + f.ack().naks().invalidRequest() + ", remote access " + f.ack().naks().remoteAccessError() + ", remote operational "
                    + f.ack().naks().remoteOperationalError() + ")", Texts.subject(f), ev,
                    List.of("Check the application's memory registration (rkey, length, IBV_ACCESS_REMOTE_* flags)",
                            "rdma statistic show   # per-device error counters"),
                    INFO.source()));
        }
        return out;
    }
}
