package io.rocekit.doctor.rule.pcie;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.doctor.rule.NodeEvidence;
import io.rocekit.doctor.rule.Rule;
import io.rocekit.host.artifact.ParsedArtifact;
import io.rocekit.host.model.PcieLink;
import io.rocekit.host.model.PcieSpeed;
import io.rocekit.host.parse.lspci.LspciDump;
import io.rocekit.host.parse.lspci.LspciFragment;
import io.rocekit.host.parse.lspci.PciDevice;
import io.rocekit.host.parse.lspci.PcieLinkLine;
import io.rocekit.host.parse.lspci.PciePortType;
import io.rocekit.host.parse.nvsmi.GpuQuery;
import io.rocekit.host.parse.nvsmi.NvidiaSmiQuery;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code pcie.link-degraded}: a GPU, NIC or bridge whose PCIe link trained slower or narrower
 * than it can run ({@code LnkSta} below {@code LnkCap}).
 *
 * <p>Rationale: a ConnectX-7 needs Gen5 x16 (or Gen4 x16 for 200 Gb/s) to feed its port; a card
 * in a slot wired x8 or trained at a lower rate caps RDMA bandwidth at the PCIe rate whatever
 * the network does. GPUs lower their link rate when idle to save power, so a GPU below its
 * rate (but at full width) is a warning to recheck under load, not a failure. A downstream or
 * root port wider than the card in its slot is normal: a bridge is only compared with what its
 * link partner (the device on its secondary bus, or the port above an upstream port) can do.
 */
public final class LinkDegradedRule implements Rule {
    public static final String ID = "pcie.link-degraded";
    private static final String REFERENCE = "PCIe Base Specification (Link Capabilities/Status registers); "
            + "mlnx_tune checks 'PCIe width and speed vs capability' (Mellanox/mlnx-tools)";
    private static final RuleInfo INFO = new RuleInfo(ID, Severity.FAIL,
            "A GPU, NIC or PCIe bridge whose link trained below its capability: LnkSta speed or width lower "
                    + "than LnkCap (for a bridge: lower than what both ends of its link support). NIC and GPU width "
                    + "loss is FAIL; a GPU below its rate at full width is WARN (GPUs drop the rate when idle); a "
                    + "bridge link is WARN.",
            "lspci -vv/-vvv (LnkCap:, LnkSta:, Bus: of each device block; header-less grep fragments are "
                    + "compared pairwise and reported without an address); nvidia-smi -q (GPU Link Info: PCIe "
                    + "Generation and Link Width, Max and Current)",
            "Move the card to a slot wired for its full width, check riser/bifurcation and the slot's link "
                    + "speed in the BIOS, reseat the card; re-check with `lspci -s BDF -vv | grep -E 'LnkCap|LnkSta'`. "
                    + "For a GPU, re-check under load before acting.",
            REFERENCE);

    @Override
    public RuleInfo info() {
        return INFO;
    }

    @Override
    public List<Finding> check(NodeEvidence evidence, Limits limits) {
        List<Finding> out = new ArrayList<>();
        for (ParsedArtifact<LspciDump> a : evidence.all(LspciDump.class)) {
            LspciDump dump = a.model();
            for (PciDevice d : dump.devices()) {
                if (d.linkCapability().isEmpty() || d.linkStatus().isEmpty()) {
                    continue;
                }
                switch (d.role()) {
                    case NIC, GPU -> endpoint(a, d).ifPresent(out::add);
                    case BRIDGE -> bridge(a, dump, d).ifPresent(out::add);
                    case OTHER -> {
                    }
                }
            }
            fragments(a).forEach(out::add);
        }
        for (ParsedArtifact<NvidiaSmiQuery> a : evidence.all(NvidiaSmiQuery.class)) {
            for (GpuQuery g : a.model().gpus()) {
                nvidiaSmi(a, g).ifPresent(out::add);
            }
        }
        return out;
    }

