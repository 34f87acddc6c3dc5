package io.rocekit.host.detect;

import io.rocekit.host.artifact.ArtifactKind;
import java.util.List;

/**
 * The line patterns of every kind rocekit knows. Signatures are lines only that tool prints; they
 * decide. Compatible lines are what else the tool prints; they decide how much of a text fits.
 * Patterns are tried with {@code find()}, so anchor them. A repeated group is possessive ({@code *+},
 * {@code ++}) with a lookahead ending each token: Java matches a greedy repeated group by recursion,
 * one stack frame per repetition, so a line of a few thousand words would overflow the stack;
 * possessive repetition is iterative (RecognisersTest checks every pattern on a 1 MiB line).
 */
final class Recognisers {
    private static final int ANY = Integer.MAX_VALUE;
    private static final String PCI = "(?:[0-9a-fA-F]{4,8}:)?[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\\.[0-7]";
    private static final String TOPO_CELL = "(?:X|NV\\d+|PIX|PXB|PHB|NODE|SYS|SOC|N/A)";
    private static final String P2P_CELL = "(?:X|OK|NS|CNS|GNS|TNS|U)";
    private static final String HW_COUNTER_NAMES = "(?:out_of_buffer|out_of_sequence|np_cnp_sent"
            + "|np_ecn_marked_roce_packets|rp_cnp_handled|rp_cnp_ignored|local_ack_timeout_err|packet_seq_err"
            + "|implied_nak_seq_err|duplicate_request|rnr_nak_retry_err|req_cqe_error|resp_cqe_error"
            + "|req_cqe_flush_error|resp_cqe_flush_error|rx_write_requests|rx_read_requests|rx_atomic_requests"
            + "|roce_adp_retrans\\w*|roce_slow_restart\\w*|rx_dct_connect|resp_local_length_error"
            + "|req_remote_\\w+|resp_remote_access_errors|rx_icrc_encapsulated|lifespan|req_rnr_retries_exceeded"
            + "|cc_\\w+|rx_dct_connect)";
    private static final String PERFTEST_KEYS = "^\\s*(?:Dual-port|Number of qps|Connection type|TX depth|RX depth"
            + "|CQ Moderation|Mtu|Link type|GID index|Max inline data|rdma_cm QPs|Data ex\\. method|PCIe relax order"
            + "|ibv_wr\\* API|Post List|Outstand reads|Using SRQ|Device|Transport type|Using Enhanced Reorder"
            + "|Lock-free|Using DDP|Atomic type)\\s*:";

    /**
     * Messages only perftest prints when a run fails before its header (both bw and lat tools print
     * them, so the command of the prompt, when there is one, tells which).
     */
    private static final List<String> PERFTEST_ERRORS = List.of("^\\s*Couldn't connect to \\S+:\\d+",
            "Unable to init the socket connection", "^\\s*Failed to exchange data between server and clients",
            "^\\s*Couldn't listen to port \\d+", "^\\s*Unable to open file descriptor for socket connection");

    private Recognisers() {
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> out = new java.util.ArrayList<>(a);
        out.addAll(b);
        return out;
    }

