package io.rocekit.monitor.prometheus;

import io.prometheus.metrics.model.snapshots.Labels;
import io.rocekit.monitor.rate.Delta;
import io.rocekit.monitor.sample.DeviceSample;
import io.rocekit.monitor.sample.PortSample;
import java.util.List;
import java.util.Map;

/**
 * node_exporter's infiniband collector, under the {@code rocekit_} prefix: the same metric names
 * (with {@code rocekit_} for {@code node_}), the same {@code device} and {@code port} labels, the
 * same values (data counters are in 4-octet words and exported times 4, as node_exporter and
 * prometheus/procfs do), and a metric only where its file exists and holds a number. Checked
 * line by line against node_exporter's own expected output on its fixtures.
 */
final class InfinibandFamilies {
    static final String PREFIX = "rocekit_infiniband_";

    /** A sysfs counter file and the family it feeds. */
    record Mapping(String file, String metric, double factor, String help) {
    }

    /** {@code ports/P/counters}. */
    static final List<Mapping> COUNTERS = List.of(
            new Mapping("excessive_buffer_overrun_errors", "excessive_buffer_overrun_errors_total", 1,
                    "Times OverrunErrors consecutive flow control update periods each had at least one overrun error."),
            new Mapping("link_downed", "link_downed_total", 1,
                    "Times the link failed to recover from an error state and went down."),
            new Mapping("link_error_recovery", "link_error_recovery_total", 1,
                    "Times the link recovered from an error state."),
            new Mapping("local_link_integrity_errors", "local_link_integrity_errors_total", 1,
                    "Times the count of local physical errors passed the LocalPhyErrors threshold."),
            new Mapping("multicast_rcv_packets", "multicast_packets_received_total", 1,
                    "Multicast packets received (including errors)."),
            new Mapping("multicast_xmit_packets", "multicast_packets_transmitted_total", 1,
                    "Multicast packets transmitted (including errors)."),
            new Mapping("port_rcv_constraint_errors", "port_constraint_errors_received_total", 1,
                    "Packets received on the port that were discarded for a constraint."),
            new Mapping("port_xmit_constraint_errors", "port_constraint_errors_transmitted_total", 1,
                    "Packets not transmitted from the port for a constraint."),
            new Mapping("port_rcv_data", "port_data_received_bytes_total", 4,
                    "Data octets received on all VLs (port_rcv_data counts 4-octet words)."),
            new Mapping("port_xmit_data", "port_data_transmitted_bytes_total", 4,
                    "Data octets transmitted on all VLs (port_xmit_data counts 4-octet words)."),
            new Mapping("port_rcv_discards", "port_discards_received_total", 1,
                    "Inbound packets discarded because the port was down or congested."),
            new Mapping("port_xmit_discards", "port_discards_transmitted_total", 1,
                    "Outbound packets discarded because the port was down or congested."),
            new Mapping("port_rcv_errors", "port_errors_received_total", 1,
                    "Packets with an error received on the port."),
            new Mapping("port_rcv_packets", "port_packets_received_total", 1,
                    "Packets received on all VLs (including errors)."),
            new Mapping("port_xmit_packets", "port_packets_transmitted_total", 1,
                    "Packets transmitted on all VLs (including errors)."),
            new Mapping("port_rcv_remote_physical_errors", "port_receive_remote_physical_errors_total", 1,
                    "Packets received marked with the EBP (End of Bad Packet) delimiter."),
            new Mapping("port_rcv_switch_relay_errors", "port_receive_switch_relay_errors_total", 1,
                    "Packets that could not be forwarded by the switch."),
            new Mapping("port_xmit_wait", "port_transmit_wait_total", 1,
                    "Ticks during which the port had data to send but sent none for the whole tick."),
            new Mapping("symbol_error", "symbol_error_total", 1,
                    "Minor link errors detected on one or more physical lanes."),
            new Mapping("unicast_rcv_packets", "unicast_packets_received_total", 1,
                    "Unicast packets received (including errors)."),
            new Mapping("unicast_xmit_packets", "unicast_packets_transmitted_total", 1,
                    "Unicast packets transmitted (including errors)."),
            new Mapping("VL15_dropped", "vl15_dropped_total", 1,
                    "Incoming VL15 packets dropped for lack of resources."));

