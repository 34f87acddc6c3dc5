package io.rocekit.host.collect;

import io.rocekit.host.snapshot.ItemKind;
import io.rocekit.host.snapshot.ItemStatus;
import io.rocekit.host.snapshot.Manifest;
import io.rocekit.host.snapshot.ManifestCodec;
import io.rocekit.host.snapshot.ManifestItem;
import io.rocekit.host.snapshot.SnapshotLayout;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Gathers one node's evidence into a snapshot directory: copies of the sysfs/procfs facts, the
 * outputs of the diagnostic commands for every RDMA device and its network interface, and a
 * manifest of what was tried and what was absent. It only reads the host; all writes go through
 * {@link SnapshotWriter}.
 */
public final class Collector {
    private static final Pattern MLX5_IRQ = Pattern.compile("^\\s*(\\d+):.*\\bmlx5", Pattern.MULTILINE);
    private static final int FILE_CAP = 16 << 20;

    private final CollectOptions options;
    private final CommandRunner runner;
    private final Consumer<String> progress;
    private final HostFiles host;

    /**
     * @param options  where the host root is, timeouts, caps
     * @param runner   runs the commands ({@link ProcessCommandRunner} on a live host)
     * @param progress receives one line per step (the CLI prints them on stderr)
     */
    public Collector(CollectOptions options, CommandRunner runner, Consumer<String> progress) {
        this.options = options;
        this.runner = runner;
        this.progress = progress;
        this.host = new HostFiles(options.hostRoot());
    }

    /** Collects into {@code outDir} (new or empty) and returns the manifest written there. */
    public Manifest collect(Path outDir) throws IOException {
        SnapshotWriter out = SnapshotWriter.create(outDir);
        String time = Instant.now().truncatedTo(ChronoUnit.SECONDS).toString();
        List<ManifestItem> items = new ArrayList<>();
        Run run = new Run(out, items);

        progress.accept("collect: procfs and module files");
        for (String f : CollectPlan.FILES) {
            run.file(f);
        }
        progress.accept("collect: PCI device tree");
        Set<String> iommuGroups = run.pciTree();
        run.iommu(iommuGroups);
        progress.accept("collect: RDMA devices and network interfaces");
        Map<String, String> rdmaPci = run.rdma();
        Map<String, String> netPci = run.net();
        progress.accept("collect: CPUs, NUMA nodes, hugepages, IRQs");
        run.tree("/sys/devices/system/cpu", CollectPlan.CPU_ATTRS);
        run.tree("/sys/devices/system/node", CollectPlan.NODE_ATTRS);
        run.tree("/sys/kernel/mm/hugepages", CollectPlan.HUGEPAGE_ATTRS);
        run.tree("/sys/kernel/config/rdma_cm", CollectPlan.RDMA_CM_ATTRS);
        run.irqs();

        List<CommandSpec> commands = commands(rdmaPci, netPci);
        int i = 0;
        for (CommandSpec c : commands) {
            i++;
            progress.accept("collect: [" + i + "/" + commands.size() + "] " + String.join(" ", c.argv()));
            run.command(c);
        }
        Manifest m = new Manifest(SnapshotLayout.FORMAT, hostName(), time, options.rocekitVersion(), items);
        out.writeText(SnapshotLayout.MANIFEST, ManifestCodec.write(m));
        return m;
    }

