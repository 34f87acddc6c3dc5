package io.rocekit.doctor.rule.gpu;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.doctor.artifact.ParsedArtifact;
import io.rocekit.doctor.parse.nvsmi.GpuQuery;
import io.rocekit.doctor.parse.nvsmi.NvidiaSmiQuery;
import io.rocekit.doctor.rule.NodeEvidence;
import io.rocekit.doctor.rule.Rule;
import io.rocekit.core.rule.Threshold;
import io.rocekit.core.unit.Unit;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code gpu.bar1-small}: a GPU whose BAR1 aperture is too small for peers to map its memory.
 *
 * <p>Rationale: the NIC reaches GPU memory through BAR1; GPUDirect RDMA can only register as much
 * GPU memory at once as BAR1 maps. Data-center GPUs expose a BAR1 larger than their memory
 * (H800: 131072 MiB for 80 GB); a 256 MiB BAR1 (no Resizable BAR) breaks large registrations.
 * On H100/H200 a small BAR1 is unlikely: an {@code ibv_reg_mr} failure there usually means no
 * peer-memory path (see {@code gpudirect.no-peer-memory}).
 */
public final class Bar1SmallRule implements Rule {
    public static final String ID = "gpu.bar1-small";
    public static final long DEFAULT_FAIL_AT_OR_BELOW_MIB = 256;
    private static final String REFERENCE = "NVIDIA GPUDirect RDMA documentation (BAR1 is the window peers use); "
            + "nvidia-smi -q 'BAR1 Memory Usage' of an H800 shows 131072 MiB (shared fixture nvidia-smi-q)";

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.FAIL,
                "A GPU whose BAR1 aperture is at most 256 MiB (FAIL: Resizable BAR off, GPUDirect RDMA registrations "
                        + "of large buffers fail) or smaller than its own memory (WARN: not all GPU memory can be "
                        + "mapped for peers at once).",
                "nvidia-smi -q (BAR1 Memory Usage / Total, FB Memory Usage / Total)",
                "Enable Resizable BAR / 'Above 4G decoding' in the BIOS (and the GPU's large-BAR mode where the "
                        + "vendor offers one), reboot, and check `nvidia-smi -q -d MEMORY`.",
                REFERENCE);
    }

    @Override
    public List<Threshold> thresholds() {
        return List.of(new Threshold("failAtOrBelow", DEFAULT_FAIL_AT_OR_BELOW_MIB * 1024 * 1024, Unit.BYTES,
                "A BAR1 this small means the platform did not resize it (the legacy 256 MiB window)."));
    }

    @Override
    public List<Finding> check(NodeEvidence evidence) {
        List<Finding> out = new ArrayList<>();
        for (ParsedArtifact<NvidiaSmiQuery> a : evidence.all(NvidiaSmiQuery.class)) {
            for (GpuQuery g : a.model().gpus()) {
                if (g.bar1TotalMib().isEmpty()) {
                    continue;
                }
                long bar1 = g.bar1TotalMib().get().value();
                List<Evidence> ev = new ArrayList<>(List.of(a.evidence(g.header()), a.evidence(g.bar1TotalMib().get().line())));
                String subject = "GPU " + g.busId() + g.productName().map(p -> " " + p.value()).orElse("");
                if (bar1 <= DEFAULT_FAIL_AT_OR_BELOW_MIB) {
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
        return List.of("Enable 'Resizable BAR' and 'Above 4G Decoding' in the BIOS, then reboot",
                "nvidia-smi -q -d MEMORY | grep -A3 BAR1   # confirm");
    }
}
