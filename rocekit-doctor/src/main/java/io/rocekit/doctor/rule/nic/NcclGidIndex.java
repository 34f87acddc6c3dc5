package io.rocekit.doctor.rule.nic;

import io.rocekit.core.finding.Evidence;
import io.rocekit.host.bench.NcclLog;
import io.rocekit.host.bench.NcclNetDevice;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The GID index an NCCL log's RoCE QPs use when {@code NCCL_IB_GID_INDEX} is set: NCCL then takes that
 * index on every device without checking what the GID is (NCCL environment variables:
 * https://docs.nvidia.com/deeplearning/nccl/user-guide/docs/env.html).
 */
final class NcclGidIndex {
    private static final Pattern VERSION = Pattern.compile("^(\\d+)\\.(\\d+)");

    private NcclGidIndex() {
    }

    /**
     * An index a RoCE log sets.
     *
     * @param index   the GID index
     * @param line    the {@code NCCL_IB_GID_INDEX set by environment} line
     * @param devices the RoCE device ports of {@code NET/IB : Using}
     * @param picksRoutable true when the log's NCCL (2.21 or later) picks a routable RoCE v2 GID once it is unset
     */
    record Chosen(int index, Evidence line, List<NcclNetDevice> devices, boolean picksRoutable) {
    }

    /** Empty where the log shows no RoCE device or does not set a GID index (-1 is NCCL's own choice). */
    static Optional<Chosen> of(NcclLog log) {
        List<NcclNetDevice> roce = log.roceDevices();
        java.util.OptionalInt index = log.envInt("NCCL_IB_GID_INDEX");
        if (roce.isEmpty() || index.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Chosen(index.getAsInt(), log.env().get("NCCL_IB_GID_INDEX"), roce, picksRoutable(log)));
    }

    private static boolean picksRoutable(NcclLog log) {
        return log.versionText().map(VERSION::matcher).filter(Matcher::find).map(m -> {
            int major = Integer.parseInt(m.group(1));
            return major > 2 || major == 2 && Integer.parseInt(m.group(2)) >= 21;
        }).orElse(false);
    }
}
