package io.rocekit.monitor.demo;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * One port of the demo node: its sysfs files and ethtool counters at script time {@code t}.
 * Counters start from a per-port base (a node that has run a while) and grow with the rates of
 * its {@link DemoScript.Role}.
 *
 * @param device the RDMA device ({@code mlx5_1})
 * @param netdev its interface
 * @param pci    its PCI function
 * @param role   what it does in the script
 * @param seed   makes the starting values differ between ports
 */
record DemoPort(String device, String netdev, String pci, DemoScript.Role role, int seed) {
    /** The 30 hw_counters node_exporter 1.11 reads, in the order mlx5 lists them. */
    static final List<String> HW_COUNTERS = List.of("duplicate_request", "implied_nak_seq_err", "lifespan",
            "local_ack_timeout_err", "np_cnp_sent", "np_ecn_marked_roce_packets", "out_of_buffer", "out_of_sequence",
            "packet_seq_err", "req_cqe_error", "req_cqe_flush_error", "req_remote_access_errors",
            "req_remote_invalid_request", "resp_cqe_error", "resp_cqe_flush_error", "resp_local_length_error",
            "resp_remote_access_errors", "rnr_nak_retry_err", "roce_adp_retrans", "roce_adp_retrans_to",
            "roce_slow_restart", "roce_slow_restart_cnps", "roce_slow_restart_trans", "rp_cnp_handled",
            "rp_cnp_ignored", "rx_atomic_requests", "rx_dct_connect", "rx_icrc_encapsulated", "rx_read_requests",
            "rx_write_requests");
    private static final List<String> IB_COUNTERS = List.of("link_downed", "link_error_recovery", "port_rcv_data",
            "port_rcv_errors", "port_rcv_packets", "port_xmit_data", "port_xmit_discards", "port_xmit_packets",
            "port_xmit_wait", "symbol_error", "unicast_rcv_packets", "unicast_xmit_packets");
    private static final List<String> STATISTICS = List.of("rx_bytes", "rx_dropped", "rx_errors", "rx_packets",
            "tx_bytes", "tx_errors", "tx_packets");
    private static final double MTU_PAYLOAD = 4096;

    Optional<String> ibFile(String rel, double t) {
        return Optional.ofNullable(switch (rel) {
            case "board_id" -> "MT_0000000838";
            case "fw_ver" -> "28.39.1002";
            case "hca_type" -> "MT4129";
            case "node_guid" -> String.format(Locale.ROOT, "9c63:c003:00%02x:3456", seed);
            case "ports/1/state" -> isDown(t) ? "1: DOWN" : "4: ACTIVE";
            case "ports/1/phys_state" -> isDown(t) ? "3: Disabled" : "5: LinkUp";
            case "ports/1/rate" -> "400 Gb/sec (4X NDR)";
            case "ports/1/link_layer" -> "Ethernet";
            case "ports/1/gid_attrs/ndevs/0" -> netdev;
            default -> counterFile(rel, t);
        });
    }

    private String counterFile(String rel, double t) {
        if (rel.startsWith("ports/1/counters/")) {
            Long v = ib(t).get(rel.substring("ports/1/counters/".length()));
            return v == null ? null : Long.toString(v);
        }
        if (rel.startsWith("ports/1/hw_counters/")) {
            Long v = hw(t).get(rel.substring("ports/1/hw_counters/".length()));
            return v == null ? null : Long.toString(v);
        }
        return null;
    }

    List<String> ibList(String rel) {
        return switch (rel) {
            case "ports" -> List.of("1");
            case "ports/1/counters" -> IB_COUNTERS;
            case "ports/1/hw_counters" -> HW_COUNTERS;
            default -> List.of();
        };
    }

    Optional<String> netFile(String rel, double t) {
        if (rel.equals("dev_port")) {
            return Optional.of("0");
        }
        if (rel.startsWith("statistics/")) {
            return Optional.ofNullable(statistics(t).get(rel.substring("statistics/".length()))).map(String::valueOf);
        }
        return Optional.empty();
    }

    List<String> netList(String rel) {
        return rel.equals("statistics") ? STATISTICS : List.of();
    }

    private boolean isDown(double t) {
        return role == DemoScript.Role.LINK_FLAP && DemoScript.down(t);
    }

    /** Seconds of traffic in [0, t] (a flapping link carries none while down). */
    private double up(double t) {
        return role == DemoScript.Role.LINK_FLAP ? DemoScript.upSeconds(t) : t;
    }

    private double rxGbps() {
        return switch (role) {
            case BUSY_HEALTHY -> 350;
            case PFC_STORM_SENT -> 60;
            case OUT_OF_BUFFER -> 200;
            case LINK_FLAP -> 300;
        };
    }

