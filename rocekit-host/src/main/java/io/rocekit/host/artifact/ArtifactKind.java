package io.rocekit.host.artifact;

import java.util.Optional;

/**
 * Every kind of evidence the doctor recognises, with the stable id that {@code rocekit identify
 * --json} prints. {@link #UNKNOWN} is a file of no known kind: reported, never guessed at.
 */
public enum ArtifactKind {
    LSPCI_VV("lspci-vv", "lspci -vv / -vvv (with or without -nn)"),
    LSPCI_TREE("lspci-tree", "lspci -tv"),
    NVIDIA_SMI_TOPO("nvidia-smi-topo", "nvidia-smi topo -m / -mp"),
    NVIDIA_SMI_P2P("nvidia-smi-p2p", "nvidia-smi topo -p2p r|w|n|a|p (peer-to-peer capability table)"),
    /** AMD's GPU matrices (link type XGMI/PCIE, hops, weight) and each GPU's NUMA node. */
    ROCM_SMI_TOPO("rocm-smi-topo", "rocm-smi --showtopo (AMD GPU weight/hops/link type tables)"),
    /** AMD SMI's GPU tables (ROCm 6.0+), rows and columns named by the GPUs' PCI addresses. */
    AMD_SMI_TOPO("amd-smi-topo", "amd-smi topology (AMD GPU weight/hops/link type tables by PCI address)"),
    NVIDIA_SMI_QUERY("nvidia-smi-query", "nvidia-smi -q"),
    ETHTOOL("ethtool", "ethtool IFACE"),
    ETHTOOL_DRIVER("ethtool-driver", "ethtool -i IFACE"),
    ETHTOOL_STATS("ethtool-stats", "ethtool -S IFACE"),
    HW_COUNTERS("hw-counters", "/sys/class/infiniband/*/ports/*/hw_counters listing"),
    IBV_DEVINFO("ibv-devinfo", "ibv_devinfo [-v]"),
    IBSTAT("ibstat", "ibstat"),
    IBLINKINFO("iblinkinfo", "iblinkinfo"),
    SHOW_GIDS("show-gids", "show_gids"),
    MLNX_QOS("mlnx-qos", "mlnx_qos -i IFACE"),
    MLXCONFIG("mlxconfig", "mlxconfig q / mstconfig q"),
    PROC_INTERRUPTS("proc-interrupts", "/proc/interrupts"),
    PROC_CMDLINE("proc-cmdline", "/proc/cmdline"),
    LSMOD("lsmod", "lsmod"),
    NCCL_TOPO_XML("nccl-topo-xml", "NCCL topology XML (NCCL_TOPO_FILE / NCCL_TOPO_DUMP_FILE)"),
    PERFTEST_BW("perftest-bw", "perftest ib_{write,read,send}_bw"),
    PERFTEST_LAT("perftest-lat", "perftest ib_{write,read,send}_lat"),
    NCCL_TESTS("nccl-tests", "nccl-tests *_perf"),
    NCCL_LOG("nccl-log", "NCCL_DEBUG=INFO log"),
    /** A switch QoS configuration; its format (sonic, nvue, junos, ...) comes from rocekit-fabric's detector. */
    SWITCH_CONFIG("switch-config", "switch QoS configuration: SONiC CONFIG_DB, NVUE, Cumulus traffic.conf, EOS, NX-OS, "
            + "Comware, Junos"),
    UNKNOWN("unknown", "not a kind rocekit knows");

    private final String id;
    private final String producedBy;

    ArtifactKind(String id, String producedBy) {
        this.id = id;
        this.producedBy = producedBy;
    }

    /** The stable id ({@code lspci-vv}, {@code nccl-tests}, ...). */
    public String id() {
        return id;
    }

    /** The command or file that produces this kind, for help texts. */
    public String producedBy() {
        return producedBy;
    }

    /** The kind with this id, if any. */
    public static Optional<ArtifactKind> byId(String id) {
        for (ArtifactKind k : values()) {
            if (k.id.equals(id)) {
                return Optional.of(k);
            }
        }
        return Optional.empty();
    }

    @Override
    public String toString() {
        return id;
    }
}
