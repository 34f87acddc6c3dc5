package io.rocekit.doctor.rule.topology;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.doctor.rule.NodeEvidence;
import io.rocekit.doctor.rule.Rule;
import io.rocekit.host.topology.Gpu;
import io.rocekit.host.topology.PathType;
import io.rocekit.host.topology.Topology;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * {@code topology.gpu-nic-far}: a GPU whose nearest NIC is PHB, NODE or SYS.
 *
 * <p>Rationale: NCCL uses GPUDirect RDMA for a GPU–NIC pair only up to {@code NCCL_NET_GDR_LEVEL}
 * (PXB by default on PCIe systems, NCCL graph/paths.cc {@code ncclTopoCheckGdr}); farther pairs
 * stage every message through host memory. With NVLink, NCCL can route through a peer GPU that
 * has a close NIC (PXN), but that NIC then carries two GPUs' traffic. A GPU on NVLink-C2C (GH200,
 * GB200: it has a GPU NUMA ID) is passed over: nvidia-smi prints SYS to every NIC there, while NCCL
 * reaches the NICs of the GPU's own CPU over C2C (P2C) with GPUDirect RDMA by default. AMD GPUs
 * are judged alike: RCCL's default is also PXB (ROCm/rccl src/graph/paths.cc {@code ncclTopoCheckGdr},
 * commit ee2d4e4205760aab66da0dc941993b7b2d3fa29b), except PHB on an AMD EPYC Rome CPU for a GPU and
 * NIC on one CPU and bus quadrant, which needs the CPU model that no topology input gives. PXN differs:
 * NCCL enables it by default, RCCL does not ({@code NCCL_PARAM(PxnDisable, "PXN_DISABLE", 1)} in the same file), so
 * on AMD GPUs the fix sets {@code NCCL_PXN_DISABLE=0} rather than calling it the default.
 */
public final class GpuNicFarRule implements Rule {
    public static final String ID = "topology.gpu-nic-far";
    private static final String REFERENCE = "NCCL environment variables, NCCL_NET_GDR_LEVEL (default PXB) and "
            + "NCCL_PXN_DISABLE: https://docs.nvidia.com/deeplearning/nccl/user-guide/docs/env.html; "
            + "NCCL src/graph/paths.cc ncclTopoCheckGdr";
    /**
     * RCCL (AMD GPUs) has NCCL's default, so AMD GPUs are judged alike; its Rome exception needs the CPU
     * model, which no topology input gives, and is left unjudged.
     */
    private static final String RCCL = "RCCL (AMD GPUs) has the same default: PXB, NCCL_NET_GDR_LEVEL overrides it "
            + "(ROCm/rccl src/graph/paths.cc ncclTopoCheckGdr, commit ee2d4e4205760aab66da0dc941993b7b2d3fa29b: "
            + "https://github.com/ROCm/rccl/blob/ee2d4e4205760aab66da0dc941993b7b2d3fa29b/src/graph/paths.cc); "
            + "only on an AMD EPYC Rome CPU does RCCL raise it to PHB for a GPU and NIC on the same CPU and PCI bus "
            + "quadrant, which rocekit does not judge (no topology input shows the CPU model); RCCL's "
            + "NCCL_PXN_DISABLE defaults to 1 (same file: NCCL_PARAM(PxnDisable, \"PXN_DISABLE\", 1)), which rcclSetPxn "
            + "turns to 0 only on gfx942 from 64 ranks and gfx950 from 32 ranks when NCCL_PXN_DISABLE is unset "
            + "(ROCm/rccl src/rccl_wrap.cc, commit ee075f8357c023c062c8c74acb005f0145fe06de: "
            + "https://github.com/ROCm/rccl/blob/ee075f8357c023c062c8c74acb005f0145fe06de/src/rccl_wrap.cc)";
    /** RCCL's PXN default, for the fix on AMD GPUs: off, except large gfx942/gfx950 jobs (rcclSetPxn). */
    static final String RCCL_PXN = "RCCL's default is 1 (off; on by itself only for gfx942 from 64 ranks, gfx950 from 32)";
    private static final RuleInfo INFO = new RuleInfo(ID, Severity.WARN,
            "A GPU whose nearest NIC is reached through the CPU (PHB), between host bridges (NODE) or across "
                    + "sockets (SYS): NCCL does not use GPUDirect RDMA for it by default.",
            "the topology: nvidia-smi topo -m, a snapshot's PCI tree, lspci -tv or an NCCL topology XML",
            "Put a NIC under the GPU's PCIe switch (riser/slot choice); meanwhile keep PXN on "
                    + "(NCCL_PXN_DISABLE=0, NCCL's default; RCCL's is 1, so set it on AMD GPUs) so NCCL routes through "
                    + "an NVLink (xGMI) peer with a close NIC",
            REFERENCE + "; " + RCCL);

