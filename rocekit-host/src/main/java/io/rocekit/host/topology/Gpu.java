package io.rocekit.host.topology;

import io.rocekit.host.model.PciAddress;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A GPU.
 *
 * @param name       {@code GPU0}… in PCI bus order, as nvidia-smi numbers them
 * @param busId      its PCI address, when the input shows it
 * @param numaNode   its NUMA node, when known
 * @param memoryNode the NUMA node of the GPU's own memory (nvidia-smi's {@code GPU NUMA ID}): only a GPU
 *                   coherently attached to its CPU over NVLink-C2C (GH200, GB200) has one; empty elsewhere
 * @param amd        true for an AMD GPU (PCI vendor 1002, lspci's {@code [AMD/ATI]}, or read from rocm-smi/amd-smi):
 *                   RCCL, not NCCL, drives it, with some defaults of its own
 */
public record Gpu(String name, Optional<PciAddress> busId, OptionalInt numaNode, OptionalInt memoryNode, boolean amd) {
    public Gpu {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(busId, "busId");
        Objects.requireNonNull(numaNode, "numaNode");
        Objects.requireNonNull(memoryNode, "memoryNode");
    }

    /** A GPU not known to be AMD's. */
    public Gpu(String name, Optional<PciAddress> busId, OptionalInt numaNode, OptionalInt memoryNode) {
        this(name, busId, numaNode, memoryNode, false);
    }

    /** A GPU on PCIe (no memory NUMA node of its own). */
    public Gpu(String name, Optional<PciAddress> busId, OptionalInt numaNode) {
        this(name, busId, numaNode, OptionalInt.empty());
    }

    /**
     * True when the GPU reaches its CPU over NVLink-C2C (Grace): NCCL then reaches a NIC of that CPU
     * over C2C and PCIe (path P2C) with GPUDirect RDMA ({@code NCCL_NET_GDR_C2C=1}, tuning.md §3.2),
     * while nvidia-smi prints the pair as SYS.
     */
    public boolean c2c() {
        return memoryNode.isPresent();
    }
}
