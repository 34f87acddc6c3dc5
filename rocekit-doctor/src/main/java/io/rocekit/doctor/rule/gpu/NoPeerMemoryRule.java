package io.rocekit.doctor.rule.gpu;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.doctor.rule.NodeEvidence;
import io.rocekit.doctor.rule.Rule;
import io.rocekit.host.artifact.ParsedArtifact;
import io.rocekit.host.facts.HostFacts;
import io.rocekit.host.parse.lsmod.LoadedModules;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code gpudirect.no-peer-memory}: a GPU node where neither {@code nvidia_peermem} nor the older
 * {@code nv_peer_mem} is loaded.
 *
 * <p>Rationale: GPUDirect RDMA registers GPU memory with the NIC through a peer-memory client
 * (NCCL checks {@code /sys/module/nvidia_peermem/version} and {@code memory_peers/nv_mem}) or,
 * through DMA-BUF, which needs neither but needs NVIDIA's open GPU kernel modules (so a Turing or
 * newer GPU), CUDA 11.7+, Linux 5.12+ and a recent rdma-core.
 * Without either, NCCL stages every transfer through host memory. The module list cannot show
 * DMA-BUF use, so this is a warning naming both ways out.
 */
public final class NoPeerMemoryRule implements Rule {
    public static final String ID = "gpudirect.no-peer-memory";
    private static final String REFERENCE = "NVIDIA GPU Operator 'GPUDirect RDMA' (nvidia-peermem ships with the R470 "
            + "driver / CUDA 11.4): https://docs.nvidia.com/datacenter/cloud-native/gpu-operator/archive/1.8/archive/1.9.1/gpu-operator-rdma.html; "
            + "NVIDIA GPUDirect RDMA User Manual ('If it is not loaded, GPUDirect RDMA would not work'): "
            + "https://docs.nvidia.com/networking/display/GPUDirectRDMAv18/System+Requirements+and+Recommendations; "
            + "NCCL src/transport/net_ib/gdr.cc (files it checks), init.cc (NCCL_DMABUF_ENABLE); NVIDIA GPU Operator "
            + "'GPUDirect RDMA and GPUDirect Storage' (DMA-BUF needs the open GPU kernel modules and Linux 5.12+): "
            + "https://docs.nvidia.com/datacenter/cloud-native/gpu-operator/latest/gpu-operator-rdma.html; "
            + "NVIDIA/open-gpu-kernel-modules README (Turing and later GPUs)";

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.WARN,
                "A node with NVIDIA GPUs where neither nvidia_peermem nor nv_peer_mem is loaded (and no peer-memory "
                        + "sysfs file exists): GPUDirect RDMA works only if NCCL uses DMA-BUF instead.",
                "lsmod or /proc/modules (a complete list, not a grep), the snapshot's /sys/module/nvidia_peermem and "
                        + "/sys/kernel/mm/memory_peers files",
                "`modprobe nvidia-peermem` (and add it to /etc/modules-load.d), or make sure DMA-BUF is usable "
                        + "(the NVIDIA open GPU kernel modules, so a Turing or newer GPU; CUDA 11.7+; Linux 5.12+; rdma-core "
                        + "with ibv_reg_dmabuf_mr; NCCL_DMABUF_ENABLE=1, the default); "
                        + "check the NCCL log for 'GPU Direct RDMA Enabled'.",
                REFERENCE);
    }

    @Override
    public List<Finding> check(NodeEvidence evidence, Limits limits) {
        Optional<HostFacts> facts = evidence.derived(HostFacts.class);
        if (facts.isPresent() && !facts.get().peerMemory().isEmpty()) {
            return List.of();
        }
        List<Finding> out = new ArrayList<>();
        for (ParsedArtifact<LoadedModules> a : evidence.all(LoadedModules.class)) {
            LoadedModules m = a.model();
            if (!m.complete() || m.isLoaded("nvidia_peermem") || m.isLoaded("nv_peer_mem")) {
                continue;
            }
            if (!m.isLoaded("nvidia")) {
                continue; // not a GPU node (or the NVIDIA driver is not loaded at all: another problem)
            }
            List<Evidence> ev = new ArrayList<>();
            ev.add(a.evidence(m.module("nvidia").get().line()));
            ev.add(Evidence.value("no nvidia_peermem or nv_peer_mem among " + m.modules().size() + " loaded modules"));
            m.module("ib_core").ifPresent(k -> ev.add(a.evidence(k.line())));
            out.add(new Finding(ID, Severity.WARN,
                    "No GPU peer-memory module loaded: GPUDirect RDMA only through DMA-BUF, else staged through host memory",
                    "kernel modules", ev,
                    List.of("modprobe nvidia-peermem",
                            "echo nvidia-peermem > /etc/modules-load.d/nvidia-peermem.conf   # load at boot",
                            "NCCL_DEBUG=INFO ... | grep -i 'GPU Direct RDMA'   # confirm NCCL uses GDR (peermem or DMA-BUF)"),
                    REFERENCE));
            break; // one complete module list is enough (a snapshot may hold lsmod and /proc/modules)
        }
        return out;
    }
}
