package io.rocekit.host.parse.nvsmitopo;

/** Which matrix nvidia-smi printed. */
public enum TopoMode {
    /** {@code topo -m}: NVLink connections shown as {@code NV#}. */
    MATRIX,
    /**
     * {@code topo -mp}: PCIe paths only; NVLinked GPUs show NODE/SYS, so this matrix says nothing
     * about NVLink. Recognised by a legend without the {@code NV#} line.
     */
    PCIE_ONLY,
    /** No legend and no {@code NV#} cell: either. */
    UNKNOWN
}
