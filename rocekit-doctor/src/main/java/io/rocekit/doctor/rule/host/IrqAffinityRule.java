package io.rocekit.doctor.rule.host;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.doctor.rule.NodeEvidence;
import io.rocekit.doctor.rule.Rule;
import io.rocekit.host.artifact.ParsedArtifact;
import io.rocekit.host.facts.CpuSet;
import io.rocekit.host.facts.HostFacts;
import io.rocekit.host.model.PciAddress;
import io.rocekit.host.parse.lspci.LspciDump;
import io.rocekit.host.parse.lspci.PciDevice;
import io.rocekit.host.parse.proc.Interrupts;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code host.irq-affinity}: ConnectX (mlx5) interrupts served by CPUs off the NIC's NUMA node,
 * or only by housekeeping cores.
 *
 * <p>Rationale: an interrupt handled on the other socket crosses the inter-socket link for every
 * completion and competes with remote memory traffic; mlx5 IRQs should run on the NIC's
 * NUMA-local CPUs ({@code local_cpulist}) with irqbalance stopped or told to keep off them.
 * NCCL polls its completion queues, so this matters most for TCP/IPoIB traffic and
 * event-driven RDMA users: a warning, not a failure.
 */
public final class IrqAffinityRule implements Rule {
    public static final String ID = "host.irq-affinity";
    public static final String DEFAULT_HOUSEKEEPING_CPUS = "0";
    private static final String REFERENCE = "Mellanox/mlnx-tools sbin/set_irq_affinity_bynode.sh, set_irq_affinity_cpulist.sh "
            + "and mlnx_tune (IRQ affinity to NUMA-local CPUs, irqbalance stopped); Linux Documentation/core-api/irq/irq-affinity.rst";

    private final CpuSet housekeeping;

    public IrqAffinityRule() {
        this(CpuSet.parse(DEFAULT_HOUSEKEEPING_CPUS).orElseThrow());
    }

    /** @param housekeeping CPUs kept for the OS; mlx5 IRQs served only there are reported (INFO) */
    public IrqAffinityRule(CpuSet housekeeping) {
        this.housekeeping = housekeeping;
    }

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.WARN,
                "mlx5 interrupts whose affinity (or, without it, the CPUs that served them) lies outside the NIC's "
                        + "NUMA node (WARN), or only on housekeeping cores (INFO).",
                "/proc/interrupts (mlx5_comp*/mlx5_async*@pci:BDF rows); snapshot proc/irq/N/smp_affinity_list, "
                        + "sys/bus/pci/devices/BDF/numa_node, sys/devices/system/node/node*/cpulist; lspci -vv NUMA node",
                "Stop irqbalance (or ban the mlx5 IRQs), then `set_irq_affinity_bynode.sh NODE IFACE` (MLNX_OFED) or "
                        + "write the node's CPU list to /proc/irq/N/smp_affinity_list for each mlx5 IRQ.",
                REFERENCE);
    }

    @Override
    public List<Finding> check(NodeEvidence evidence, Limits limits) {
        Optional<HostFacts> facts = evidence.derived(HostFacts.class);
        if (facts.isEmpty()) {
            return List.of();
        }
        List<Finding> out = new ArrayList<>();
        for (ParsedArtifact<Interrupts> a : evidence.all(Interrupts.class)) {
            Map<PciAddress, List<Interrupts.Irq>> byDevice = new LinkedHashMap<>();
            for (Interrupts.Irq irq : a.model().mlx5()) {
                irq.mlx5Device().ifPresent(d -> byDevice.computeIfAbsent(d, k -> new ArrayList<>()).add(irq));
            }
            for (Map.Entry<PciAddress, List<Interrupts.Irq>> e : byDevice.entrySet()) {
                check(evidence, facts.get(), a, e.getKey(), e.getValue()).forEach(out::add);
            }
        }
        return out;
    }

    private List<Finding> check(NodeEvidence evidence, HostFacts facts, ParsedArtifact<Interrupts> a, PciAddress device,
            List<Interrupts.Irq> irqs) {
        Optional<Integer> node = facts.numaNodeOf(device).or(() -> lspciNode(evidence, device));
        Optional<HostFacts.NumaNode> cpus = node.flatMap(facts::node);
        List<Evidence> offEv = new ArrayList<>();
        List<Evidence> houseEv = new ArrayList<>();
        int off = 0;
        int comp = 0;
        int onHousekeeping = 0;
        for (Interrupts.Irq irq : irqs) {
            Optional<HostFacts.IrqAffinity> aff = irq.number().flatMap(facts::irq);
            CpuSet served = aff.map(HostFacts.IrqAffinity::affinity).orElse(CpuSet.of(a.model().cpusServing(irq)));
            if (served.isEmpty()) {
                continue;
            }
            Evidence where = aff.map(x -> Evidence.inFile(x.path(), x.affinity().toString()))
                    .orElse(Evidence.value(irq.mlx5Queue().orElse(irq.id()) + " served by CPUs " + served));
            if (cpus.isPresent() && !served.isSubsetOf(cpus.get().cpus())) {
                off++;
                if (offEv.size() < 6) {
                    offEv.add(a.evidence(irq.line()));
                    offEv.add(where);
                }
            }
            if (irq.mlx5Queue().orElse("").startsWith("mlx5_comp")) {
                comp++;
                if (served.isSubsetOf(housekeeping)) {
                    onHousekeeping++;
                    if (houseEv.size() < 4) {
                        houseEv.add(a.evidence(irq.line()));
                        houseEv.add(where);
                    }
                }
            }
        }
        List<Finding> out = new ArrayList<>();
        String subject = "mlx5 IRQs of " + device;
        if (off > 0) {
            HostFacts.NumaNode n = cpus.get();
            offEv.add(Evidence.inFile(n.path(), n.cpus().toString()));
            out.add(new Finding(ID, Severity.WARN,
                    off + " of " + irqs.size() + " mlx5 IRQs are served off the NIC's NUMA node " + n.node() + " (CPUs " + n.cpus() + ")",
                    subject, offEv,
                    List.of("sudo systemctl stop irqbalance   # or ban these IRQs in /etc/sysconfig/irqbalance",
                            "set_irq_affinity_bynode.sh " + n.node() + " <netdev of " + device + ">   # MLNX_OFED script",
                            "for i in $(grep " + device + " /proc/interrupts | cut -d: -f1); do echo " + n.cpus()
                                    + " | sudo tee /proc/irq/$i/smp_affinity_list; done"),
                    REFERENCE));
        }
        if (onHousekeeping > 0) {
            out.add(new Finding(ID, Severity.INFO,
                    onHousekeeping + " of " + comp + " mlx5 completion IRQs are served only by housekeeping CPUs " + housekeeping,
                    subject, houseEv,
                    List.of("Spread the completion IRQs over the NIC's local CPUs other than " + housekeeping
                            + " (set_irq_affinity_cpulist.sh LIST IFACE)"),
                    REFERENCE));
        }
        return out;
    }

    private static Optional<Integer> lspciNode(NodeEvidence evidence, PciAddress device) {
        for (ParsedArtifact<LspciDump> a : evidence.all(LspciDump.class)) {
            Optional<PciDevice> d = a.model().device(device);
            if (d.isPresent() && d.get().numaNode().isPresent()) {
                return Optional.of(d.get().numaNode().getAsInt());
            }
        }
        return Optional.empty();
    }
}