    /** The commands to run: the node-wide ones, then per RDMA device and per interface. */
    List<CommandSpec> commands(Map<String, String> rdmaPci, Map<String, String> netPci) {
        long t = options.commandTimeoutMillis();
        long slow = options.slowTimeoutMillis();
        int cap = options.capBytes();
        List<CommandSpec> c = new ArrayList<>();
        c.add(new CommandSpec("commands/lspci-vvv.txt", List.of("lspci", "-D", "-nn", "-vvv"), t, cap));
        c.add(new CommandSpec("commands/lspci-tv.txt", List.of("lspci", "-tv"), t, cap));
        c.add(new CommandSpec("commands/nvidia-smi-topo-m.txt", List.of("nvidia-smi", "topo", "-m"), t, cap));
        c.add(new CommandSpec("commands/nvidia-smi-q.txt", List.of("nvidia-smi", "-q"), t, cap));
        c.add(new CommandSpec("commands/ibv_devinfo-v.txt", List.of("ibv_devinfo", "-v"), t, cap));
        c.add(new CommandSpec("commands/ibstat.txt", List.of("ibstat"), t, cap));
        c.add(new CommandSpec("commands/show_gids.txt", List.of("show_gids"), t, cap));
        c.add(new CommandSpec("commands/ibdev2netdev-v.txt", List.of("ibdev2netdev", "-v"), t, cap));
        c.add(new CommandSpec("commands/rdma-link.txt", List.of("rdma", "link", "show"), t, cap));
        c.add(new CommandSpec("commands/lsmod.txt", List.of("lsmod"), t, cap));
        // the MLNX_OFED / DOCA-OFED release (fleet compares it across nodes)
        c.add(new CommandSpec("commands/ofed_info-s.txt", List.of("ofed_info", "-s"), t, cap));
        // Interfaces of RDMA devices: those whose PCI function is an RDMA device's.
        Set<String> rdmaFunctions = new LinkedHashSet<>(rdmaPci.values());
        for (Map.Entry<String, String> e : netPci.entrySet()) {
            if (!rdmaFunctions.contains(e.getValue())) {
                continue;
            }
            String ifc = e.getKey();
            c.add(new CommandSpec("commands/ethtool." + ifc + ".txt", List.of("ethtool", ifc), t, cap));
            c.add(new CommandSpec("commands/ethtool-i." + ifc + ".txt", List.of("ethtool", "-i", ifc), t, cap));
            c.add(new CommandSpec("commands/ethtool-S." + ifc + ".txt", List.of("ethtool", "-S", ifc), t, cap));
            c.add(new CommandSpec("commands/ethtool-a." + ifc + ".txt", List.of("ethtool", "-a", ifc), t, cap));
            c.add(new CommandSpec("commands/mlnx_qos." + ifc + ".txt", List.of("mlnx_qos", "-i", ifc), t, cap));
        }
        for (String bdf : new TreeSet<>(rdmaFunctions)) {
            c.add(new CommandSpec("commands/mlxconfig-q." + bdf + ".txt", List.of("mlxconfig", "-d", bdf, "q"), slow, cap));
        }
        return c;
    }

    private String hostName() {
        for (String f : List.of("/proc/sys/kernel/hostname", "/etc/hostname")) {
            try {
                Optional<byte[]> b = host.read(f, 256);
                if (b.isPresent()) {
                    String h = new String(b.get(), StandardCharsets.UTF_8).strip();
                    if (!h.isEmpty()) {
                        return h;
                    }
                }
            } catch (IOException e) {
                // try the next source
            }
        }
        return "unknown";
    }

    /** One collection run: the writer and the manifest items so far. */
    private final class Run {
        private final SnapshotWriter out;
        private final List<ManifestItem> items;
        private final TreeCopy copy;

        Run(SnapshotWriter out, List<ManifestItem> items) {
            this.out = out;
            this.items = items;
            this.copy = new TreeCopy(host, out);
        }

        void file(String hostPath) throws IOException {
            long t0 = System.nanoTime();
            if (!host.exists(hostPath)) {
                items.add(absent(ItemKind.FILE, hostPath));
                return;
            }
            String snap = HostFiles.snapshotPath(hostPath);
            Optional<byte[]> b;
            try {
                b = host.read(hostPath, FILE_CAP);
            } catch (IOException e) {
                items.add(new ManifestItem(ItemKind.FILE, List.of(), Optional.of(hostPath), Optional.empty(),
                        ItemStatus.UNREADABLE, OptionalInt.empty(), millis(t0), false, Optional.of(String.valueOf(e.getMessage()))));
                return;
            }
            if (b.isEmpty()) {
                items.add(absent(ItemKind.FILE, hostPath));
                return;
            }
            if (!out.exists(snap)) {
                out.writeBytes(snap, b.get());
            }
            items.add(new ManifestItem(ItemKind.FILE, List.of(), Optional.of(hostPath), Optional.of(snap),
                    ItemStatus.OK, OptionalInt.empty(), millis(t0), b.get().length == FILE_CAP, Optional.empty()));
        }

