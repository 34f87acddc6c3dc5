package io.rocekit.monitor.alert;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.core.rule.Threshold;
import io.rocekit.core.unit.Unit;
import io.rocekit.monitor.rate.CounterRate;
import io.rocekit.monitor.rate.PortRates;
import io.rocekit.monitor.rate.SampleRates;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code monitor.retransmissions}: transport retransmission counters rising. On a lossless fabric
 * they stay flat; each {@code local_ack_timeout_err} costs a whole retransmission timeout (often
 * milliseconds) during which the queue pair sends nothing new.
 */
public final class RetransmissionRule implements MonitorRule {
    public static final String ID = "monitor.retransmissions";
    /** Counters that rise when packets are lost and retransmitted (mlx5 hw_counters). */
    static final List<String> COUNTERS = io.rocekit.monitor.view.PortView.RETRANSMISSIONS;
    static final Threshold WARN = new Threshold("warnRate", 1, Unit.PER_SECOND,
            "retransmission events per second (all counters summed) that are a WARN. rocekit's own default, not a vendor figure");
    static final Threshold FAIL = new Threshold("failTimeouts", 1, Unit.PER_SECOND,
            "local_ack_timeout_err per second that is a FAIL: each is a full transport timeout. rocekit's own default, not a vendor figure");

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.FAIL,
                "RDMA transport retransmissions rising: sequence errors, NAKs, duplicates, adaptive retransmissions "
                        + "(WARN at warnRate summed), transport timeouts (FAIL at failTimeouts).",
                "rates of hw_counters " + String.join(", ", COUNTERS),
                "Find the loss: discards and pauses on the path (monitor.lossless-drops, switch counters), a flapping "
                        + "link, or a peer that stopped; on lossy RoCE, enable adaptive retransmission and ECN.",
                "rocekit's own limits (warnRate and failTimeouts 1/s are defaults, not vendor figures: set yours with --set); "
                        + RateText.COUNTERS_DOC);
    }

    @Override
    public List<Threshold> thresholds() {
        return List.of(WARN, FAIL);
    }

    @Override
    public List<Finding> check(SampleRates rates, Limits limits) {
        List<Finding> out = new ArrayList<>();
        for (PortRates p : rates.ports()) {
            double sum = 0;
            List<Evidence> ev = new ArrayList<>();
            for (String name : COUNTERS) {
                var file = p.hw(name); // or another driver's file for the same count
                CounterRate r = file.map(java.util.Map.Entry::getValue).orElse(null);
                if (r != null && r.delta().increase() != 0) {
                    sum += r.perSecond();
                    ev.add(RateText.evidence("hw_counters", file.get().getKey(), r, rates));
                }
            }
            var timeoutFile = p.hw("local_ack_timeout_err"); // or another driver's file for the same count
            CounterRate timeouts = timeoutFile.map(java.util.Map.Entry::getValue).orElse(null);
            if (timeouts != null && timeouts.perSecond() >= limits.get(FAIL)) {
                // the file read, named as it is (bnxt_re's to_retransmits, mlx5's local_ack_timeout_err)
                out.add(new Finding(ID, Severity.FAIL, "Transport timeouts " + RateText.perSecond(timeouts.perSecond())
                        + "/s (" + timeoutFile.get().getKey() + "): packets or ACKs lost, each costs a full timeout", RateText.subject(p),
                        ev, List.of("rocekit monitor   # look for drops and pauses on the same port",
                                "Check the peer and the path: switch discards, link errors"), info().source()));
            } else if (sum >= limits.get(WARN)) {
                out.add(new Finding(ID, Severity.WARN, "Retransmissions " + RateText.perSecond(sum) + "/s",
                        RateText.subject(p), ev, List.of("Find the loss: drops and pauses on this port and on the switch"),
                        info().source()));
            }
        }
        return out;
    }

    @Override
    public List<PromAlert> alerts(Limits limits) {
        return List.of(
                new PromAlert("RoceTransportTimeouts", "max by (instance, device, port) ("
                        + PromQl.hwRate("local_ack_timeout_err", "", "5m") + ") >= " + limits.get(FAIL), "5m",
                        Severity.FAIL, "{{ $labels.instance }} {{ $labels.device }}/{{ $labels.port }} transport timeouts"),
                // summed per node and port: quiet nodes must not add up to an alert none of them deserves
                new PromAlert("RoceRetransmissions", PromQl.sumOfHwRates(COUNTERS, "", "5m",
                        "instance, device, port") + " >= " + limits.get(WARN), "10m", Severity.WARN,
                        "{{ $labels.instance }} {{ $labels.device }}/{{ $labels.port }} retransmits {{ $value | humanize }}/s"));
    }
}
