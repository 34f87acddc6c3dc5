package io.rocekit.host.topology;

import io.rocekit.host.model.AcceleratorIds;

/**
 * The note that GPU–GPU links are not in a PCI tree, worded for the GPUs' vendor: NVIDIA GPUs are
 * joined by NVLink, shown by {@code nvidia-smi topo -m}; AMD Instinct GPUs by xGMI (Infinity
 * Fabric), shown by {@code rocm-smi --showtopo} or {@code amd-smi topology} (ROCm SMI and AMD SMI
 * documentation). A GPU is AMD by its PCI vendor id 1002 or its lspci name ({@code [AMD/ATI]}).
 */
final class GpuLinkNote {
    static final String NVLINK = "NVLink is not visible in the PCI tree: GPU–GPU cells show PCIe paths"
            + " (give nvidia-smi topo -m for NV#)";
    static final String XGMI = "xGMI (Infinity Fabric) links between the AMD GPUs are not visible in the PCI tree:"
            + " GPU–GPU cells show PCIe paths (rocm-smi --showtopo or amd-smi topology shows the xGMI links)";

    private GpuLinkNote() {
    }

    /** The note for a tree's GPUs: the xGMI wording when every GPU is AMD, else NVLink's. */
    static String of(PciTree tree) {
        var gpus = tree.withRole(PciTree.Role.GPU);
        return !gpus.isEmpty() && gpus.stream().allMatch(GpuLinkNote::amd) ? XGMI : NVLINK;
    }

    /** True when the node is an AMD GPU by its vendor id or lspci name. */
    static boolean amd(PciTree.Node n) {
        if (n.ids().vendor().isPresent()) {
            return n.ids().vendor().getAsInt() == AcceleratorIds.VENDOR_AMD_ATI;
        }
        return n.description().map(AcceleratorIds::isAmdAtiName).orElse(false);
    }
}
