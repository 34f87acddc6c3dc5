package io.rocekit.doctor.bench.judge;

import io.rocekit.host.bench.BenchRun;
import io.rocekit.host.bench.NcclLog;
import io.rocekit.host.bench.NcclNetDevice;
import io.rocekit.host.bench.NcclTestsDevice;
import io.rocekit.host.bench.NcclTestsRun;
import io.rocekit.host.bench.PerftestBwRun;
import io.rocekit.host.bench.PerftestHeader;
import io.rocekit.host.bench.PerftestLatRun;
import java.util.Locale;
import java.util.Optional;

/**
 * Whether a run shows AMD GPUs under ROCm, so that advice names ROCm's tools (rocm-smi, amd-smi,
 * the amdgpu driver's peer memory) instead of NVIDIA's (nvidia-smi, nvidia_peermem). Evidence:
 * perftest's {@code --use_rocm} ({@code Use ROCm memory : ON}, {@code Using ROCm Device ...}), an
 * AMD GPU named in a preamble or an nccl-tests device line ({@code AMD Instinct MI300X}), an AMD
 * AI NIC ({@code ionic_N}, Pollara), or an RCCL log ({@code NCCL version 2.22.3+hip6.4}).
 */
public final class Rocm {
    private Rocm() {
    }

    /** Whether the run, or the NCCL log that goes with it, shows ROCm. */
    public static boolean in(BenchRun run, Optional<NcclLog> log) {
        if (log.isPresent() && in(log.get())) {
            return true;
        }
        if (run instanceof NcclTestsRun n) {
            return n.devices().stream().map(NcclTestsDevice::gpu).anyMatch(Rocm::amdGpu);
        }
        if (run instanceof PerftestBwRun b) {
            return in(b.header());
        }
        return run instanceof PerftestLatRun l && in(l.header());
    }

    /** Whether an NCCL log is RCCL's, or names AMD AI NICs. */
    public static boolean in(NcclLog log) {
        return log.versionText().map(v -> v.toLowerCase(Locale.ROOT)).map(v -> v.contains("hip") || v.contains("rocm"))
                .orElse(false) || log.netDevices().stream().map(NcclNetDevice::name).anyMatch(Rocm::amdNic);
    }

    private static boolean in(PerftestHeader h) {
        return h.field("Use ROCm memory").map(v -> v.equalsIgnoreCase("ON")).orElse(false)
                || h.gpu().map(Rocm::amdGpu).orElse(false) || h.device().map(Rocm::amdNic).orElse(false);
    }

    private static boolean amdGpu(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        return n.contains("amd ") || n.contains("instinct") || n.contains("radeon") || n.matches(".*\\bmi[23]\\d\\d.*");
    }

    private static boolean amdNic(String device) {
        return device.startsWith("ionic");
    }
}
