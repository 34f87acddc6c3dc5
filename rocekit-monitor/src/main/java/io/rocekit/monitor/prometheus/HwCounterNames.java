package io.rocekit.monitor.prometheus;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The exposed names of {@code hw_counters} files: node_exporter's since v1.11.0 (prometheus/node_exporter
 * PR #2827, {@code collector/infiniband_linux.go}; fields from prometheus/procfs
 * {@code sysfs/class_infiniband.go}) under {@code rocekit_} for {@code node_}, with the same values,
 * so that a query moves between the two by changing the prefix. A file node_exporter does not read
 * keeps the same style: {@code rocekit_infiniband_<file>_total}.
 */
public final class HwCounterNames {
    /** File name to the metric name after {@code rocekit_infiniband_}, as node_exporter 1.11 names it. */
    static final Map<String, String> NODE_EXPORTER = Map.ofEntries(
            Map.entry("duplicate_request", "duplicate_requests_packets_total"),
            Map.entry("implied_nak_seq_err", "implied_nak_seq_errors_total"),
            Map.entry("local_ack_timeout_err", "local_ack_timeout_errors_total"),
            Map.entry("np_cnp_sent", "np_cnp_packets_sent_total"),
            Map.entry("np_ecn_marked_roce_packets", "np_ecn_marked_roce_packets_received_total"),
            Map.entry("out_of_buffer", "out_of_buffer_drops_total"),
            Map.entry("out_of_sequence", "out_of_sequence_packets_received_total"),
            Map.entry("packet_seq_err", "packet_sequence_errors_total"),
            Map.entry("req_cqe_error", "req_cqes_errors_total"),
            Map.entry("req_cqe_flush_error", "req_cqes_flush_errors_total"),
            Map.entry("req_remote_access_errors", "req_remote_access_errors_total"),
            Map.entry("req_remote_invalid_request", "req_remote_invalid_request_errors_total"),
            Map.entry("resp_cqe_error", "resp_cqes_errors_total"),
            Map.entry("resp_cqe_flush_error", "resp_cqes_flush_errors_total"),
            Map.entry("resp_local_length_error", "resp_local_length_errors_total"),
            Map.entry("resp_remote_access_errors", "resp_remote_access_errors_total"),
            Map.entry("rnr_nak_retry_err", "rnr_nak_retry_packets_received_total"),
            Map.entry("roce_adp_retrans", "roce_adp_retransmits_total"),
            Map.entry("roce_adp_retrans_to", "roce_adp_retransmits_timeout_total"),
            Map.entry("roce_slow_restart", "roce_slow_restart_used_total"),
            Map.entry("roce_slow_restart_cnps", "roce_slow_restart_cnps_total"),
            Map.entry("roce_slow_restart_trans", "roce_slow_restart_total"),
            Map.entry("rp_cnp_handled", "rp_cnp_packets_handled_total"),
            Map.entry("rp_cnp_ignored", "rp_cnp_ignored_packets_received_total"),
            Map.entry("rx_atomic_requests", "rx_atomic_requests_total"),
            Map.entry("rx_dct_connect", "rx_dct_connect_requests_total"),
            Map.entry("rx_read_requests", "rx_read_requests_total"),
            Map.entry("rx_write_requests", "rx_write_requests_total"),
            Map.entry("rx_icrc_encapsulated", "rx_icrc_encapsulated_errors_total"));
    /** {@code hw_counters/lifespan}: milliseconds between the driver's counter refreshes, a gauge in seconds. */
    static final String LIFESPAN_FILE = "lifespan";
    static final String LIFESPAN_METRIC = InfinibandFamilies.PREFIX + "lifespan_seconds";
    private static final Pattern NAME = Pattern.compile("[a-zA-Z_][a-zA-Z0-9_]{0,100}");

    private HwCounterNames() {
    }

    /** The exposed counter name of {@code hw_counters/file}, for queries and dashboards. */
    public static String metric(String file) {
        return counter(file).orElseThrow(() -> new IllegalArgumentException("no counter metric for " + file));
    }

    /** The exposed counter name of {@code file}; empty for a name Prometheus cannot carry or for lifespan. */
    static Optional<String> counter(String file) {
        String known = NODE_EXPORTER.get(file);
        if (known != null) {
            return Optional.of(InfinibandFamilies.PREFIX + known);
        }
        if (file.equals(LIFESPAN_FILE) || !NAME.matcher(file).matches()) {
            return Optional.empty();
        }
        String own = InfinibandFamilies.PREFIX + file.toLowerCase(Locale.ROOT) + "_total";
        // a driver file that happens to be named like a PortCounters metric keeps its own family
        return Optional.of(InfinibandFamilies.isPortCounterMetric(own) ? InfinibandFamilies.PREFIX + "hw_"
                + file.toLowerCase(Locale.ROOT) + "_total" : own);
    }
}
