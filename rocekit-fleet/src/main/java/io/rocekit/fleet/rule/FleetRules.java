package io.rocekit.fleet.rule;

import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.CatalogueEntry;
import io.rocekit.core.rule.Threshold;
import io.rocekit.core.unit.Unit;
import io.rocekit.fleet.analysis.MetricJudge;
import java.util.List;
import java.util.Optional;

/**
 * The {@code fleet.*} rules. Each drift rule owns the facts whose key starts with its prefix; the
 * outlier rules own the metrics of their kind. They run over many nodes at once: each judges the
 * fleet's aggregates ({@link io.rocekit.fleet.analysis.FleetView}) with its own limits, run by
 * {@link FleetJudge}.
 */
public final class FleetRules {
    /** The area name in the rule catalogue. */
    public static final String AREA = "fleet";

    public static final String FIRMWARE_DRIFT = "fleet.firmware-drift";
    public static final String SOFTWARE_DRIFT = "fleet.software-drift";
    public static final String MLXCONFIG_DRIFT = "fleet.mlxconfig-drift";
    public static final String QOS_DRIFT = "fleet.qos-drift";
    public static final String PCIE_DRIFT = "fleet.pcie-drift";
    public static final String INVENTORY_DRIFT = "fleet.inventory-drift";
    public static final String HUGEPAGES_DRIFT = "fleet.hugepages-drift";
    public static final String SLOW_NODE = "fleet.slow-node";
    public static final String COUNTER_OUTLIER = "fleet.counter-outlier";

    private static final String MAJORITY = "The value most nodes have (with --baseline NODE: that node's value) is the "
            + "reference; every node with another value, or without the fact, is named with its value.";

    private static final List<RuleInfo> INFOS = List.of(
            new RuleInfo(FIRMWARE_DRIFT, Severity.WARN,
                    "A NIC's firmware version or PSID differs from the rest of the fleet. " + MAJORITY,
                    "sysfs fw_ver and board_id of each RDMA device (else ibv_devinfo, ethtool -i)",
                    "Burn the fleet's firmware with `mlxfwmanager -u -i FW.bin` or `flint -d BDF -i FW.bin burn`, then "
                            + "`mlxfwreset -d BDF reset` (or reboot); check with `cat /sys/class/infiniband/*/fw_ver`.",
                    "NVIDIA MFT user manual, mlxfwmanager: https://docs.nvidia.com/networking/display/mft"),
            new RuleInfo(SOFTWARE_DRIFT, Severity.WARN,
                    "The kernel, OFED, mlx5 driver, GPU driver, CUDA or NCCL version differs from the rest of the "
                            + "fleet. " + MAJORITY,
                    "/proc/version, ofed_info -s, /sys/module/mlx5_core/version, nvidia-smi -q, NCCL_DEBUG=INFO log",
                    "Install the fleet's versions on the odd nodes (the same image or packages), then reboot them.",
                    "NVIDIA NCCL documentation, environment and versions: https://docs.nvidia.com/deeplearning/nccl/"),
            new RuleInfo(MLXCONFIG_DRIFT, Severity.WARN,
                    "A NIC firmware setting (mlxconfig) differs from the rest of the fleet. " + MAJORITY,
                    "mlxconfig -d BDF q (the current value)",
                    "`mlxconfig -d BDF set PARAM=VALUE` to the fleet's value, then `mlxfwreset -d BDF reset` or reboot.",
                    "NVIDIA MFT user manual, mlxconfig: https://docs.nvidia.com/networking/display/mft/mlxconfig"),
            new RuleInfo(QOS_DRIFT, Severity.FAIL,
                    "A node's RoCE QoS differs from the rest of the fleet: trust mode, PFC priorities, DSCP-to-priority "
                            + "map, RDMA-CM ToS, traffic class, or CNP DSCP/priority. Lossless RoCE needs every node to "
                            + "mark and pause on the same priority. " + MAJORITY,
                    "mlnx_qos -i IFACE; /sys/kernel/config/rdma_cm/DEV/ports/N/default_roce_tos; "
                            + "/sys/class/infiniband/DEV/tc/N/traffic_class; /sys/class/net/IFACE/ecn/roce_np/cnp_dscp",
                    "`mlnx_qos -i IFACE --trust dscp --pfc 0,0,0,1,0,0,0,0` (the fleet's values); "
                            + "`cma_roce_tos -d DEV -t TOS`; write the fleet's cnp_dscp and cnp_802p_prio.",
                    "NVIDIA, RoCE configuration for ConnectX (lossless fabric): "
                            + "https://docs.nvidia.com/networking/display/mlnxofedv24010331/quality+of+service"),
            new RuleInfo(PCIE_DRIFT, Severity.WARN,
                    "A node's PCIe state differs from the rest of the fleet: ACS on a bridge between a GPU and its "
                            + "nearest NIC, a NIC's Max Read Request size, or the speed/width a GPU or NIC link trained "
                            + "at. " + MAJORITY,
                    "sysfs current_link_speed/width and config space; lspci -vvv (ACSCtl, DevCtl MaxReadReq)",
                    "ACS: `setpci -s BDF ECAP_ACS+0x6.w=0000` on the bridge (and the BIOS setting that re-enables it); "
                            + "MaxReadReq: `setpci -s BDF CAP_EXP+0x8.w=5000:7000`; a degraded link: reseat the card or "
                            + "riser, check the slot.",
                    "NCCL troubleshooting, PCI Access Control Services: "
                            + "https://docs.nvidia.com/deeplearning/nccl/user-guide/docs/troubleshooting.html"),
            new RuleInfo(INVENTORY_DRIFT, Severity.FAIL,
                    "A node holds a different number of GPUs or NICs, or its GPU-NIC topology matrix has another "
                            + "shape, than the rest of the fleet (a device fell off the bus, a NIC moved slot). " + MAJORITY,
                    "the topology rebuilt from sysfs, lspci and nvidia-smi topo -m",
                    "Find the missing or moved device (`lspci -d 15b3:`, `nvidia-smi -L`, dmesg for AER errors), "
                            + "reseat it or return the node for repair.",
                    "NVIDIA, HGX system topology and nvidia-smi topo: https://docs.nvidia.com/deploy/nvidia-smi/"),
            new RuleInfo(HUGEPAGES_DRIFT, Severity.INFO,
                    "A node's hugepage pools differ from the rest of the fleet. " + MAJORITY,
                    "/sys/kernel/mm/hugepages/*/nr_hugepages",
                    "Set the fleet's count: `echo N > /sys/kernel/mm/hugepages/hugepages-SIZE/nr_hugepages` (and "
                            + "vm.nr_hugepages in sysctl.conf, or hugepages= on the kernel command line).",
                    "Linux kernel documentation, HugeTLB pages: https://docs.kernel.org/admin-guide/mm/hugetlbpage.html"),
            new RuleInfo(SLOW_NODE, Severity.FAIL,
                    "A node's benchmark result (nccl-tests bus bandwidth, perftest bandwidth or latency) is a robust "
                            + "outlier on the bad side: modified z-score beyond maxRobustZ and at least "
                            + "minRelativeDeviation from the fleet median. A collective runs at the pace of its "
                            + "slowest node.",
                    "nccl-tests and perftest outputs in the snapshots (extra/ or given files)",
                    "Run the doctor on the node (`rocekit doctor --snapshot NODE`), compare it with a good node "
                            + "(`rocekit fleet --baseline GOOD ...`), and drain it until fixed.",
                    "Iglewicz and Hoaglin, How to Detect and Handle Outliers (ASQC, 1993): the modified z-score"),
            new RuleInfo(COUNTER_OUTLIER, Severity.WARN,
                    "A node's error or congestion counter rate (drops, retransmissions, pauses, CNPs; counter over "
                            + "uptime) is a robust outlier above the fleet: modified z-score beyond maxRobustZ and at "
                            + "least minCounterExcessPerSec above the median.",
                    "RDMA hw_counters and ethtool -S in the snapshots, /proc/uptime",
                    "Look at the node's port and cable (`ethtool -S IFACE`, `mlxlink -d BDF -m`), its switch port, "
                            + "and the doctor's counter findings on it.",
                    "NVIDIA, Understanding mlx5 ethtool counters: "
                            + "https://enterprise-support.nvidia.com/s/article/understanding-mlx5-ethtool-counters"));

