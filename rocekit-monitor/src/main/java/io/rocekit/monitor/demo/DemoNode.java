package io.rocekit.monitor.demo;

import io.rocekit.monitor.sample.EthtoolStats;
import io.rocekit.monitor.sample.SysfsSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * {@code rocekit monitor --demo}: a RoCE node without hardware. Four ConnectX-7 ports (link layer
 * Ethernet, 400 Gb/s) whose sysfs files and {@code ethtool -S} counters are computed, when they are
 * read, from a script of events ({@link DemoScript}) and the time since the first read: the live
 * view, {@code --once --json}, the exporter and a recording all see the same node move. One read
 * of the whole tree (one sample, one scrape) sees one instant, as a real sample nearly does.
 */
public final class DemoNode implements SysfsSource, EthtoolStats {
    private final LongSupplier nanoClock;
    private final LongSupplier wallClock;
    private long startNanos = Long.MIN_VALUE;
    private long frozenNanos;
    private long frozenWallMillis;

    /** On the real clocks ({@link System#nanoTime()}, {@link System#currentTimeMillis()}). */
    public DemoNode() {
        this(System::nanoTime, System::currentTimeMillis);
    }

    /** On clocks of the caller's choosing (tests advance them by hand). */
    public DemoNode(LongSupplier nanoClock, LongSupplier wallClock) {
        this.nanoClock = nanoClock;
        this.wallClock = wallClock;
    }

    /** Freezes the script's time for one sample; the first sample is time 0 of the script. */
    @Override
    public synchronized SysfsSource forOneSample() {
        frozenNanos = nanoClock.getAsLong();
        frozenWallMillis = wallClock.getAsLong();
        if (startNanos == Long.MIN_VALUE) {
            startNanos = frozenNanos;
        }
        return this;
    }

    /** The monotonic time of the current sample, for the sampler's rates. */
    public synchronized long monoNanos() {
        return frozenNanos;
    }

    /** The wall-clock time of the current sample. */
    public synchronized long wallMillis() {
        return frozenWallMillis;
    }

    private synchronized double t() {
        return startNanos == Long.MIN_VALUE ? 0 : (frozenNanos - startNanos) / 1e9;
    }

    @Override
    public Optional<String> text(String path, Consumer<String> notes) {
        String[] p = path.split("/");
        // /class/infiniband/DEV/...  or  /class/net/IF/...
        if (p.length < 5 || !p[1].equals("class")) {
            return Optional.empty();
        }
        double t = t();
        if (p[2].equals("infiniband")) {
            return DemoScript.port(p[3]).flatMap(port -> port.ibFile(rest(p, 4), t));
        }
        if (p[2].equals("net")) {
            return DemoScript.byNetdev(p[3]).flatMap(port -> port.netFile(rest(p, 4), t));
        }
        return Optional.empty();
    }

    private static String rest(String[] p, int from) {
        return String.join("/", java.util.Arrays.copyOfRange(p, from, p.length));
    }

    @Override
    public List<String> list(String dir) {
        String[] p = dir.split("/");
        if (dir.equals("/class/infiniband")) {
            return DemoScript.PORTS.stream().map(DemoPort::device).toList();
        }
        if (dir.equals("/class/net")) {
            return DemoScript.PORTS.stream().map(DemoPort::netdev).sorted().toList();
        }
        if (p.length >= 5 && p[2].equals("infiniband")) {
            return DemoScript.port(p[3]).map(port -> port.ibList(rest(p, 4))).orElse(List.of());
        }
        if (p.length >= 5 && p[2].equals("net")) {
            return DemoScript.byNetdev(p[3]).map(port -> port.netList(rest(p, 4))).orElse(List.of());
        }
        return List.of();
    }

    @Override
    public boolean isDirectory(String path) {
        return !list(path).isEmpty() || path.matches("/class/(infiniband|net)/[^/]+");
    }

    @Override
    public Optional<String> linkName(String path) {
        String[] p = path.split("/");
        if (p.length == 5 && p[4].equals("device")) {
            Optional<DemoPort> port = p[2].equals("infiniband") ? DemoScript.port(p[3]) : DemoScript.byNetdev(p[3]);
            return port.map(DemoPort::pci);
        }
        return Optional.empty();
    }

    @Override
    public Optional<SortedMap<String, Long>> read(String netdev, Consumer<String> notes) {
        double t = t();
        return DemoScript.byNetdev(netdev).map(port -> new TreeMap<>(port.ethtool(t)));
    }

    /** The events the script plants, for the help and the docs. */
    public static List<String> events() {
        List<String> out = new ArrayList<>();
        for (DemoPort p : DemoScript.PORTS) {
            out.add(p.device() + "/1 (" + p.netdev() + "): " + p.role().description());
        }
        return out;
    }
}
