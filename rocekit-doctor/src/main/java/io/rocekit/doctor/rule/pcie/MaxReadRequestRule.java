package io.rocekit.doctor.rule.pcie;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.core.rule.Threshold;
import io.rocekit.core.unit.Unit;
import io.rocekit.doctor.rule.NodeEvidence;
import io.rocekit.doctor.rule.Rule;
import io.rocekit.host.artifact.ParsedArtifact;
import io.rocekit.host.parse.lspci.DeviceControl;
import io.rocekit.host.parse.lspci.LspciDump;
import io.rocekit.host.parse.lspci.PciDevice;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code pcie.max-read-request}: a Mellanox/NVIDIA NIC whose PCIe Max Read Request Size is below
 * the recommended value.
 *
 * <p>Rationale: the NIC reads every packet it sends from host or GPU memory with PCIe reads of at
 * most MRRS bytes; a small MRRS (BIOSes often leave 512 or less) means more read requests and
 * completions per byte and lower transmit bandwidth. NVIDIA's Network Operator sets 4096 on every
 * physical function when PCI performance optimisation is on.
 */
public final class MaxReadRequestRule implements Rule {
    public static final String ID = "pcie.max-read-request";
    /** The default lower bound: NVIDIA Network Operator's value. */
    public static final int DEFAULT_MIN_BYTES = 4096;
    private static final String REFERENCE = "NVIDIA Network Operator, NIC Configuration Operator 'pciPerformanceOptimized' "
            + "(sets PCI max read request size to 4096 on each PF): "
            + "https://docs.nvidia.com/networking/display/kubernetes2570/nic-conf-operator/configuration-details.html";

    /** The smallest MRRS not reported (a PCIe read request size, 128..4096). */
    public static final Threshold MIN = new Threshold("minMaxReadRequest", DEFAULT_MIN_BYTES, Unit.BYTES,
            "Smallest Max Read Request Size not reported; NVIDIA Network Operator programs 4096.")
            .between(128, 4096);

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.WARN,
                "A Mellanox/NVIDIA NIC (ConnectX, BlueField) whose PCIe Max Read Request Size (DevCtl MaxReadReq) is "
                        + "below the recommended " + DEFAULT_MIN_BYTES + " bytes: more, smaller PCIe reads per sent "
                        + "byte and lower transmit bandwidth.",
                "lspci -vv/-vvv (DevCtl: ... MaxReadReq N bytes, in the NIC's device block)",
                "`setpci -s BDF CAP_EXP+0x8.w=5000:7000` sets MaxReadReq to 4096 (bits 14:12 = 5) on each NIC "
                        + "function; it does not survive a reboot (run it from a boot-time unit).",
                REFERENCE);
    }

    @Override
    public List<Threshold> thresholds() {
        return List.of(MIN);
    }

    @Override
    public List<Finding> check(NodeEvidence evidence, Limits limits) {
        long minBytes = limits.getLong(MIN);
        List<Finding> out = new ArrayList<>();
        for (ParsedArtifact<LspciDump> a : evidence.all(LspciDump.class)) {
            for (PciDevice d : a.model().devices()) {
                if (d.role() != PciDevice.Role.NIC || !d.isMellanox() || d.deviceControl().isEmpty()) {
                    continue;
                }
                DeviceControl c = d.deviceControl().get();
                if (c.maxReadRequestBytes() >= minBytes) {
                    continue;
                }
                out.add(new Finding(ID, Severity.WARN,
                        "NIC MaxReadReq " + c.maxReadRequestBytes() + " bytes is below " + minBytes + " bytes",
                        d.address().shortForm() + " " + d.description(),
                        List.of(a.evidence(d.header()), a.evidence(c.line())),
                        List.of("setpci -s " + d.address().shortForm() + " CAP_EXP+0x8.w=5000:7000   # MaxReadReq 4096",
                                "lspci -s " + d.address().shortForm() + " -vv | grep MaxReadReq   # confirm"),
                        REFERENCE));
            }
        }
        return out;
    }
}
