package io.rocekit.host.topology;

/**
 * NCCL's treatment of Broadcom PEX switches (graph/topo.cc, {@code getBcmGen} and
 * {@code ncclTopoFlattenBcmSwitches}): a Gen4 (PEX88000, device c010, subsystem a0xx) or Gen5
 * (PEX89000, device c030) switch shows itself as two levels of bridges but switches at full
 * bandwidth between all its ports, so NCCL fuses its sub-switches into the top one; a GPU and a
 * NIC on two of its downstream ports are then PIX, not PXB.
 */
final class BroadcomSwitches {
    private BroadcomSwitches() {
    }

    /** 4 or 5 for a Broadcom switch at {@code level} (0 = top, 1 = sub switch), 0 otherwise. */
    static int generation(long ncclDeviceId, int level) {
        if ((ncclDeviceId & 0xfffffffffffff000L) == 0x1000c0101000a000L) {
            return 4;
        }
        if ((ncclDeviceId & 0xfffffffffffff000L) == (0x1000c03010000000L | level * 0x1000L)) {
            return 5;
        }
        return 0;
    }
}
