package io.rocekit.doctor.rule.counter;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.doctor.rule.NodeEvidence;
import io.rocekit.doctor.rule.Rule;
import io.rocekit.host.artifact.ParsedArtifact;
import io.rocekit.host.parse.ethtool.NicStatistics;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code nic.counter.pause}: pause frames: 802.3x global pause (should be PFC on a RoCE port), PFC
 * activity per priority, and the PFC storm watchdog.
 *
 * <p>Rationale: global pause stops every class on the link; a RoCE fabric pauses only its lossless
 * priority. {@code tx_*pause} counts pauses the NIC SENT: the host side (PCIe, memory, CPU) could
 * not keep up; {@code rx_*pause} counts pauses RECEIVED: the switch is congested.
 * {@code tx_pause_storm_error_events} means the NIC kept pausing past the critical watermark and
 * stopped sending pause (storm prevention fired): drops follow.
 */
public final class PauseRule implements Rule {
    public static final String ID = "nic.counter.pause";
    private static final String REFERENCE = CounterSupport.DOC + "; Linux commit 5f75a1863eb7 'net/mlx5e: Expose PFC "
            + "stall prevention counters' (tx_pause_storm_warning_events / tx_pause_storm_error_events)";

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.FAIL,
                "Pause frames: 802.3x global pause sent or received (WARN: a RoCE port should use PFC on its priority); "
                        + "PFC pauses per priority with their durations (INFO); PFC storm watchdog warnings (WARN) and "
                        + "errors (FAIL: the NIC had been sending pause so long that it stopped sending pause "
                        + "frames, so its receive buffer could overflow and drop).",
                "ethtool -S IFACE (tx/rx_global_pause[_duration], tx/rx_prioN_pause[_duration], "
                        + "tx_pause_storm_warning_events, tx_pause_storm_error_events)",
                "Turn global pause off (`ethtool -A IFACE rx off tx off`) and PFC on the RoCE priority "
                        + "(`mlnx_qos -i IFACE --pfc 0,0,0,1,0,0,0,0`); for pauses the NIC sends, find the host bottleneck "
                        + "(PCIe link, MaxReadReq, IRQs); for storms, find the stuck receiver.",
                REFERENCE);
    }

    @Override
    public List<Finding> check(NodeEvidence evidence, Limits limits) {
        List<Finding> out = new ArrayList<>();
        for (ParsedArtifact<NicStatistics> a : evidence.all(NicStatistics.class)) {
            NicStatistics s = a.model();
            String subject = CounterSupport.iface(a);
            for (String dir : List.of("tx", "rx")) {
                Optional<NicStatistics.Counter> global = s.counter(dir + "_global_pause");
                if (global.isPresent() && global.get().value() > 0) {
                    List<Evidence> ev = new ArrayList<>(List.of(a.evidence(global.get().line())));
                    Optional<NicStatistics.Counter> dur = s.counter(dir + "_global_pause_duration");
                    dur.ifPresent(d -> ev.add(a.evidence(d.line())));
                    ev.add(Evidence.value(CounterSupport.CUMULATIVE));
                    String who = dir.equals("tx") ? "the NIC sent" : "the NIC received";
                    String why = dir.equals("tx") ? "its receive path could not keep up (host, PCIe or CPU side)"
                            : "the switch is congested";
                    out.add(new Finding(ID, Severity.WARN,
                            "802.3x global pause: " + who + " " + global.get().value() + " pause frames"
                                    + dur.map(d -> String.format(java.util.Locale.ROOT, " (%.0f s paused)", d.value() / 1e6)).orElse("")
                                    + "; " + why + ". RoCE should use PFC on its priority",
                            subject, ev,
                            List.of("ethtool -A " + CounterSupport.ifaceArg(a) + " rx off tx off   # global pause off",
                                    "mlnx_qos -i " + CounterSupport.ifaceArg(a)
                                            + " --pfc 0,0,0,1,0,0,0,0   # PFC on the RoCE priority (and on the switch port)"),
                            REFERENCE));
                }
            }
            for (NicStatistics.Counter c : s.matching("(?:tx|rx)_prio\\d_pause")) {
                if (c.value() == 0) {
                    continue;
                }
                List<Evidence> ev = new ArrayList<>(List.of(a.evidence(c.line())));
                s.counter(c.name() + "_duration").ifPresent(d -> ev.add(a.evidence(d.line())));
                out.add(new Finding(ID, Severity.INFO, "PFC " + c.name() + " " + c.value()
                        + (c.name().startsWith("tx") ? " (pauses the NIC sent: host side could not absorb)"
                                : " (pauses received: the switch back-pressured)"),
                        subject, ev, List.of("Watch the rate: rocekit collect twice; sustained pausing costs bandwidth"),
                        REFERENCE));
            }
            storm(a, "tx_pause_storm_error_events", Severity.FAIL,
                    "PFC storm prevention fired: the NIC stopped sending pause after stalling past the critical watermark", out);
            storm(a, "tx_pause_storm_warning_events", Severity.WARN,
                    "PFC storm warning: the NIC kept sending pause longer than the warning watermark", out);
        }
        return out;
    }

    private static void storm(ParsedArtifact<NicStatistics> a, String name, Severity severity, String title, List<Finding> out) {
        Optional<NicStatistics.Counter> c = a.model().counter(name);
        if (c.isPresent() && c.get().value() > 0) {
            out.add(new Finding(ID, severity, title + " (" + name + " " + c.get().value() + ")", CounterSupport.iface(a),
                    List.of(a.evidence(c.get().line()), Evidence.value(CounterSupport.CUMULATIVE)),
                    List.of("Find the receiver that cannot drain (host stuck, PCIe, a hung process); check tx_prio*_pause_duration",
                            "Check the switch PFC watchdog configuration and its counters for the same port"),
                    REFERENCE));
        }
    }
}
