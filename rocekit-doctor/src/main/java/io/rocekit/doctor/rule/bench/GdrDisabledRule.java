package io.rocekit.doctor.rule.bench;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.doctor.bench.judge.Rocm;
import io.rocekit.doctor.bench.judge.Troubleshooting;
import io.rocekit.host.bench.NcclGdr;
import io.rocekit.host.bench.NcclGdrSupport;
import io.rocekit.host.bench.NcclLog;
import io.rocekit.host.bench.NcclTransport;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code nccl.gdr-disabled}: NCCL did not use GPUDirect RDMA for some or all GPU-NIC pairs, so the
 * NIC reads and writes host memory and a copy to and from the GPU is added. Evidence:
 * {@code GPU Direct RDMA Disabled for ...}, network channels {@code via NET/IB/n} without
 * {@code /GDRDMA}, {@code use ring PXN p GDR 0}. FAIL when no network connection used GPUDirect
 * RDMA (or the peer-memory module is missing), WARN when only some did not.
 */
public final class GdrDisabledRule implements BenchRule {
    public static final String ID = "nccl.gdr-disabled";
    private static final Pattern DISTANCE = Pattern.compile("distance (\\d+) ?([<>]=?) ?(\\d+)");
    private static final RuleInfo INFO = new RuleInfo(ID, Severity.FAIL,
            "NCCL disabled GPUDirect RDMA for some GPU/NIC pairs (WARN) or for all network traffic (FAIL): the NIC goes "
                    + "through host memory.",
            "NCCL_DEBUG=INFO lines: GPU Direct RDMA Enabled/Disabled, Channel ... via NET/IB/n[/GDRDMA], "
                    + "Connected all rings, use ring PXN p GDR g",
            "load nvidia_peermem (on ROCm: the amdgpu peer-memory client) or use DMA-BUF, keep each GPU and its NIC under one PCIe switch (PIX/PXB), disable "
                    + "ACS on that switch; raise NCCL_NET_GDR_LEVEL only where the platform handles peer traffic well",
            "NVIDIA/nccl src/graph/paths.cc (ncclTopoCheckGdr: distance > NCCL_NET_GDR_LEVEL disables GDR) and "
                    + "src/transport/net_ib (no peer-memory module); src/include/graph.h (path types PIX, PXB, PHB, SYS); "
                    + "ROCm/rccl src/transport/net_ib.cc (memory_peers/amdkfd)");

    @Override
    public RuleInfo info() {
        return INFO;
    }

    @Override
    public List<Finding> check(BenchContext context, Limits limits) {
        List<Finding> out = new ArrayList<>();
        for (NcclLog log : context.logs()) {
            List<NcclGdr> disabled = log.gdr().stream().filter(g -> !g.enabled()).toList();
            int staged = log.connections(NcclTransport.Kind.NET_RDMA_NO_GDR);
            int direct = log.connections(NcclTransport.Kind.NET_RDMA_GDR);
            boolean ringGdr0 = log.ringPxnGdr().map(e -> e.text().matches(".*GDR 0\\b.*")).orElse(false);
            if (disabled.isEmpty() && staged == 0 && !ringGdr0) {
                continue;
            }
            boolean noModule = disabled.stream().anyMatch(g -> g.reason().map(r -> r.contains("no module")).orElse(false));
            boolean none = direct == 0 && (staged > 0 || ringGdr0 || log.gdr().stream().noneMatch(NcclGdr::enabled));
            Severity sev = none || noModule ? Severity.FAIL : Severity.WARN;
            List<Evidence> ev = new ArrayList<>();
            disabled.stream().limit(4).map(NcclGdr::line).forEach(ev::add);
            if (disabled.stream().anyMatch(g -> g.gpu().isEmpty() && g.reason().isEmpty())) {
                log.gdrSupport(NcclGdrSupport.Way.NIC_DMABUF).stream().limit(1).map(NcclGdrSupport::line).forEach(ev::add);
            }
            if (disabled.size() > 4) {
                ev.add(Evidence.value(disabled.size() + " GPU/NIC pairs with GPUDirect RDMA disabled"));
            }
            log.transport(NcclTransport.Kind.NET_RDMA_NO_GDR).ifPresent(t -> {
                ev.add(t.example());
                ev.add(Evidence.value(t.connections() + " network connection(s) without GDRDMA, " + direct + " with"));
            });
            log.ringPxnGdr().filter(e -> ringGdr0).ifPresent(ev::add);
            String title = (none ? "GPUDirect RDMA is off for all network traffic" : "GPUDirect RDMA is off for "
                    + (disabled.isEmpty() ? staged + " network connection(s)" : disabled.size() + " GPU/NIC pair(s)"))
                    + ": the NIC reads and writes host memory and each transfer is copied to or from the GPU";
            out.add(new Finding(ID, sev, title, Subjects.of(log), ev, causes(disabled, log).remediation(), INFO.source()));
        }
        return out;
    }

