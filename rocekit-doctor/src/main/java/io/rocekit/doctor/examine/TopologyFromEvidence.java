package io.rocekit.doctor.examine;

import io.rocekit.host.artifact.ParsedArtifact;
import io.rocekit.host.parse.amdsmi.AmdGpuLinks;
import io.rocekit.host.parse.lspci.LspciDump;
import io.rocekit.host.parse.lspci.PciDevice;
import io.rocekit.host.parse.lspcitree.LspciTree;
import io.rocekit.host.parse.nccltopo.NcclTopo;
import io.rocekit.host.parse.nvsmitopo.NvidiaSmiTopo;
import io.rocekit.host.snapshot.SnapshotException;
import io.rocekit.host.topology.LspciVerboseTopology;
import io.rocekit.host.topology.Topology;
import io.rocekit.host.topology.TopologyBuilder;
import io.rocekit.host.topology.TreeClassifier;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The topology of loaded evidence: every artifact that shows part of it, combined. */
public final class TopologyFromEvidence {
    private TopologyFromEvidence() {
    }

    public static Optional<Topology> of(LoadedEvidence e) throws SnapshotException {
        TopologyBuilder b = new TopologyBuilder();
        e.snapshot().ifPresent(b::sysfs);
        ParsedArtifact<LspciDump> lspci = null;
        for (ParsedArtifact<?> a : e.artifacts()) {
            Object m = a.model();
            if (m instanceof NvidiaSmiTopo t) {
                b.nvidiaSmi(a.file(), t);
            } else if (m instanceof AmdGpuLinks t) {
                b.amdLinks(a.file(), t);
            } else if (m instanceof LspciTree t) {
                b.lspciTree(a.file(), t);
            } else if (m instanceof NcclTopo t) {
                b.ncclXml(a.file(), t);
            } else if (m instanceof LspciDump) {
                @SuppressWarnings("unchecked")
                ParsedArtifact<LspciDump> d = (ParsedArtifact<LspciDump>) a;
                if (lspci == null || d.model().devices().size() > lspci.model().devices().size()) {
                    lspci = d;
                }
            }
        }
        if (lspci != null) {
            LspciVerboseTopology.acs(lspci).forEach(b::acs);
            for (PciDevice d : lspci.model().devices()) {
                b.role(d.address(), LspciVerboseTopology.role(d));
                d.numaNode().ifPresent(n -> b.numaNode(d.address(), n));
            }
        }
        Optional<Topology> t = b.build();
        boolean hasTree = t.isPresent() && !t.get().paths().isEmpty();
        if (!hasTree && lspci != null) {
            Optional<io.rocekit.host.topology.PciTree> tree = LspciVerboseTopology.tree(lspci.model());
            if (tree.isPresent() && (t.isEmpty() || t.get().matrix().isEmpty()
                    || !tree.get().withRole(io.rocekit.host.topology.PciTree.Role.GPU).isEmpty())) {
                Topology fromBuses = TreeClassifier.classify(tree.get(), LspciVerboseTopology.acs(lspci), Map.of(),
                        List.of(lspci.file() + " (lspci -vv bus numbers)"),
                        List.of("PCI tree rebuilt from lspci -vv bus numbers: Broadcom switches not flattened (no subsystem ids)"));
                if (!fromBuses.gpus().isEmpty() || t.isEmpty()) {
                    return Optional.of(fromBuses);
                }
            }
        }
        return t;
    }
}
