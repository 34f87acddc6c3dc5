package io.rocekit.host.bench;

import io.rocekit.core.finding.Evidence;
import java.util.Objects;

/**
 * How many channel connections NCCL logged over one transport ({@code ... via NET/IB/0/GDRDMA}).
 *
 * @param kind        the transport class
 * @param connections how many {@code via} lines used it
 * @param example     the first such line
 */
public record NcclTransport(Kind kind, int connections, Evidence example) {
    /** Transport classes, as the {@code via} suffix names them. */
    public enum Kind {
        /** {@code NET/IB/n/GDRDMA} (or another RDMA plugin with GDRDMA): the NIC reads GPU memory. */
        NET_RDMA_GDR("network RDMA with GPUDirect"),
        /** {@code NET/IB/n} without GDRDMA: RDMA, staged through host memory. */
        NET_RDMA_NO_GDR("network RDMA staged through host memory"),
        /** {@code NET/Socket/n}: TCP through the kernel. */
        NET_SOCKET("network TCP socket"),
        /** {@code P2P/...}: GPU to GPU in the node (NVLink or PCIe). */
        P2P("intra-node peer-to-peer"),
        /** {@code SHM/...}: through host shared memory in the node. */
        SHM("intra-node shared memory"),
        /** NVLS, CollNet and others. */
        OTHER("other");

        private final String description;

        Kind(String description) {
            this.description = description;
        }

        public String description() {
            return description;
        }
    }

    public NcclTransport {
        Objects.requireNonNull(kind);
        Objects.requireNonNull(example);
    }
}
