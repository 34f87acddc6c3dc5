package io.rocekit.monitor.testing;

import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.parse.ethtool.NicStatistics;
import io.rocekit.host.parse.ethtool.NicStatisticsParser;
import io.rocekit.host.parse.hwcounters.RdmaCounters;
import io.rocekit.host.parse.hwcounters.RdmaCountersParser;
import io.rocekit.monitor.sample.EthtoolStats;
import io.rocekit.monitor.sample.Sampler;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * A sysfs tree of one RoCE port (mlx5_0 port 1, link layer Ethernet, interface ens1f0np0 on PCI
 * function 0000:3b:00.0) laid out as the kernel lays it out, with the counter names and starting
 * values of real outputs: the hw_counters of a ConnectX-4 Lx ({@code show_counters mlx5_0}), the
 * PortCounters names of procfs' mlx5 fixture, and the ethtool -S counters of a ConnectX-4 Lx grep,
 * plus the DCQCN and per-priority names of mlx5-counters.csv that no real dump had. Values are set
 * by hand between samples; ethtool -S is served from memory.
 */
public final class RoceTree {
    public static final String DEV = "mlx5_0";
    public static final String IF = "ens1f0np0";
    public static final String BDF = "0000:3b:00.0";

    private final Path sys;
    private final Path port;
    private final Path net;
    private final SortedMap<String, Long> ethtool = new TreeMap<>();

    public RoceTree(Path dir) {
        try {
            sys = dir.resolve("sys");
            Path pci = sys.resolve("devices/pci0000:3a/0000:3a:00.0/" + BDF);
            Path ib = pci.resolve("infiniband/" + DEV);
            Path nd = pci.resolve("net/" + IF);
            Files.createDirectories(ib.resolve("ports/1/counters"));
            Files.createDirectories(ib.resolve("ports/1/hw_counters"));
            Files.createDirectories(ib.resolve("ports/1/gid_attrs/ndevs"));
            Files.createDirectories(nd.resolve("statistics"));
            Files.createDirectories(sys.resolve("class/infiniband"));
            Files.createDirectories(sys.resolve("class/net"));
            Files.createSymbolicLink(sys.resolve("class/infiniband/" + DEV), Path.of("../../devices/pci0000:3a/0000:3a:00.0/" + BDF + "/infiniband/" + DEV));
            Files.createSymbolicLink(sys.resolve("class/net/" + IF), Path.of("../../devices/pci0000:3a/0000:3a:00.0/" + BDF + "/net/" + IF));
            Files.createSymbolicLink(ib.resolve("device"), Path.of("../../../" + BDF));
            Files.createSymbolicLink(nd.resolve("device"), Path.of("../../../" + BDF));
            port = ib.resolve("ports/1");
            net = nd;
            write(ib.resolve("board_id"), "MT_0000000838");
            write(ib.resolve("fw_ver"), "28.39.1002");
            write(ib.resolve("hca_type"), "MT4129");
            write(ib.resolve("node_guid"), "9c63:c003:0012:3456");
            write(port.resolve("state"), "4: ACTIVE");
            write(port.resolve("phys_state"), "5: LinkUp");
            write(port.resolve("rate"), "400 Gb/sec (4X NDR)");
            write(port.resolve("link_layer"), "Ethernet");
            write(port.resolve("gid_attrs/ndevs/0"), IF);
            write(nd.resolve("dev_port"), "0");
            RdmaCounters hw = new RdmaCountersParser().parse(TextSource.of("show_counters",
                    Resources.text("host/notes-cx4lx-show-counters-mlx5_0-out-of-buffer.txt")));
            for (RdmaCounters.Counter c : hw.counters()) {
                hw(c.name(), c.value());
            }
            for (String n : new String[] {"port_rcv_data", "port_xmit_data", "port_rcv_packets", "port_xmit_packets",
                "port_xmit_wait", "port_rcv_errors", "port_xmit_discards", "link_downed", "link_error_recovery",
                "symbol_error", "unicast_rcv_packets", "unicast_xmit_packets"}) {
                ib(n, 0);
            }
            for (String n : new String[] {"rx_bytes", "tx_bytes", "rx_packets", "tx_packets", "rx_dropped", "rx_errors"}) {
                stat(n, 0);
            }
            NicStatistics eth = new NicStatisticsParser().parse(TextSource.of("ethtool -S",
                    Resources.text("host/notes-cx4lx-grep-discards-and-pause-global-pause-sent-partial.txt")));
            for (NicStatistics.Counter c : eth.counters()) {
                ethtool.put(c.name(), c.value());
            }
            for (int p = 0; p < 8; p++) {
                ethtool.put("rx_prio" + p + "_pause", 0L);
                ethtool.put("tx_prio" + p + "_pause", 0L);
                ethtool.put("rx_prio" + p + "_pause_duration", 0L);
                ethtool.put("tx_prio" + p + "_pause_duration", 0L);
                ethtool.put("rx_prio" + p + "_buf_discard", 0L);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (io.rocekit.host.artifact.ParseException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The sysfs root to pass as {@code --sysfs}. */
    public Path sysfs() {
        return sys;
    }

    public Path portDir() {
        return port;
    }

    public RoceTree hw(String name, long value) {
        return file(port.resolve("hw_counters/" + name), Long.toUnsignedString(value));
    }

    /** Removes every hw_counters file (a port of another driver, whose files the test writes). */
    public RoceTree withoutHw() {
        try (var files = Files.list(port.resolve("hw_counters"))) {
            for (Path f : files.toList()) {
                Files.delete(f);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return this;
    }

    public RoceTree ib(String name, long value) {
        return file(port.resolve("counters/" + name), Long.toUnsignedString(value));
    }

    public RoceTree stat(String name, long value) {
        return file(net.resolve("statistics/" + name), Long.toUnsignedString(value));
    }

    public RoceTree eth(String name, long value) {
        ethtool.put(name, value);
        return this;
    }

    /** Takes {@code name} out of the ethtool -S output (a NIC without that counter). */
    public RoceTree withoutEth(String name) {
        ethtool.remove(name);
        return this;
    }

    /** Without mlx5's per-priority counters ({@code rx_prio3_pause} ...): a NIC of another driver, or one that has none. */
    public RoceTree withoutMlx5PriorityCounters() {
        ethtool.keySet().removeIf(name -> name.matches("(rx|tx)_prio\\d_.*"));
        return this;
    }

    public RoceTree state(String text) {
        return file(port.resolve("state"), text);
    }

    public RoceTree file(Path p, String text) {
        write(p, text);
        return this;
    }

    /** A sampler of this tree whose time is {@code clock}'s: what every rate test starts from ({@link RateProbe}). */
    public Sampler sampler(Clock clock) {
        return new Sampler(sysfs(), ethtool(), clock::wallMillis, clock::monoNanos);
    }

    /** ethtool -S served from this tree's map. */
    public EthtoolStats ethtool() {
        return (netdev, notes) -> netdev.equals(IF) ? Optional.of(new TreeMap<>(ethtool)) : Optional.empty();
    }

    /** Names of every counter in the tree's ethtool map. */
    public Map<String, Long> ethtoolCounters() {
        return new LinkedHashMap<>(ethtool);
    }

    private static void write(Path p, String text) {
        try {
            Files.writeString(p, text + "\n", StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
