package io.rocekit.host.topology;

import java.util.Optional;

/**
 * How two devices connect, best first, with nvidia-smi's names. NCCL computes the same classes
 * from sysfs (graph/paths.cc: a path's type is its worst link's; an endpoint–bridge link is PIX, a
 * bridge–bridge hop PXB, a link to the CPU PHB, CPU–CPU SYS). NCCL has no NODE: nvidia-smi's
 * NODE (two host bridges of one NUMA node) is PHB to NCCL.
 */
public enum PathType {
    /** The device itself. */
    SELF("X"),
    /** A bonded set of NVLinks ({@code NV#}). */
    NVLINK("NV"),
    /** At most one PCIe bridge (one switch, after NCCL flattens Broadcom PEX switches). */
    PIX("PIX"),
    /** Several PCIe bridges, no host bridge. */
    PXB("PXB"),
    /** Through a PCIe host bridge (the CPU). */
    PHB("PHB"),
    /** Between host bridges within one NUMA node. */
    NODE("NODE"),
    /** Across the SMP interconnect between NUMA nodes (QPI/UPI/xGMI). */
    SYS("SYS");

    private final String label;

    PathType(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /**
     * True when NCCL uses GPUDirect RDMA for a GPU–NIC pair at this distance by default
     * ({@code NCCL_NET_GDR_LEVEL} defaults to PXB on PCIe systems: tuning.md §3.2).
     */
    public boolean gdrByDefault() {
        return this == PIX || this == PXB;
    }

    /** The type of an nvidia-smi label ({@code PIX}, {@code SOC} = old SYS); NV# is {@link #NVLINK}. */
    public static Optional<PathType> ofLabel(String label) {
        String l = label.strip().toUpperCase(java.util.Locale.ROOT);
        if (l.equals("SOC")) {
            return Optional.of(SYS);
        }
        if (l.matches("NV\\d+")) {
            return Optional.of(NVLINK);
        }
        for (PathType t : values()) {
            if (t.label.equals(l)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }
}
