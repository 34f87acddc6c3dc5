package io.rocekit.capture.rules;

import io.rocekit.capture.report.CaptureReport;
import io.rocekit.capture.report.FlowReport;
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
 * A flow resending a large share of its requests: go-back-N resends a whole window for each drop,
 * so a modest loss rate costs a multiple of it in goodput.
 */
public final class RetransmissionStormRule implements CaptureRule {
    public static final String ID = "capture.retransmission-storm";

    private static final RuleInfo INFO = new RuleInfo(ID, Severity.FAIL,
            "Flows whose retransmitted packets reach the storm fraction of their requests (default 5 %) and the "
                    + "storm minimum (default 100 packets).",
            "Packet capture: duplicates and late fills of request PSNs per flow.",
            "Remove the drops that cause them (see capture.psn-gap); check the retransmission timeout is not "
                    + "shorter than the fabric's worst queueing delay.",
            "IBTA InfiniBand Architecture Specification Vol 1, 9.7.5 (go-back-N retry on NAK and timeout)");

    /** Retransmitted over request packets at or above which a flow is in a storm. */
    public static final Threshold FRACTION = new Threshold("fraction", 0.05, Unit.RATIO,
            "Retransmitted packets over request packets at or above which a flow is in a retransmission storm "
                    + "(analyze --retx-storm sets it too).").between(0, 1);
    /** And at least this many retransmitted packets. */
    public static final Threshold MIN_PACKETS = new Threshold("minPackets", 100, Unit.COUNT,
            "And at least this many retransmitted packets, so that one go-back-N after a single drop is not called "
                    + "a storm (analyze --retx-storm-min sets it too).").between(1, Double.POSITIVE_INFINITY);

    @Override
    public RuleInfo info() {
        return INFO;
    }

    @Override
    public List<Threshold> thresholds() {
        return List.of(FRACTION, MIN_PACKETS);
    }

    @Override
    public List<Finding> check(CaptureReport r, Limits limits) {
        double stormFraction = limits.get(FRACTION);
        long minPackets = limits.getLong(MIN_PACKETS);
        List<Finding> out = new ArrayList<>();
        for (FlowReport f : r.flows()) {
            if (f.dataPackets() == 0) {
                continue;
            }
            double fraction = (double) f.psn().retransmittedPackets() / f.dataPackets();
            if (f.psn().retransmittedPackets() < minPackets || fraction < stormFraction) {
                continue;
            }
            List<Evidence> ev = new ArrayList<>();
            ev.add(Evidence.value(f.psn().retransmittedPackets() + " of " + f.dataPackets() + " requests retransmitted ("
                    + Quantities.percent(fraction) + ") in " + Texts.plural(f.psn().retransmissionEpisodes(), "episode")
                    + "; limit " + Quantities.percent(stormFraction) + " and " + minPackets + " packets"));
            f.psn().retransmissionDelayNanos().ifPresent(d -> ev.add(Evidence.value("resent after the original: p50 "
                    + Quantities.duration(d.p50()) + ", p99 " + Quantities.duration(d.p99()) + ", max " + Quantities.duration(d.max()))));
            ev.add(Evidence.value("NAKs (PSN sequence error): " + f.ack().naks().psnSequenceError()));
            out.add(new Finding(ID, Severity.FAIL,
                    Quantities.percent(fraction) + " of requests retransmitted (" + f.psn().retransmittedPackets() + " packets)",
                    Texts.subject(f), ev,
                    List.of("cat /sys/class/infiniband/DEV/ports/1/hw_counters/{local_ack_timeout_err,packet_seq_err,"
                                    + "implied_nak_seq_err,out_of_sequence}",
                            "ethtool -S IFACE | grep -Ei 'discard|pause'   # drops, and whether PFC is active"),
                    INFO.source()));
        }
        return out;
    }
}
