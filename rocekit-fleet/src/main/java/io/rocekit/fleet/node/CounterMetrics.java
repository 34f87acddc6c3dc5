package io.rocekit.fleet.node;

import io.rocekit.host.parse.ethtool.NicStatistics;
import io.rocekit.host.parse.hwcounters.RdmaCounters;
import io.rocekit.monitor.rate.PortRates;
import io.rocekit.monitor.rate.RateCalculator;
import io.rocekit.monitor.rate.SampleRates;
import io.rocekit.monitor.record.CounterRates;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * Error and congestion counters as rates: each counter summed over the node's ports and divided
 * by the node's uptime ({@code /proc/uptime}), since the counters count from boot. A node with
 * no uptime in its snapshot gets no rates (a raw count says nothing across nodes booted apart).
 */
final class CounterMetrics {
    /** The counters whose rate says something is wrong: drops, retransmissions, pauses, congestion. */
    static final Set<String> COUNTERS = Set.of(
            "out_of_buffer", "out_of_sequence", "packet_seq_err", "local_ack_timeout_err", "implied_nak_seq_err",
            "np_cnp_sent", "rp_cnp_handled", "np_ecn_marked_roce_packets", "rx_out_of_buffer", "rx_discards_phy",
            "tx_pause_ctrl_phy", "rx_pause_ctrl_phy", "tx_global_pause", "rx_global_pause");

    private CounterMetrics() {
    }

    static void read(NodeView v, FactSink out) {
        Optional<Double> uptime = v.value("proc/uptime").flatMap(CounterMetrics::seconds);
        if (uptime.isEmpty() || uptime.get() <= 0) {
            return;
        }
        Map<String, Long> sums = new TreeMap<>();
        for (NodeView.Typed<RdmaCounters> t : v.artifacts(RdmaCounters.class)) {
            for (RdmaCounters.Counter c : t.model().counters()) {
                if (COUNTERS.contains(c.name())) {
                    sums.merge(c.name(), c.value(), Long::sum);
                }
            }
        }
        for (NodeView.Typed<NicStatistics> t : v.artifacts(NicStatistics.class)) {
            for (NicStatistics.Counter c : t.model().counters()) {
                if (COUNTERS.contains(c.name())) {
                    sums.merge(c.name(), c.value(), Long::sum);
                }
            }
        }
        sums.forEach((name, total) -> out.metric("counter." + name + ".perSec", total / uptime.get()));
    }

    /**
     * The same counters measured over the interval of a {@code collect --interval} recording (first
     * to last sample, summed over the ports), as {@code rate.NAME.perSec}: kept apart from the
     * since-boot averages, which say something else (a node's whole life, not the last minute).
     */
    static void measured(CounterRates rates, FactSink out) {
        List<io.rocekit.monitor.sample.Sample> s = rates.samples();
        SampleRates between = RateCalculator.between(s.get(0), s.get(s.size() - 1));
        Map<String, Double> sums = new TreeMap<>();
        for (PortRates p : between.ports()) {
            // hw_counters, port counters, then the interface's ethtool statistics, as the monitor rules read them
            for (String name : COUNTERS) {
                p.any(name).ifPresent(rate -> sums.merge(name, rate.perSecond(), Double::sum));
            }
        }
        sums.forEach((name, perSec) -> out.metric("rate." + name + ".perSec", perSec));
    }

    private static Optional<Double> seconds(String uptime) {
        String first = uptime.strip().split("\\s+")[0];
        try {
            return Optional.of(Double.parseDouble(first));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
