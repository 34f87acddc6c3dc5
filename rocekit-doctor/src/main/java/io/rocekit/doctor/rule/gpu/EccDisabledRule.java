package io.rocekit.doctor.rule.gpu;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.doctor.rule.NodeEvidence;
import io.rocekit.doctor.rule.Rule;
import io.rocekit.host.artifact.ParsedArtifact;
import io.rocekit.host.parse.nvsmi.GpuQuery;
import io.rocekit.host.parse.nvsmi.NvidiaSmiQuery;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code gpu.ecc-disabled}: a data-center GPU running with ECC off.
 *
 * <p>Rationale: H100/H200/A100-class GPUs ship with ECC on; with it off, memory errors corrupt
 * training silently instead of being corrected or reported. It is unusual and usually a leftover
 * of a benchmark setting, so it is worth a warning on a training node.
 */
public final class EccDisabledRule implements Rule {
    public static final String ID = "gpu.ecc-disabled";
    private static final String REFERENCE = "nvidia-smi(1) (-e/--ecc-config; 'Ecc Mode' in nvidia-smi -q); NVIDIA data-center "
            + "GPU documentation (ECC enabled by default on data-center GPUs)";

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.WARN,
                "A GPU whose ECC mode is Disabled (current): memory errors go undetected; data-center GPUs run with ECC on.",
                "nvidia-smi -q (Ecc Mode / Current)",
                "`nvidia-smi -i N -e 1` and a GPU reset or reboot; check `nvidia-smi -q -d ECC`.",
                REFERENCE);
    }

    @Override
    public List<Finding> check(NodeEvidence evidence, Limits limits) {
        List<Finding> out = new ArrayList<>();
        for (ParsedArtifact<NvidiaSmiQuery> a : evidence.all(NvidiaSmiQuery.class)) {
            for (GpuQuery g : a.model().gpus()) {
                if (g.eccModeCurrent().filter(e -> e.value().equals("Disabled")).isEmpty()) {
                    continue;
                }
                out.add(new Finding(ID, Severity.WARN, "ECC is disabled", "GPU " + g.busId()
                        + g.productName().map(p -> " " + p.value()).orElse(""),
                        List.of(a.evidence(g.header()), a.evidence(g.eccModeCurrent().get().line())),
                        List.of("sudo nvidia-smi -i " + g.busId() + " -e 1   # takes effect after a GPU reset or reboot",
                                "nvidia-smi -q -d ECC -i " + g.busId() + "   # confirm Current: Enabled"),
                        REFERENCE));
            }
        }
        return out;
    }
}
