package io.rocekit.doctor.rule.host;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.doctor.rule.NodeEvidence;
import io.rocekit.doctor.rule.Rule;
import io.rocekit.host.artifact.ParsedArtifact;
import io.rocekit.host.facts.HostFacts;
import io.rocekit.host.parse.proc.KernelCmdline;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code host.hugepages}: what hugepages are reserved, always INFO.
 *
 * <p>Rationale: a common checklist says hugepages are required for RDMA. They are not:
 * {@code ibv_reg_mr} pins and registers ordinary 4 KiB pages, and GPU memory is registered through
 * peer memory or DMA-BUF, never host hugepages. Hugepages help DPDK and cut translation entries
 * for very large host buffers. rocekit reports them so nobody chases them as a fix.
 */
public final class HugepagesRule implements Rule {
    public static final String ID = "host.hugepages";
    static final String NOT_REQUIRED = "Hugepages are not required for RDMA memory registration (ibv_reg_mr pins ordinary "
            + "pages; GPU memory is registered through peer memory or DMA-BUF); they help DPDK and very large host buffers.";
    private static final String REFERENCE = "rdma-core libibverbs ibv_reg_mr(3) (registers any process memory); "
            + "Mellanox/mlnx-tools mlnx_tune (only reports hugepages)";

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.INFO,
                "Reports the hugepages reserved (system-wide and per NUMA node). Always INFO: hugepages are not "
                        + "required for RDMA registration or GPUDirect RDMA.",
                "snapshot sys/kernel/mm/hugepages/*/nr_hugepages, sys/devices/system/node/node*/hugepages; "
                        + "/proc/cmdline (hugepages=, default_hugepagesz=)",
                "Nothing to fix for RDMA. Reserve hugepages only for applications that use them (DPDK, huge host "
                        + "buffers), per NUMA node: echo N > /sys/devices/system/node/nodeK/hugepages/hugepages-2048kB/nr_hugepages.",
                REFERENCE);
    }

    @Override
    public List<Finding> check(NodeEvidence evidence, Limits limits) {
        List<Evidence> ev = new ArrayList<>();
        String title = null;
        Optional<HostFacts> facts = evidence.derived(HostFacts.class);
        if (facts.isPresent() && !facts.get().hugePages().isEmpty()) {
            long total = 0;
            for (HostFacts.HugePagePool p : facts.get().hugePages()) {
                if (p.node().isEmpty()) {
                    ev.add(Evidence.inFile(p.path(), Long.toString(p.total())));
                    total += p.total();
                }
            }
            title = total == 0 ? "No hugepages reserved (fine for RDMA)"
                    : total + " hugepages reserved (not needed for RDMA registration)";
        }
        for (ParsedArtifact<KernelCmdline> a : evidence.all(KernelCmdline.class)) {
            Optional<String> hp = a.model().value("hugepages");
            if (hp.isPresent() && a.model().line().isPresent()) {
                ev.add(a.evidence(a.model().line().get()));
                if (title == null) {
                    title = "hugepages=" + hp.get() + " reserved at boot (not needed for RDMA registration)";
                }
            }
        }
        if (title == null) {
            return List.of();
        }
        ev.add(Evidence.value(NOT_REQUIRED));
        return List.of(new Finding(ID, Severity.INFO, title, "hugepages", ev,
                List.of("Nothing to do for RDMA; keep hugepages only if an application (DPDK) uses them"), REFERENCE));
    }
}