    @Override
    public RuleInfo info() {
        return INFO;
    }

    @Override
    public List<Finding> check(NodeEvidence evidence, Limits limits) {
        Optional<Topology> topo = evidence.derived(Topology.class);
        List<Finding> out = new ArrayList<>();
        if (topo.isEmpty() || topo.get().nics().isEmpty()) {
            return out;
        }
        Topology t = topo.get();
        // each GPU's nearest NIC and NUMA node once: asked per peer of each GPU, they made the rule
        // cubic in the matrix (a 1,900-device nvidia-smi topo -m ran for minutes)
        Set<String> closeGpus = new HashSet<>();
        Map<String, OptionalInt> numa = new HashMap<>();
        for (Gpu peer : t.gpus()) {
            if (t.nearest(peer.name()).map(p -> p.connection().type().gdrByDefault()).orElse(false)) {
                closeGpus.add(peer.name());
            }
            numa.put(peer.name(), peer.numaNode());
        }
        for (Gpu g : t.gpus()) {
            Optional<Topology.Nearest> n = t.nearest(g.name());
            if (n.isEmpty() || n.get().connection().type().gdrByDefault() || g.c2c()) {
                continue; // a C2C GPU's SYS is nvidia-smi's word for NCCL's P2C: GDR by default (topology note)
            }
            PathType type = n.get().connection().type();
            List<String> closePeers = new ArrayList<>();
            for (Gpu peer : t.gpus()) {
                boolean nvlink = t.connection(g.name(), peer.name()).map(c -> c.type() == PathType.NVLINK).orElse(false);
                if (nvlink && closeGpus.contains(peer.name())) {
                    closePeers.add(peer.name());
                }
            }
            // A peer on the same NUMA node first: PXN then stays on this socket.
            closePeers.sort(java.util.Comparator.comparing((String p) -> !numa.get(p).equals(numa.get(g.name()))));
            List<Evidence> ev = new ArrayList<>();
            StringBuilder row = new StringBuilder(g.name() + ":");
            for (var nic : t.nics()) {
                row.append(' ').append(nic.name()).append('=').append(t.connection(g.name(), nic.name()).map(c -> c.label()).orElse("?"));
            }
            ev.add(Evidence.value(row.toString()));
            ev.add(Evidence.value("from " + String.join("; ", t.sources())));
            List<String> fix = new ArrayList<>();
            fix.add("# move a NIC under " + g.name() + "'s PCIe switch" + g.busId().map(b -> " (GPU at " + b + ")").orElse(""));
            if (!closePeers.isEmpty()) {
                fix.add("export NCCL_PXN_DISABLE=0    # " + (g.amd() ? RCCL_PXN + ": route via an xGMI peer"
                        : "default: route via an NVLink peer") + " with a PIX NIC (" + String.join(", ", closePeers) + ")");
            }
            fix.add("export NCCL_NET_GDR_LEVEL=" + (type == PathType.SYS ? "SYS" : "PHB")
                    + "    # or allow GDR at this distance; measure with nccl-tests before keeping it");
            out.add(new Finding(ID, Severity.WARN,
                    g.name() + "'s nearest NIC is " + type.label() + " (" + String.join(", ", n.get().nics())
                            + "): no GPUDirect RDMA by default (NCCL_NET_GDR_LEVEL=PXB)"
                            + (closePeers.isEmpty() ? "" : "; PXN via " + closePeers.get(0) + " possible"),
                    g.name(), ev, fix, REFERENCE));
        }
        return out;
    }
}
