package io.rocekit.monitor.prometheus;

import io.prometheus.metrics.model.snapshots.Labels;
import io.rocekit.monitor.rate.Delta;
import io.rocekit.monitor.rate.IbCounterWidths;
import io.rocekit.monitor.sample.DeviceSample;
import io.rocekit.monitor.sample.NetdevSample;
import io.rocekit.monitor.sample.PortSample;
import io.rocekit.monitor.sample.Sample;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * What node_exporter does not export, under documented {@code rocekit_*} names (docs/monitor.md):
 * the per-priority and port counters of
 * {@code ethtool -S} ({@link EthtoolMetric}), interface statistics, info metrics, saturated IB
 * counters, and the exporter's own notes.
 */
final class RoceFamilies {
    private static final Pattern NAME = Pattern.compile("[a-zA-Z_][a-zA-Z0-9_]{0,100}");

    private RoceFamilies() {
    }

    static void add(Families out, Sample s, long sampleNanos) {
        for (DeviceSample d : s.devices()) {
            out.add("rocekit_rdma_device_info", Families.Type.INFO,
                    "An RDMA device: board, firmware, HCA type, node GUID and PCI function; value is always 1.",
                    Labels.of("board_id", d.boardId().orElse(""), "device", d.device(),
                            "firmware_version", d.fwVer().orElse(""), "hca_type", d.hcaType().orElse(""),
                            "node_guid", d.nodeGuid().orElse(""), "pci_address", d.pciAddress().orElse("")), 1);
            for (PortSample p : d.ports()) {
                String netdev = p.netdev().orElse("");
                out.add("rocekit_rdma_port_info", Families.Type.INFO,
                        "An RDMA port: link layer (Ethernet = RoCE), rate text and interface; value is always 1.",
                        Labels.of("device", p.device(), "link_layer", p.linkLayer().orElse(""), "netdev", netdev,
                                "port", Integer.toString(p.port()), "rate", p.rateText().orElse("")), 1);
                Labels l = Labels.of("device", p.device(), "netdev", netdev, "port", Integer.toString(p.port()));
                for (Map.Entry<String, Long> e : p.counters().entrySet()) {
                    if (IbCounterWidths.saturated(e.getKey(), e.getValue())) {
                        out.add("rocekit_rdma_counter_saturated", Families.Type.GAUGE,
                                "1 for an IB PortCounters counter stuck at the top of its width (it stops there "
                                        + "instead of wrapping: its rate is unknown).",
                                Labels.of("counter", e.getKey(), "device", p.device(), "port", Integer.toString(p.port())),
                                1);
                    }
                }
                Optional<NetdevSample> n = p.netdev().flatMap(s::netdev);
                n.ifPresent(ns -> netdev(out, ns, l));
            }
        }
        out.add("rocekit_monitor_sample_duration_seconds", Families.Type.GAUGE,
                "How long reading sysfs and ethtool took for this scrape.", Labels.EMPTY, sampleNanos / 1e9);
        out.add("rocekit_monitor_sample_notes", Families.Type.GAUGE,
                "Files or commands that could not be read in this scrape (see rocekit monitor --once).",
                Labels.EMPTY, s.notes().size());
    }

    private static void netdev(Families out, NetdevSample n, Labels portLabels) {
        for (Map.Entry<String, Long> e : n.statistics().entrySet()) {
            if (NAME.matcher(e.getKey()).matches()) {
                out.add("rocekit_netdev_" + e.getKey() + "_total", Families.Type.COUNTER,
                        "/sys/class/net/<netdev>/statistics/" + e.getKey() + " of the port's interface.",
                        portLabels, Delta.unsignedToDouble(e.getValue()));
            }
        }
        if (n.ethtool().isEmpty()) {
            return;
        }
        for (Map.Entry<String, Long> e : n.ethtool().get().entrySet()) {
            for (EthtoolMetric m : EthtoolMetric.ALL) {
                Optional<String> prio = m.match(e.getKey());
                if (prio.isEmpty()) {
                    continue;
                }
                Labels l = prio.get().isEmpty() ? portLabels : portLabels.add("priority", prio.get());
                out.add(m.metric(), Families.Type.COUNTER, m.help(), l, Delta.unsignedToDouble(e.getValue()) * m.factor());
                break;
            }
        }
    }
}