    /**
     * The per-NIC form without a reason ({@code NET/IB : GPU Direct RDMA Disabled for HCA 0 'mlx5_0'},
     * NCCL 2.12+ src/graph/topo.cc): the network plugin reported neither CUDA pointers (a peer-memory
     * module) nor usable DMA-BUF, whatever the PCIe distance.
     */
    private static String noMemoryRegistration(NcclGdr g, NcclLog log) {
        Optional<NcclGdrSupport> nicDmaBuf = support(log, NcclGdrSupport.Way.NIC_DMABUF, g);
        if (nicDmaBuf.isPresent() && support(log, NcclGdrSupport.Way.NIC_PEERMEM, g).isEmpty()) {
            return "the NIC accepts DMA-BUF (" + nicDmaBuf.get().line().text() + ") but NCCL did not enable GPUDirect RDMA on it ("
                    + g.line().text() + "): with no peer-memory module NCCL uses DMA-BUF only when the GPU supports it too, and "
                    + (log.gdrSupport(NcclGdrSupport.Way.GPU_DMABUF).isEmpty()
                            ? "the log has no 'DMA-BUF is available on GPU device' line: the GPU side is missing (NVIDIA open GPU "
                                    + "kernel modules on a Turing or newer GPU, CUDA 11.7+, NCCL_DMABUF_ENABLE not 0), or load "
                                    + "nvidia_peermem"
                            : "the log says the GPU supports it (" + log.gdrSupport(NcclGdrSupport.Way.GPU_DMABUF).get(0).line().text()
                                    + "): check NCCL_DMABUF_ENABLE and the network plugin's version, or load nvidia_peermem");
        }
        return "NCCL can register GPU memory with neither a peer-memory module nor DMA-BUF on this NIC (" + g.line().text()
                + "): check lsmod | grep nvidia_peermem and /sys/kernel/mm/memory_peers/nv_mem/version (the file NCCL "
                + "looks for); for DMA-BUF, NVIDIA open GPU kernel modules on a Turing or newer GPU, kernel 5.12+, CUDA 11.7+";
    }

    /**
     * The capability line of {@code way} for the HCA of a per-NIC decision ({@code 0 'mlx5_0'}): the NCCL RDMA plugin
     * names it in {@code GPU Direct RDMA (DMABUF) enabled for HCA 0 'mlx5_0}.
     */
    private static Optional<NcclGdrSupport> support(NcclLog log, NcclGdrSupport.Way way, NcclGdr g) {
        String name = g.hca().map(h -> h.replaceFirst("^\\S+ '(.*)'$", "$1")).orElse("");
        return log.gdrSupport(way).stream().filter(s -> s.hca().equals(Optional.of(name))).findFirst();
    }

    private static Causes causes(List<NcclGdr> disabled, NcclLog log) {
        Causes c = new Causes().rocm(Rocm.in(log));
        for (NcclGdr g : disabled) {
            if (g.reason().isEmpty()) {
                if (g.gpu().isEmpty() && !c.rocm()) {
                    c.seen(noMemoryRegistration(g, log));
                    break;
                }
                continue;
            }
            String r = g.reason().get();
            Matcher m = DISTANCE.matcher(r);
            if (r.contains("no module")) {
                c.seen("no peer-memory module (" + g.line().text() + "): " + (c.rocm()
                        ? "the amdgpu peer-memory client is missing (RCCL looks for /sys/kernel/mm/memory_peers/amdkfd/"
                                + "version): install the ROCm amdgpu driver with peer-memory support, or use DMA-BUF"
                        : "modprobe nvidia_peermem, or a driver/OFED pair whose nvidia_peermem loads; or DMA-BUF instead "
                                + "(NVIDIA open GPU kernel modules on a Turing or newer GPU, kernel 5.12+, CUDA 11.7+)"));
                break;
            }
            if (m.find()) {
                c.seen("the GPU-NIC PCIe path type (" + m.group(1) + ") is beyond NCCL_NET_GDR_LEVEL (" + m.group(3)
                        + "): GPU and NIC do not share a PCIe switch. Put each GPU's traffic on its nearest NIC "
                        + "(" + (c.rocm() ? "lspci -tv" : "nvidia-smi topo -m: PIX/PXB") + "), or, if the CPU handles peer "
                        + "traffic well, raise "
                        + "NCCL_NET_GDR_LEVEL (e.g. PHB) and measure");
                break;
            }
        }
        if (log.env().containsKey("NCCL_NET_GDR_LEVEL")) {
            c.seen(log.env().get("NCCL_NET_GDR_LEVEL").text() + ": the level is set by hand");
        }
        return c.table(Troubleshooting.ACS_P2P, Troubleshooting.GPU_MEMORY_REGISTRATION);
    }
}
