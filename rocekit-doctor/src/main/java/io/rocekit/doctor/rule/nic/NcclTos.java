package io.rocekit.doctor.rule.nic;

import io.rocekit.core.finding.Evidence;
import io.rocekit.host.bench.NcclLog;
import java.util.Optional;

/**
 * The ToS an NCCL log's RoCE connections are sent with. NCCL sets its QPs' traffic class itself and ignores
 * the RDMA-CM default ToS: NVIDIA/nccl src/transport/net_ib, {@code meta.tc = NCCL_IB_TC if set, else the
 * communicator config's trafficClass if the application set one, else NCCL_IB_TC_DEFAULT (0)} (older
 * releases: {@code NCCL_PARAM(IbTc, "IB_TC", 0)}), so an unset {@code NCCL_IB_TC} sends RoCE with DSCP 0
 * unless the application chose a class, which the log does not show (NCCL environment variables:
 * https://docs.nvidia.com/deeplearning/nccl/user-guide/docs/env.html).
 */
final class NcclTos {
    private NcclTos() {
    }

    /**
     * What the log sends RoCE with.
     *
     * @param tos  the ToS byte
     * @param how  {@code NCCL_IB_TC=106} or {@code NCCL_IB_TC unset}
     * @param line the {@code NCCL_IB_TC set by environment} line, else the {@code NET/IB : Using} line
     */
    record Sent(int tos, String how, Evidence line) {
    }

    /** Empty where the log shows no RoCE device, or NCCL_IB_TC is set to something that is not a ToS byte. */
    static Optional<Sent> of(NcclLog log) {
        if (log.roceDevices().isEmpty()) {
            return Optional.empty();
        }
        if (!log.env().containsKey("NCCL_IB_TC")) {
            return log.netUsingLine().map(l -> new Sent(0, "NCCL_IB_TC unset", l));
        }
        java.util.OptionalInt tos = log.envInt("NCCL_IB_TC");
        return tos.isPresent() && tos.getAsInt() <= 255
                ? Optional.of(new Sent(tos.getAsInt(), "NCCL_IB_TC=" + tos.getAsInt(), log.env().get("NCCL_IB_TC")))
                : Optional.empty();
    }
}
