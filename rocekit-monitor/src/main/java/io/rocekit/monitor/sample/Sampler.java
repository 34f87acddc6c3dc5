package io.rocekit.monitor.sample;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.LongSupplier;

/**
 * Reads one {@link Sample} from a sysfs root: for every {@code class/infiniband/DEV} its
 * attributes and, per port, {@code state}, {@code phys_state}, {@code rate}, {@code link_layer},
 * {@code counters}, {@code counters_ext} and {@code hw_counters}; for every interface of those
 * devices {@code class/net/IF/statistics} and {@code ethtool -S IF}. Devices map to interfaces as
 * {@code rocekit collect} maps them: the port's RoCE GID netdev ({@code gid_attrs/ndevs/0}) first,
 * else the interface on the same PCI function ({@code device} links), told apart by
 * {@code dev_port}.
 *
 * <p>Safe for one thread at a time per instance; the exporter gives each scrape its own call.
 */
public final class Sampler {
    /** At most this many notes per sample. */
    public static final int MAX_NOTES = 100;
    static final String IB = "/class/infiniband";
    static final String NET = "/class/net";

    /** Bounds memory and time on a strange tree: more entries than this in one directory are ignored. */
    static final int MAX_ENTRIES = 4096;
    /**
     * Bounds one whole sample: a tree of links (4,095 device links to one device whose 4,096 ports
     * link to one directory) must not multiply the per-directory bound. Every entry listed and every
     * file read counts; a large real node (16 RoCE ports of about 150 counter files, hundreds of
     * interfaces) takes about 6,000.
     */
    public static final int MAX_TOTAL_ENTRIES = 32_768;
    /** A port directory as the kernel names it: a decimal number without leading zeros. */
    private static final java.util.regex.Pattern PORT = java.util.regex.Pattern.compile("[1-9][0-9]{0,4}");

    private final SysfsSource source;
    /** What the current sample reads through ({@link SysfsSource#forOneSample}). */
    private SysfsSource files;
    private final EthtoolStats ethtool;
    private final LongSupplier wallMillis;
    private final LongSupplier monoNanos;
    /** Entries this sample may still list (reset by {@link #sample}). */
    private int entriesLeft;
    private boolean boundNoted;

    /**
     * @param sysfsRoot the sysfs mount ({@code /sys}), or a tree laid out like it
     * @param ethtool   where {@code ethtool -S} comes from
     */
    public Sampler(Path sysfsRoot, EthtoolStats ethtool) {
        this(sysfsRoot, ethtool, System::currentTimeMillis, System::nanoTime);
    }

    /** With clocks of the caller's choosing (tests advance them by hand). */
    public Sampler(Path sysfsRoot, EthtoolStats ethtool, LongSupplier wallMillis, LongSupplier monoNanos) {
        this(new HostSysfs(Objects.requireNonNull(sysfsRoot, "sysfsRoot")), ethtool, wallMillis, monoNanos);
    }

    /** From any sysfs source (a snapshot's copy), with clocks of the caller's choosing. */
    public Sampler(SysfsSource sysfs, EthtoolStats ethtool, LongSupplier wallMillis, LongSupplier monoNanos) {
        this.source = Objects.requireNonNull(sysfs, "sysfs");
        this.files = source;
        this.ethtool = Objects.requireNonNull(ethtool, "ethtool");
        this.wallMillis = wallMillis;
        this.monoNanos = monoNanos;
    }

