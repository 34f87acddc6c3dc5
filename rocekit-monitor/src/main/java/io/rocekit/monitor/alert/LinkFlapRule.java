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
import java.util.Optional;

/**
 * {@code monitor.link-flap}: a port's link went down during the interval: its state changed
 * between samples, {@code link_downed} rose, or the interface's {@code link_down_events_phy} rose.
 * Every flap drops in-flight packets and makes RDMA queue pairs time out and retransmit.
 */
public final class LinkFlapRule implements MonitorRule {
    public static final String ID = "monitor.link-flap";
    static final Threshold MAX = new Threshold("maxDowns", 0, Unit.COUNT,
            "link-down events in one interval that are tolerated (0: every flap is reported). rocekit's own default");

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.FAIL,
                "A link went down during the interval: port state changes between samples, link_downed or "
                        + "link_down_events_phy rising.",
                "ports/P/state and phys_state, counters/link_downed, ethtool -S link_down_events_phy",
                "Check the cable or optic and the switch port (mlxlink -d DEV -m for BER and eye; the switch's log); "
                        + "replace the part whose errors rise.",
                "IBA PortCounters LinkDownedCounter; " + RateText.COUNTERS_DOC);
    }

    @Override
    public List<Threshold> thresholds() {
        return List.of(MAX);
    }

    @Override
    public List<Finding> check(SampleRates rates, Limits limits) {
        List<Finding> out = new ArrayList<>();
        long max = limits.getLong(MAX);
        for (String change : rates.linkChanges()) {
            if (change.contains(" -> ") || change.endsWith("disappeared")) {
                String key = change.substring(0, change.indexOf(':'));
                out.add(new Finding(ID, Severity.FAIL, "Link state changed: " + change.substring(key.length() + 2), key,
                        List.of(Evidence.value(change)), List.of("mlxlink -d " + key.substring(0, key.indexOf('/'))
                                + " -m   # physical layer: BER, FEC, cable"), info().source()));
            }
        }
        for (PortRates p : rates.ports()) {
            for (String name : List.of("link_downed", "link_down_events_phy")) {
                Optional<CounterRate> r = Optional.ofNullable(p.counters().get(name))
                        .or(() -> p.netdev().flatMap(n -> Optional.ofNullable(n.ethtool().get(name))));
                if (r.isPresent() && Long.compareUnsigned(r.get().delta().increase(), max) > 0) {
                    out.add(new Finding(ID, Severity.FAIL, "Link went down " + r.get().delta().increase()
                            + " time(s) in " + Math.round(rates.intervalSeconds()) + " s (" + name + ")", RateText.subject(p),
                            List.of(RateText.evidence(RateText.where(p, name), name, r.get(), rates)),
                            List.of("mlxlink -d " + p.port().device() + " -m   # physical layer: BER, FEC, cable"),
                            info().source()));
                }
            }
        }
        return out;
    }

    @Override
    public List<PromAlert> alerts(Limits limits) {
        long max = limits.getLong(MAX);
        String by = "max by (instance, device, port) ";
        return List.of(
                new PromAlert("RoceLinkFlap", by + "(increase(rocekit_infiniband_link_downed_total[10m])) > " + max
                        + " or " + by + "(changes(rocekit_infiniband_state_id[10m])) > " + max, "0m", Severity.FAIL,
                        "{{ $labels.instance }} {{ $labels.device }}/{{ $labels.port }} link went down"),
                new PromAlert("RoceLinkDownEvents", "max by (instance, device, port, netdev) "
                        + "(increase(rocekit_ethtool_link_down_events_total[10m])) > " + max, "0m",
                        Severity.FAIL, "{{ $labels.instance }} {{ $labels.netdev }} link went down"));
    }
}
