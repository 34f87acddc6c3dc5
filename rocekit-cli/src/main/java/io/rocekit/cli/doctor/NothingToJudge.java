package io.rocekit.cli.doctor;

import io.rocekit.doctor.examine.ArtifactRef;
import io.rocekit.doctor.examine.Examination;
import io.rocekit.host.artifact.ParsedArtifact;
import io.rocekit.host.parse.ibstat.IbstatOutput;
import io.rocekit.host.parse.ibvdevinfo.IbvDevices;
import io.rocekit.host.parse.nvsmi.NvidiaSmiQuery;
import io.rocekit.host.parse.showgids.GidTable;
import io.rocekit.host.snapshot.ItemStatus;
import io.rocekit.host.snapshot.Manifest;
import io.rocekit.host.snapshot.ManifestItem;
import io.rocekit.host.snapshot.Snapshot;
import io.rocekit.host.snapshot.SnapshotException;
import io.rocekit.host.snapshot.SnapshotLayout;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * "Nothing to judge" is not "nothing wrong" (DESIGN.md): when no input part was recognised, or
 * the evidence shows no GPU and no RDMA device, the doctor says so, lists what was missing and
 * why (not installed, not present, unreadable: not root), and exits with 4.
 *
 * @param lines what to print, the first line the verdict; empty when there was something to judge
 * @param notes remarks that do not stop judging (a node with GPUs but no RDMA device)
 */
record NothingToJudge(List<String> lines, List<String> notes) {
    /** Commands and paths whose absence explains an empty topology. */
    private static final Set<String> DEVICE_TOOLS = Set.of("nvidia-smi", "ibv_devinfo", "ibstat", "lspci", "rdma",
            "show_gids", "mlxconfig", "mstconfig", "ibdev2netdev");

    /**
     * The verdict; {@code artifacts} (the parsed outputs) say which GPUs and RDMA devices were read
     * though no PCI tree places them, so the verdict never denies what the input shows.
     */
    static NothingToJudge of(Examination e, String inputName, Optional<Snapshot> snapshot,
                             List<ParsedArtifact<?>> artifacts) {
        List<String> lines = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        List<String> why = snapshot.map(NothingToJudge::missing).orElse(List.of());
        long recognised = e.artifacts().stream().filter(NothingToJudge::recognised).count();
        if (recognised == 0) {
            lines.add("Nothing to judge: no evidence recognised in " + inputName + ".");
            Set<String> seen = new LinkedHashSet<>();
            for (ArtifactRef a : e.artifacts()) {
                seen.add("  " + a.file() + ": " + a.problem().map(p -> "not parsed: " + p).orElse("not a tool"
                        + " output rocekit reads"));
            }
            seen.stream().limit(10).forEach(lines::add);
            if (seen.size() > 10) {
                lines.add("  ... and " + (seen.size() - 10) + " more");
            }
            if (e.artifacts().isEmpty()) {
                lines.add("  no input part at all (empty files, or an empty snapshot directory)");
            }
            lines.addAll(why);
            lines.add("  rocekit reads the outputs of lspci -vvv, nvidia-smi (-q, topo -m), ethtool (-S, -i),"
                    + " ibv_devinfo, ibstat, show_gids, mlnx_qos, mlxconfig, rdma statistic, /proc files and"
                    + " NCCL logs; 'rocekit identify FILE' says what a file is, 'rocekit collect' gathers a node.");
            return new NothingToJudge(lines, notes);
        }
        int gpus = e.topology().map(t -> t.gpus().size()).orElse(0);
        int nics = e.topology().map(t -> t.nics().size()).orElse(0);
        if (gpus == 0 && nics == 0) {
            // "no RDMA NIC" alone was false beside an ibv_devinfo or mlnx_qos output: what is missing is the PCI tree
            List<String> read = devicesRead(artifacts);
            String shows = read.isEmpty() ? "the evidence shows no GPU and no RDMA NIC in a PCIe topology"
                    : "the evidence shows " + String.join(" and ", read) + " but no PCIe topology to place "
                    + (read.size() == 1 && read.get(0).startsWith("1 ") ? "it" : "them") + " in";
            lines.add("Nothing to judge on devices: " + shows + " (that takes"
                    + " the PCI tree: a snapshot, or lspci -vvv with nvidia-smi topo -m), so the GPU, NIC, PCIe and topology"
                    + " rules had nothing to look at" + (e.findings().isEmpty() ? "." : "; the findings above come from the"
                    + " outputs given."));
            lines.addAll(why);
            return new NothingToJudge(lines, notes);
        }
        if (gpus == 0) {
            notes.add("No GPU in the evidence: GPU and GPU-NIC topology rules did not run.");
        }
        if (nics == 0) {
            // an ibstat or ibv_devinfo beside a NIC-less matrix: the NICs exist, only their place is unknown
            List<String> rdma = devicesRead(artifacts).stream().filter(d -> d.contains("RDMA device")).toList();
            notes.add(rdma.isEmpty() ? "No RDMA NIC in the evidence: NIC, counter and GPU-NIC topology rules did not run."
                    : "No RDMA NIC in the topology (the evidence shows " + String.join(" and ", rdma)
                    + " but not where they sit on PCIe): the GPU-NIC topology rules did not run.");
        }
        notes.addAll(why);
        return new NothingToJudge(lines, notes);
    }