    static List<Recogniser> all() {
        return List.of(
                Recogniser.of(ArtifactKind.LSPCI_VV, ANY,
                        List.of("^\\s*(?:ACSCap|ACSCtl|LnkCap|LnkSta|DevCap|DevCtl|DevSta|LnkCtl):\\s",
                                "^\\s+Capabilities: (?:\\[[0-9a-f]+|<access denied>)",
                                "^\\s+Kernel driver in use:"),
                        List.of("^\\s+\\S", "^" + PCI + " [^:]+: .+")),
                Recogniser.of(ArtifactKind.LSPCI_TREE, ANY,
                        List.of("^[ |]*[-+\\\\][-+].*[0-9a-f]{2}\\.[0-7]"),
                        List.of("^[ |]+$")),
                Recogniser.of(ArtifactKind.NVIDIA_SMI_TOPO, ANY,
                        List.of("^\\s*GPU0\\s+(?:GPU1|NIC0|mlx5_\\d+|CPU Affinity)",
                                "^(?:GPU|NIC)\\d+\\s+" + TOPO_CELL + "(?:\\s|$)",
                                "^\\s*(?:NIC )?Legend:\\s*$",
                                "^\\s+X\\s+= Self",
                                "^\\s+(?:SYS|NODE|PHB|PXB|PIX|NV#|SOC)\\s+= Connection"),
                        List.of("^\\S+(?:\\s+(?:" + TOPO_CELL + "|[\\d,-]+)(?=\\s|$))++\\s*$",
                                "^\\s+NIC\\d+: \\S+\\s*$",
                                "^\\s*GPU\\d+\\s+\\S")),
                // topo -p2p: a GPU matrix of capability statuses (OK, NS, CNS, GNS, TNS, U), no topology
                Recogniser.of(ArtifactKind.NVIDIA_SMI_P2P, ANY,
                        List.of("^\\s*GPU\\d+(?=.*\\s(?:OK|NS|CNS|GNS|TNS)(?:\\s|$))(?:\\s+" + P2P_CELL + "(?=\\s|$))++\\s*$",
                                "^\\s+(?:OK\\s+= Status Ok|CNS\\s+= Chipset not supported|GNS\\s+= GPU not supported"
                                        + "|TNS\\s+= Topology not supported|NS\\s+= Not supported|U\\s+= Unknown)",
                                // also topo -m's, but a signature here keeps the legend with its table
                                "^\\s*Legend:\\s*$"),
                        List.of("^\\s*GPU0(?:\\s+GPU\\d+(?=\\s|$))*+\\s*$", "^\\s+X\\s+= Self")),
                // rocm-smi --showtopo: GPU matrices of weights, hops and link types (PCIE, XGMI) under banners
                Recogniser.of(ArtifactKind.ROCM_SMI_TOPO, ANY,
                        List.of("^=+ ROCm System Management Interface =+\\s*$",
                                "^=+ (?:Weight|Hops|Link Type) between two GPUs =+\\s*$",
                                "^=+ (?:Numa Nodes|End of ROCm SMI Log) =+\\s*$"),
                        List.of("^\\s+GPU\\d+(?:\\s+GPU\\d+(?=\\s|$))*+\\s*$",
                                "^GPU\\d+(?:\\s+(?:\\d+|PCIE|XGMI|N/A)(?=\\s|$))++\\s*$",
                                "^GPU\\[\\d+\\]\\s*: ")),
                // amd-smi topology: the same tables under "NAME TABLE:" titles, by the GPUs' PCI addresses
                Recogniser.of(ArtifactKind.AMD_SMI_TOPO, ANY,
                        List.of("^(?:ACCESS|WEIGHT|HOPS|LINK TYPE|NUMA BW|CACHE COHERANCY|ATOMICS|DMA|BI-DIRECTIONAL) TABLE:\\s*$"),
                        List.of("^\\s+[0-9a-fA-F]{4}:[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\\.[0-7](?:\\s+[0-9a-fA-F]{4}:[0-9a-fA-F]{2}:"
                                        + "[0-9a-fA-F]{2}\\.[0-7])*+\\s*$",
                                "^[0-9a-fA-F]{4}:[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\\.[0-7](?:\\s+\\S+)++\\s*$",
                                "^Legend:\\s*$", "^\\s+(?:SELF|ENABLED|N/A|T/F|C/NC|64,32|<BW from>)")),
                // amd-smi topology --json: one object per GPU, its links' "link_type" (or a "link_type" object keyed gpu_N)
                Recogniser.of(ArtifactKind.AMD_SMI_TOPO, ANY,
                        List.of("^\\s*\"link_type\": (?:\"(?:SELF|XGMI|PCIE|N/A)\",?|\\{)\\s*$"),
                        List.of("^\\s*[\\[\\]{}],?\\s*$", "^\\s*\"[a-z][a-z0-9_]{0,40}\": \\S.*$")),
                Recogniser.of(ArtifactKind.NVIDIA_SMI_QUERY, ANY,
                        List.of("^=+NVSMI LOG=+\\s*$",
                                "^GPU [0-9A-Fa-f]{8}:[0-9A-Fa-f]{2}:[0-9A-Fa-f]{2}\\.[0-7]\\s*$",
                                "^\\s*(?:Driver Version|CUDA Version|Attached GPUs|Product Name|Product Architecture"
                                        + "|Persistence Mode|VBIOS Version)\\s+: "),
                        List.of("^\\s*[A-Za-z][^:]*?\\s+: ?.*$",
                                "^\\s+[A-Z][A-Za-z0-9 .()/_-]*$")),
                Recogniser.of(ArtifactKind.ETHTOOL, ANY,
                        List.of("^Settings for \\S+:\\s*$",
                                "^\\s+(?:Supported ports|Supported link modes|Supported pause frame use"
                                        + "|Advertised link modes|Advertised pause frame use|Auto-negotiation|PHYAD"
                                        + "|Transceiver|Link detected|Supports Wake-on|Wake-on|Current message level"
                                        + "|Supported FEC modes|Advertised FEC modes|Link partner advertised link modes"
                                        + "|Supports auto-negotiation|Advertised auto-negotiation|MDI-X):"),
                        List.of("^\\s+[A-Za-z][\\w /-]*:.*$", "^\\s+\\S.*$")),
                Recogniser.of(ArtifactKind.ETHTOOL_DRIVER, ANY,
                        List.of("^driver: \\S+", "^bus-info: ", "^firmware-version: ",
                                "^supports-(?:statistics|test|eeprom-access|register-dump|priv-flags): ",
                                "^expansion-rom-version:"),
                        List.of("^[a-z-]+:(?: .*)?$")),
                Recogniser.of(ArtifactKind.ETHTOOL_STATS, ANY,
                        List.of("^NIC statistics:\\s*$",
                                "^\\s+(?:[\\w\\[\\]-]{1,32}: )?[A-Za-z0-9_.\\[\\]-]+: -?\\d+\\s*$"),
                        List.of()),
                Recogniser.of(ArtifactKind.HW_COUNTERS, ANY,
                        List.of("^link \\S+/\\d+(?: \\S+ \\d+(?=\\s|$))++\\s*$",
                                // rdma statistic show -p: the link alone, then one indented counter a line
                                "^link \\S+/\\d+\\s*$", "^\\s+" + HW_COUNTER_NAMES + "\\s+\\d+\\s*$",
                                "^Port \\d+ hw counters:\\s*$",
                                "hw_counters/\\w+[: ]\\s*\\d+\\s*$",
                                "^" + HW_COUNTER_NAMES + "(?::\\s*|\\s+)\\d+\\s*$"),
                        List.of("^[\\w./-]+:?\\s+\\S.*$", "^[\\w./-]+:\\S.*$", "^Port \\d+ counters:\\s*$")),
                Recogniser.of(ArtifactKind.IBV_DEVINFO, ANY,
                        List.of("^hca_id:\\s*\\S+",
                                "^\\s+(?:transport|fw_ver|node_guid|sys_image_guid|vendor_id|vendor_part_id|hw_ver"
                                        + "|board_id|phys_port_cnt|max_mtu|active_mtu|port_lid|sm_lid|link_layer"
                                        + "|active_width|active_speed|phys_state|port_lmc|max_qp|device_cap_flags):",
                                "^\\s+port:\\s+\\d+\\s*$",
                                "^\\s+GID\\[\\s*\\d+\\]:"),
                        List.of("^\\s+[A-Za-z_][\\w \\[\\]*]*:\\s*.*$", "^\\s+[A-Z][A-Z0-9_ ]*\\s*$",
                                "^\\s+Unknown flags: 0x")),
                Recogniser.of(ArtifactKind.IBSTAT, ANY,
                        List.of("^CA '[^']+'\\s*$", "^\\s+CA type:", "^\\s+Number of ports:", "^\\s+Port \\d+:\\s*$",
                                "^\\s+(?:Physical state|Base lid|SM lid|Capability mask|Port GUID|Link layer"
                                        + "|Firmware version|Hardware version|Node GUID|System image GUID):",
                                // ibstatus
                                "^Infiniband device '[^']+' port \\d+ status:\\s*$", "^\\s+(?:default gid|phys state):"),
                        List.of("^\\s+[A-Za-z][\\w ]*:.*$")),
                Recogniser.of(ArtifactKind.IBLINKINFO, ANY,
                        List.of("^(?:CA|Switch):\\s+", "==\\(\\s*\\d+X\\s.*\\)==>", "\\[\\s*\\]\\s*==\\("),
                        List.of("^\\s+\\S.*$")),
                Recogniser.of(ArtifactKind.SHOW_GIDS, ANY,
                        List.of("^DEV\\s+PORT\\s+INDEX\\s+GID", "^n_gids_found=\\d+\\s*$",
                                "^\\S+\\s+\\d+\\s+\\d+\\s+[0-9a-fA-F]{4}(?::[0-9a-fA-F]{4}){7}(?:\\s|$)",
                                "^---\\s+----\\s+-----"),
                        List.of()),
                Recogniser.of(ArtifactKind.MLNX_QOS, ANY,
                        List.of("^DCBX mode:", "^Priority trust (?:state|mode):", "^PFC configuration:",
                                "^dscp2prio mapping:", "^\\s*prio:\\d+ dscp:", "^tc: \\d+ ratelimit:",
                                "^Receive buffer size", "^Cable len:", "^\\s+(?:priority|enabled|buffer)(?:\\s+\\d+){8}\\s*$"),
                        List.of("^\\s+priority:\\s+\\d+\\s*$", "^\\s+up:\\s+\\d+\\s*$", "^default priority:",
                                "^\\s*prio:\\d+ dscp:")),
                Recogniser.of(ArtifactKind.MLXCONFIG, ANY,
                        List.of("^Device #\\d+:\\s*$", "^Configurations:\\s+",
                                "^\\*?\\s+[A-Z][A-Z0-9_]*[A-Z0-9](?:\\[\\d+\\])?\\s{2,}\\S+(?:\\s.*)?$"),
                        List.of("^-+\\s*$", "^(?:Device type|Name|Description|Device|PCI device|Board PSID|FW Version):",
                                "^The '\\*' shows")),
                Recogniser.of(ArtifactKind.PROC_INTERRUPTS, ANY,
                        List.of("^\\s+CPU0(?:\\s+CPU\\d+(?=\\s|$))*+\\s*$", "^\\s*\\d+:\\s+\\d+\\s+\\S",
                                "^\\s*(?:NMI|LOC|SPU|PMI|IWI|RTR|RES|CAL|TLB|TRM|THR|DFR|MCE|MCP|ERR|MIS|PIN|NPI|PIW"
                                        + "|HYP|HRE|HVS):"),
                        List.of()),
                Recogniser.of(ArtifactKind.PROC_CMDLINE, 1,
                        List.of("(?:^|\\s)(?:BOOT_IMAGE=|root=|console=|intel_iommu=|amd_iommu=|iommu=|initrd="
                                + "|init=|crashkernel=|nohz_full=|isolcpus=|intel_idle\\.|processor\\.max_cstate=)"),
                        List.of("^\\S")),
                Recogniser.of(ArtifactKind.LSMOD, ANY,
                        List.of("^Module\\s+Size\\s+Used by\\s*$", "^[A-Za-z0-9_]+\\s+\\d+\\s+(?:\\d+|-)(?:\\s+\\S.*)?$"),
                        List.of()),
                Recogniser.of(ArtifactKind.NCCL_TOPO_XML, ANY,
                        List.of("^\\s*<system\\b", "^\\s*<(?:cpu|pci|gpu|nic|net|nvlink|c2c)\\b[^>]*>?"),
                        List.of("^\\s*</?\\w+[^>]*>?\\s*$", "^\\s*<\\?xml", "^\\s*\\w+=\"[^\"]*\"")),
                Recogniser.of(ArtifactKind.PERFTEST_BW, ANY,
                        concat(List.of("(?:RDMA_Write|RDMA_Read|Send|Atomic|FETCH_AND_ADD|CMP_AND_SWAP)[\\w ]* BW Test",
                                "#bytes\\s+#iterations\\s+BW peak"), PERFTEST_ERRORS),
                        perftestCommon()),
                Recogniser.of(ArtifactKind.PERFTEST_LAT, ANY,
                        concat(List.of("(?:RDMA_Write|RDMA_Read|Send|Atomic|FETCH_AND_ADD|CMP_AND_SWAP)[\\w ]* Latency Test",
                                "#bytes\\s+#iterations\\s+t_min"), PERFTEST_ERRORS),
                        perftestCommon()),
                Recogniser.of(ArtifactKind.NCCL_TESTS, ANY,
                        List.of("^#\\s*nThread \\d+ nGpus", "^#\\s+size\\s+count\\s+type", "^#\\s*Avg bus bandwidth",
                                "^#\\s*Out of bounds values", "^#\\s+Rank\\s+\\d+.*Pid", "^#\\s*Using devices",
                                "out-of-place\\s+in-place",
                                "^\\s*\\d+\\s+\\d+\\s+(?:float|double|half|bfloat16|int8|uint8|int32|uint32|int64|uint64"
                                        + "|fp8_e4m3|fp8_e5m2)\\s+"),
                        List.of("^#", "^\\s*\\.\\.\\.\\s*$", "NCCL (?:INFO|WARN|TRACE)", "^NCCL version",
                                // a failed RDMA completion inside a run: rdma-core's mlx5 line and CQE dump
                                "^mlx5: .*got completion with error", "^[0-9a-fA-F]{8}(?: [0-9a-fA-F]{8}){3}\\s*$",
                                "Test (?:NCCL|CUDA) failure", "^\\s*\\.\\. \\S+ pid \\d+: Test failure")),
                Recogniser.of(ArtifactKind.NCCL_LOG, ANY,
                        List.of("^\\S+:\\d+:\\d+ \\[\\d+\\] (?:[\\w.:]+ )?NCCL (?:INFO|WARN|TRACE|ABORT)",
                                "\\bNCCL (?:INFO|WARN) ", "^NCCL version \\d"),
                        List.of("NCCL", "^#")));
    }

    private static List<String> perftestCommon() {
        return List.of(PERFTEST_KEYS, "^-{20,}\\s*$", "^\\*+\\s*$", "^\\* Waiting for client", "^\\s*local address:",
                "^\\s*remote address:", "^\\s*GID: ", "^\\s*\\d+\\s+\\d+\\s+[\\d.]+(?:\\s+[\\d.]+(?=\\s|$))++\\s*$",
                "CUDA", "^\\[pid = ", "cuMemAlloc", "allocated GPU buffer", "^Picking device", "^WARNING:",
                "^\\s*#bytes", "^\\s*Conflicting CPU frequency", "^\\s*Max msg size in RC");
    }
}
