package io.rocekit.host.topology;

import io.rocekit.host.model.PciAddress;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A NIC (one RDMA device / PCI function).
 *
 * @param name     {@code NIC0}… as nvidia-smi names them
 * @param device   its RDMA device ({@code mlx5_0}), when known
 * @param netdev   its network interface ({@code ens1f0np0}), when known
 * @param busId    its PCI address, when known
 * @param numaNode its NUMA node, when known
 */
public record Nic(String name, Optional<String> device, Optional<String> netdev, Optional<PciAddress> busId,
                  OptionalInt numaNode) {
    public Nic {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(device, "device");
        Objects.requireNonNull(netdev, "netdev");
        Objects.requireNonNull(busId, "busId");
        Objects.requireNonNull(numaNode, "numaNode");
    }

    /** {@code NIC0 (mlx5_0)} or just the name. */
    public String displayName() {
        return device.map(d -> name + " (" + d + ")").orElse(name);
    }
}
