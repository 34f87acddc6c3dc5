package io.rocekit.monitor.alert;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Quantities;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.core.rule.Threshold;
import io.rocekit.core.unit.Unit;
import io.rocekit.monitor.rate.CounterRate;
import io.rocekit.monitor.rate.NetdevRates;
import io.rocekit.monitor.rate.PortRates;
import io.rocekit.monitor.rate.PriorityPauseCounter;
import io.rocekit.monitor.rate.SampleRates;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code monitor.pause-storm}: a priority paused for a large part of the interval
 * ({@code rx_prioN_pause_duration} rate, microseconds per second), or the NIC's PFC storm
 * prevention firing ({@code tx_pause_storm_*_events} rising).
 *
 * <p>Rationale: a paused priority sends nothing; a port paused half the time has lost half its
 * bandwidth, and a pause that never ends (a stuck receiver) spreads up the fabric. The duration
 * counter divided by wall time is the fraction of time paused (counters.rst).
 */
public final class PauseStormRule implements MonitorRule {
    public static final String ID = "monitor.pause-storm";
    static final Threshold WARN = new Threshold("warnPaused", 0.10, Unit.RATIO,
            "fraction of the interval a priority was paused (rx/tx_prioN_pause_duration) that is a WARN. rocekit's own default, not a vendor figure: "
                    + "a tenth of the bandwidth lost to pause; set your fabric's baseline").between(0, 1);
    static final Threshold FAIL = new Threshold("failPaused", 0.50, Unit.RATIO,
            "fraction of the interval paused that is a FAIL: half the bandwidth gone. rocekit's own default, not a vendor figure").between(0, 1);
    static final Threshold PRIORITIES = new Threshold("priorities", 255, Unit.PRIORITIES,
            "the priorities whose pause is judged, e.g. 3,4 for two lossless classes (default: all eight; PFC "
                    + "pauses only the priorities it is enabled on)").between(1, 255);

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.FAIL,
                "A priority paused for a large part of the interval (WARN at warnPaused, FAIL at failPaused), or PFC "
                        + "storm prevention firing (tx_pause_storm_error_events rising: FAIL; warning events: WARN).",
                "rates of ethtool -S rx/tx_prioN_pause_duration (microseconds) and tx_pause_storm_*_events",
                "Find who pauses: rx pauses come from the switch (congestion downstream, an incast), tx pauses from "
                        + "this host (PCIe, memory, a receiver that cannot drain); check the switch PFC watchdog.",
                "rocekit's own limits (10 % and 50 % are defaults, not vendor figures: set yours with --set "
                        + "monitor.pause-storm.warnPaused=...); " + RateText.COUNTERS_DOC);
    }

    @Override
    public List<Threshold> thresholds() {
        return List.of(WARN, FAIL, PRIORITIES);
    }

    @Override
    public List<Finding> check(SampleRates rates, Limits limits) {
        List<Finding> out = new ArrayList<>();
        List<Integer> judged = Unit.priorities(limits.get(PRIORITIES));
        for (PortRates p : rates.ports()) {
            if (p.netdev().isEmpty()) {
                continue;
            }
            NetdevRates n = p.netdev().get();
            for (Map.Entry<String, CounterRate> e : n.ethtool().entrySet()) {
                // rx/tx_prioN_pause_duration (mlx5), pfc_priN_rx/tx_duration_us (bnxt_en): microseconds
                var c = PriorityPauseCounter.of(e.getKey()).filter(PriorityPauseCounter::duration);
                if (c.isEmpty() || !judged.contains(c.get().priority())) {
                    continue;
                }
                String priority = Integer.toString(c.get().priority());
                double paused = e.getValue().perSecond() / 1e6;
                Severity s = paused >= limits.get(FAIL) ? Severity.FAIL : paused >= limits.get(WARN) ? Severity.WARN : null;
                if (s == null) {
                    continue;
                }
                boolean rx = c.get().received();
                out.add(new Finding(ID, s, String.format(Locale.ROOT, "Priority %s %s %s of the time (limit %s)",
                        priority, rx ? "was paused by the peer" : "paused its peer", Quantities.percent(paused, 0),
                        Quantities.percent(limits.get(s == Severity.FAIL ? FAIL : WARN), 0)), RateText.subject(p),
                        List.of(RateText.evidence("ethtool -S " + n.netdev(), e.getKey(), e.getValue(), rates)),
                        List.of(rx ? "Look at the switch: which egress queue of this priority is congested (incast, slow receiver)"
                                : "Look at this host: PCIe link and MaxReadReq, IRQ affinity, a receiver process that stalls",
                                "ethtool -S " + n.netdev() + " | grep -E '" + (PriorityPauseCounter.mlx5(e.getKey())
                                        ? "prio" + priority + "_pause" : "pri" + priority) + "'"),
                        RateText.COUNTERS_DOC));
            }
            for (String dir : List.of("rx", "tx")) {
                globalPause(p, n, rates, limits, dir + "_global_pause_duration", out);
            }
            storm(p, n, rates, "tx_pause_storm_error_events", Severity.FAIL,
                    "PFC storm prevention fired: the NIC stopped sending pause after pausing past its critical watermark", out);
            storm(p, n, rates, "tx_pause_storm_warning_events", Severity.WARN,
                    "PFC storm warning: the NIC kept sending pause past its warning watermark", out);
        }
        return out;
    }

    /**
     * 802.3x link-level pause ({@code rx/tx_global_pause_duration}, microseconds, mlx5 counters.rst):
     * it stops every priority at once, so it is judged whatever priorities are chosen.
     */
    private static void globalPause(PortRates p, NetdevRates n, SampleRates rates, Limits limits, String name,
            List<Finding> out) {
        CounterRate r = n.ethtool().get(name);
        if (r == null) {
            return;
        }
        double paused = r.perSecond() / 1e6;
        Severity s = paused >= limits.get(FAIL) ? Severity.FAIL : paused >= limits.get(WARN) ? Severity.WARN : null;
        if (s == null) {
            return;
        }
        boolean rx = name.startsWith("rx");
        out.add(new Finding(ID, s, String.format(Locale.ROOT, "802.3x global pause: the port %s %s of the time (limit %s)",
                rx ? "was paused by the peer" : "paused its peer", Quantities.percent(paused, 0),
                Quantities.percent(limits.get(s == Severity.FAIL ? FAIL : WARN), 0)), RateText.subject(p),
                List.of(RateText.evidence("ethtool -S " + n.netdev(), name, r, rates)),
                List.of("Global pause stops every priority; a RoCE port should use PFC on its lossless priority instead (3"
                        + " here, RoCE's usual one; one 0/1 per priority 0-7; not persistent): ethtool -A " + n.netdev()
                        + " rx off tx off && mlnx_qos -i " + n.netdev() + " --pfc 0,0,0,1,0,0,0,0   # check with ethtool -a "
                        + n.netdev(),
                        rx ? "Look at the switch port: it sends link-level pause (flow control on)"
                                : "Look at this host: PCIe link, IRQ affinity, a receiver that cannot drain"),
                RateText.COUNTERS_DOC));
    }

    private static void storm(PortRates p, NetdevRates n, SampleRates rates, String name, Severity s, String title,
            List<Finding> out) {
        CounterRate r = n.ethtool().get(name);
        if (r != null && r.delta().increase() > 0) {
            out.add(new Finding(ID, s, title, RateText.subject(p),
                    List.of(RateText.evidence("ethtool -S " + n.netdev(), name, r, rates)),
                    List.of("Find the receiver that cannot drain (a hung process, PCIe); check the switch PFC watchdog"),
                    RateText.COUNTERS_DOC));
        }
    }

    /**
     * The alert of {@link #globalPause}: 802.3x pause time ({@code rx/tx_global_pause_duration} as
     * seconds) per node and port, with the finding's words; no priority label, as it stops them all.
     */
    private static PromAlert globalPause(String name, String dir, double limit, String forText, Severity s) {
        return new PromAlert(name, "max by (instance, device, port, netdev) (rate(rocekit_ethtool_global_pause_" + dir
                + "_seconds_total[1m])) >= " + limit, forText, s, "{{ $labels.instance }} {{ $labels.netdev }} 802.3x "
                        + "global pause: the port " + (dir.equals("received") ? "was paused by the peer" : "paused its peer")
                        + " {{ $value | humanizePercentage }} of the time");
    }

    @Override
    public List<PromAlert> alerts(Limits limits) {
        String prio = PromQl.priorities(limits.get(PRIORITIES));
        String by = "(instance, device, port, netdev, priority)";
        String rx = "rate(rocekit_ethtool_priority_pause_received_seconds_total{" + prio + "}[1m])";
        String tx = "rate(rocekit_ethtool_priority_pause_transmitted_seconds_total{" + prio + "}[1m])";
        String paused = "{{ $labels.instance }} {{ $labels.netdev }} priority {{ $labels.priority }} ";
        return List.of(
                new PromAlert("RocePauseStorm", "max by " + by + " (" + rx + ") >= " + limits.get(FAIL), "2m",
                        Severity.FAIL, paused + "was paused by the fabric {{ $value | humanizePercentage }} of the time"),
                new PromAlert("RocePauseHigh", "max by " + by + " (" + rx + ") >= " + limits.get(WARN), "5m",
                        Severity.WARN, paused + "was paused by the fabric {{ $value | humanizePercentage }} of the time"),
                new PromAlert("RocePauseStormSent", "max by " + by + " (" + tx + ") >= " + limits.get(FAIL), "2m",
                        Severity.FAIL, paused + "paused the fabric {{ $value | humanizePercentage }} of the time"),
                new PromAlert("RocePauseHighSent", "max by " + by + " (" + tx + ") >= " + limits.get(WARN), "5m",
                        Severity.WARN, paused + "paused the fabric {{ $value | humanizePercentage }} of the time"),
                globalPause("RoceGlobalPauseStorm", "received", limits.get(FAIL), "2m", Severity.FAIL),
                globalPause("RoceGlobalPauseHigh", "received", limits.get(WARN), "5m", Severity.WARN),
                globalPause("RoceGlobalPauseStormSent", "transmitted", limits.get(FAIL), "2m", Severity.FAIL),
                globalPause("RoceGlobalPauseHighSent", "transmitted", limits.get(WARN), "5m", Severity.WARN),
                new PromAlert("RocePfcStormPrevention", "max by (instance, device, port, netdev) "
                        + "(increase(rocekit_ethtool_pause_storm_error_events_total[5m])) > 0", "0m", Severity.FAIL,
                        "{{ $labels.instance }} {{ $labels.netdev }}: PFC storm prevention fired"),
                new PromAlert("RocePfcStormWarning", "max by (instance, device, port, netdev) "
                        + "(increase(rocekit_ethtool_pause_storm_warning_events_total[5m])) > 0", "0m", Severity.WARN,
                        "{{ $labels.instance }} {{ $labels.netdev }}: PFC storm warning (pausing past the watermark)"));
    }
}