    /** Reads everything once. Never throws for what it finds on disk. */
    public Sample sample() {
        Notes notes = new Notes();
        entriesLeft = MAX_TOTAL_ENTRIES;
        boundNoted = false;
        files = source.forOneSample(); // before the clocks: the demo node freezes its script time here
        long wall = wallMillis.getAsLong();
        long mono = monoNanos.getAsLong();
        Map<String, NetInfo> net = netdevs(notes);
        List<DeviceSample> devices = new ArrayList<>();
        List<String> names = list(IB, notes);
        if (names.isEmpty()) {
            notes.add(IB + ": no RDMA devices" + (files.isDirectory(IB) ? "" : " (directory absent)"));
        }
        Map<String, String> usedNetdevs = new LinkedHashMap<>();
        for (String dev : names) {
            if (entriesLeft <= 0) {
                break; // the bound is spent: no more devices, not even empty ones
            }
            if (hasControl(dev)) {
                notes.add(IB + "/" + dev + ": not a device name, skipped");
                continue;
            }
            devices.add(device(dev, net, usedNetdevs, notes));
        }
        List<NetdevSample> netdevs = new ArrayList<>();
        for (String ifc : usedNetdevs.keySet()) {
            NetInfo info = net.get(ifc);
            SortedMap<String, Long> stats = counterDir(NET + "/" + ifc + "/statistics", notes);
            Optional<SortedMap<String, Long>> eth = ethtool.read(ifc, notes::add);
            netdevs.add(new NetdevSample(ifc, info == null ? Optional.empty() : info.pci(), stats, eth));
        }
        return new Sample(wall, mono, devices, netdevs, notes.list());
    }

    private DeviceSample device(String dev, Map<String, NetInfo> net, Map<String, String> used, Notes notes) {
        String base = IB + "/" + dev;
        Optional<String> pci = charge(base + "/device", 1, notes) ? files.linkName(base + "/device") : Optional.empty();
        List<PortSample> ports = new ArrayList<>();
        List<String> portNames = new ArrayList<>(list(base + "/ports", notes));
        portNames.sort((a, b) -> Integer.compare(portNumber(a), portNumber(b)));
        for (String p : portNames) {
            if (entriesLeft <= 0) {
                break;
            }
            int n = portNumber(p);
            if (n < 0) {
                // "00001" is not the kernel's name for port 1: reading it too would show mlx5_0/1 twice
                notes.add(base + "/ports/" + p + ": not a port number, skipped");
                continue;
            }
            ports.add(port(dev, n, pci, net, used, notes));
        }
        return new DeviceSample(dev, attribute(base + "/board_id", notes), attribute(base + "/fw_ver", notes),
                attribute(base + "/hca_type", notes), attribute(base + "/node_guid", notes), pci, ports);
    }

    private PortSample port(String dev, int port, Optional<String> pci, Map<String, NetInfo> net,
            Map<String, String> used, Notes notes) {
        String base = IB + "/" + dev + "/ports/" + port;
        Optional<PortState> state = text(base + "/state", notes).flatMap(t -> state(base + "/state", t, notes));
        Optional<PortState> phys = text(base + "/phys_state", notes)
                .flatMap(t -> state(base + "/phys_state", t, notes));
        Optional<String> rateText = attribute(base + "/rate", notes);
        OptionalLong rate = rateText.map(LinkRateText::bitsPerSec).orElse(OptionalLong.empty());
        if (rateText.isPresent() && rate.isEmpty()) {
            notes.add(base + "/rate: expected 'N Gb/sec ...', found '" + rateText.get() + "'");
        }
        Optional<String> linkLayer = attribute(base + "/link_layer", notes);
        Optional<String> netdev = netdevOf(dev, port, pci, net, notes);
        netdev.ifPresent(n -> used.putIfAbsent(n, dev));
        return new PortSample(dev, port, state, phys, rateText, rate, linkLayer, netdev,
                counterDir(base + "/counters", notes), counterDir(base + "/counters_ext", notes),
                counterDir(base + "/hw_counters", notes));
    }

    private Optional<String> netdevOf(String dev, int port, Optional<String> pci, Map<String, NetInfo> net, Notes notes) {
        Optional<String> gid = attribute(IB + "/" + dev + "/ports/" + port + "/gid_attrs/ndevs/0", notes);
        if (gid.isPresent() && net.containsKey(gid.get())) {
            return gid;
        }
        if (pci.isEmpty()) {
            return Optional.empty();
        }
        List<String> same = net.entrySet().stream()
                .filter(e -> e.getValue().pci().equals(pci))
                .map(Map.Entry::getKey).toList();
        if (same.size() <= 1) {
            return same.stream().findFirst();
        }
        // Several interfaces on one function (mlx4 dual port, representors): dev_port counts from 0.
        return same.stream().filter(n -> net.get(n).devPort().orElse(-1) == port - 1).findFirst()
                .or(() -> same.stream().findFirst());
    }

