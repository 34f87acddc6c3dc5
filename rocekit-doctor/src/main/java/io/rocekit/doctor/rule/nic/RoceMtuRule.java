package io.rocekit.doctor.rule.nic;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.core.rule.Threshold;
import io.rocekit.core.unit.Unit;
import io.rocekit.doctor.rule.NodeEvidence;
import io.rocekit.doctor.rule.Rule;
import io.rocekit.host.artifact.ParsedArtifact;
import io.rocekit.host.parse.ibvdevinfo.IbvDevices;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code nic.roce-mtu}: an active RoCE port whose active MTU is below what it supports.
 *
 * <p>Rationale: RoCE's path MTU is the largest IB MTU (1024, 2048, 4096) that fits the netdev
 * MTU; with the Ethernet default 1500 it is 1024, so every message is cut into 1 KiB packets:
 * four times the packets, headers and per-packet work of 4096. A netdev MTU of 4200 or more
 * (9000 on most fabrics) gives 4096.
 */
public final class RoceMtuRule implements Rule {
    public static final String ID = "nic.roce-mtu";
    public static final int DEFAULT_MIN_ACTIVE_MTU = 4096;
    private static final String REFERENCE = "ibv_devinfo(1) (max_mtu, active_mtu); RoCE path MTU follows the netdev MTU "
            + "(MLNX_OFED user manual, RoCE: the RoCE MTU is the largest IB MTU smaller than the Ethernet MTU)";

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.WARN,
                "An active Ethernet (RoCE) port whose active_mtu is below its max_mtu (usually 1024 because the netdev "
                        + "MTU is 1500): four times more packets per message than with 4096.",
                "ibv_devinfo (active_mtu, max_mtu, link_layer, state)",
                "Raise the netdev MTU to 9000 (or at least 4200) on the host and every switch port on the path "
                        + "(`ip link set IFACE mtu 9000`, persist in the network config); active_mtu then shows 4096.",
                REFERENCE);
    }

    @Override
    public List<Threshold> thresholds() {
        return List.of(MIN_ACTIVE_MTU);
    }

    /** Active RoCE MTU expected. */
    public static final Threshold MIN_ACTIVE_MTU = new Threshold("minActiveMtu", DEFAULT_MIN_ACTIVE_MTU, Unit.BYTES,
            "Active RoCE MTU expected when the port supports it (max_mtu 4096).");

    @Override
    public List<Finding> check(NodeEvidence evidence, Limits limits) {
        List<Finding> out = new ArrayList<>();
        for (ParsedArtifact<IbvDevices> a : evidence.all(IbvDevices.class)) {
            for (IbvDevices.Hca h : a.model().hcas()) {
                for (IbvDevices.Port p : h.ports()) {
                    if (!p.isActive() || p.linkLayer().filter(l -> l.equals("Ethernet")).isEmpty()
                            || p.activeMtu().isEmpty() || p.maxMtu().isEmpty()) {
                        continue;
                    }
                    int active = p.activeMtu().get().value();
                    int max = p.maxMtu().get().value();
                    if (active >= Math.min(max, limits.get(MIN_ACTIVE_MTU))) {
                        continue;
                    }
                    String port = p.number().isPresent() ? Integer.toString(p.number().getAsInt()) : "?";
                    out.add(new Finding(ID, Severity.WARN, "RoCE active MTU " + active + " below the port's " + max
                            + " (netdev MTU too small)", h.name() + " port " + port,
                            List.of(a.evidence(p.activeMtu().get().line()), a.evidence(p.maxMtu().get().line())),
                            List.of("ibdev2netdev   # find the netdev of " + h.name(),
                                    "sudo ip link set <netdev> mtu 9000   # and the same on the switch ports; persist it",
                                    "ibv_devinfo -d " + h.name() + " | grep active_mtu   # expect 4096"),
                            REFERENCE));
                }
            }
        }
        return out;
    }
}
