package io.rocekit.doctor.rule.pcie;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.doctor.rule.NodeEvidence;
import io.rocekit.doctor.rule.Rule;
import io.rocekit.host.artifact.ParsedArtifact;
import io.rocekit.host.model.PciAddress;
import io.rocekit.host.parse.lspci.AcsFlags;
import io.rocekit.host.parse.lspci.LspciDump;
import io.rocekit.host.topology.AcsState;
import io.rocekit.host.topology.Bridge;
import io.rocekit.host.topology.Gpu;
import io.rocekit.host.topology.Nic;
import io.rocekit.host.topology.Topology;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code pcie.acs-enabled}: a bridge on a GPU–NIC path whose ACS Control redirects or blocks
 * peer-to-peer requests.
 *
 * <p>Rationale: with {@code ReqRedir+}/{@code CmpltRedir+} a switch port sends the NIC's reads
 * and writes of GPU memory up to the root complex instead of across the switch, and
 * {@code EgressCtrl+} can block them; GPUDirect RDMA then crawls or fails (NCCL troubleshooting
 * guide, "PCI Access Control Services"). These three are exactly what Linux checks before it
 * allows peer-to-peer DMA ({@code drivers/pci/p2pdma.c}, {@code pci_bridge_has_acs_redir}) and what
 * {@code pci=disable_acs_redir=} clears. SrcValid, TransBlk and UpstreamFwd do not reroute
 * peer-to-peer traffic, and the kernel sets SrcValid and UpstreamFwd itself whenever an IOMMU is in
 * use ({@code drivers/pci/pci.c}, {@code pci_std_enable_acs}): they are INFO, never FAIL, so that the
 * FAIL goes away once the fix is applied. Only the port's own lspci block (or its config space)
 * tells which bridge it is; a header-less grep line with a redirect bit on is reported as a warning
 * without a subject.
 */
public final class AcsEnabledRule implements Rule {
    public static final String ID = "pcie.acs-enabled";
    static final String REFERENCE = "NCCL user guide, Troubleshooting, PCI Access Control Services (ACS): "
            + "https://docs.nvidia.com/deeplearning/nccl/user-guide/docs/troubleshooting.html#pci-access-control-services-acs"
            + "; Linux drivers/pci/p2pdma.c pci_bridge_has_acs_redir (PCI_ACS_RR | PCI_ACS_CR | PCI_ACS_EC) and "
            + "drivers/pci/pci.c pci_std_enable_acs, pci_disable_acs_redir";
    /** Clears ReqRedir (bit 2), CmpltRedir (bit 3) and EgressCtrl (bit 5), leaves the other bits: value:mask. */
    static final String SETPCI_CLEAR_REDIRECT = "ECAP_ACS+0x6.w=0000:002c";
    private static final RuleInfo INFO = new RuleInfo(ID, Severity.FAIL,
            "A PCIe bridge on the path between a GPU and a NIC (a PIX or PXB pair, the pairs NCCL uses GPUDirect "
                    + "RDMA for) with ACS Control bits on that redirect or block peer-to-peer traffic (ReqRedir, "
                    + "CmpltRedir, EgressCtrl: the bits Linux's p2pdma checks). FAIL on a known path; WARN when the "
                    + "bridge's place in the tree is unknown or the ACSCtl line has no device address; INFO when only "
                    + "SrcValid, TransBlk or UpstreamFwd are on (they do not reroute peer traffic; the kernel sets "
                    + "SrcValid and UpstreamFwd whenever an IOMMU is on).",
            "lspci -vvv (ACSCtl of the bridge's own block) or the bridge's config space in a snapshot; the PCI tree "
                    + "(snapshot sysfs, lspci -tv, NCCL topology XML) for the GPU-NIC paths",
            "Per bridge at runtime: setpci -s BDF ECAP_ACS+0x6.w=0000:002c clears ReqRedir, CmpltRedir and "
                    + "EgressCtrl only (lost at reboot: run it from a boot unit); for good, boot with "
                    + "pci=disable_acs_redir=BDF (clears the same three bits) or disable ACS in the BIOS.",
            REFERENCE);

    @Override
    public RuleInfo info() {
        return INFO;
    }