    /** nvidia-smi -q's own view of a GPU's link: width below max fails, generation below max at full width warns. */
    private Optional<Finding> nvidiaSmi(ParsedArtifact<NvidiaSmiQuery> a, GpuQuery g) {
        if (g.linkWidth().isEmpty() || g.pcieGeneration().isEmpty()) {
            return Optional.empty();
        }
        GpuQuery.MaxCurrent w = g.linkWidth().get();
        GpuQuery.MaxCurrent gen = g.pcieGeneration().get();
        if (!w.currentBelowMax() && !gen.currentBelowMax()) {
            return Optional.empty();
        }
        boolean rateOnly = !w.currentBelowMax();
        String title = "GPU PCIe link Gen" + gen.current().value() + " x" + w.current().value() + " is below its maximum Gen"
                + gen.max().value() + " x" + w.max().value()
                + (rateOnly ? " (rate only: GPUs lower it when idle; re-check under load)" : "");
        return Optional.of(new Finding(ID, rateOnly ? Severity.WARN : Severity.FAIL, title,
                "GPU " + g.busId() + g.productName().map(p -> " " + p.value()).orElse(""),
                List.of(a.evidence(g.header()), a.evidence(gen.max().line()), a.evidence(gen.current().line()),
                        a.evidence(w.max().line()), a.evidence(w.current().line())),
                List.of("nvidia-smi --query-gpu=pci.bus_id,pcie.link.gen.current,pcie.link.gen.max,pcie.link.width.current "
                                + "--format=csv   # run while the GPU is busy",
                        "Reseat the GPU/baseboard or fix the slot's link settings in the BIOS if the width stays low"),
                REFERENCE));
    }

    private Optional<Finding> endpoint(ParsedArtifact<LspciDump> a, PciDevice d) {
        PcieLinkLine cap = d.linkCapability().get();
        PcieLinkLine sta = d.linkStatus().get();
        Comparison c = compare(sta.link(), cap.link());
        if (!c.below()) {
            return Optional.empty();
        }
        boolean gpuRateOnly = d.role() == PciDevice.Role.GPU && !c.narrower();
        Severity severity = gpuRateOnly ? Severity.WARN : Severity.FAIL;
        String what = d.role() == PciDevice.Role.GPU ? "GPU" : "NIC";
        String title = what + " PCIe link " + sta.link() + " is below its capability " + cap.link()
                + (gpuRateOnly ? " (rate only: GPUs lower it when idle; re-check under load)" : "");
        List<String> fix = new ArrayList<>();
        if (gpuRateOnly && d.isNvidia()) {
            fix.add("nvidia-smi --query-gpu=pci.bus_id,pcie.link.gen.current,pcie.link.gen.max,pcie.link.width.current "
                    + "--format=csv   # run while the GPU is busy");
        }
        fix.add("lspci -s " + d.address().shortForm() + " -vv | grep -E 'LnkCap|LnkSta'   # confirm"
                + (gpuRateOnly ? " while the GPU is busy" : ""));
        fix.add("Move the card to a slot wired x" + cap.link().width() + " at " + cap.link().speed().map(PcieSpeed::label)
                .orElse("its full rate") + ", or fix the slot's link width/speed (bifurcation, Gen setting) in the BIOS");
        return Optional.of(new Finding(ID, severity, title, subject(d),
                List.of(a.evidence(d.header()), a.evidence(cap.line()), a.evidence(sta.line())), fix, REFERENCE));
    }

