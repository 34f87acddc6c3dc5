package io.rocekit.host.topology;

import io.rocekit.host.model.PciAddress;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A GPU.
 *
 * @param name     {@code GPU0}… in PCI bus order, as nvidia-smi numbers them
 * @param busId    its PCI address, when the input shows it
 * @param numaNode its NUMA node, when known
 */
public record Gpu(String name, Optional<PciAddress> busId, OptionalInt numaNode) {
    public Gpu {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(busId, "busId");
        Objects.requireNonNull(numaNode, "numaNode");
    }
}
