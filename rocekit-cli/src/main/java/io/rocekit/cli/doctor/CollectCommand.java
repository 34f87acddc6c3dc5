package io.rocekit.cli.doctor;

import io.rocekit.cli.command.ExitCodes;
import io.rocekit.cli.command.InputException;
import io.rocekit.cli.command.VersionProvider;
import io.rocekit.cli.render.JsonOption;
import io.rocekit.host.collect.CollectOptions;
import io.rocekit.host.collect.Collector;
import io.rocekit.host.collect.ProcessCommandRunner;
import io.rocekit.host.snapshot.ItemKind;
import io.rocekit.host.snapshot.ItemStatus;
import io.rocekit.host.snapshot.Manifest;
import io.rocekit.host.snapshot.ManifestCodec;
import io.rocekit.host.snapshot.ManifestItem;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code rocekit collect}: this node's evidence into a snapshot directory, read-only. */
@Command(
        name = "collect",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Gather this node's evidence into a snapshot directory, read-only: the PCI device "
                + "tree, RDMA devices with their counters, network interfaces with their ECN "
                + "settings, CPU governors and idle states, hugepages, mlx5 IRQ affinities, and the "
                + "outputs of lspci, nvidia-smi, ibv_devinfo, ethtool, mlnx_qos and mlxconfig for "
                + "every RDMA device.",
            "",
            "Commands run without a shell, each with a timeout and an output cap; a missing tool "
                + "or file is recorded in manifest.json as \"not installed\" / \"not present\". "
                + "Nothing on the host is changed. Run as root to get ACS states (lspci -vvv, PCI "
                + "config space) and firmware settings (mlxconfig).",
        },
        footerHeading = "%nExamples:%n",
        footer = {
            "  rocekit collect -o /tmp/node7             # as root; otherwise with sudo:",
            "  sudo rocekit collect -o /tmp/node7",
            "  sudo rocekit collect -o /shared/snaps/{host}.tar.gz     # one file per node",
            "  rocekit doctor --snapshot /tmp/node7",
            "  rocekit collect -o /tmp/n --json | jq '.items[] | select(.status != \"ok\")'",
            "  sudo rocekit collect --interval 60s -o /tmp/node7",
            "      counters taken twice, 60 s apart: the doctor judges them as rates",
        })
