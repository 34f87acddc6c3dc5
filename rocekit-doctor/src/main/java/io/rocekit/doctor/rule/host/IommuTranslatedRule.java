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
 * {@code host.iommu-translated}: the IOMMU translates DMA (no passthrough) on a bare-metal GPU/RDMA node.
 *
 * <p>Rationale: with the IOMMU in translated mode every DMA, and peer-to-peer traffic between NIC
 * and GPU, goes through IOMMU translation; NVIDIA documents that IOMMU-enabled peer-to-peer copy
 * is not supported on bare metal and recommends {@code iommu=pt}. The kernel also turns ACS on
 * for isolation when an IOMMU is active. Evidence, best first: the type of the IOMMU groups
 * ({@code DMA}/{@code DMA-FQ} = translated, {@code identity} = passthrough), else the kernel
 * command line ({@code intel_iommu=on}/{@code amd_iommu=on} without {@code iommu=pt}).
 */
public final class IommuTranslatedRule implements Rule {
    public static final String ID = "host.iommu-translated";
    private static final String REFERENCE = "NVIDIA Maxine/Triton 'PCIe Multi-GPU systems' (IOMMU-enabled peer-to-peer "
            + "is not supported on bare metal; set iommu=pt): "
            + "https://docs.nvidia.com/maxine/triton/latest/Appendicies/PCIeMultiGPUSystems.html; CUDA C Programming "
            + "Guide, 'IOMMU on Linux'";

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.WARN,
                "The IOMMU is in translated mode (IOMMU groups of type DMA/DMA-FQ, or intel_iommu=on/amd_iommu=on "
                        + "without iommu=pt on the kernel command line): GPU-NIC peer-to-peer goes through IOMMU "
                        + "translation. Bare-metal GPU nodes should use passthrough (in VMs, ATS and ACS DirectTrans instead).",
                "snapshot sys/kernel/iommu_groups/*/type; /proc/cmdline",
                "Add `iommu=pt` to GRUB_CMDLINE_LINUX in /etc/default/grub, regenerate the grub config "
                        + "(grub2-mkconfig / update-grub) and reboot; or disable the IOMMU in the BIOS on bare metal.",
                REFERENCE);
    }

    @Override
    public List<Finding> check(NodeEvidence evidence, Limits limits) {
        Optional<HostFacts> facts = evidence.derived(HostFacts.class);
        if (facts.isPresent() && !facts.get().iommuGroupTypes().isEmpty()) {
            List<HostFacts.Value> translated = facts.get().iommuGroupTypes().stream()
                    .filter(v -> v.value().startsWith("DMA")).toList();
            if (translated.isEmpty()) {
                return List.of();
            }
            List<Evidence> ev = new ArrayList<>();
            translated.stream().limit(3).forEach(v -> ev.add(Evidence.inFile(v.path(), v.value())));
            ev.add(Evidence.value(translated.size() + " of " + facts.get().iommuGroupTypes().size()
                    + " IOMMU groups translate DMA"));
            return List.of(finding("IOMMU translates DMA (" + translated.get(0).value() + " groups), not passthrough", ev));
        }
        List<Finding> out = new ArrayList<>();
        for (ParsedArtifact<KernelCmdline> a : evidence.all(KernelCmdline.class)) {
            KernelCmdline c = a.model();
            boolean on = c.value("intel_iommu").map(v -> v.startsWith("on")).orElse(false)
                    || c.value("amd_iommu").map(v -> v.startsWith("on")).orElse(false);
            boolean pt = c.value("iommu").map(v -> v.equals("pt")).orElse(false) || c.has("iommu.passthrough=1")
                    || c.value("iommu.passthrough").map(v -> v.equals("1")).orElse(false);
            if (on && !pt && c.line().isPresent()) {
                out.add(finding("IOMMU enabled on the kernel command line without iommu=pt (translated mode)",
                        List.of(a.evidence(c.line().get()))));
            }
        }
        return out;
    }

    private static Finding finding(String title, List<Evidence> ev) {
        return new Finding(ID, Severity.WARN, title, "IOMMU", ev,
                List.of("sudo sed -i 's/^GRUB_CMDLINE_LINUX=\"/&iommu=pt /' /etc/default/grub",
                        "sudo grub2-mkconfig -o /boot/grub2/grub.cfg   # or: sudo update-grub",
                        "sudo reboot; then: cat /sys/kernel/iommu_groups/*/type   # expect 'identity'"),
                REFERENCE);
    }
}
