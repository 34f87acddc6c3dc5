package io.rocekit.host.topology;

import io.rocekit.core.finding.Evidence;
import io.rocekit.host.artifact.ParsedArtifact;
import io.rocekit.host.model.PciAddress;
import io.rocekit.host.parse.lspci.AcsBit;
import io.rocekit.host.parse.lspci.AcsFlags;
import io.rocekit.host.parse.lspci.LspciDump;
import io.rocekit.host.parse.lspci.PciDevice;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What {@code lspci -vv}/{@code -vvv} adds to a topology: the ACS state of each bridge (with the
 * {@code ACSCtl:} line as evidence), classes and NUMA nodes, and, when no other source draws the
 * tree, the tree itself from the bridges' bus numbers (a device on bus B sits behind the bridge
 * whose secondary bus is B). Subsystem ids are not read, so Broadcom switches are not flattened
 * in such a tree.
 */
public final class LspciVerboseTopology {
    private LspciVerboseTopology() {
    }

    /** ACS states of the bridges whose block shows its capabilities. */
    public static Map<PciAddress, AcsState> acs(ParsedArtifact<LspciDump> a) {
        Map<PciAddress, AcsState> out = new HashMap<>();
        for (PciDevice d : a.model().devices()) {
            if (d.role() != PciDevice.Role.BRIDGE) {
                continue;
            }
            if (d.acsControl().isPresent()) {
                AcsFlags f = d.acsControl().get();
                out.put(d.address(), new AcsState(names(f.enabled()), names(f.listed()), a.evidence(f.line())));
            } else if (!d.capabilitiesHidden() && d.portType().isPresent() && d.acsCapability().isEmpty()) {
                out.put(d.address(), new AcsState(Set.of(), Set.of(),
                        Evidence.line(a.file(), d.header().number(), d.header().trimmed() + " (no Access Control Services capability)")));
            }
        }
        return out;
    }

    private static Set<String> names(Set<AcsBit> bits) {
        Set<String> out = new HashSet<>();
        for (AcsBit b : bits) {
            out.add(b.lspciName());
        }
        return out;
    }

    /** Role of each function, by class code. */
    public static PciTree.Role role(PciDevice d) {
        return switch (d.role()) {
            case BRIDGE -> PciTree.Role.BRIDGE;
            case GPU -> PciTree.Role.GPU;
            case NIC -> d.isMellanox() ? PciTree.Role.NIC : PciTree.Role.OTHER;
            default -> PciTree.Role.OTHER;
        };
    }

    /** The tree from bus numbers; empty when no bridge shows its buses. */
    public static Optional<PciTree> tree(LspciDump dump) {
        Map<String, PciDevice> bySecondary = new HashMap<>();
        for (PciDevice d : dump.devices()) {
            d.buses().ifPresent(b -> bySecondary.put(d.address().domain() + ":" + b.secondary(), d));
        }
        if (bySecondary.isEmpty()) {
            return Optional.empty();
        }
        List<PciTree.Node> nodes = new ArrayList<>();
        for (PciDevice d : dump.devices()) {
            Optional<PciAddress> parent = Optional.ofNullable(bySecondary.get(d.address().domain() + ":" + d.address().bus()))
                    .map(PciDevice::address).filter(p -> !p.equals(d.address()));
            PciAddress top = d.address();
            Set<PciAddress> seen = new HashSet<>();
            PciDevice up = bySecondary.get(top.domain() + ":" + top.bus());
            while (up != null && seen.add(up.address())) {
                top = up.address();
                up = bySecondary.get(top.domain() + ":" + top.bus());
            }
            String root = String.format("pci%04x:%02x", top.domain(), top.bus());
            PciTree.Ids ids = new PciTree.Ids(d.vendorId(), d.deviceId(), java.util.OptionalInt.empty(), java.util.OptionalInt.empty());
            nodes.add(new PciTree.Node(d.address(), role(d), ids, d.numaNode(), root, parent,
                    Optional.of(d.description()), Optional.empty(), Optional.empty()));
        }
        return Optional.of(new PciTree(nodes));
    }
}
