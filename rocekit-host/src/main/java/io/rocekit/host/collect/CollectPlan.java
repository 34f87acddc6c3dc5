package io.rocekit.host.collect;

import java.util.List;

/**
 * What collection copies, in one place: the sysfs/procfs files and patterns the rules and the
 * topology read. Patterns are relative to the directory named with them (see {@link TreeCopy}).
 */
final class CollectPlan {
    private CollectPlan() {
    }

    /** Single files copied as they are. */
    static final List<String> FILES = List.of(
            "/proc/cmdline",
            "/proc/interrupts",
            "/proc/modules",
            "/proc/meminfo",
            "/proc/cpuinfo",
            "/proc/version",
            // uptime turns cumulative counters into rates (fleet compares counter rates across nodes)
            "/proc/uptime",
            "/proc/sys/kernel/numa_balancing",
            "/proc/irq/default_smp_affinity",
            // GPUDirect RDMA peer memory: where NCCL itself looks (net_ib/gdr.cc).
            "/sys/module/nvidia_peermem/version",
            "/sys/kernel/mm/memory_peers/nv_mem/version",
            "/sys/kernel/mm/memory_peers/nv_mem_nc/version",
            "/sys/module/nvidia/version",
            "/sys/module/mlx5_core/version",
            "/sys/kernel/mm/transparent_hugepage/enabled",
            "/sys/module/intel_idle/parameters/max_cstate",
            "/sys/module/processor/parameters/max_cstate");

    /** Attributes of every PCI device (in its real sysfs directory). */
    static final List<String> PCI_ATTRS = List.of(
            "class", "vendor", "device", "subsystem_vendor", "subsystem_device", "revision",
            "numa_node", "local_cpulist", "current_link_speed", "current_link_width",
            "max_link_speed", "max_link_width", "driver", "iommu_group", "physfn");

    /** Attributes of an RDMA device (in its real sysfs directory). */
    static final List<String> RDMA_ATTRS = List.of(
            "node_type", "fw_ver", "hca_type", "board_id", "node_guid", "device",
            "ports/#/state", "ports/#/phys_state", "ports/#/rate", "ports/#/link_layer",
            "ports/#/counters/*", "ports/#/hw_counters/*",
            "ports/#/gid_attrs/types/*", "ports/#/gid_attrs/ndevs/*", "ports/#/gids/*",
            "tc/#/traffic_class");

    /** Attributes of a network interface, with its DCQCN settings (MLNX_OFED's ecn tree). */
    static final List<String> NET_ATTRS = List.of(
            "device", "mtu", "speed", "operstate", "duplex", "type",
            "ecn/roce_rp/*", "ecn/roce_np/*", "ecn/roce_rp/enable/*", "ecn/roce_np/enable/*",
            "qos/*");

    /** CPU frequency governors and idle states. */
    static final List<String> CPU_ATTRS = List.of(
            "online", "present", "possible", "isolated", "nohz_full",
            "cpu#/cpufreq/scaling_governor", "cpu#/cpufreq/scaling_driver",
            "cpu#/cpuidle/state#/name", "cpu#/cpuidle/state#/disable", "cpu#/cpuidle/state#/latency",
            "cpu#/topology/physical_package_id",
            "cpuidle/current_driver", "cpuidle/current_governor", "cpuidle/current_governor_ro",
            "intel_pstate/status", "intel_pstate/no_turbo", "cpufreq/boost");

    /** NUMA nodes: CPUs, distances, per-node hugepages. */
    static final List<String> NODE_ATTRS = List.of(
            "online", "possible", "node#/cpulist", "node#/distance",
            "node#/hugepages/*/nr_hugepages", "node#/hugepages/*/free_hugepages");

    /** System-wide hugepage pools. */
    static final List<String> HUGEPAGE_ATTRS = List.of(
            "*/nr_hugepages", "*/free_hugepages", "*/resv_hugepages", "*/surplus_hugepages");

    /** RDMA-CM defaults (configfs; present only once a user created the device directory). */
    static final List<String> RDMA_CM_ATTRS = List.of(
            "*/ports/#/default_roce_tos", "*/ports/#/default_roce_mode");

    /** IRQ settings of one IRQ. */
    static final List<String> IRQ_ATTRS = List.of("smp_affinity_list", "effective_affinity_list", "node");
}
