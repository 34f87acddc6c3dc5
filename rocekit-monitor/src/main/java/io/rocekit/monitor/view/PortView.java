package io.rocekit.monitor.view;

import io.rocekit.monitor.rate.CounterRate;
import io.rocekit.monitor.rate.PortRates;
import io.rocekit.monitor.rate.PriorityPauseCounter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * One port's rates as the live view shows them. A rate whose counters are absent is empty (the
 * view prints "-"), never 0: "no CNP counter" is not "no CNPs".
 *
 * @param port              {@code mlx5_0/1}
 * @param netdev            its interface, when known
 * @param linkLayer         Ethernet (RoCE) or InfiniBand
 * @param state             the port state name ({@code ACTIVE})
 * @param rxGbps            received Gb/s (port_rcv_data x 4 x 8, else the interface's rx_bytes)
 * @param txGbps            sent Gb/s
 * @param pauses            per-priority pause activity (only priorities with counters)
 * @param cnpSentPerSec     np_cnp_sent per second (irdma cnpSent, bnxt_re tx_cnp_pkts)
 * @param cnpHandledPerSec  rp_cnp_handled per second (irdma cnpHandled, bnxt_re rx_cnp_pkts)
 * @param ecnMarkedPerSec   np_ecn_marked_roce_packets per second (irdma RxECNMrkd, bnxt_re rx_ecn_marked_pkts)
 * @param outOfBufferPerSec out_of_buffer (RDMA) plus rx_out_of_buffer (Ethernet) per second
 * @param discardsPerSec    receive discards per second: rx_discards_phy, else the per-priority discards
 * @param retransPerSec     the retransmission counters summed, per second
 * @param saturated         counters stuck at the top of their width (rate unknown)
 */
public record PortView(String port, Optional<String> netdev, Optional<String> linkLayer, Optional<String> state,
        OptionalDouble rxGbps, OptionalDouble txGbps, List<PriorityPause> pauses, OptionalDouble cnpSentPerSec,
        OptionalDouble cnpHandledPerSec, OptionalDouble ecnMarkedPerSec, OptionalDouble outOfBufferPerSec,
        OptionalDouble discardsPerSec, OptionalDouble retransPerSec, List<String> saturated) {
    /**
     * The retransmission counters summed into {@link #retransPerSec}, by their mlx5 names (another
     * driver's file for the same count is read in their place: {@code HwCounterAliases}).
     */
    public static final List<String> RETRANSMISSIONS = List.of("out_of_sequence", "packet_seq_err",
            "implied_nak_seq_err", "local_ack_timeout_err", "duplicate_request", "roce_adp_retrans",
            "roce_adp_retrans_to", "rnr_nak_retry_err");

    public PortView {
        pauses = List.copyOf(pauses);
        saturated = List.copyOf(saturated);
    }

    public static PortView of(PortRates r) {
        var p = r.port();
        OptionalDouble rx = bytes(r, "port_rcv_data", "rx_bytes");
        OptionalDouble tx = bytes(r, "port_xmit_data", "tx_bytes");
        double[][] prio = new double[8][4];
        boolean[] seen = new boolean[8];
        Map<String, CounterRate> eth = r.netdev().map(n -> (Map<String, CounterRate>) n.ethtool()).orElse(Map.of());
        for (Map.Entry<String, CounterRate> e : eth.entrySet()) {
            Optional<PriorityPauseCounter> c = PriorityPauseCounter.of(e.getKey()); // mlx5, bnxt_en or ice name
            if (c.isPresent()) {
                int pr = c.get().priority();
                boolean duration = c.get().duration();
                int slot = (duration ? 2 : 0) + (c.get().received() ? 0 : 1);
                prio[pr][slot] = duration ? e.getValue().perSecond() / 1e6 : e.getValue().perSecond();
                seen[pr] = true;
            }
        }
        List<PriorityPause> pauses = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            if (seen[i]) {
                pauses.add(new PriorityPause(i, prio[i][0], prio[i][1], prio[i][2], prio[i][3]));
            }
        }
        List<String> saturated = new ArrayList<>();
        r.counters().forEach((k, v) -> {
            if (v.saturated()) {
                saturated.add(k);
            }
        });
        return new PortView(p.key(), p.netdev(), p.linkLayer(), p.state().map(s -> s.name()), rx, tx, pauses,
                hw(r, "np_cnp_sent"), hw(r, "rp_cnp_handled"), hw(r, "np_ecn_marked_roce_packets"),
                sum(r.hw("out_of_buffer").map(Map.Entry::getValue).orElse(null), eth.get("rx_out_of_buffer")),
                discards(eth), sumOf(r, RETRANSMISSIONS), saturated);
    }

    /** True when some error rate is above zero (the view highlights the row). */
    public boolean errorsRising() {
        return positive(outOfBufferPerSec) || positive(discardsPerSec) || positive(retransPerSec);
    }

    private static boolean positive(OptionalDouble d) {
        return d.isPresent() && d.getAsDouble() > 0;
    }

    private static OptionalDouble bytes(PortRates r, String ibWords, String netBytes) {
        CounterRate c = r.counters().get(ibWords);
        if (c != null && !c.saturated()) {
            return OptionalDouble.of(c.perSecond() * 4 * 8 / 1e9);
        }
        return r.netdev().flatMap(n -> Optional.ofNullable(n.statistics().get(netBytes)))
                .map(x -> OptionalDouble.of(x.perSecond() * 8 / 1e9)).orElse(OptionalDouble.empty());
    }

    /** The rate of an mlx5 hw_counters name, or of another driver's file for the same count. */
    private static OptionalDouble hw(PortRates r, String name) {
        return r.hw(name).map(c -> OptionalDouble.of(c.getValue().perSecond())).orElse(OptionalDouble.empty());
    }

    private static OptionalDouble sum(CounterRate... rates) {
        double s = 0;
        boolean any = false;
        for (CounterRate c : rates) {
            if (c != null) {
                s += c.perSecond();
                any = true;
            }
        }
        return any ? OptionalDouble.of(s) : OptionalDouble.empty();
    }

    /**
     * Receive discards: the port total {@code rx_discards_phy} when the NIC has it, else the
     * per-priority discards summed, never both. mlx5 counts a drop on priority N in
     * {@code rx_prioN_discards} and in the port's total too ({@code rx_discards_phy} is the port's
     * if_in_discards, which the per-priority counts add up to), so adding them counted every drop
     * twice. Without the total, a priority's {@code rx_prioN_discards} is taken when present, else
     * its buffer and congestion discards.
     */
    private static OptionalDouble discards(Map<String, CounterRate> eth) {
        CounterRate port = eth.get("rx_discards_phy");
        if (port != null) {
            return OptionalDouble.of(port.perSecond());
        }
        List<CounterRate> perPriority = new ArrayList<>();
        for (int prio = 0; prio < 8; prio++) {
            CounterRate all = eth.get("rx_prio" + prio + "_discards");
            if (all != null) {
                perPriority.add(all);
                continue;
            }
            for (String kind : List.of("_buf_discard", "_cong_discard")) {
                CounterRate c = eth.get("rx_prio" + prio + kind);
                if (c != null) {
                    perPriority.add(c);
                }
            }
        }
        return sum(perPriority.toArray(CounterRate[]::new));
    }

    private static OptionalDouble sumOf(PortRates r, List<String> names) {
        return sum(names.stream().flatMap(n -> r.hw(n).stream()).map(Map.Entry::getValue)
                .toArray(CounterRate[]::new));
    }
}
