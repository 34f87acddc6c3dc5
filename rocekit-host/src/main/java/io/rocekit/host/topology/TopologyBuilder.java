package io.rocekit.host.topology;

import io.rocekit.host.artifact.SourceLine;
import io.rocekit.host.model.PciAddress;
import io.rocekit.host.parse.amdsmi.AmdGpuLinks;
import io.rocekit.host.parse.lspcitree.LspciTree;
import io.rocekit.host.parse.nccltopo.NcclTopo;
import io.rocekit.host.parse.nvsmitopo.NvidiaSmiTopo;
import io.rocekit.host.parse.nvsmitopo.TopoMode;
import io.rocekit.host.snapshot.Snapshot;
import io.rocekit.host.snapshot.SnapshotException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Builds one {@link Topology} from whatever a node's evidence holds. The PCI tree comes from the
 * best source present (a snapshot's sysfs, then an NCCL topology file, then {@code lspci -tv});
 * an {@code nvidia-smi topo -m} matrix adds the NVLink cells between GPUs (sysfs cannot show
 * NVLink) and names NICs its legend names; ACS states come from {@code lspci -vvv} (given with
 * {@link #acs}) or the bridges' config space. Without any tree, the matrix alone is the model.
 */
public final class TopologyBuilder {
    private Snapshot snapshot;
    private String ncclFile;
    private NcclTopo nccl;
    private String lspciFile;
    private LspciTree lspci;
    private String smiFile;
    private NvidiaSmiTopo smi;
    private String amdFile;
    private AmdGpuLinks amd;
    private final Map<PciAddress, AcsState> acs = new HashMap<>();
    private final Map<PciAddress, PciTree.Role> roles = new HashMap<>();
    private final Map<PciAddress, Integer> numa = new HashMap<>();

    public TopologyBuilder sysfs(Snapshot s) {
        this.snapshot = s;
        return this;
    }

    public TopologyBuilder ncclXml(String file, NcclTopo t) {
        if (nccl == null) {
            ncclFile = file;
            nccl = t;
        }
        return this;
    }

    public TopologyBuilder lspciTree(String file, LspciTree t) {
        if (lspci == null) {
            lspciFile = file;
            lspci = t;
        }
        return this;
    }

    public TopologyBuilder nvidiaSmi(String file, NvidiaSmiTopo m) {
        if (smi == null || smi.mode() == TopoMode.PCIE_ONLY && m.mode() == TopoMode.MATRIX) {
            smiFile = file;
            smi = m;
        }
        return this;
    }

    /** AMD's GPU link tables (rocm-smi --showtopo, amd-smi topology): the first with links wins. */
    public TopologyBuilder amdLinks(String file, AmdGpuLinks m) {
        if (amd == null || amd.links().isEmpty() && !m.links().isEmpty()) {
            amdFile = file;
            amd = m;
        }
        return this;
    }

    /** The ACS Control state of a bridge, as lspci -vvv showed it (wins over config space). */
    public TopologyBuilder acs(PciAddress bridge, AcsState state) {
        acs.put(bridge, state);
        return this;
    }

    /** What a function is, as lspci -vv's class code says. */
    public TopologyBuilder role(PciAddress address, PciTree.Role role) {
        roles.put(address, role);
        return this;
    }

    /** A function's NUMA node, as lspci -vv says. */
    public TopologyBuilder numaNode(PciAddress address, int node) {
        numa.put(address, node);
        return this;
    }

    /** The topology; empty when no input shows any. */
    public Optional<Topology> build() throws SnapshotException {
        List<String> sources = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        PciTree tree = null;
        Map<PciAddress, AcsState> states = new HashMap<>();
        Map<PciAddress, Map<PciAddress, Integer>> nvlinks = new HashMap<>();
        if (snapshot != null) {
            Optional<PciTree> t = SysfsTopology.tree(snapshot);
            if (t.isPresent() && !t.get().withRole(PciTree.Role.BRIDGE).isEmpty() || t.isPresent() && nccl == null && lspci == null) {
                tree = t.get();
                states.putAll(SysfsTopology.acs(snapshot, tree));
                sources.add("sysfs PCI tree of " + snapshot.name());
            }
        }
        if (tree == null && nccl != null) {
            tree = NcclTopology.tree(nccl);
            nvlinks = NcclTopology.nvlinks(nccl);
            sources.add(ncclFile + " (NCCL topology)");
        }
        if (tree == null && lspci != null) {
            tree = LspciTreeTopology.tree(lspci, roles, numa);
            sources.add(lspciFile + " (lspci -tv)");
            if (numa.isEmpty()) {
                notes.add(lspciFile + ": lspci -tv shows no NUMA nodes: devices on different host bridges are shown as NODE"
                        + " (give lspci -vv for NUMA nodes)");
            }
            notes.addAll(LspciTreeTopology.namedById(lspci, lspciFile));
            for (SourceLine cut : lspci.elisions()) {
                notes.add(lspciFile + ":" + cut.number() + ": '" + cut.text().strip()
                        + "' (the tree was cut here): devices left out are not in the topology");
            }
        }
        states.putAll(acs);
        if (tree == null) {
            if (smi == null) {
                return amd == null || amd.gpus().isEmpty() ? Optional.empty() : Optional.of(AmdLinkTopology.of(amd, amdFile));
            }
            return Optional.of(withAcsOnly(MatrixTopology.of(smi, smiFile)));
        }
        Topology t = TreeClassifier.classify(tree, states, nvlinks, sources, notes);
        if (smi != null) {
            t = overlay(t, smi, smiFile);
        }
        if (amd != null && !amd.gpus().isEmpty()) {
            t = AmdLinkTopology.overlay(t, amd, amdFile);
        } else if (smi == null && nvlinks.isEmpty() && !t.gpus().isEmpty()) {
            notes = new ArrayList<>(t.notes());
            notes.add(GpuLinkNote.of(tree));
            t = new Topology(t.sources(), t.gpus(), t.nics(), t.bridges(), t.matrix(), t.paths(), notes);
        }
        return Optional.of(t);
    }

    /** A matrix-only model with the bridges lspci showed (their place in the tree unknown). */
    private Topology withAcsOnly(Topology m) {
        List<Bridge> bridges = new ArrayList<>();
        acs.entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(e -> bridges.add(new Bridge(e.getKey(),
                Optional.empty(), Optional.empty(), java.util.OptionalInt.empty(), Optional.of(e.getValue()), false)));
        List<String> notes = new ArrayList<>(m.notes());
        if (!bridges.isEmpty()) {
            notes.add("no PCI tree (give a snapshot, lspci -tv or an NCCL topology file): which bridges lie on GPU–NIC paths is unknown");
        }
        return new Topology(m.sources(), m.gpus(), m.nics(), bridges, m.matrix(), m.paths(), notes);
    }

    /** NV# cells and NIC device names from nvidia-smi on top of a tree-built model. */
    private static Topology overlay(Topology t, NvidiaSmiTopo m, String file) {
        List<String> notes = new ArrayList<>(t.notes());
        List<String> sources = new ArrayList<>(t.sources());
        sources.add(file + " (nvidia-smi topo, for NVLink and NIC names)");
        List<String> smiGpus = m.gpus();
        Map<String, Map<String, Connection>> matrix = new LinkedHashMap<>();
        t.matrix().forEach((k, v) -> matrix.put(k, new LinkedHashMap<>(v)));
        if (smiGpus.size() != t.gpus().size()) {
            notes.add(file + ": nvidia-smi shows " + smiGpus.size() + " GPUs, the PCI tree " + t.gpus().size()
                    + ": NVLink cells not taken from it");
        } else if (m.mode() != TopoMode.PCIE_ONLY) {
            for (String a : smiGpus) {
                for (String b : smiGpus) {
                    m.cell(a, b).flatMap(c -> Connection.parse(c.text()))
                            .filter(c -> c.type() == PathType.NVLINK)
                            .ifPresent(c -> {
                                matrix.get(a).put(b, c);
                                matrix.get(b).put(a, c);
                            });
                }
            }
            List<String> disagree = new ArrayList<>();
            List<String> smiNicCols = m.nics();
            if (smiNicCols.size() == t.nics().size()) {
                for (int g = 0; g < smiGpus.size(); g++) {
                    for (int n = 0; n < smiNicCols.size(); n++) {
                        String gpu = smiGpus.get(g);
                        String nic = t.nics().get(n).name();
                        Optional<Connection> fromSmi = m.cell(gpu, smiNicCols.get(n)).flatMap(c -> Connection.parse(c.text()));
                        Connection fromTree = matrix.get(gpu).get(nic);
                        if (fromSmi.isPresent() && fromTree != null && !fromSmi.get().equals(fromTree)) {
                            disagree.add(gpu + "-" + nic + " " + fromSmi.get().label() + "→" + fromTree.label());
                        }
                    }
                }
            }
            if (!disagree.isEmpty()) {
                notes.add(file + " disagrees with the PCI tree (nvidia-smi→tree; the tree is used): "
                        + String.join(", ", disagree));
            }
        }
        List<Nic> nics = new ArrayList<>();
        List<String> smiNics = m.nics();
        for (int i = 0; i < t.nics().size(); i++) {
            Nic n = t.nics().get(i);
            if (n.device().isEmpty() && smiNics.size() == t.nics().size()) {
                n = new Nic(n.name(), m.deviceOf(smiNics.get(i)), n.netdev(), n.busId(), n.numaNode());
            }
            nics.add(n);
        }
        List<Gpu> gpus = t.gpus();
        if (smiGpus.size() == t.gpus().size()) {
            gpus = new ArrayList<>();
            for (int i = 0; i < smiGpus.size(); i++) {
                Gpu g = t.gpus().get(i);
                gpus.add(new Gpu(g.name(), g.busId(), g.numaNode(), MatrixTopology.memoryNode(m.row(smiGpus.get(i))), g.amd()));
            }
        }
        return new Topology(sources, gpus, nics, t.bridges(), matrix, t.paths(), notes);
    }
}
