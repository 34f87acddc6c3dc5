package io.rocekit.monitor.sample;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One RDMA device at one time.
 *
 * @param device     its name ({@code mlx5_0})
 * @param boardId    {@code board_id} ({@code MT_0000000838})
 * @param fwVer      {@code fw_ver}
 * @param hcaType    {@code hca_type} ({@code MT4129}); absent on some devices
 * @param nodeGuid   {@code node_guid}
 * @param pciAddress the PCI function its {@code device} link names ({@code 0000:3b:00.0})
 * @param ports      its ports, by number
 */
public record DeviceSample(String device, Optional<String> boardId, Optional<String> fwVer, Optional<String> hcaType,
        Optional<String> nodeGuid, Optional<String> pciAddress, List<PortSample> ports) {
    public DeviceSample {
        Objects.requireNonNull(device, "device");
        Objects.requireNonNull(boardId, "boardId");
        Objects.requireNonNull(fwVer, "fwVer");
        Objects.requireNonNull(hcaType, "hcaType");
        Objects.requireNonNull(nodeGuid, "nodeGuid");
        Objects.requireNonNull(pciAddress, "pciAddress");
        ports = List.copyOf(ports);
    }
}
