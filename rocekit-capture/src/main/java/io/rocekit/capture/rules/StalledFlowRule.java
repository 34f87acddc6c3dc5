package io.rocekit.capture.rules;

import io.rocekit.capture.report.CaptureReport;
import io.rocekit.capture.report.FlowReport;
import io.rocekit.capture.report.Stall;
import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Quantities;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.core.rule.Threshold;
import io.rocekit.core.unit.Unit;
import java.util.ArrayList;
import java.util.List;

/**
 * A flow that made no progress (no new PSN, no ACK moving forward) for longer than the stall
 * threshold while requests were outstanding, or before a retransmission: the signature of a
 * retransmission timeout, a PFC pause storm or a hung peer.
 */
public final class StalledFlowRule implements CaptureRule {
    public static final String ID = "capture.flow-stalled";

    private static final RuleInfo INFO = new RuleInfo(ID, Severity.FAIL,
            "Flows with no progress (no new request PSN, no ACK advancing) for longer than the stall threshold "
                    + "(default 1 ms, analyze --stall) while requests were unacknowledged or before a retransmission.",
            "Packet capture: times of new PSNs, ACKs and retransmissions per flow.",
            "Check for drops and retransmission timeouts (local_ack_timeout_err), PFC pause storms "
                    + "(tx_pause_storm_*), and whether the peer application is alive.",
            "IBTA InfiniBand Architecture Specification Vol 1, 9.7.6 (requester timeouts)");

    /** No progress for this long with requests outstanding is a stall. */
    public static final Threshold STALL = new Threshold("stall", 1_000_000, Unit.NANOSECONDS,
            "No progress for this long with requests outstanding is a stall (analyze --stall sets it too). "
                    + "rocekit's own default: far above the gaps of a busy healthy flow; an RC requester waits "
                    + "4.096 us x 2^timeout before it retransmits (IBTA Vol 1, 9.7.6.1.3), so lower it to catch "
                    + "short timeouts.")
            .between(1, Double.POSITIVE_INFINITY);

    @Override
    public RuleInfo info() {
        return INFO;
    }

    @Override
    public List<Threshold> thresholds() {
        return List.of(STALL);
    }

    @Override
    public List<Finding> check(CaptureReport r, Limits limits) {
        long stallNanos = limits.getLong(STALL);
        List<Finding> out = new ArrayList<>();
        for (FlowReport f : r.flows()) {
            if (f.maxStall().isEmpty() || f.maxStall().get().nanos() < stallNanos) {
                continue;
            }
            Stall st = f.maxStall().get();
            String when = "from " + Quantities.duration(st.startNanos() - r.firstNanos()) + " into the capture"
                    + (st.atEnd() ? " until its end, requests still unacknowledged" : "");
            out.add(new Finding(ID, Severity.FAIL,
                    "no progress for " + Quantities.duration(st.nanos()) + " (threshold " + Quantities.duration(stallNanos) + ")",
                    Texts.subject(f),
                    List.of(Evidence.inFile(r.file(), "longest stall " + Quantities.duration(st.nanos()) + " " + when),
                            Evidence.value("highest PSN " + f.psn().highestPsn().orElse(-1) + ", retransmitted packets "
                                    + f.psn().retransmittedPackets() + ", NAKs " + f.ack().naks().total())),
                    List.of("cat /sys/class/infiniband/DEV/ports/1/hw_counters/{local_ack_timeout_err,rnr_nak_retry_err}",
                            "ethtool -S IFACE | grep -Ei 'pause_storm|prio3_pause'"),
                    INFO.source()));
        }
        return out;
    }
}