    /** {@code ports/P/counters_ext} (mlx4). */
    static final List<Mapping> COUNTERS_EXT = List.of(
            new Mapping("port_multicast_rcv_packets", "legacy_multicast_packets_received_total", 1,
                    "Multicast packets received (counters_ext)."),
            new Mapping("port_multicast_xmit_packets", "legacy_multicast_packets_transmitted_total", 1,
                    "Multicast packets transmitted (counters_ext)."),
            new Mapping("port_rcv_data_64", "legacy_data_received_bytes_total", 4,
                    "Data octets received on all links (counters_ext, 4-octet words times 4)."),
            new Mapping("port_rcv_packets_64", "legacy_packets_received_total", 1,
                    "Data packets received on all links (counters_ext)."),
            new Mapping("port_unicast_rcv_packets", "legacy_unicast_packets_received_total", 1,
                    "Unicast packets received (counters_ext)."),
            new Mapping("port_unicast_xmit_packets", "legacy_unicast_packets_transmitted_total", 1,
                    "Unicast packets transmitted (counters_ext)."),
            new Mapping("port_xmit_data_64", "legacy_data_transmitted_bytes_total", 4,
                    "Data octets transmitted on all links (counters_ext, 4-octet words times 4)."),
            new Mapping("port_xmit_packets_64", "legacy_packets_transmitted_total", 1,
                    "Data packets transmitted on all links (counters_ext)."));

    private InfinibandFamilies() {
    }

    static void add(Families out, List<DeviceSample> devices) {
        // every port of a node has the same hw_counters files: each name is worked out once per scrape
        Map<String, java.util.Optional<HwFamily>> hwNames = new java.util.HashMap<>();
        for (DeviceSample d : devices) {
            if (!d.ports().isEmpty()) {
                out.add(PREFIX + "info", Families.Type.INFO,
                        "Non-numeric data from /sys/class/infiniband/<device>, value is always 1.",
                        Labels.of("board_id", d.boardId().orElse(""), "device", d.device(),
                                "firmware_version", d.fwVer().orElse(""), "hca_type", d.hcaType().orElse("")), 1);
            }
            for (PortSample p : d.ports()) {
                Labels l = Labels.of("device", p.device(), "port", Integer.toString(p.port()));
                p.state().ifPresent(s -> out.add(PREFIX + "state_id", Families.Type.GAUGE,
                        "State of the InfiniBand port (0: no change, 1: down, 2: init, 3: armed, 4: active, 5: act defer)",
                        l, s.id()));
                p.physState().ifPresent(s -> out.add(PREFIX + "physical_state_id", Families.Type.GAUGE,
                        "Physical state of the InfiniBand port (0: no change, 1: sleep, 2: polling, 3: disable, 4: shift, "
                                + "5: link up, 6: link error recover, 7: phytest)", l, s.id()));
                if (p.rateBitsPerSec().isPresent()) {
                    out.add(PREFIX + "rate_bytes_per_second", Families.Type.GAUGE, "Maximum signal transfer rate", l,
                            p.rateBitsPerSec().getAsLong() / 8.0);
                }
                counters(out, COUNTERS, p.counters(), l);
                counters(out, COUNTERS_EXT, p.countersExt(), l);
                hwCounters(out, p.hwCounters(), l, hwNames);
            }
        }
    }

    /** True when {@code metric} is one of the PortCounters or counters_ext families. */
    static boolean isPortCounterMetric(String metric) {
        return PORT_COUNTER_METRICS.contains(metric);
    }

    private static final java.util.Set<String> PORT_COUNTER_METRICS = java.util.stream.Stream
            .concat(COUNTERS.stream(), COUNTERS_EXT.stream()).map(m -> PREFIX + m.metric())
            .collect(java.util.stream.Collectors.toUnmodifiableSet());

    /** The family and help text of one {@code hw_counters} file. */
    private record HwFamily(String metric, String help) {
    }

    /** {@code ports/P/hw_counters}, named as node_exporter 1.11 names them ({@link HwCounterNames}). */
    private static void hwCounters(Families out, Map<String, Long> values, Labels l,
            Map<String, java.util.Optional<HwFamily>> names) {
        for (Map.Entry<String, Long> e : values.entrySet()) {
            if (e.getKey().equals(HwCounterNames.LIFESPAN_FILE)) {
                out.add(HwCounterNames.LIFESPAN_METRIC, Families.Type.GAUGE,
                        "hw_counters/lifespan: how long the driver keeps a counter value before reading it again "
                                + "(milliseconds, as seconds).", l, Delta.unsignedToDouble(e.getValue()) / 1000.0);
                continue;
            }
            java.util.Optional<HwFamily> f = names.computeIfAbsent(e.getKey(), file -> HwCounterNames.counter(file)
                    .map(n -> new HwFamily(n, "hw_counters/" + file
                            + " of the RDMA port (Linux drivers/infiniband/hw/mlx5/counters.c).")));
            if (f.isPresent()) {
                out.add(f.get().metric(), Families.Type.COUNTER, f.get().help(), l, Delta.unsignedToDouble(e.getValue()));
            }
        }
    }

    private static void counters(Families out, List<Mapping> mappings, Map<String, Long> values, Labels l) {
        for (Mapping m : mappings) {
            Long v = values.get(m.file());
            if (v != null) {
                out.add(PREFIX + m.metric(), Families.Type.COUNTER, m.help(), l, Delta.unsignedToDouble(v) * m.factor());
            }
        }
    }
}
