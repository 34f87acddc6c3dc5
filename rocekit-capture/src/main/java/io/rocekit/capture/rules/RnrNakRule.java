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

/** RNR NAKs: the responder had no receive posted; the requester waits the RNR timer and resends. */
public final class RnrNakRule implements CaptureRule {
    public static final String ID = "capture.rnr-nak";

    private static final RuleInfo INFO = new RuleInfo(ID, Severity.WARN,
            "Receiver-not-ready NAKs answering a flow's SENDs: the responder's receive queue was empty.",
            "Packet capture: ACKNOWLEDGE packets with an RNR NAK syndrome (0x20-0x3f).",
            "Post receive buffers earlier or deeper on the responder (or use a shared receive queue); raise the "
                    + "RNR retry count only as a stopgap.",
            "IBTA InfiniBand Architecture Specification Vol 1, 9.7.5.2.8 (RNR NAK)");

    @Override
    public RuleInfo info() {
        return INFO;
    }

    @Override
    public List<Finding> check(CaptureReport r, Limits limits) {
        List<Finding> out = new ArrayList<>();
        for (FlowReport f : r.flows()) {
            if (f.ack().naks().rnr() == 0) {
                continue;
            }
            List<Evidence> ev = new ArrayList<>();
            for (NakEvent e : f.ack().nakEvents()) {
                if (e.kind() == NakEvent.Kind.RNR_NAK && ev.size() < Texts.EVIDENCE_FRAMES) {
                    ev.add(Evidence.inFile(r.file(), "frame " + e.frame() + ": RNR NAK " + e.code() + " PSN " + e.psn()));
                }
            }
            out.add(new Finding(ID, Severity.WARN, Texts.plural(f.ack().naks().rnr(), "RNR NAK") + ": the responder "
                    + f.dst() + " had no receive posted", Texts.subject(f), ev,
                    List.of("cat /sys/class/infiniband/DEV/ports/1/hw_counters/rnr_nak_retry_err   # on " + f.src()),
                    INFO.source()));
        }
        return out;
    }
}