    @Override
    public List<Finding> check(NodeEvidence evidence, Limits limits) {
        List<Finding> out = new ArrayList<>();
        Optional<Topology> topo = evidence.derived(Topology.class);
        boolean anyAttributed = false;
        if (topo.isPresent()) {
            Topology t = topo.get();
            for (Bridge b : t.bridges()) {
                if (b.acs().isEmpty()) {
                    continue;
                }
                AcsState a = b.acs().get();
                if (!a.hindersPeerToPeer()) {
                    if (!a.otherControls().isEmpty() && b.onGpuNicPath()) {
                        anyAttributed = true;
                        out.add(otherControlsOnly(t, b, a));
                    }
                    continue;
                }
                anyAttributed = true;
                List<String> pairs = pairsThrough(t, b.busId());
                String bits = String.join(" ", a.p2pObstacles().stream().map(x -> x + "+").toList());
                List<Evidence> ev = new ArrayList<>();
                ev.add(a.evidence());
                for (String p : pairs) {
                    ev.add(Evidence.value(p));
                }
                List<String> fix = List.of(
                        "setpci -s " + b.busId() + " " + SETPCI_CLEAR_REDIRECT
                                + "   # clears ReqRedir, CmpltRedir, EgressCtrl; other bits stay",
                        "lspci -vvv -s " + b.busId() + " | grep ACSCtl    # expect ReqRedir- CmpltRedir- EgressCtrl-",
                        "# lost at reboot: boot with pci=disable_acs_redir=" + b.busId()
                                + " (clears the same bits), or disable ACS in the BIOS");
                if (b.onGpuNicPath()) {
                    out.add(new Finding(ID, Severity.FAIL,
                            "ACS " + bits + " on bridge " + b.busId() + " redirects GPU-NIC peer-to-peer traffic ("
                                    + pairs.size() + " GPU-NIC pair" + (pairs.size() == 1 ? "" : "s") + ")",
                            "bridge " + b.busId(), ev, fix, REFERENCE));
                } else if (t.paths().isEmpty()) {
                    out.add(new Finding(ID, Severity.WARN,
                            "ACS " + bits + " on bridge " + b.busId() + " (its place between GPUs and NICs is unknown)",
                            "bridge " + b.busId(), ev, fix, REFERENCE));
                }
            }
        }
        if (!anyAttributed) {
            for (ParsedArtifact<LspciDump> a : evidence.all(LspciDump.class)) {
                List<AcsFlags> loose = a.model().unattributedAcsControls().stream()
                        .filter(AcsFlags::redirectsPeerToPeer).toList();
                if (loose.isEmpty()) {
                    continue;
                }
                List<Evidence> ev = loose.stream().map(f -> a.evidence(f.line())).toList();
                out.add(new Finding(ID, Severity.WARN,
                        loose.size() + " ACSCtl line(s) with ReqRedir, CmpltRedir or EgressCtrl on, from output "
                                + "without device addresses",
                        a.file(), ev,
                        List.of("sudo lspci -vvv    # the full blocks name each bridge; then setpci -s BDF "
                                + SETPCI_CLEAR_REDIRECT),
                        REFERENCE));
            }
        }
        return out;
    }

    /** INFO: isolation bits that do not reroute peer traffic, with why nothing needs fixing. */
    private static Finding otherControlsOnly(Topology t, Bridge b, AcsState a) {
        String bits = String.join(" ", a.otherControls().stream().map(x -> x + "+").toList());
        List<Evidence> ev = new ArrayList<>();
        ev.add(a.evidence());
        ev.add(Evidence.value("ReqRedir, CmpltRedir and EgressCtrl are off: peer-to-peer traffic is not redirected "
                + "(what Linux's pci_bridge_has_acs_redir checks)"));
        return new Finding(ID, Severity.INFO,
                "ACS " + bits + " on bridge " + b.busId() + " on a GPU-NIC path: isolation bits that do not "
                        + "redirect peer-to-peer traffic",
                "bridge " + b.busId(), ev,
                List.of("# nothing to fix for GPUDirect RDMA: the kernel sets SrcValid and UpstreamFwd when an IOMMU "
                        + "is on; only ReqRedir, CmpltRedir and EgressCtrl reroute or block peer traffic"),
                REFERENCE);
    }

    private static List<String> pairsThrough(Topology t, PciAddress bridge) {
        List<String> out = new ArrayList<>();
        for (Gpu g : t.gpus()) {
            for (Nic n : t.nics()) {
                boolean gdr = t.connection(g.name(), n.name()).map(c -> c.type().gdrByDefault()).orElse(false);
                if (gdr && t.path(g.name(), n.name()).contains(bridge)) {
                    out.add(g.name() + " <-> " + n.displayName() + " (" + t.connection(g.name(), n.name()).get().label()
                            + ") via " + String.join(" > ", t.path(g.name(), n.name()).stream().map(PciAddress::toString).toList()));
                }
            }
        }
        return out;
    }
}
