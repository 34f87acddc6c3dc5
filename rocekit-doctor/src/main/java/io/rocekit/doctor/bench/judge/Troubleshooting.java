package io.rocekit.doctor.bench.judge;

import io.rocekit.core.roce.RoceMarking;

/**
 * The usual causes of a slow RoCE GPU fabric, as a troubleshooting table in a fixed order (ACS,
 * ECN/PFC, GPU memory registration, DSCP mapping), each row corrected against vendor sources. Every bench finding lists the rows that can explain it in this
 * order, after the causes the input itself shows.
 */
public enum Troubleshooting {
    /** Row 1: bandwidth far below line rate because PCIe peer-to-peer is degraded. */
    ACS_P2P("PCIe ACS redirects GPU-NIC peer-to-peer traffic through the root complex, or GPU and NIC "
            + "are not under one PCIe switch",
            "lspci -vvv | grep -E '^[0-9a-f]|ACSCtl' (any '+' on a bridge between GPU and NIC) and "
                    + "nvidia-smi topo -m (NIC-GPU should be PIX or PXB)",
            "disable ACS in the BIOS or per bridge: setpci -s <BDF> ECAP_ACS+0x6.w=0000"),
    /** Row 2: latency spikes from congestion control set too eagerly or pause storms. */
    ECN_PFC("ECN marking thresholds too low (over-marking, DCQCN cuts the rate) or PFC pause storms",
            "switch queue and ECN-mark counters; ethtool -S <iface> | grep -E 'pause|prio3|discard|out_of_buffer'",
            "raise the switch ECN thresholds for the RoCE queue (scale Kmax with the bandwidth-delay product) "
                    + "and stop pause storms (PFC watchdog)"),
    /** Row 3: GPU memory cannot be registered for RDMA, so NCCL stages through host memory. */
    GPU_MEMORY_REGISTRATION("GPU memory registration for RDMA fails (no nvidia_peermem and no DMA-BUF), "
            + "so GPUDirect RDMA is off and data is staged through host memory",
            "lsmod | grep -E 'nvidia_peermem|nv_peer_mem'; nvidia-smi -q | grep -A3 BAR1; "
                    + "NCCL_DEBUG=INFO shows 'GPU Direct RDMA Disabled'",
            "modprobe nvidia_peermem (matching driver and OFED), or use NCCL's DMA-BUF path "
                    + "(NVIDIA open GPU kernel modules, so a Turing or newer GPU; kernel 5.12+; CUDA 11.7+); "
                    + "check BAR1 (gpu.bar1-small)"),
    /** Row 4: RoCE traffic lands in a lossy switch queue and is dropped. */
    DSCP_QUEUE("RoCE traffic's DSCP does not map to the switch's lossless queue: packets are dropped and "
            + "retransmitted (NCCL's default traffic class is 0)",
            "tcpdump -i <iface> -nn -v udp port 4791 (check the DSCP/TOS); mlnx_qos -i <iface>; "
                    + "ethtool -S <iface> | grep -E 'rx_discards|prio3'; "
                    + "rdma statistic show link <dev>/1 (out_of_sequence, packet_seq_err: RDMA hw_counters, not ethtool)",
            "make NIC and switch agree: NCCL_IB_TC=" + RoceMarking.dataTos() + " (DSCP 26) or the DSCP your switch maps to the "
                    + "PFC-enabled priority, and mlnx_qos --trust dscp");

    private final String cause;
    private final String check;
    private final String fix;

    Troubleshooting(String cause, String check, String fix) {
        this.cause = cause;
        this.check = check;
        this.fix = fix;
    }

    /** The table row number, 1-based. */
    public int row() {
        return ordinal() + 1;
    }

    /** One remediation line: cause, how to check, how to fix. */
    public String remediation() {
        return line(cause, check, fix);
    }

    /**
     * The remediation line for AMD GPUs under ROCm where the row names NVIDIA's tools: the GPU
     * topology from amd-smi/rocm-smi, and GPU memory registration through the amdgpu driver's
     * peer-memory client (what RCCL looks for) or DMA-BUF, not nvidia_peermem.
     */
    public String remediation(boolean rocm) {
        if (!rocm) {
            return remediation();
        }
        return switch (this) {
            case ACS_P2P -> line(cause, "lspci -vvv | grep -E '^[0-9a-f]|ACSCtl' (any '+' on a bridge between GPU and NIC), "
                    + "lspci -tv (GPU and NIC under one PCIe switch) and amd-smi topology or rocm-smi --showtopo", fix);
            case GPU_MEMORY_REGISTRATION -> line("GPU memory registration for RDMA fails (no amdgpu peer-memory client and "
                    + "no DMA-BUF), so GPUDirect RDMA is off and data is staged through host memory",
                    "ls /sys/kernel/mm/memory_peers/amdkfd/version (the amdgpu peer-memory client RCCL looks for: "
                            + "ROCm/rccl src/transport/net_ib.cc); NCCL_DEBUG=INFO shows 'GPU Direct RDMA Disabled'",
                    "install the ROCm amdgpu kernel driver (amdgpu-dkms) with an RDMA stack whose peer-memory interface "
                            + "it registers with, or use DMA-BUF registration of GPU memory (ROCm documentation, "
                            + "'GPU-enabled MPI': GPUDirect RDMA through the amdgpu driver)");
            default -> remediation();
        };
    }

    private String line(String why, String how, String what) {
        return "troubleshooting row " + row() + ": " + why + ". Check: " + how + ". Fix: " + what + ".";
    }
}
