package io.rocekit.doctor.rule.gpu;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.doctor.rule.NodeEvidence;
import io.rocekit.doctor.rule.Rule;
import io.rocekit.host.artifact.ParsedArtifact;
import io.rocekit.host.parse.nvsmi.GpuQuery;
import io.rocekit.host.parse.nvsmi.MemoryErrors;
import io.rocekit.host.parse.nvsmi.NvidiaSmiQuery;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code gpu.memory-errors}: what nvidia-smi -q shows of a GPU's uncorrectable memory errors and
 * the repairs they need.
 *
 * <p>Rationale (NVIDIA GPU Memory Error Management): an uncorrectable DRAM error makes the driver
 * remap the row; the remap takes effect at the next GPU reset ({@code Pending: Yes} until then), and a
 * row that cannot be remapped ({@code Remapping Failure Occurred: Yes}) is a replacement criterion.
 * A remap done (pending No) is a repaired error: worth knowing, nothing to do. GPUs before Ampere
 * retire pages instead ({@code Pending Page Blacklist: Yes} until a reboot).
 */
public final class MemoryErrorsRule implements Rule {
    public static final String ID = "gpu.memory-errors";
    private static final String REFERENCE = "NVIDIA GPU Memory Error Management "
            + "(https://docs.nvidia.com/deploy/a100-gpu-mem-error-mgmt/index.html: row remapping, pending remaps applied "
            + "at GPU reset, remapping failure as an RMA criterion); nvidia-smi(1) (-q -d ECC,ROW_REMAPPER,PAGE_RETIREMENT)";
    private static final RuleInfo INFO = new RuleInfo(ID, Severity.FAIL,
            "A GPU whose memory could not be repaired (Remapped Rows: Remapping Failure Occurred: Yes; FAIL), that waits "
                    + "for a reset or reboot to apply a repair (Remapped Rows Pending: Yes, Pending Page Blacklist: Yes; "
                    + "WARN) or that counted uncorrectable ECC errors since the driver loaded (WARN); uncorrectable "
                    + "errors in its lifetime already remapped are INFO.",
            "nvidia-smi -q (ECC Errors: Volatile and Aggregate ... Uncorrectable; Remapped Rows; Retired Pages)",
            "Drain the GPU and reset it (nvidia-smi -r) or reboot to apply pending remaps; a remapping failure needs the "
                    + "GPU replaced (run NVIDIA's field diagnostics and open an RMA).",
            REFERENCE);

    @Override
    public RuleInfo info() {
        return INFO;
    }

    @Override
    public List<Finding> check(NodeEvidence evidence, Limits limits) {
        List<Finding> out = new ArrayList<>();
        for (ParsedArtifact<NvidiaSmiQuery> a : evidence.all(NvidiaSmiQuery.class)) {
            for (GpuQuery g : a.model().gpus()) {
                judge(a, g).ifPresent(out::add);
            }
        }
        return out;
    }

    private static Optional<Finding> judge(ParsedArtifact<NvidiaSmiQuery> a, GpuQuery g) {
        MemoryErrors m = g.memoryErrors();
        Optional<GpuQuery.Field<String>> failure = m.remapFailure().filter(f -> f.value().equals("Yes"));
        Optional<GpuQuery.Field<String>> pending = m.remapPending().filter(f -> f.value().equals("Yes"))
                .or(() -> m.pagesPending().filter(f -> f.value().equals("Yes")));
        List<Evidence> ev = new ArrayList<>();
        ev.add(a.evidence(g.header()));
        failure.ifPresent(f -> ev.add(a.evidence(f.line())));
        pending.ifPresent(f -> ev.add(a.evidence(f.line())));
        m.volatileUncorrectable().forEach(f -> ev.add(a.evidence(f.line())));
        String gpu = "GPU " + g.busId() + g.productName().map(p -> " " + p.value()).orElse("");
        if (failure.isPresent()) {
            return Optional.of(finding(Severity.FAIL, "A memory row could not be remapped: the GPU needs replacing", gpu, ev,
                    List.of("nvidia-smi -q -d ROW_REMAPPER -i " + g.busId(),
                            "Drain the node; run NVIDIA's field diagnostics on the GPU and open an RMA")));
        }
        if (pending.isPresent() || !m.volatileUncorrectable().isEmpty()) {
            String what = pending.isPresent() ? "A memory repair waits for a GPU reset" : "Uncorrectable ECC errors since the driver loaded";
            return Optional.of(finding(Severity.WARN, what, gpu, ev,
                    List.of("nvidia-smi -q -d ECC,ROW_REMAPPER,PAGE_RETIREMENT -i " + g.busId(),
                            "Drain the GPU, then: sudo nvidia-smi -r -i " + g.busId() + "   # or reboot; applies pending remaps")));
        }
        m.aggregateUncorrectable().forEach(f -> ev.add(a.evidence(f.line())));
        m.remappedUncorrectable().filter(f -> f.value() > 0).ifPresent(f -> ev.add(a.evidence(f.line())));
        if (ev.size() == 1) {
            return Optional.empty();
        }
        return Optional.of(finding(Severity.INFO, "Uncorrectable memory errors in the GPU's lifetime, repaired (nothing pending)",
                gpu, ev, List.of("nvidia-smi -q -d ECC,ROW_REMAPPER -i " + g.busId() + "   # watch for Pending: Yes")));
    }

    private static Finding finding(Severity s, String title, String subject, List<Evidence> ev, List<String> fix) {
        return new Finding(ID, s, title, subject, ev, fix, REFERENCE);
    }
}
