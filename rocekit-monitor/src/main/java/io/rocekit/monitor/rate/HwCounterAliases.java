package io.rocekit.monitor.rate;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The {@code hw_counters} files of other RDMA drivers that count what an mlx5 file counts, so that
 * the view and the rules, which name counters as mlx5 does, read them too. mlx5's own file wins when
 * present. Names from the kernel's drivers: irdma ({@code drivers/infiniband/hw/irdma/verbs.c},
 * {@code irdma_hw_stat_descs}: Intel E810/X722 RoCE) and bnxt_re
 * ({@code drivers/infiniband/hw/bnxt_re/hw_counters.c}, {@code bnxt_re_stat_descs}: Broadcom).
 * The files keep their own names everywhere else (samples, recordings, the exporter).
 */
public final class HwCounterAliases {
    /** mlx5 name to the other drivers' names of the same count. */
    static final Map<String, List<String>> ALIASES = Map.of(
            // irdma cnpSent (TXNPCNPSENT), bnxt_re tx_cnp_pkts: CNPs this notification point sent
            "np_cnp_sent", List.of("cnpSent", "tx_cnp_pkts"),
            // irdma cnpHandled (RXRPCNPHANDLED); bnxt_re counts the CNPs its reaction point received
            "rp_cnp_handled", List.of("cnpHandled", "rx_cnp_pkts"),
            "rp_cnp_ignored", List.of("cnpIgnored"),
            // irdma RxECNMrkd (RXNPECNMARKEDPKTS), bnxt_re rx_ecn_marked_pkts: RoCE packets that arrived CE-marked
            "np_ecn_marked_roce_packets", List.of("RxECNMrkd", "rx_ecn_marked_pkts"),
            // bnxt_re: RDMA receive queue without a posted buffer, out-of-sequence drops at the responder,
            // NAK-sequence-errors and RNR NAKs received, retransmission timeouts, duplicate requests
            "out_of_buffer", List.of("rx_out_of_buffer"),
            "out_of_sequence", List.of("oos_drop_count"),
            "packet_seq_err", List.of("seq_err_naks_rcvd"),
            "rnr_nak_retry_err", List.of("rnr_naks_rcvd"),
            "local_ack_timeout_err", List.of("to_retransmits"),
            "duplicate_request", List.of("dup_req"));

    private HwCounterAliases() {
    }

    /**
     * The files of {@code mlx5Name}'s count in the order they are read: the mlx5 file, then the other
     * drivers' ({@code out_of_buffer}, {@code rx_out_of_buffer}); the alert rules query them in this order.
     */
    public static List<String> files(String mlx5Name) {
        return java.util.stream.Stream.concat(java.util.stream.Stream.of(mlx5Name),
                ALIASES.getOrDefault(mlx5Name, List.of()).stream()).toList();
    }

    /**
     * The entry of {@code hw} for {@code mlx5Name}: that file when present, else the first other
     * driver's file of the same count; its key is the file's real name (for evidence).
     */
    public static <V> Optional<Map.Entry<String, V>> find(Map<String, V> hw, String mlx5Name) {
        V own = hw.get(mlx5Name);
        if (own != null) {
            return Optional.of(Map.entry(mlx5Name, own));
        }
        for (String other : ALIASES.getOrDefault(mlx5Name, List.of())) {
            V v = hw.get(other);
            if (v != null) {
                return Optional.of(Map.entry(other, v));
            }
        }
        return Optional.empty();
    }
}