    /** "1 GPU (nvidia-smi -q)", "4 RDMA devices (ibv_devinfo)": the devices outputs name, each once. */
    private static List<String> devicesRead(List<ParsedArtifact<?>> artifacts) {
        Set<String> gpus = new LinkedHashSet<>();
        Set<String> rdma = new LinkedHashSet<>();
        Set<String> gpuTools = new LinkedHashSet<>();
        Set<String> rdmaTools = new LinkedHashSet<>();
        for (ParsedArtifact<?> a : artifacts) {
            if (a.model() instanceof NvidiaSmiQuery q && !q.gpus().isEmpty()) {
                q.gpus().forEach(g -> gpus.add(g.busId().toString()));
                gpuTools.add("nvidia-smi -q");
            } else if (a.model() instanceof IbvDevices d && !d.hcas().isEmpty()) {
                d.hcas().forEach(h -> rdma.add(h.id().orElse(a.file() + "#" + rdma.size())));
                rdmaTools.add("ibv_devinfo");
            } else if (a.model() instanceof IbstatOutput o && !o.adapters().isEmpty()) {
                o.adapters().forEach(h -> rdma.add(h.name()));
                rdmaTools.add("ibstat");
            } else if (a.model() instanceof GidTable t && !t.entries().isEmpty()) {
                t.entries().forEach(g -> rdma.add(g.device()));
                rdmaTools.add("show_gids");
            }
        }
        List<String> out = new ArrayList<>();
        if (!gpus.isEmpty()) {
            out.add(count(gpus.size(), "GPU") + " (" + String.join(", ", gpuTools) + ")");
        }
        if (!rdma.isEmpty()) {
            out.add(count(rdma.size(), "RDMA device") + " (" + String.join(", ", rdmaTools) + ")");
        }
        return out;
    }

    private static String count(int n, String what) {
        return n + " " + what + (n == 1 ? "" : "s");
    }

    boolean nothing() {
        return !lines.isEmpty();
    }

    private static boolean recognised(ArtifactRef a) {
        return !a.kind().equals("unknown") && a.problem().isEmpty();
    }

    /** Why evidence is missing, from the snapshot's manifest (what collect tried and what happened). */
    private static List<String> missing(Snapshot s) {
        List<String> out = new ArrayList<>();
        Optional<Manifest> m;
        try {
            m = s.manifest();
        } catch (SnapshotException ex) {
            out.add("  manifest.json unreadable: " + ex.getMessage());
            return out;
        }
        if (m.isEmpty()) {
            out.add("  no manifest.json: not a snapshot written by 'rocekit collect'");
            return out;
        }
        if (m.get().format() > SnapshotLayout.FORMAT) {
            out.add("  manifest.json has format " + m.get().format() + ", newer than this rocekit reads ("
                    + SnapshotLayout.FORMAT + "): update rocekit");
        }
        for (ManifestItem i : m.get().items()) {
            if (i.status() == ItemStatus.OK) {
                continue;
            }
            String tool = i.command().isEmpty() ? "" : i.command().get(0);
            boolean device = DEVICE_TOOLS.contains(tool) || i.path().filter(p -> p.startsWith("/sys/class/infiniband")
                    || p.startsWith("/sys/bus/pci")).isPresent();
            if (!device && i.status() != ItemStatus.UNREADABLE) {
                continue;
            }
            String reason = switch (i.status()) {
                case NOT_INSTALLED -> "not installed";
                case NOT_PRESENT -> "absent on the node";
                case UNREADABLE -> "unreadable (run collect as root)";
                case TIMED_OUT -> "timed out";
                case FAILED -> "failed" + i.note().map(n -> ": " + n).orElse("");
                default -> i.status().label();
            };
            out.add("  " + i.subject() + ": " + reason);
            if (out.size() >= 16) {
                out.add("  ... (see manifest.json)");
                break;
            }
        }
        return out;
    }
}
