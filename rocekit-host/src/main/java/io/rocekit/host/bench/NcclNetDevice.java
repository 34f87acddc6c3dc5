package io.rocekit.host.bench;

import io.rocekit.core.finding.Evidence;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * One entry of {@code NET/IB : Using [0]mlx5_0:1/RoCE [1]...}, or of the merged form newer NCCL
 * releases print ({@code [0]={[0] mlx5_2:1/RoCE, [1] mlx5_3:1/RoCE} [1]={...}}): a NIC port NCCL
 * will use.
 *
 * @param index         NCCL's device index ({@code [0]}; in the merged form the port's own index)
 * @param name          the RDMA device ({@code mlx5_0}; merged devices keep their {@code +})
 * @param port          the port
 * @param linkLayer     {@code IB} or {@code RoCE}
 * @param flags         what follows ({@code SHARP})
 * @param virtualDevice the merged device NCCL made of this port with others ({@code [1]={...}}),
 *                      when the line shows the merged form
 * @param line          where it was printed
 */
public record NcclNetDevice(int index, String name, int port, String linkLayer, List<String> flags,
                            OptionalInt virtualDevice, Evidence line) {
    public NcclNetDevice {
        Objects.requireNonNull(name);
        Objects.requireNonNull(linkLayer);
        flags = List.copyOf(flags);
        Objects.requireNonNull(virtualDevice);
        Objects.requireNonNull(line);
    }
}
