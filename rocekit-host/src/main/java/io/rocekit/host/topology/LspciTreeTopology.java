package io.rocekit.host.topology;

import io.rocekit.host.model.PciAddress;
import io.rocekit.host.parse.lspcitree.LspciTree;
import io.rocekit.host.parse.lspcitree.RootBus;
import io.rocekit.host.parse.lspcitree.TreeDevice;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The PCI tree drawn by {@code lspci -tv}. It shows no classes and no NUMA nodes: roles come from
 * the device names (NVIDIA → GPU unless named as an NVSwitch, audio or USB function; Mellanox →
 * NIC unless a DMA or switch function), or from {@code lspci -vv} classes when given.
 */
public final class LspciTreeTopology {
    private LspciTreeTopology() {
    }

    /**
     * The tree.
     *
     * @param roles     roles known from another source (lspci -vv classes) by address
     * @param numaNodes NUMA nodes known from another source by address
     */
    public static PciTree tree(LspciTree t, Map<PciAddress, PciTree.Role> roles, Map<PciAddress, Integer> numaNodes) {
        List<PciTree.Node> out = new ArrayList<>();
        for (RootBus r : t.roots()) {
            String root = String.format(Locale.ROOT, "pci%04x:%02x", r.domain(), r.bus());
            for (TreeDevice d : r.devices()) {
                add(d, root, Optional.empty(), roles, numaNodes, out);
            }
        }
        return new PciTree(out);
    }

    private static void add(TreeDevice d, String root, Optional<PciAddress> parent, Map<PciAddress, PciTree.Role> roles,
                            Map<PciAddress, Integer> numa, List<PciTree.Node> out) {
        PciTree.Role role = roles.getOrDefault(d.address(), d.isBridge() ? PciTree.Role.BRIDGE : byName(d.name()));
        Integer n = numa.get(d.address());
        out.add(new PciTree.Node(d.address(), role, PciTree.Ids.NONE, n == null ? OptionalInt.empty() : OptionalInt.of(n),
                root, parent, d.name(), Optional.empty(), Optional.empty()));
        for (TreeDevice c : d.children()) {
            add(c, root, Optional.of(d.address()), roles, numa, out);
        }
    }

    static PciTree.Role byName(Optional<String> name) {
        if (name.isEmpty()) {
            return PciTree.Role.OTHER;
        }
        String n = name.get().toLowerCase(Locale.ROOT);
        if (n.startsWith("nvidia") && !n.matches(".*(audio|usb|nvswitch|bridge|ucsi|serial bus).*")) {
            return PciTree.Role.GPU;
        }
        if ((n.startsWith("mellanox") || n.contains("connectx")) && !n.matches(".*(dma|switch|bridge).*")) {
            return PciTree.Role.NIC;
        }
        return PciTree.Role.OTHER;
    }
}
