package io.rocekit.host.topology;

import io.rocekit.host.model.PciAddress;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A PCI-to-PCI bridge (root port or switch port).
 *
 * @param busId         its address
 * @param description   what it is, when the input says ({@code Broadcom PEX89000 switch}, vendor:device)
 * @param parent        the bridge above it, if any
 * @param numaNode      its NUMA node, when known
 * @param acs           its ACS Control state, when known
 * @param onGpuNicPath  true when it lies on the PCIe path of a GPU–NIC pair that stays below the
 *                      host bridge (PIX or PXB): where ACS decides whether GPUDirect RDMA works
 */
public record Bridge(PciAddress busId, Optional<String> description, Optional<PciAddress> parent,
                     OptionalInt numaNode, Optional<AcsState> acs, boolean onGpuNicPath) {
    public Bridge {
        Objects.requireNonNull(busId, "busId");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(parent, "parent");
        Objects.requireNonNull(numaNode, "numaNode");
        Objects.requireNonNull(acs, "acs");
    }
}
