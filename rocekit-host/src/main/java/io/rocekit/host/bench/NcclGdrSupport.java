package io.rocekit.host.bench;

import io.rocekit.core.finding.Evidence;
import java.util.Objects;
import java.util.Optional;

/**
 * A way to register GPU memory with a NIC that an NCCL log says is there: a capability, not NCCL's decision
 * ({@link NcclGdr}) nor its use (channels {@code via NET/IB/n/GDRDMA}). NCCL enables GPUDirect RDMA for a NIC
 * when it supports CUDA pointers (a peer-memory module) or when it supports DMA-BUF and so does the GPU
 * ({@code gdrSupport = (ptrSupport & NCCL_PTR_CUDA) || (dmaBufSupport && (ptrSupport & NCCL_PTR_DMABUF))}, then
 * {@code NET/%s : GPU Direct RDMA Enabled|Disabled for HCA %d '%s'}: NVIDIA/nccl src/graph/topo.cc
 * ncclTopoPopulateNics).
 *
 * @param way  what is there
 * @param hca  the HCA's name, for a NIC capability
 * @param line where it was printed
 */
public record NcclGdrSupport(Way way, Optional<String> hca, Evidence line) {
    public NcclGdrSupport {
        Objects.requireNonNull(way);
        Objects.requireNonNull(hca);
        Objects.requireNonNull(line);
    }

    /** The three lines. */
    public enum Way {
        /**
         * {@code NET/IB : GPU Direct RDMA (DMABUF) enabled for HCA 0 'mlx5_0}: the NIC and kernel accept
         * {@code ibv_reg_dmabuf_mr} (NCCL RDMA plugin, Mellanox/nccl-rdma-sharp-plugins src/p2p_plugin.c
         * nccl_p2p_ib_get_properties; NVIDIA/nccl's own net_ib sets the same flag silently).
         */
        NIC_DMABUF,
        /** {@code NET/IB : GPU Direct RDMA (nvidia-peermem) enabled for HCA 0 'mlx5_0}: a peer-memory module is loaded (same plugin). */
        NIC_PEERMEM,
        /** {@code DMA-BUF is available on GPU device 0}: the GPU side of DMA-BUF (NVIDIA/nccl src/init.cc dmaBufSupported). */
        GPU_DMABUF
    }
}