    private Optional<PortState> state(String path, String text, Notes notes) {
        Optional<PortState> s = PortState.parse(text);
        if (s.isEmpty()) {
            notes.add(path + ": expected 'N: NAME', found '" + text + "'");
        }
        return s;
    }

    /**
     * Every counter file of a directory that parses; an absent directory is simply empty. Read in
     * one pass over the directory; each entry costs the bound what listing it and reading it cost
     * (two), as when listed and read one by one.
     */
    private SortedMap<String, Long> counterDir(String dir, Notes notes) {
        SortedMap<String, Long> out = new TreeMap<>();
        if (!charge(dir, 1, notes)) {
            return out;
        }
        int room = Math.min(MAX_ENTRIES, entriesLeft / 2);
        SysfsSource.DirectoryTexts d = files.texts(dir, room, notes::add);
        if (d.more() && room == MAX_ENTRIES) {
            notes.add(dir + ": more than " + MAX_ENTRIES + " entries, only the first " + MAX_ENTRIES + " read");
        }
        charge(dir, d.more() && room < MAX_ENTRIES ? Integer.MAX_VALUE : 2 * d.listed(), notes);
        for (Map.Entry<String, String> e : d.texts().entrySet()) {
            OptionalLong v = CounterText.parse(dir, e.getKey(), e.getValue(), notes);
            if (v.isPresent()) {
                out.put(e.getKey(), v.getAsLong());
            }
        }
        return out;
    }

    /** Interfaces with their PCI function and {@code dev_port}. */
    private Map<String, NetInfo> netdevs(Notes notes) {
        Map<String, NetInfo> out = new LinkedHashMap<>();
        for (String ifc : list(NET, notes)) {
            String base = NET + "/" + ifc;
            if (hasControl(ifc) || !files.isDirectory(base)) {
                continue;
            }
            OptionalLong devPort = attribute(base + "/dev_port", notes)
                    .filter(s -> s.matches("\\d{1,5}")).map(s -> OptionalLong.of(Long.parseLong(s)))
                    .orElse(OptionalLong.empty());
            out.put(ifc, new NetInfo(charge(base + "/device", 1, notes) ? files.linkName(base + "/device")
                    : Optional.empty(), devPort));
        }
        return out;
    }

    private List<String> list(String dir, Notes notes) {
        if (!charge(dir, 1, notes)) {
            return List.of();
        }
        List<String> all = files.list(dir);
        if (all.size() > MAX_ENTRIES) {
            notes.add(dir + ": " + all.size() + " entries, only the first " + MAX_ENTRIES + " read");
            all = all.subList(0, MAX_ENTRIES);
        }
        int allowed = Math.min(all.size(), entriesLeft);
        charge(dir, all.size(), notes);
        return all.subList(0, allowed);
    }

    /** Takes {@code n} entries (listed or read) from this sample's bound; false once it is spent. */
    private boolean charge(String path, int n, Notes notes) {
        if (entriesLeft >= n) {
            entriesLeft -= n;
            return true;
        }
        entriesLeft = 0;
        if (!boundNoted) {
            boundNoted = true;
            notes.add(path + ": the sample reached its bound of " + MAX_TOTAL_ENTRIES
                    + " entries read or listed (a tree of links?); the rest is not read");
        }
        return false;
    }

    private Optional<String> text(String path, Notes notes) {
        return charge(path, 1, notes) ? files.text(path, notes::add) : Optional.empty();
    }

    /**
     * An attribute that may be missing or empty without a note ({@code hca_type} on hfi1). A sysfs
     * attribute is one line of text: one with control characters (a newline that would forge a row
     * of the view) is not used, and the note shows it escaped.
     */
    private Optional<String> attribute(String path, Notes notes) {
        Optional<String> t = text(path, notes).filter(s -> !s.isEmpty());
        if (t.isPresent() && hasControl(t.get())) {
            notes.add(path + ": expected one line of text, found '" + t.get() + "'; not used");
            return Optional.empty();
        }
        return t;
    }

    private static boolean hasControl(String s) {
        return s.chars().anyMatch(io.rocekit.core.text.Printable::isControl);
    }

    private static int portNumber(String name) {
        return PORT.matcher(name).matches() ? Integer.parseInt(name) : -1;
    }

    private record NetInfo(Optional<String> pci, OptionalLong devPort) {
    }
}
