package io.rocekit.capture.rules;

import io.rocekit.capture.report.CaptureReport;
import io.rocekit.capture.report.FlowReport;
import io.rocekit.capture.report.PsnGap;
import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import java.util.ArrayList;
import java.util.List;

/** Requests lost before the capture point: on a lossless fabric, every gap is a drop to explain. */
public final class PsnGapRule implements CaptureRule {
    public static final String ID = "capture.psn-gap";

    private static final RuleInfo INFO = new RuleInfo(ID, Severity.WARN,
            "Gaps in a flow's request PSNs (a request more than one PSN ahead of the highest seen, 24-bit "
                    + "wrap-around): packets lost before the capture point.",
            "Packet capture: BTH PSN of every request per flow.",
            "Find the drop: NIC discard counters (ethtool -S: rx_discards_phy, rx_prio3_discards), switch queue "
                    + "drops on the RoCE priority, PFC enabled end to end on that priority.",
            "IBTA InfiniBand Architecture Specification Vol 1, 9.7 (reliable service, PSN checks)");

    @Override
    public RuleInfo info() {
        return INFO;
    }

    @Override
    public List<Finding> check(CaptureReport r, Limits limits) {
        List<Finding> out = new ArrayList<>();
        for (FlowReport f : r.flows()) {
            if (f.psn().psnGapCount() == 0) {
                continue;
            }
            List<Evidence> ev = new ArrayList<>();
            for (PsnGap g : f.psn().psnGaps()) {
                if (ev.size() == Texts.EVIDENCE_FRAMES) {
                    break;
                }
                ev.add(Evidence.inFile(r.file(), "frame " + g.frame() + ": PSN " + g.nextSeenPsn() + " after "
                        + g.afterPsn() + ", " + Texts.plural(g.missing(), "PSN") + " missing"));
            }
            ev.add(Evidence.value("late fills (missing PSNs that arrived later): " + f.psn().lateFillPsns().size()
                    + ", retransmitted packets: " + f.psn().retransmittedPackets()));
            out.add(new Finding(ID, Severity.WARN,
                    Texts.plural(f.psn().missingPsns(), "PSN") + " missing in " + Texts.plural(f.psn().psnGapCount(), "gap")
                            + ": packets lost before the capture point",
                    Texts.subject(f), ev,
                    List.of("ethtool -S IFACE | grep -Ei 'discard|out_of_buffer|prio3'   # on both hosts",
                            "cat /sys/class/infiniband/DEV/ports/1/hw_counters/{out_of_sequence,packet_seq_err}",
                            "Check the switch queue drops and PFC state of the RoCE priority along the path"),
                    INFO.source()));
        }
        return out;
    }
}
