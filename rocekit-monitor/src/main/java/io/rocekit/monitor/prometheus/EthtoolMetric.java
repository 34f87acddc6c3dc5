package io.rocekit.monitor.prometheus;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code ethtool -S} counters of an mlx5 interface that the exporter publishes, by name
 * pattern, with their metric names (Linux Documentation/networking/device_drivers/ethernet/
 * mellanox/mlx5/counters.rst). Per-priority counters carry a {@code priority} label. The PFC frame
 * and duration metrics also take bnxt_en's ({@code rx_pfc_ena_frames_priN}, {@code pfc_priN_rx_duration_us},
 * microseconds) and ice's ({@code rx_priority_N_xoff.nic}) names for the same counts. Other ethtool
 * counters (per queue, per channel: thousands on a large NIC) are left out to keep scrapes small.
 *
 * @param pattern the counter name pattern; group 1, when present, is the priority
 * @param metric  the exposed name
 * @param factor  multiplies the value (microseconds to seconds)
 * @param help    the HELP text
 */
record EthtoolMetric(Pattern pattern, String metric, double factor, String help) {
    static final String PREFIX = "rocekit_ethtool_";

    static final List<EthtoolMetric> ALL = List.of(
            prio("rx_prio(\\d)_pause|rx_pfc_ena_frames_pri(\\d)|rx_priority_(\\d)_xoff\\.nic", "priority_pause_frames_received_total", 1,
                    "PFC pause frames received for the priority (the switch back-pressured this NIC)."),
            prio("tx_prio(\\d)_pause|tx_pfc_ena_frames_pri(\\d)|tx_priority_(\\d)_xoff\\.nic", "priority_pause_frames_transmitted_total", 1,
                    "PFC pause frames sent for the priority (this NIC could not absorb: host or PCIe side)."),
            prio("rx_prio(\\d)_pause_duration|pfc_pri(\\d)_rx_duration_us", "priority_pause_received_seconds_total", 1e-6,
                    "Time this port was paused on the priority (rx_prioN_pause_duration, microseconds, as seconds)."),
            prio("tx_prio(\\d)_pause_duration|pfc_pri(\\d)_tx_duration_us", "priority_pause_transmitted_seconds_total", 1e-6,
                    "Time this NIC asked its peer to pause on the priority (tx_prioN_pause_duration, as seconds)."),
            prio("rx_prio(\\d)_pause_transition", "priority_pause_transitions_received_total", 1,
                    "XOFF to XON transitions on the priority (pause episodes)."),
            prio("rx_prio(\\d)_buf_discard", "priority_buffer_discards_total", 1,
                    "Packets of the priority dropped for lack of per-host receive buffer."),
            prio("rx_prio(\\d)_cong_discard", "priority_congestion_discards_total", 1,
                    "Packets of the priority dropped for per-host congestion."),
            prio("rx_prio(\\d)_discards", "priority_discards_total", 1,
                    "Packets of the priority discarded on receive (older mlx5 name)."),
            prio("rx_prio(\\d)_marked", "priority_ecn_marked_total", 1,
                    "Packets of the priority the NIC ECN-marked for per-host congestion."),
            prio("rx_prio(\\d)_bytes", "priority_received_bytes_total", 1, "Bytes received on the priority."),
            prio("tx_prio(\\d)_bytes", "priority_transmitted_bytes_total", 1, "Bytes sent on the priority."),
            prio("rx_prio(\\d)_packets", "priority_received_packets_total", 1, "Packets received on the priority."),
            prio("tx_prio(\\d)_packets", "priority_transmitted_packets_total", 1, "Packets sent on the priority."),
            port("rx_out_of_buffer", "out_of_buffer_total", 1,
                    "Packets dropped because an Ethernet receive queue had no buffer posted (host software too slow)."),
            port("rx_discards_phy", "discards_phy_received_total", 1,
                    "Packets dropped at the port because the NIC receive buffer was full."),
            port("tx_discards_phy", "discards_phy_transmitted_total", 1, "Packets dropped at the port on transmit."),
            port("rx_buffer_passed_thres_phy", "buffer_passed_threshold_total", 1,
                    "Times the port receive buffer went above 85 % full."),
            port("rx_global_pause", "global_pause_frames_received_total", 1,
                    "802.3x (link-level, not PFC) pause frames received."),
            port("tx_global_pause", "global_pause_frames_transmitted_total", 1,
                    "802.3x (link-level, not PFC) pause frames sent."),
            port("rx_global_pause_duration", "global_pause_received_seconds_total", 1e-6,
                    "Time paused by 802.3x pause (microseconds, as seconds)."),
            port("tx_global_pause_duration", "global_pause_transmitted_seconds_total", 1e-6,
                    "Time this NIC asked for 802.3x pause (microseconds, as seconds)."),
            port("tx_pause_storm_warning_events", "pause_storm_warning_events_total", 1,
                    "Times the NIC kept sending pause past the warning watermark."),
            port("tx_pause_storm_error_events", "pause_storm_error_events_total", 1,
                    "Times PFC storm prevention fired (the NIC stopped sending pause)."),
            port("rx_crc_errors_phy", "crc_errors_received_total", 1, "Frames received with an FCS error."),
            port("rx_pcs_symbol_err_phy", "pcs_symbol_errors_total", 1, "Symbol errors FEC could not correct."),
            port("rx_corrected_bits_phy", "fec_corrected_bits_total", 1, "Bits corrected by FEC."),
            port("link_down_events_phy", "link_down_events_total", 1, "Times the link went down."),
            port("rx_bytes_phy", "phy_received_bytes_total", 1, "Bytes received at the physical port."),
            port("tx_bytes_phy", "phy_transmitted_bytes_total", 1, "Bytes sent at the physical port."));

    private static EthtoolMetric prio(String regex, String metric, double factor, String help) {
        return new EthtoolMetric(Pattern.compile(regex), PREFIX + metric, factor, help);
    }

    private static EthtoolMetric port(String name, String metric, double factor, String help) {
        return new EthtoolMetric(Pattern.compile(Pattern.quote(name)), PREFIX + metric, factor, help);
    }

    /** The priority ({@code "3"}) when {@code name} matches and is per priority; "" for a port counter. */
    Optional<String> match(String name) {
        Matcher m = pattern.matcher(name);
        if (!m.matches()) {
            return Optional.empty();
        }
        for (int g = 1; g <= m.groupCount(); g++) {
            if (m.group(g) != null) {
                return Optional.of(m.group(g)); // the alternative that matched: mlx5, bnxt_en or ice name
            }
        }
        return Optional.of("");
    }
}