    private Optional<Finding> bridge(ParsedArtifact<LspciDump> a, LspciDump dump, PciDevice d) {
        PcieLinkLine cap = d.linkCapability().get();
        PcieLinkLine sta = d.linkStatus().get();
        Optional<PciDevice> partner = partner(dump, d);
        PcieLink target;
        if (partner.isPresent() && partner.get().linkCapability().isPresent()) {
            target = min(cap.link(), partner.get().linkCapability().get().link());
        } else if (d.portType().filter(t -> t == PciePortType.UPSTREAM_PORT).isPresent()) {
            // The port above a switch uplink is almost always at least as capable as the switch.
            target = cap.link();
        } else {
            // A slot wider or faster than the card in it is normal; without the card we cannot tell.
            return Optional.empty();
        }
        Comparison c = compare(sta.link(), target);
        if (!c.below()) {
            return Optional.empty();
        }
        List<Evidence> ev = new ArrayList<>(List.of(a.evidence(d.header()), a.evidence(cap.line()), a.evidence(sta.line())));
        partner.flatMap(PciDevice::linkCapability).ifPresent(p -> ev.add(a.evidence(p.line())));
        String title = "PCIe bridge link " + sta.link() + " is below " + target
                + (partner.isPresent() ? " (what both ends support)" : " (its capability)");
        return Optional.of(new Finding(ID, Severity.WARN, title, subject(d), ev,
                List.of("lspci -s " + d.address().shortForm() + " -vv | grep -E 'LnkCap|LnkSta'   # confirm",
                        "Check the riser/cable and the slot's link settings in the BIOS; every device below this bridge "
                                + "shares the reduced link"),
                REFERENCE));
    }

    private List<Finding> fragments(ParsedArtifact<LspciDump> a) {
        List<Finding> out = new ArrayList<>();
        LspciFragment.Link pendingCap = null;
        for (LspciFragment f : a.model().fragments()) {
            if (!(f instanceof LspciFragment.Link link)) {
                continue;
            }
            if (link.register() == LspciFragment.LinkRegister.CAPABILITY) {
                pendingCap = link;
                continue;
            }
            if (pendingCap == null) {
                continue;
            }
            // A LnkSta after a LnkCap with no other link line between them: one device's pair.
            LspciFragment.Link cap = pendingCap;
            pendingCap = null;
            if (compare(link.link().link(), cap.link().link()).below()) {
                out.add(new Finding(ID, Severity.WARN,
                        "PCIe link " + link.link().link() + " is below its capability " + cap.link().link()
                                + " (device unknown: the lines have no device header)",
                        "lines " + cap.line().number() + "-" + link.line().number() + " of " + a.file(),
                        List.of(a.evidence(cap.line()), a.evidence(link.line())),
                        List.of("lspci -vvv | grep -E '^[0-9a-f]|LnkCap:|LnkSta:'   # rerun with device headers to know which device"),
                        REFERENCE));
            }
        }
        return out;
    }

    /** The device at the other end of a bridge's link, when the dump shows it. */
    private static Optional<PciDevice> partner(LspciDump dump, PciDevice bridge) {
        boolean upstream = bridge.portType().filter(t -> t == PciePortType.UPSTREAM_PORT).isPresent();
        if (upstream) {
            int bus = bridge.address().bus();
            return dump.devices().stream()
                    .filter(p -> p.address().domain() == bridge.address().domain())
                    .filter(p -> p.buses().map(b -> b.secondary() == bus).orElse(false))
                    .findFirst();
        }
        return bridge.buses().flatMap(b -> dump.devices().stream()
                .filter(p -> p.address().domain() == bridge.address().domain() && p.address().bus() == b.secondary())
                .filter(p -> p.address().function() == 0)
                .findFirst());
    }

    private static String subject(PciDevice d) {
        return d.address().shortForm() + " " + d.description();
    }

    private static PcieLink min(PcieLink a, PcieLink b) {
        Optional<PcieSpeed> speed = a.speed().isPresent() && b.speed().isPresent()
                ? Optional.of(a.speed().get().compareTo(b.speed().get()) <= 0 ? a.speed().get() : b.speed().get())
                : Optional.empty();
        return new PcieLink(speed, Math.min(a.width(), b.width()));
    }

    /** Whether a trained link is slower or narrower than a target; unknown rates are not compared. */
    private static Comparison compare(PcieLink status, PcieLink target) {
        boolean slower = status.speed().isPresent() && target.speed().isPresent()
                && status.speed().get().compareTo(target.speed().get()) < 0;
        boolean narrower = status.width() > 0 && status.width() < target.width();
        return new Comparison(slower, narrower);
    }

    private record Comparison(boolean slower, boolean narrower) {
        boolean below() {
            return slower || narrower;
        }
    }
}
