package io.rocekit.host.topology;

import io.rocekit.host.model.PciAddress;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The PCI tree as read from one source, before classification: each function with its role, ids,
 * NUMA node, parent bridge and root (the host bridge or, in an NCCL file, the CPU it hangs from).
 *
 * @param nodes   the functions
 * @param bridges what one bridge node stands for: a port (sysfs, lspci) or a whole switch (NCCL)
 */
public record PciTree(List<PciTree.Node> nodes, Bridges bridges) {
    public PciTree {
        nodes = List.copyOf(nodes);
        Objects.requireNonNull(bridges, "bridges");
    }

    /** A tree of bridge ports, as sysfs and lspci show it. */
    public PciTree(List<PciTree.Node> nodes) {
        this(nodes, Bridges.PORTS);
    }

    /** What a bridge node of the tree stands for. */
    public enum Bridges {
        /**
         * One node per bridge function, as sysfs and lspci show them: a PCIe switch is its upstream
         * port with its downstream ports below it, and a root port sits above it.
         */
        PORTS,
        /** One node per switch, as NCCL's graph (and so a topology file) holds them. */
        SWITCHES
    }

    /** What a function is to the topology. */
    public enum Role { BRIDGE, GPU, NIC, OTHER }

    /**
     * One PCI function.
     *
     * @param address     its address
     * @param role        bridge, GPU, NIC, other
     * @param ids         vendor, device, subsystem vendor, subsystem device, when known
     * @param numaNode    its NUMA node, when known
     * @param root        the host bridge ({@code pci0000:00}) or CPU it hangs from
     * @param parent      its parent bridge, none for a device on a root bus
     * @param description its name, when known
     * @param rdmaDevice  the RDMA device of a NIC function ({@code mlx5_0}), when known
     * @param netdev      the network interface of a NIC function, when known
     */
    public record Node(PciAddress address, Role role, Ids ids, OptionalInt numaNode, String root,
                       Optional<PciAddress> parent, Optional<String> description, Optional<String> rdmaDevice,
                       Optional<String> netdev) {
        public Node {
            Objects.requireNonNull(address, "address");
            Objects.requireNonNull(role, "role");
            Objects.requireNonNull(ids, "ids");
            Objects.requireNonNull(root, "root");
        }
    }

    /** PCI ids; a value that the source does not show is empty. */
    public record Ids(OptionalInt vendor, OptionalInt device, OptionalInt subsystemVendor, OptionalInt subsystemDevice) {
        public static final Ids NONE = new Ids(OptionalInt.empty(), OptionalInt.empty(), OptionalInt.empty(),
                OptionalInt.empty());

        /**
         * NCCL's 64-bit device id ({@code vendor<<48 | device<<32 | subsystem vendor<<16 |
         * subsystem device}), when all four are known.
         */
        public Optional<Long> ncclDeviceId() {
            if (vendor.isEmpty() || device.isEmpty() || subsystemVendor.isEmpty() || subsystemDevice.isEmpty()) {
                return Optional.empty();
            }
            return Optional.of(((long) vendor.getAsInt() << 48) | ((long) device.getAsInt() << 32)
                    | ((long) subsystemVendor.getAsInt() << 16) | subsystemDevice.getAsInt());
        }
    }

    /** The nodes by address. */
    public Map<PciAddress, Node> byAddress() {
        Map<PciAddress, Node> m = new LinkedHashMap<>();
        for (Node n : nodes) {
            m.put(n.address(), n);
        }
        return m;
    }

    /** The nodes of one role, in bus order. */
    public List<Node> withRole(Role role) {
        List<Node> out = new ArrayList<>();
        for (Node n : nodes) {
            if (n.role() == role) {
                out.add(n);
            }
        }
        out.sort((a, b) -> a.address().compareTo(b.address()));
        return out;
    }
}
