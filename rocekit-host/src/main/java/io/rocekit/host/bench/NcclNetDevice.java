package io.rocekit.host.bench;

import io.rocekit.core.finding.Evidence;
import java.util.List;
import java.util.Objects;

/**
 * One entry of {@code NET/IB : Using [0]mlx5_0:1/RoCE [1]...}: a NIC port NCCL will use.
 *
 * @param index     NCCL's device index ({@code [0]})
 * @param name      the RDMA device ({@code mlx5_0}; merged devices keep their {@code +})
 * @param port      the port
 * @param linkLayer {@code IB} or {@code RoCE}
 * @param flags     what follows ({@code SHARP})
 * @param line      where it was printed
 */
public record NcclNetDevice(int index, String name, int port, String linkLayer, List<String> flags, Evidence line) {
    public NcclNetDevice {
        Objects.requireNonNull(name);
        Objects.requireNonNull(linkLayer);
        flags = List.copyOf(flags);
        Objects.requireNonNull(line);
    }
}
