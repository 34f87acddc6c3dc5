package io.rocekit.host.bench;

import io.rocekit.core.finding.Evidence;
import java.util.Objects;
import java.util.Optional;

/**
 * One GPUDirect RDMA decision NCCL logged: {@code GPU Direct RDMA Enabled for GPU 0 / HCA 0
 * (distance 3 <= 5), read 1}, {@code ... Disabled for GPU 1c000 / HCA 0 (distance 5 > 4)} or
 * {@code NET/IB : GPU Direct RDMA Disabled for HCA 0 'mlx5_0' (no module)}.
 *
 * @param enabled true for Enabled
 * @param gpu     the GPU (rank or bus id) when named
 * @param hca     the HCA index or name when named
 * @param reason  the parenthesised reason ({@code distance 5 > 4}, {@code no module})
 * @param line    where it was printed
 */
public record NcclGdr(boolean enabled, Optional<String> gpu, Optional<String> hca, Optional<String> reason, Evidence line) {
    public NcclGdr {
        Objects.requireNonNull(gpu);
        Objects.requireNonNull(hca);
        Objects.requireNonNull(reason);
        Objects.requireNonNull(line);
    }
}
