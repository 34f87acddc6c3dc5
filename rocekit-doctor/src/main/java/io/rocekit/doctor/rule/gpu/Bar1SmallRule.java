package io.rocekit.doctor.rule.gpu;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.core.rule.Threshold;
import io.rocekit.core.unit.Unit;
import io.rocekit.doctor.rule.NodeEvidence;
import io.rocekit.doctor.rule.Rule;
import io.rocekit.host.artifact.ParsedArtifact;
import io.rocekit.host.parse.nvsmi.GpuQuery;
import io.rocekit.host.parse.nvsmi.NvidiaSmiQuery;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code gpu.bar1-small}: a GPU whose BAR1 aperture is too small for peers to map its memory.
 *
 * <p>Rationale: the NIC reaches GPU memory through BAR1; GPUDirect RDMA can only register as much
 * GPU memory at once as BAR1 maps. Data-center GPUs expose a BAR1 larger than their memory
 * (H800: 131072 MiB for 80 GB); a 256 MiB BAR1 (the legacy window: Resizable BAR off on consumer
 * boards, too little 64-bit MMIO space for a data-center GPU) breaks large registrations.
 * On H100/H200 a small BAR1 is unlikely: an {@code ibv_reg_mr} failure there usually means no
 * peer-memory path (see {@code gpudirect.no-peer-memory}).
 */
public final class Bar1SmallRule implements Rule {
    public static final String ID = "gpu.bar1-small";
    public static final long DEFAULT_FAIL_AT_OR_BELOW_MIB = 256;
    private static final String REFERENCE = "NVIDIA GPUDirect RDMA documentation (BAR1 is the window peers use); "
            + "https://docs.nvidia.com/cuda/gpudirect-rdma/ (PCI BAR sizes); nvidia-smi -q 'BAR1 Memory Usage' of an "
            + "H800 shows 131072 MiB";

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.FAIL,
                "A GPU whose BAR1 aperture is at most 256 MiB (FAIL: GPUDirect RDMA registrations of large buffers "
                        + "fail; on consumer and workstation boards this is the legacy window of Resizable BAR off, on "
                        + "data-center GPUs, which map more than their memory by default, the platform's 64-bit MMIO "
                        + "space is too small) or smaller than its own memory (WARN: not all GPU memory can be mapped for "
                        + "peers at once).",
                "nvidia-smi -q (BAR1 Memory Usage / Total, FB Memory Usage / Total)",
                "Enable 'Above 4G decoding' (and Resizable BAR on boards that have it) in the BIOS, give a VM a large "
                        + "64-bit MMIO window for passthrough GPUs, reboot, and check `nvidia-smi -q -d MEMORY`.",
                REFERENCE);
    }

    @Override
    public List<Threshold> thresholds() {
        return List.of(FAIL_AT_OR_BELOW);
    }

    /** BAR1 size at or below which Resizable BAR is taken as off. */
    public static final Threshold FAIL_AT_OR_BELOW = new Threshold("failAtOrBelow",
            DEFAULT_FAIL_AT_OR_BELOW_MIB * 1024 * 1024, Unit.BYTES,
            "A BAR1 this small is the legacy 256 MiB window: Resizable BAR off on consumer boards, too little 64-bit "
                    + "MMIO space for a data-center GPU.");

    @Override
    public List<Finding> check(NodeEvidence evidence, Limits limits) {
        List<Finding> out = new ArrayList<>();
        for (ParsedArtifact<NvidiaSmiQuery> a : evidence.all(NvidiaSmiQuery.class)) {
            for (GpuQuery g : a.model().gpus()) {
                if (g.bar1TotalMib().isEmpty()) {
                    continue;
                }
                long bar1 = g.bar1TotalMib().get().value();
                List<Evidence> ev = new ArrayList<>(List.of(a.evidence(g.header()), a.evidence(g.bar1TotalMib().get().line())));
                String subject = "GPU " + g.busId() + g.productName().map(p -> " " + p.value()).orElse("");
                if (bar1 * 1024 * 1024 <= limits.get(FAIL_AT_OR_BELOW)) {
                    out.add(new Finding(ID, Severity.FAIL, "BAR1 is " + bar1 + " MiB: Resizable BAR is not in effect",
                            subject, ev, fix(), REFERENCE));
                } else if (g.fbTotalMib().isPresent() && bar1 < g.fbTotalMib().get().value()) {
                    ev.add(a.evidence(g.fbTotalMib().get().line()));
                    out.add(new Finding(ID, Severity.WARN, "BAR1 " + bar1 + " MiB is smaller than the GPU's "
                            + g.fbTotalMib().get().value() + " MiB of memory", subject, ev, fix(), REFERENCE));
                }
            }
        }
        return out;
    }

    private static List<String> fix() {
        return List.of("Enable 'Above 4G Decoding' (and 'Resizable BAR' where offered) in the BIOS, or enlarge the VM's "
                        + "64-bit MMIO window; then reboot",
                "nvidia-smi -q -d MEMORY | grep -A3 BAR1   # confirm");
    }
}