        void tree(String hostDir, List<String> patterns) throws IOException {
            long t0 = System.nanoTime();
            if (!host.isDirectory(hostDir)) {
                items.add(absent(ItemKind.DIRECTORY, hostDir));
                return;
            }
            TreeCopy.Counts c = copy.copy(hostDir, patterns);
            items.add(dirItem(hostDir, c, t0, ""));
        }

        /** The PCI device tree: each device's link target and its attributes; bridges' config space for ACS. */
        Set<String> pciTree() throws IOException {
            long t0 = System.nanoTime();
            String dir = "/sys/bus/pci/devices";
            Set<String> groups = new TreeSet<>();
            if (!host.isDirectory(dir)) {
                items.add(absent(ItemKind.DIRECTORY, dir));
                return groups;
            }
            TreeCopy.Counts c = TreeCopy.NONE;
            int devices = 0;
            for (String bdf : host.list(dir)) {
                String link = dir + "/" + bdf;
                c = c.plus(copy.copyOne(link));
                Optional<String> real = host.isLink(link) ? host.resolveLink(link) : Optional.of(link);
                if (real.isEmpty()) {
                    continue;
                }
                devices++;
                c = c.plus(copy.copy(real.get(), CollectPlan.PCI_ATTRS));
                String cls = host.read(real.get() + "/class", 64).map(b -> new String(b, StandardCharsets.US_ASCII).strip()).orElse("");
                if (cls.startsWith("0x0604")) {
                    // The extended config space holds the ACS capability; only root can read past 64 bytes.
                    c = c.plus(copy.copyOne(real.get() + "/config"));
                }
                host.resolveLink(real.get() + "/iommu_group").ifPresent(groups::add);
            }
            items.add(dirItem(dir, c, t0, devices + " devices; "));
            return groups;
        }

        void iommu(Set<String> groups) throws IOException {
            long t0 = System.nanoTime();
            String dir = "/sys/class/iommu";
            TreeCopy.Counts c = TreeCopy.NONE;
            for (String n : host.list(dir)) {
                c = c.plus(copy.copyOne(dir + "/" + n));
            }
            for (String g : groups) {
                c = c.plus(copy.copyOne(g + "/type"));
            }
            if (!host.isDirectory(dir) && groups.isEmpty()) {
                items.add(absent(ItemKind.DIRECTORY, dir));
            } else {
                items.add(dirItem(dir, c, t0, groups.size() + " IOMMU groups; "));
            }
        }

        /** RDMA devices: name to the host path of their PCI function. */
        Map<String, String> rdma() throws IOException {
            return classDevices("/sys/class/infiniband", CollectPlan.RDMA_ATTRS);
        }

        /** Network interfaces: name to the host path of their PCI function (virtual ones have none). */
        Map<String, String> net() throws IOException {
            return classDevices("/sys/class/net", CollectPlan.NET_ATTRS);
        }

        private Map<String, String> classDevices(String dir, List<String> attrs) throws IOException {
            long t0 = System.nanoTime();
            Map<String, String> pci = new LinkedHashMap<>();
            if (!host.isDirectory(dir)) {
                items.add(absent(ItemKind.DIRECTORY, dir));
                return pci;
            }
            TreeCopy.Counts c = TreeCopy.NONE;
            List<String> names = host.list(dir);
            for (String name : names) {
                String link = dir + "/" + name;
                c = c.plus(copy.copyOne(link));
                Optional<String> real = host.isLink(link) ? host.resolveLink(link) : Optional.of(link);
                if (real.isEmpty()) {
                    continue;
                }
                c = c.plus(copy.copy(real.get(), attrs));
                host.resolveLink(real.get() + "/device")
                        .map(p -> p.substring(p.lastIndexOf('/') + 1))
                        .ifPresent(bdf -> pci.put(name, bdf));
            }
            items.add(dirItem(dir, c, t0, names.size() + " entries; "));
            return pci;
        }

