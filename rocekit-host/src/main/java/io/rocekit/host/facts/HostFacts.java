package io.rocekit.host.facts;

import io.rocekit.host.model.PciAddress;
import java.util.List;
import java.util.Optional;

/**
 * The sysfs and procfs facts of one node that host rules read, each with the snapshot path it
 * came from so that a finding can cite it. Built from a snapshot by {@link HostFactsReader};
 * added to a node's evidence as a derived model.
 *
 * @param governors        CPU frequency governor per CPU
 * @param idleStates       idle states per CPU with whether each is disabled
 * @param maxCstateParams  {@code intel_idle.max_cstate} / {@code processor.max_cstate} module parameters
 * @param hugePages        hugepage pools (system-wide and per NUMA node)
 * @param numaNodes        CPUs of each NUMA node
 * @param irqs             affinity of the IRQs copied (the mlx5 ones)
 * @param pciDevices       NUMA node and local CPUs of PCI functions
 * @param iommuGroupTypes  the translation type of every IOMMU group ({@code identity} = passthrough)
 * @param peerMemory       the peer-memory files NCCL checks that exist
 * @param isolatedCpus     {@code /sys/devices/system/cpu/isolated}
 * @param roceTos          RDMA-CM default ToS ({@code rdma_cm/DEV/ports/N/default_roce_tos}) and MLNX_OFED
 *                         traffic-class overrides ({@code infiniband/DEV/tc/N/traffic_class})
 * @param cnpSettings      MLNX_OFED CNP marking ({@code net/IF/ecn/roce_np/cnp_dscp}, {@code cnp_802p_prio})
 * @param netMtus          the MTU of each network interface on a PCI device ({@code net/IF/mtu}; virtual
 *                         interfaces such as {@code lo} and bridges left out)
 */
public record HostFacts(List<Governor> governors, List<IdleState> idleStates, List<Value> maxCstateParams,
        List<HugePagePool> hugePages, List<NumaNode> numaNodes, List<IrqAffinity> irqs, List<PciFunction> pciDevices,
        List<Value> iommuGroupTypes, List<String> peerMemory, Optional<CpuSetValue> isolatedCpus,
        List<Value> roceTos, List<Value> cnpSettings, List<Value> netMtus) {
    public HostFacts {
        governors = List.copyOf(governors);
        idleStates = List.copyOf(idleStates);
        maxCstateParams = List.copyOf(maxCstateParams);
        hugePages = List.copyOf(hugePages);
        numaNodes = List.copyOf(numaNodes);
        irqs = List.copyOf(irqs);
        pciDevices = List.copyOf(pciDevices);
        iommuGroupTypes = List.copyOf(iommuGroupTypes);
        peerMemory = List.copyOf(peerMemory);
        roceTos = List.copyOf(roceTos);
        cnpSettings = List.copyOf(cnpSettings);
        netMtus = List.copyOf(netMtus);
    }

    /** No facts (no snapshot). */
    public static HostFacts empty() {
        return new HostFacts(List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), List.of(),
                List.of(), Optional.empty(), List.of(), List.of(), List.of());
    }

    /** A sysfs value and its path. */
    public record Value(String path, String value) {
    }

    /** A cpulist value and its path. */
    public record CpuSetValue(String path, CpuSet cpus) {
    }

    /** {@code cpuN/cpufreq/scaling_governor}. */
    public record Governor(int cpu, String governor, String path) {
    }

    /** {@code cpuN/cpuidle/stateK}: name, disabled, exit latency. */
    public record IdleState(int cpu, int state, String name, boolean disabled, long latencyMicros, String path) {
    }

    /** One hugepage pool: {@code hugepages-2048kB}, system-wide or of one node. */
    public record HugePagePool(String size, Optional<Integer> node, long total, Optional<Long> free, String path) {
    }

    /** A NUMA node's CPUs. */
    public record NumaNode(int node, CpuSet cpus, String path) {
    }

    /** {@code /proc/irq/N/smp_affinity_list} (and the effective affinity when the kernel shows it). */
    public record IrqAffinity(int irq, CpuSet affinity, Optional<CpuSet> effective, String path) {
    }

    /** A PCI function's NUMA node and local CPUs. */
    public record PciFunction(PciAddress address, Optional<Integer> numaNode, Optional<CpuSet> localCpus, String path) {
    }

    /** The NUMA node of a PCI function, if known (sysfs says -1 when the platform does not tell). */
    public Optional<Integer> numaNodeOf(PciAddress a) {
        return pciDevices.stream().filter(p -> p.address().equals(a)).findFirst().flatMap(PciFunction::numaNode);
    }

    /** The CPUs of a NUMA node. */
    public Optional<NumaNode> node(int node) {
        return numaNodes.stream().filter(n -> n.node() == node).findFirst();
    }

    /** The affinity of IRQ {@code irq}, if copied. */
    public Optional<IrqAffinity> irq(int irq) {
        return irqs.stream().filter(i -> i.irq() == irq).findFirst();
    }
}
