package io.rocekit.fleet.node;

import io.rocekit.host.topology.Nic;
import io.rocekit.host.topology.Topology;
import java.util.Optional;

/**
 * Stable names for per-device facts: a NIC by its RDMA device ({@code mlx5_0}) where the topology
 * knows it, so that nodes with the same slots give the same keys.
 */
final class Names {
    private Names() {
    }

    /** The RDMA device at PCI address {@code bdf}, else the address. */
    static String nicAt(Optional<Topology> topology, String bdf) {
        return topology.flatMap(t -> t.nics().stream()
                        .filter(n -> n.busId().map(a -> a.toString().equalsIgnoreCase(bdf)
                                || a.shortForm().equalsIgnoreCase(bdf)).orElse(false))
                        .findFirst())
                .map(Names::nic).orElse(bdf);
    }

    /** The RDMA device of network interface {@code ifc}, else the interface. */
    static String nicOfNetdev(Optional<Topology> topology, String ifc) {
        return topology.flatMap(t -> t.nics().stream().filter(n -> n.netdev().filter(ifc::equals).isPresent())
                .findFirst()).map(Names::nic).orElse(ifc);
    }

    static String nic(Nic n) {
        return n.device().orElse(n.name());
    }

    /** The part of a collect file name between a prefix and {@code .txt}: the interface or the address. */
    static Optional<String> between(String file, String prefix) {
        if (!file.startsWith(prefix) || !file.endsWith(".txt")) {
            return Optional.empty();
        }
        return Optional.of(file.substring(prefix.length(), file.length() - 4)).filter(s -> !s.isEmpty());
    }
}
