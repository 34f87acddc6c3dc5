package io.rocekit.host.topology;

import io.rocekit.core.number.ConfigNumbers;
import io.rocekit.host.model.AcceleratorIds;
import io.rocekit.host.model.PciAddress;
import io.rocekit.host.snapshot.Snapshot;
import io.rocekit.host.snapshot.SnapshotException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The PCI tree of a snapshot's sysfs copy: {@code sys/bus/pci/devices/BDF.link} gives each
 * function's real path ({@code sys/devices/pci0000:00/0000:00:01.0/0000:01:00.0}), whose
 * components are its host bridge and its parent bridges; the attributes beside it give class,
 * ids and NUMA node; {@code sys/class/infiniband} and {@code sys/class/net} links name the RDMA
 * device and interface of each function; a bridge's {@code config} gives its ACS state.
 */
public final class SysfsTopology {
    private static final String PCI_DEVICES = "sys/bus/pci/devices";

    private SysfsTopology() {
    }

    /** The tree, or empty when the snapshot has no PCI devices. */
    public static Optional<PciTree> tree(Snapshot s) throws SnapshotException {
        Map<PciAddress, String> rdma = functionNames(s, "sys/class/infiniband", "infiniband");
        Map<PciAddress, String> net = functionNames(s, "sys/class/net", "net");
        List<PciTree.Node> nodes = new ArrayList<>();
        for (String entry : s.list(PCI_DEVICES)) {
            if (!entry.endsWith(".link")) {
                continue;
            }
            String bdf = entry.substring(0, entry.length() - ".link".length());
            Optional<PciAddress> addr = PciAddress.parse(bdf);
            if (addr.isEmpty()) {
                continue;
            }
            String real = s.link(PCI_DEVICES + "/" + bdf).orElseThrow();
            String[] parts = real.split("/");
            String root = "?";
            Optional<PciAddress> parent = Optional.empty();
            for (int i = 0; i < parts.length - 1; i++) {
                if (parts[i].startsWith("pci")) {
                    root = parts[i];
                }
                Optional<PciAddress> p = PciAddress.parse(parts[i]);
                if (p.isPresent() && parts[i].length() >= 12) {
                    parent = p;
                }
            }
            int cls = hex(s.readValue(real + "/class")).orElse(0);
            PciTree.Ids ids = new PciTree.Ids(hex(s.readValue(real + "/vendor")), hex(s.readValue(real + "/device")),
                    hex(s.readValue(real + "/subsystem_vendor")), hex(s.readValue(real + "/subsystem_device")));
            OptionalInt numa = numaNode(s.readValue(real + "/numa_node"));
            PciTree.Role role = role(cls, ids, rdma.containsKey(addr.get()));
            nodes.add(new PciTree.Node(addr.get(), role, ids, numa, root, parent,
                    Optional.of(describe(cls, ids)), Optional.ofNullable(rdma.get(addr.get())),
                    Optional.ofNullable(net.get(addr.get()))));
        }
        return nodes.isEmpty() ? Optional.empty() : Optional.of(new PciTree(nodes));
    }

    /** ACS states read from the config space copies of the bridges. */
    public static Map<PciAddress, AcsState> acs(Snapshot s, PciTree tree) throws SnapshotException {
        Map<PciAddress, AcsState> out = new HashMap<>();
        for (PciTree.Node b : tree.withRole(PciTree.Role.BRIDGE)) {
            String real = s.link(PCI_DEVICES + "/" + b.address()).orElse("");
            if (real.isEmpty()) {
                continue;
            }
            Optional<byte[]> cfg = s.readBytes(real + "/config");
            if (cfg.isPresent()) {
                AcsConfigSpace.read(cfg.get(), real + "/config").ifPresent(a -> out.put(b.address(), a));
            }
        }
        return out;
    }

    static PciTree.Role role(int cls, PciTree.Ids ids, boolean hasRdma) {
        int base = cls >> 16;
        if (cls >> 8 == 0x0604) {
            return PciTree.Role.BRIDGE;
        }
        if (base == 0x03 && ids.vendor().orElse(0) == AcceleratorIds.VENDOR_NVIDIA) {
            return PciTree.Role.GPU;
        }
        if ((base == 0x03 || base == 0x12) && ids.vendor().orElse(0) == AcceleratorIds.VENDOR_AMD_ATI
                && AcceleratorIds.amdInstinct(ids.device().orElse(0)).isPresent()) {
            return PciTree.Role.GPU;
        }
        if (base == 0x02 && (hasRdma || ids.vendor().orElse(0) == 0x15b3)) {
            return PciTree.Role.NIC;
        }
        return PciTree.Role.OTHER;
    }

    private static String describe(int cls, PciTree.Ids ids) {
        return String.format("[%04x:%04x] class %06x", ids.vendor().orElse(0), ids.device().orElse(0), cls);
    }

    /** RDMA device or interface names by PCI function: {@code sys/class/X/NAME.link -> .../BDF/KIND/NAME}. */
    private static Map<PciAddress, String> functionNames(Snapshot s, String dir, String kind) throws SnapshotException {
        Map<PciAddress, String> out = new LinkedHashMap<>();
        for (String entry : s.list(dir)) {
            if (!entry.endsWith(".link")) {
                continue;
            }
            String name = entry.substring(0, entry.length() - ".link".length());
            String[] parts = s.link(dir + "/" + name).orElseThrow().split("/");
            for (int i = parts.length - 2; i > 0; i--) {
                if (parts[i].equals(kind)) {
                    Optional<PciAddress> a = PciAddress.parse(parts[i - 1]);
                    a.ifPresent(x -> out.merge(x, name, (o, nw) -> TreeClassifier.natural(o, nw) <= 0 ? o : nw));
                    break;
                }
            }
        }
        return out;
    }

    /**
     * A device's {@code numa_node}: a node number, or none for the kernel's {@code -1} and for
     * anything that is not a number in an {@code int} (a copied tree may hold {@code 99999999999}).
     */
    static OptionalInt numaNode(Optional<String> v) {
        return v.flatMap(t -> ConfigNumbers.int32("numa_node", t, 0, Integer.MAX_VALUE).optional())
                .map(OptionalInt::of).orElse(OptionalInt.empty());
    }

    private static OptionalInt hex(Optional<String> v) {
        if (v.isEmpty()) {
            return OptionalInt.empty();
        }
        try {
            return OptionalInt.of(Integer.decode(v.get().strip()));
        } catch (NumberFormatException e) {
            return OptionalInt.empty();
        }
    }
}