    private FleetRules() {
    }

    /** Every fleet rule's metadata. */
    public static List<RuleInfo> all() {
        return INFOS;
    }

    /** The rule's metadata. */
    public static RuleInfo info(String id) {
        return INFOS.stream().filter(i -> i.id().equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no fleet rule " + id));
    }

    /** Modified z-score beyond which a value is an outlier. */
    public static final Threshold MAX_ROBUST_Z = new Threshold("maxRobustZ", 3.5, Unit.NUMBER,
            "modified z-score beyond which a value is an outlier (3.5: Iglewicz and Hoaglin)").between(1, 100);
    /** Fewest nodes with a metric before any is judged. */
    public static final Threshold MIN_NODES = new Threshold("minNodes", 5, Unit.COUNT,
            "fewest nodes with the metric before any is judged (a median of 3 says little)").between(3, 1e9);
    /** Benchmarks: the smallest distance from the median that counts, as a share of it. */
    public static final Threshold MIN_RELATIVE_DEVIATION = new Threshold("minRelativeDeviation", 0.05, Unit.RATIO,
            "smallest distance from the median, as a share of it, that counts (run-to-run noise is a few %)").between(0, 1);
    /** Counters: the smallest excess over the median rate that counts. */
    public static final Threshold MIN_COUNTER_EXCESS = new Threshold("minCounterExcessPerSec", 1, Unit.PER_SECOND,
            "smallest excess over the fleet's median rate that counts");

    /** The thresholds of a fleet rule, with their defaults (drift rules have none: any difference counts). */
    public static List<Threshold> thresholds(String id) {
        return switch (id) {
            case SLOW_NODE -> List.of(MAX_ROBUST_Z, MIN_NODES, MIN_RELATIVE_DEVIATION);
            case COUNTER_OUTLIER -> List.of(MAX_ROBUST_Z, MIN_NODES, MIN_COUNTER_EXCESS);
            default -> List.of();
        };
    }

    /** Every fleet rule in the one rule contract, each judging from the fleet's aggregates with its own limits. */
    public static List<FleetRule> rules() {
        return INFOS.stream().map(i -> switch (i.id()) {
            case SLOW_NODE -> (FleetRule) new OutlierRule(i, false);
            case COUNTER_OUTLIER -> new OutlierRule(i, true);
            default -> new DriftRule(i, i.id().substring("fleet.".length(), i.id().length() - "-drift".length()));
        }).toList();
    }

    /** The catalogue entries of every fleet rule. */
    public static List<CatalogueEntry> catalogueEntries() {
        return INFOS.stream().map(i -> new CatalogueEntry(AREA, i, thresholds(i.id()))).toList();
    }

    /** The drift rule owning fact {@code key}, by its area (the key's first part). */
    public static Optional<String> driftRule(String key) {
        return rules().stream().filter(r -> r instanceof DriftRule d && d.owns(key)).map(r -> r.info().id()).findFirst();
    }

    /** The outlier rule owning metric {@code key}: counters, else benchmarks. */
    public static String outlierRule(String metric) {
        return MetricJudge.isCounter(metric) ? COUNTER_OUTLIER : SLOW_NODE;
    }
}
