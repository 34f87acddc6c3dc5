package io.rocekit.doctor.rule.nic;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.doctor.rule.NodeEvidence;
import io.rocekit.doctor.rule.Rule;
import io.rocekit.host.artifact.ParsedArtifact;
import io.rocekit.host.bench.NcclLog;
import io.rocekit.host.bench.NcclNetDevice;
import io.rocekit.host.parse.ibstat.IbstatOutput;
import io.rocekit.host.parse.ibvdevinfo.IbvDevices;
import io.rocekit.host.parse.showgids.GidTable;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * {@code nic.roce-gid}: which GID index carries routable RoCEv2, per device and port.
 *
 * <p>Rationale: NCCL and other RoCE applications pick a GID index ({@code NCCL_IB_GID_INDEX}); a
 * link-local ({@code fe80::}) RoCE v2 GID or a RoCE v1 GID does not cross a routed fabric, and
 * QPs then time out. A port whose netdev has no IP address has only link-local GIDs.
 */
public final class RoceGidRule implements Rule {
    public static final String ID = "nic.roce-gid";
    private static final String REFERENCE = "NCCL environment variables (NCCL_IB_GID_INDEX): "
            + "https://docs.nvidia.com/deeplearning/nccl/user-guide/docs/env.html; NCCL src/transport/net_ib "
            + "(NCCL_PARAM IbGidIndex: default -1, pick a routable RoCEv2 GID, from NCCL 2.21; 0 before); "
            + "MLNX_OFED show_gids; NVIDIA/nccl #769 (a link-local RoCE v2 GID index timing out across nodes)";

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.WARN,
                "A device port with no routable RoCE v2 GID (only link-local fe80:: or RoCE v1 entries: its netdev has "
                        + "no IP address), WARN; otherwise the routable RoCE v2 GID index to use, INFO. An NCCL log's NCCL_IB_GID_INDEX "
                        + "that is a RoCE v1, link-local or missing GID on a RoCE device port it uses, WARN.",
                "show_gids; ibv_devinfo -v (GID[ n]: ..., RoCE v2); NCCL_DEBUG=INFO log (NCCL_IB_GID_INDEX set by environment, "
                        + "NET/IB : Using)",
                "Give the netdev an IP address (the RoCE v2 GID appears with it); set NCCL_IB_GID_INDEX to the index shown, "
                        + "or, with NCCL 2.21 or later, leave it unset (-1) so NCCL picks a routable RoCEv2 GID (older NCCL "
                        + "uses index 0 when it is unset).",
                REFERENCE);
    }

    /**
     * One GID entry, wherever it came from; the netdev where the source names it (show_gids DEV).
     * {@code typed} is false where the source printed no RoCE version: ibv_devinfo -v before rdma-core
     * PR #682 (2020) and MLNX_OFED's older libibverbs print the GID alone, so v1 and v2 are unknown.
     */
    private record Gid(int index, boolean typed, boolean v2, boolean linkLocal, String address, Evidence evidence,
            Optional<String> netdev) {
        boolean routableV2() {
            return typed && v2 && !linkLocal;
        }

        boolean routableOfUnknownType() {
            return !typed && !linkLocal;
        }
    }

    /**
     * Device ports whose link layer is InfiniBand, as ibv_devinfo ({@code link_layer}) or ibstat
     * ({@code Link layer}) say: RoCE GIDs are not theirs to have.
     */
    private static Set<String> infiniBandPorts(NodeEvidence evidence) {
        Set<String> out = new HashSet<>();
        for (ParsedArtifact<IbvDevices> a : evidence.all(IbvDevices.class)) {
            for (IbvDevices.Hca h : a.model().hcas()) {
                for (IbvDevices.Port p : h.ports()) {
                    if (p.number().isPresent() && p.isInfiniBand()) {
                        out.add(h.name() + " port " + p.number().getAsInt());
                    }
                }
            }
        }
        for (ParsedArtifact<IbstatOutput> a : evidence.all(IbstatOutput.class)) {
            for (IbstatOutput.Adapter ad : a.model().adapters()) {
                for (IbstatOutput.Port p : ad.ports()) {
                    if (p.isInfiniBand()) {
                        out.add(ad.name() + " port " + p.number());
                    }
                }
            }
        }
        return out;
    }

    /**
     * Device ports of a show_gids table whose rows all lack a netdev (its last DEV column) and hold
     * no v2 entry: show_gids (mlnx-tools) prints the netdev of every RoCE GID, so such a port is an
     * InfiniBand port (Hurray0/rdma_test's ConnectX-4 VPI: mlx5_1, one v1 GID, no DEV) even when
     * neither ibstat nor ibv_devinfo is there to say its link layer.
     */
    private static Set<String> portsWithoutNetdev(NodeEvidence evidence) {
        Map<String, Boolean> roceLike = new LinkedHashMap<>();
        for (ParsedArtifact<GidTable> a : evidence.all(GidTable.class)) {
            for (GidTable.Entry e : a.model().entries()) {
                boolean roce = e.version() == 2 || e.netdev().filter(n -> !n.isBlank()).isPresent();
                roceLike.merge(e.device() + " port " + e.port(), roce, Boolean::logicalOr);
            }
        }
        Set<String> out = new HashSet<>();
        roceLike.forEach((port, roce) -> {
            if (!roce) {
                out.add(port);
            }
        });
        return out;
    }

    @Override
    public List<Finding> check(NodeEvidence evidence, Limits limits) {
        Map<String, List<Gid>> byPort = new LinkedHashMap<>();
        for (ParsedArtifact<GidTable> a : evidence.all(GidTable.class)) {
            for (GidTable.Entry e : a.model().entries()) {
                byPort.computeIfAbsent(e.device() + " port " + e.port(), k -> new ArrayList<>())
                        .add(new Gid(e.index(), true, e.version() == 2, e.isLinkLocal(), e.ipv4().orElse(e.gid()), a.evidence(e.line()),
                                e.netdev().filter(n -> !n.isBlank())));
            }
        }
        for (ParsedArtifact<IbvDevices> a : evidence.all(IbvDevices.class)) {
            for (IbvDevices.Hca h : a.model().hcas()) {
                for (IbvDevices.Port p : h.ports()) {
                    String key = h.id().isEmpty() || p.number().isEmpty() ? "GID table of " + a.file()
                            : h.name() + " port " + p.number().getAsInt();
                    for (IbvDevices.Gid g : p.gids()) {
                        byPort.computeIfAbsent(key, k -> new ArrayList<>())
                                .add(new Gid(g.index(), g.type().isPresent(), g.isRoceV2(), g.isLinkLocal(), g.gid(), a.evidence(g.line()), Optional.empty()));
                    }
                }
            }
        }
        Set<String> infiniBand = infiniBandPorts(evidence);
        infiniBand.addAll(portsWithoutNetdev(evidence));
        List<Finding> out = new ArrayList<>();
        for (NcclLog log : NcclLogs.of(evidence)) {
            NcclGidIndex.of(log).ifPresent(c -> out.addAll(ncclIndex(c, byPort, infiniBand)));
        }
        for (Map.Entry<String, List<Gid>> e : byPort.entrySet()) {
            if (infiniBand.contains(e.getKey())) {
                continue; // an InfiniBand port has IB GIDs, no RoCE: nothing to route over Ethernet
            }
            Optional<Gid> routable = e.getValue().stream().filter(Gid::routableV2).findFirst();
            List<Gid> untyped = e.getValue().stream().filter(Gid::routableOfUnknownType).toList();
            if (routable.isEmpty() && !untyped.isEmpty()) {
                out.add(untypedFinding(e.getKey(), untyped));
            } else if (routable.isPresent()) {
                Gid g = routable.get();
                out.add(new Finding(ID, Severity.INFO, "Routable RoCE v2 GID at index " + g.index() + " (" + g.address() + ")",
                        e.getKey(), List.of(g.evidence()),
                        List.of("export NCCL_IB_GID_INDEX=" + g.index() + "   # NCCL 2.21+ picks a routable RoCEv2 GID when unset; older NCCL uses 0"),
                        REFERENCE));
            } else {
                List<Evidence> ev = e.getValue().stream().limit(4).map(Gid::evidence).toList();
                out.add(new Finding(ID, Severity.WARN, "No routable RoCE v2 GID (only link-local or RoCE v1 entries): "
                        + "RoCEv2 cannot cross a routed fabric from this port", e.getKey(), ev,
                        List.of("ip addr add <address>/<prefix> dev " + e.getValue().stream().map(Gid::netdev).flatMap(Optional::stream)
                                .findFirst().orElse("<netdev of " + e.getKey() + ">") + "   # the RoCE v2 GID appears with it",
                                "show_gids   # confirm a v2 entry with an IPv4 address"),
                        REFERENCE));
            }
        }
        return out;
    }

    /**
     * A port whose routable GIDs were printed without their RoCE version: which of them is v2 is not in
     * the evidence, so the finding names them and how to tell, and claims neither v1 nor v2.
     */
    private static Finding untypedFinding(String port, List<Gid> untyped) {
        String indexes = untyped.stream().map(g -> String.valueOf(g.index())).collect(java.util.stream.Collectors.joining(", "));
        String sysfs = port.matches("\\S+ port \\d+") ? "/sys/class/infiniband/" + port.replace(" port ", "/ports/")
                + "/gid_attrs/types/" + untyped.get(0).index() : "/sys/class/infiniband/<device>/ports/<port>/gid_attrs/types/"
                + untyped.get(0).index();
        return new Finding(ID, Severity.INFO, "Routable GID" + (untyped.size() > 1 ? "s" : "") + " at index " + indexes + " ("
                + untyped.get(0).address() + ") printed without a RoCE version: which one is RoCE v2 is not shown",
                port, untyped.stream().limit(4).map(Gid::evidence).toList(),
                List.of("cat " + sysfs + "   # RoCE v2 or IB/RoCE v1", "show_gids   # the VER column; then set NCCL_IB_GID_INDEX to the v2 index"),
                REFERENCE + "; rdma-core PR #682 (ibv_devinfo -v prints the GID type only since 2020)");
    }

    /**
     * The NCCL log's {@code NCCL_IB_GID_INDEX} judged on each RoCE device port it uses whose GID table is
     * here: WARN where that index is a RoCE v1 GID, a link-local v2 GID or no GID, and the port has a
     * routable RoCE v2 GID to name instead (a port with none has its own WARN above).
     */
    private static List<Finding> ncclIndex(NcclGidIndex.Chosen c, Map<String, List<Gid>> byPort, Set<String> infiniBand) {
        List<Finding> out = new ArrayList<>();
        for (NcclNetDevice d : c.devices()) {
            String port = d.name() + " port " + d.port();
            List<Gid> gids = byPort.get(port);
            if (gids == null || infiniBand.contains(port)) {
                continue;
            }
            Optional<Gid> routable = gids.stream().filter(Gid::routableV2).findFirst();
            Optional<Gid> used = gids.stream().filter(g -> g.index() == c.index()).findFirst();
            if (routable.isEmpty() || used.filter(g -> g.routableV2() || !g.typed()).isPresent()) {
                continue;
            }
            out.add(ncclIndexFinding(c, port, used, routable.get()));
        }
        return out;
    }

    private static Finding ncclIndexFinding(NcclGidIndex.Chosen c, String port, Optional<Gid> used, Gid routable) {
        String what = used.map(g -> !g.v2() ? "a RoCE v1 GID (" + g.address() + ")"
                : "a link-local RoCE v2 GID (" + g.address() + ")").orElse("no GID at all");
        List<Evidence> ev = new ArrayList<>(List.of(c.line()));
        used.ifPresent(g -> ev.add(g.evidence()));
        ev.add(routable.evidence());
        return new Finding(ID, Severity.WARN, "NCCL_IB_GID_INDEX=" + c.index() + " is " + what + " on " + port
                + ": NCCL's RoCE QPs time out across a routed fabric; the routable RoCE v2 GID is index " + routable.index(),
                port, ev,
                List.of("export NCCL_IB_GID_INDEX=" + routable.index() + "   # " + routable.address() + ", RoCE v2",
                        "unset NCCL_IB_GID_INDEX   # " + (c.picksRoutable() ? "this NCCL (2.21+) then picks a routable RoCEv2 GID itself"
                                : "only with NCCL 2.21 or later, which then picks a routable RoCEv2 GID itself (older NCCL uses 0)")),
                REFERENCE);
    }
}