        /** Affinity of every mlx5 interrupt named in /proc/interrupts. */
        void irqs() throws IOException {
            long t0 = System.nanoTime();
            Optional<byte[]> text = host.read("/proc/interrupts", FILE_CAP);
            if (text.isEmpty()) {
                items.add(absent(ItemKind.DIRECTORY, "/proc/irq"));
                return;
            }
            Matcher m = MLX5_IRQ.matcher(new String(text.get(), StandardCharsets.UTF_8));
            TreeCopy.Counts c = TreeCopy.NONE;
            int n = 0;
            while (m.find()) {
                n++;
                c = c.plus(copy.copy("/proc/irq/" + m.group(1), CollectPlan.IRQ_ATTRS));
            }
            if (n == 0) {
                items.add(new ManifestItem(ItemKind.DIRECTORY, List.of(), Optional.of("/proc/irq"), Optional.empty(),
                        ItemStatus.NOT_PRESENT, OptionalInt.empty(), millis(t0), false,
                        Optional.of("no mlx5 interrupts in /proc/interrupts")));
            } else {
                items.add(dirItem("/proc/irq", c, t0, n + " mlx5 IRQs; "));
            }
        }

        void command(CommandSpec spec) throws IOException {
            CommandResult r = runner.run(spec);
            CommandSpec ran = spec;
            if (r.status() == ItemStatus.NOT_INSTALLED && spec.program().equals("mlxconfig")) {
                // mstflint's open-source twin reads the same firmware parameters.
                items.add(record(spec, r));
                List<String> argv = new ArrayList<>(spec.argv());
                argv.set(0, "mstconfig");
                ran = new CommandSpec(spec.file().replace("mlxconfig-", "mstconfig-"), argv,
                        spec.timeoutMillis(), spec.capBytes());
                r = runner.run(ran);
            }
            if (r.status() != ItemStatus.NOT_INSTALLED) {
                out.writeBytes(ran.file(), r.stdout());
            }
            items.add(record(ran, r));
        }

        private ManifestItem record(CommandSpec spec, CommandResult r) {
            boolean wrote = r.status() != ItemStatus.NOT_INSTALLED;
            return new ManifestItem(ItemKind.COMMAND, spec.argv(), Optional.empty(),
                    wrote ? Optional.of(spec.file()) : Optional.empty(), r.status(), r.exitCode(),
                    r.durationMillis(), r.truncated(),
                    r.stderrHead().isEmpty() ? Optional.empty() : Optional.of(r.stderrHead()));
        }

        private ManifestItem dirItem(String hostDir, TreeCopy.Counts c, long t0, String prefix) {
            ItemStatus st = c.any() ? ItemStatus.OK : c.unreadable() > 0 ? ItemStatus.UNREADABLE : ItemStatus.NOT_PRESENT;
            return new ManifestItem(ItemKind.DIRECTORY, List.of(), Optional.of(hostDir),
                    c.any() ? Optional.of(HostFiles.snapshotPath(hostDir)) : Optional.empty(), st,
                    OptionalInt.empty(), millis(t0), false, Optional.of(prefix + c.note()));
        }

        private ManifestItem absent(ItemKind kind, String hostPath) {
            return new ManifestItem(kind, List.of(), Optional.of(hostPath), Optional.empty(), ItemStatus.NOT_PRESENT,
                    OptionalInt.empty(), 0, false, Optional.empty());
        }
    }

    private static long millis(long t0) {
        return (System.nanoTime() - t0) / 1_000_000;
    }
}
