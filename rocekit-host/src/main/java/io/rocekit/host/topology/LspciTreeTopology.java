package io.rocekit.host.topology;

import io.rocekit.host.model.AcceleratorIds;
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
 * the device names (NVIDIA → GPU unless named as an NVSwitch, audio or USB function, or an NVSwitch
 * by id; AMD/ATI → GPU when an Instinct by name or id, see {@link AcceleratorIds}; Mellanox → NIC
 * unless a DMA or switch function), or from {@code lspci -vv} classes when given.
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
        if (n.startsWith("nvidia") && !n.matches(".*(audio|usb|nvswitch|bridge|ucsi|serial bus).*")
                && !nvSwitchById(name.get())) {
            return PciTree.Role.GPU;
        }
        if (AcceleratorIds.amdInstinctByName(name.get()).isPresent()) {
            return PciTree.Role.GPU;
        }
        if ((n.startsWith("mellanox") || n.contains("connectx")) && !n.matches(".*(dma|switch|bridge).*")) {
            return PciTree.Role.NIC;
        }
        return PciTree.Role.OTHER;
    }

    /** {@code NVIDIA Corporation Device 22a3}: an NVSwitch that an old pci.ids does not name. */
    private static boolean nvSwitchById(String name) {
        OptionalInt id = AcceleratorIds.deviceIdInName(name);
        return id.isPresent() && AcceleratorIds.isNvSwitch(id.getAsInt());
    }

    /**
     * Notes for GPUs the tree names only by id: what pci.ids calls them, so the reader knows why
     * {@code Device 738c} counts as a GPU.
     */
    static List<String> namedById(LspciTree t, String file) {
        List<String> out = new ArrayList<>();
        for (RootBus r : t.roots()) {
            for (TreeDevice d : r.devices()) {
                namedById(d, file, out);
            }
        }
        return out;
    }

    private static void namedById(TreeDevice d, String file, List<String> out) {
        if (d.name().isPresent()) {
            String n = d.name().get();
            OptionalInt id = AcceleratorIds.deviceIdInName(n);
            Optional<String> known = AcceleratorIds.amdInstinctByName(n);
            if (id.isPresent() && known.isPresent() && !n.contains("Instinct")) {
                out.add(String.format(Locale.ROOT, "%s: %s '%s' is AMD 1002:%04x, %s in the PCI ID Repository (pci.ids):"
                        + " counted as a GPU", file, d.address(), n, id.getAsInt(), known.get()));
            }
        }
        for (TreeDevice c : d.children()) {
            namedById(c, file, out);
        }
    }
}