public final class CollectCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = {"-o", "--output"}, paramLabel = "DIR|FILE.tar.gz",
            description = "New or empty directory to write, or a new .tar.gz file (one file per node: its "
                    + "entries sit under a directory named by the host). {host} in the path is replaced by "
                    + "this node's host name. Default: ./rocekit-snapshot-HOST-TIME.")
    String output;

    @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "15",
            description = "Timeout of each command (firmware queries get 4x). Default: ${DEFAULT-VALUE}.")
    int timeoutSeconds;

    @Mixin
    JsonOption json;

    @Option(names = "--interval", paramLabel = "DURATION",
            description = "Also read the RDMA and interface counters twice, DURATION apart (e.g. 60s), into "
                    + "DIR/counters.jsonl: 'rocekit doctor --snapshot DIR' then judges counters as rates.")
    String interval;

    @Override
    public Integer call() throws IOException {
        if (timeoutSeconds <= 0) {
            throw new InputException("--timeout=" + timeoutSeconds + " must be > 0");
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        CollectOptions base = CollectOptions.live(VersionProvider.version());
        CollectOptions options = new CollectOptions(base.hostRoot(), base.rocekitVersion(),
                timeoutSeconds * 1000L, timeoutSeconds * 4000L, base.capBytes());
        Path target = output != null ? Path.of(output.replace("{host}", safeHost())) : defaultDir();
        boolean archive = io.rocekit.host.snapshot.ArchiveSnapshot.isArchiveName(target);
        if (archive && java.nio.file.Files.exists(target, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            throw new InputException(target + ": exists; give a new file (collect never overwrites)");
        }
        Path dir = archive ? java.nio.file.Files.createTempDirectory("rocekit-collect-").resolve(safeHost()) : target;
        long intervalMillis = interval == null ? 0 : io.rocekit.cli.monitor.Durations.millis("--interval", interval);
        io.rocekit.monitor.sample.Sampler counters = new io.rocekit.monitor.sample.Sampler(Path.of("/sys"),
                new io.rocekit.monitor.sample.LiveEthtool(options.commandTimeoutMillis()));
        io.rocekit.monitor.sample.Sample first = interval == null ? null : counters.sample();
        Manifest m;
        try {
            m = collect(options, dir, err);
        } catch (IOException e) {
            throw new InputException(e.getMessage(), e);
        }
        if (first != null) {
            long left = intervalMillis - (System.nanoTime() - first.monoNanos()) / 1_000_000;
            err.println("collect: reading the counters again in " + Math.max(left, 0) / 1000 + " s");
            err.flush();
            if (left > 0) {
                try {
                    Thread.sleep(left);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new InputException("collect: interrupted before the second counter reading");
                }
            }
            try (java.io.Writer w = java.nio.file.Files.newBufferedWriter(dir.resolve(io.rocekit.monitor.record.CounterRates.IN_SNAPSHOT),
                    java.nio.charset.StandardCharsets.UTF_8, java.nio.file.StandardOpenOption.CREATE_NEW)) {
                io.rocekit.monitor.record.Recording.append(w, first);
                io.rocekit.monitor.record.Recording.append(w, counters.sample());
            }
        }
        if (archive) {
            try {
                io.rocekit.host.collect.SnapshotArchive.pack(dir, target, m.host().replaceAll("[^A-Za-z0-9._-]", "_"));
            } catch (IOException e) {
                throw new InputException(e.getMessage(), e);
            }
            deleteTree(dir.getParent());
            dir = target;
        }
        if (json.enabled()) {
            out.print(ManifestCodec.write(m));
        } else {
            printSummary(out, m, dir);
        }
        return ExitCodes.OK;
    }

    /** Collects with progress lines on {@code err}; shared with {@code rocekit doctor} on a live host. */
    static Manifest collect(CollectOptions options, Path dir, PrintWriter err) throws IOException {
        rootHint().ifPresent(err::println);
        return new Collector(options, new ProcessCommandRunner(), line -> {
            err.println(line);
            err.flush();
        }).collect(dir);
    }

    /**
     * What a non-root collection misses, said before it starts: lspci prints the extended
     * capabilities (ACS, the PCIe Device Control of bridges) only for root ("&lt;access denied&gt;"
     * otherwise), and mlxconfig/mstconfig open the device's configuration only as root.
     */
    static java.util.Optional<String> rootHint() {
        try {
            for (String line : java.nio.file.Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("Uid:")) {
                    String[] f = line.split("\\s+");
                    if (f.length > 2 && !f[2].equals("0")) {
                        return java.util.Optional.of("collect: not running as root: lspci -vvv will hide the ACS and"
                                + " extended PCIe capabilities ('<access denied>'), and mlxconfig/mstconfig cannot query"
                                + " firmware settings; run 'sudo rocekit collect' (or collect as root) for those.");
                    }
                }
            }
        } catch (IOException e) {
            // not Linux: no hint
        }
        return java.util.Optional.empty();
    }

    private static Path defaultDir() {
        String time = ZonedDateTime.now(ZoneOffset.UTC).format(DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'"));
        return Path.of("rocekit-snapshot-" + safeHost() + "-" + time);
    }

    /** This node's host name, fit for a file name ({@code node} when it cannot be read). */
    static String safeHost() {
        String host = "node";
        try {
            host = java.nio.file.Files.readString(Path.of("/proc/sys/kernel/hostname")).strip();
        } catch (IOException e) {
            // keep "node"
        }
        String safe = host.replaceAll("[^A-Za-z0-9._-]", "_");
        return safe.isEmpty() || safe.startsWith(".") ? "node" : safe;
    }

    /** Removes the temporary collection directory once packed (our own files only, no links followed). */
    private static void deleteTree(Path dir) throws IOException {
        try (java.util.stream.Stream<Path> s = java.nio.file.Files.walk(dir)) {
            for (Path p : s.sorted(java.util.Comparator.reverseOrder()).toList()) {
                java.nio.file.Files.delete(p);
            }
        }
    }

    static void printSummary(PrintWriter out, Manifest m, Path dir) {
        List<ManifestItem> cmds = m.items().stream().filter(i -> i.kind() == ItemKind.COMMAND).toList();
        List<ManifestItem> other = m.items().stream().filter(i -> i.kind() != ItemKind.COMMAND).toList();
        out.printf("Snapshot of %s written to %s%n", m.host(), dir);
        out.printf("  commands: %d ran (%d ok, %d failed, %d timed out), %d not installed%n",
                cmds.stream().filter(i -> i.status() != ItemStatus.NOT_INSTALLED).count(),
                count(cmds, ItemStatus.OK), count(cmds, ItemStatus.FAILED), count(cmds, ItemStatus.TIMED_OUT),
                count(cmds, ItemStatus.NOT_INSTALLED));
        String missing = cmds.stream().filter(i -> i.status() == ItemStatus.NOT_INSTALLED)
                .map(i -> i.command().get(0)).distinct().collect(Collectors.joining(", "));
        if (!missing.isEmpty()) {
            out.println("    not installed: " + missing);
        }
        for (ManifestItem i : cmds) {
            if (i.status() == ItemStatus.FAILED || i.status() == ItemStatus.TIMED_OUT) {
                out.printf("    %s: %s%s%n", i.commandLine(), i.status().label(),
                        i.note().map(n -> " (" + n + ")").orElse(""));
            }
        }
        out.printf("  files and trees: %d copied, %d not present, %d unreadable%n",
                count(other, ItemStatus.OK), count(other, ItemStatus.NOT_PRESENT), count(other, ItemStatus.UNREADABLE));
        String absent = other.stream().filter(i -> i.status() == ItemStatus.NOT_PRESENT)
                .map(i -> i.path().orElse("?")).collect(Collectors.joining(", "));
        if (!absent.isEmpty()) {
            out.println("    not present: " + absent);
        }
        out.println("Next: rocekit doctor --snapshot " + dir);
    }

    private static long count(List<ManifestItem> items, ItemStatus s) {
        return items.stream().filter(i -> i.status() == s).count();
    }
}