    private double txGbps() {
        return role == DemoScript.Role.PFC_STORM_SENT ? 20 : rxGbps() * 0.98;
    }

    private long base(long scale) {
        return scale * (1000L + 137L * seed);
    }

    private long rxBytes(double t) {
        return base(1_000_000_000L) + (long) (rxGbps() * 1e9 / 8 * up(t));
    }

    private long txBytes(double t) {
        return base(1_000_000_000L) + (long) (txGbps() * 1e9 / 8 * up(t));
    }

    private SortedMap<String, Long> ib(double t) {
        SortedMap<String, Long> m = new TreeMap<>();
        for (String n : IB_COUNTERS) {
            m.put(n, 0L);
        }
        m.put("port_rcv_data", rxBytes(t) / 4);
        m.put("port_xmit_data", txBytes(t) / 4);
        m.put("port_rcv_packets", (long) (rxBytes(t) / MTU_PAYLOAD));
        m.put("port_xmit_packets", (long) (txBytes(t) / MTU_PAYLOAD));
        m.put("unicast_rcv_packets", (long) (rxBytes(t) / MTU_PAYLOAD));
        m.put("unicast_xmit_packets", (long) (txBytes(t) / MTU_PAYLOAD));
        m.put("link_downed", role == DemoScript.Role.LINK_FLAP ? 2 + DemoScript.flapsBefore(t) : 0);
        return m;
    }

    private SortedMap<String, Long> hw(double t) {
        SortedMap<String, Long> m = new TreeMap<>();
        for (String n : HW_COUNTERS) {
            m.put(n, 0L);
        }
        m.put("lifespan", 12L);
        m.put("rx_write_requests", base(1000) + (long) (rxGbps() * 1e9 / 8 / 65536 * up(t)));
        m.put("rx_read_requests", base(10));
        m.put("out_of_buffer", base(1) + (role == DemoScript.Role.OUT_OF_BUFFER ? (long) (500 * t) : 0));
        if (role == DemoScript.Role.BUSY_HEALTHY) {
            m.put("np_ecn_marked_roce_packets", base(100) + (long) (2100 * t));
            m.put("np_cnp_sent", base(100) + (long) (2000 * t));
            m.put("rp_cnp_handled", base(90) + (long) (1800 * t));
        }
        return m;
    }

    private SortedMap<String, Long> statistics(double t) {
        SortedMap<String, Long> m = new TreeMap<>();
        for (String n : STATISTICS) {
            m.put(n, 0L);
        }
        // RoCE traffic bypasses the kernel: the interface counts only its own (TCP) traffic
        m.put("rx_bytes", base(1_000_000) + (long) (1e6 * up(t)));
        m.put("tx_bytes", base(1_000_000) + (long) (1e6 * up(t)));
        m.put("rx_packets", base(1000) + (long) (1000 * up(t)));
        m.put("tx_packets", base(1000) + (long) (1000 * up(t)));
        return m;
    }

    /** {@code ethtool -S}: per-priority pause and traffic, port counters. */
    Map<String, Long> ethtool(double t) {
        Map<String, Long> m = new LinkedHashMap<>();
        m.put("rx_bytes_phy", rxBytes(t));
        m.put("tx_bytes_phy", txBytes(t));
        m.put("rx_out_of_buffer", 0L);
        m.put("rx_discards_phy", 0L);
        m.put("tx_discards_phy", 0L);
        m.put("rx_crc_errors_phy", 0L);
        m.put("link_down_events_phy", role == DemoScript.Role.LINK_FLAP ? 2 + DemoScript.flapsBefore(t) : 0L);
        m.put("tx_pause_storm_warning_events", 0L);
        m.put("tx_pause_storm_error_events", 0L);
        for (int p = 0; p < 8; p++) {
            boolean roce = p == 3;
            m.put("rx_prio" + p + "_bytes", roce ? rxBytes(t) : 0L);
            m.put("tx_prio" + p + "_bytes", roce ? txBytes(t) : 0L);
            m.put("rx_prio" + p + "_pause", roce && role == DemoScript.Role.BUSY_HEALTHY ? base(10) + (long) (800 * t) : 0L);
            m.put("rx_prio" + p + "_pause_duration", roce && role == DemoScript.Role.BUSY_HEALTHY
                    ? base(100) + (long) (0.02e6 * t) : 0L);
            m.put("tx_prio" + p + "_pause", roce && role == DemoScript.Role.PFC_STORM_SENT ? base(10) + (long) (40_000 * t) : 0L);
            m.put("tx_prio" + p + "_pause_duration", roce && role == DemoScript.Role.PFC_STORM_SENT
                    ? base(100) + (long) (0.8e6 * t) : 0L);
            m.put("rx_prio" + p + "_buf_discard", 0L);
        }
        return m;
    }
}
