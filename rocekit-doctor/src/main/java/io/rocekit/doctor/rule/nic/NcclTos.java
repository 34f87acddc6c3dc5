package io.rocekit.doctor.rule.nic;

import io.rocekit.core.finding.Evidence;
import io.rocekit.host.bench.NcclLog;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The ToS an NCCL log's RoCE connections are sent with. NCCL sets its QPs' traffic class itself from
 * {@code NCCL_IB_TC} (default 0) and ignores the RDMA-CM default ToS (NCCL environment variables:
 * https://docs.nvidia.com/deeplearning/nccl/user-guide/docs/env.html#nccl-ib-tc), so an unset
 * {@code NCCL_IB_TC} sends RoCE with DSCP 0.
 */
final class NcclTos {
    private static final Pattern VALUE = Pattern.compile("set by environment to (\\d{1,3})\\b");

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

    /** Empty where the log shows no RoCE device, or NCCL_IB_TC is not a ToS number. */
    static Optional<Sent> of(NcclLog log) {
        if (log.netDevices().stream().noneMatch(d -> "RoCE".equals(d.linkLayer()))) {
            return Optional.empty();
        }
        Evidence tc = log.env().get("NCCL_IB_TC");
        if (tc == null) {
            return log.netUsingLine().map(l -> new Sent(0, "NCCL_IB_TC unset", l));
        }
        Matcher m = VALUE.matcher(tc.text());
        if (!m.find() || Integer.parseInt(m.group(1)) > 255) {
            return Optional.empty();
        }
        int tos = Integer.parseInt(m.group(1));
        return Optional.of(new Sent(tos, "NCCL_IB_TC=" + tos, tc));
    }
}
