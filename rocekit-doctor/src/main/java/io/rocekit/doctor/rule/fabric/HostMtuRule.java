package io.rocekit.doctor.rule.fabric;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.doctor.rule.NodeEvidence;
import io.rocekit.doctor.rule.Rule;
import io.rocekit.fabric.model.PortQos;
import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.host.artifact.ParsedArtifact;
import io.rocekit.host.facts.HostFacts;
import io.rocekit.host.parse.ibvdevinfo.IbvDevices;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * {@code fabric.host-mtu}: the node sends IP packets larger than a switch port passes. The NIC's MTU
 * (sysfs {@code net/IF/mtu}, an IP MTU) is compared with each switch port's MTU converted to an IP MTU
 * (a Junos media MTU counts the Ethernet header, a Comware {@code jumboframe} length header and FCS;
 * SONiC, Cumulus/NVUE, EOS and NX-OS write an IP MTU). Where only {@code ibv_devinfo} is given, RoCE's
 * active MTU plus the 96 header bytes the kernel reserves for it is the packet size.
 */
public final class HostMtuRule implements Rule {
    public static final String ID = "fabric.host-mtu";

    /**
     * The header bytes the kernel keeps free beside the RoCE payload MTU (include/rdma/ib_addr.h
     * iboe_get_mtu: GRH 40 + UDP 8 + BTH 12 + XRC 4 + AtomicETH 28 + ICRC 4): active_mtu 4096 comes
     * from a netdev MTU of at least 4192.
     */
    static final int ROCE_HEADER_BYTES = 96;

    static final String SOURCE = "Linux include/rdma/ib_addr.h iboe_get_mtu (RoCE MTU = largest IB MTU <= netdev MTU - 96); "
            + "sonic-swss orchagent/portsorch.cpp (PORT mtu is an IP MTU; the ASIC gets it plus Ethernet header, FCS and VLAN tag); "
            + "Juniper \"Configuring the Media MTU\" (media MTU = IP MTU + 14-byte Ethernet header, FCS not counted); "
            + "H3C \"jumboframe enable\" (the longest frame passed)";

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.FAIL,
                "No switch port passes smaller IP packets than the node sends: a frame above the port's MTU is dropped "
                        + "(RoCE retransmits it forever; TCP falls back to path MTU discovery at best).",
                "a switch configuration with port MTUs; the node's sys/class/net/IF/mtu (snapshot), else ibv_devinfo active_mtu",
                "Raise the switch ports' MTU to at least the node's (SONiC PORT mtu 9100, NVUE interface X link mtu 9216, "
                        + "EOS/NX-OS mtu 9216, Junos mtu 9216 media), or lower the node's MTU to fit.",
                SOURCE);
    }

    /** The packet size the node sends and where that was read. */
    private record HostMtu(int ipMtu, String what, Evidence where) {
    }

    @Override
    public List<Finding> check(NodeEvidence e, Limits limits) {
        List<SwitchConfig> switches = HostSide.switches(e);
        Optional<HostMtu> host = hostMtu(e);
        if (switches.isEmpty() || host.isEmpty()) {
            return List.of();
        }
        HostMtu h = host.get();
        List<Finding> out = new ArrayList<>();
        for (SwitchConfig c : switches) {
            List<PortQos> known = c.ports().stream().filter(p -> p.ipMtu().isPresent()).toList();
            if (known.isEmpty()) {
                out.add(new Finding(ID, Severity.INFO, "MTU not compared: switch " + c.label() + " states no port MTU (the node sends "
                        + h.what() + ")", c.label(), List.of(h.where()),
                        List.of("Give the switch configuration with its port MTUs (SONiC: the PORT table) to have it compared."),
                        info().source()));
                continue;
            }
            Map<Integer, List<PortQos>> small = new TreeMap<>();
            for (PortQos p : known) {
                if (p.ipMtu().getAsInt() < h.ipMtu()) {
                    small.computeIfAbsent(p.ipMtu().getAsInt(), k -> new ArrayList<>()).add(p);
                }
            }
            for (Map.Entry<Integer, List<PortQos>> s : small.entrySet()) {
                PortQos first = s.getValue().get(0);
                String written = first.mtuFramingBytes() == 0 ? "" : " (mtu " + first.mtu().getAsInt() + " counts "
                        + first.mtuFramingBytes() + " B of Ethernet framing)";
                out.add(new Finding(ID, Severity.FAIL, "The node sends " + h.what() + " but switch " + c.label() + " passes IP packets of "
                        + s.getKey() + " B" + written + " on " + s.getValue().size() + " port(s): " + HostSide.ports(s.getValue()),
                        c.label(), HostSide.evidence(s.getValue(), "mtu", c, Optional.of(h.where())),
                        List.of("Raise the MTU of those switch ports to at least " + h.ipMtu() + " B (IP)"
                                + (first.mtuFramingBytes() == 0 ? "" : ", i.e. mtu " + (h.ipMtu() + first.mtuFramingBytes())
                                        + " as this switch counts it")
                                + ", or lower the node's MTU to " + s.getKey() + " (ip link set IF mtu " + s.getKey() + ")."),
                        info().source()));
            }
        }
        return out;
    }

    /** The node's largest NIC MTU from sysfs, else RoCE's largest active MTU plus its headers. */
    private static Optional<HostMtu> hostMtu(NodeEvidence e) {
        Optional<HostMtu> sysfs = e.derived(HostFacts.class).flatMap(f -> f.netMtus().stream()
                .filter(v -> v.value().matches("\\d{1,6}"))
                .max(java.util.Comparator.comparingInt((HostFacts.Value v) -> Integer.parseInt(v.value())))
                .map(v -> new HostMtu(Integer.parseInt(v.value()), "IP packets of up to " + v.value() + " B (NIC MTU "
                        + v.value() + ")", Evidence.inFile(v.path(), v.value()))));
        if (sysfs.isPresent()) {
            return sysfs;
        }
        HostMtu best = null;
        for (ParsedArtifact<IbvDevices> a : e.all(IbvDevices.class)) {
            for (IbvDevices.Hca hca : a.model().hcas()) {
                for (IbvDevices.Port p : hca.ports()) {
                    if (!p.isActive() || p.linkLayer().filter(l -> l.equals("Ethernet")).isEmpty() || p.activeMtu().isEmpty()) {
                        continue;
                    }
                    int active = p.activeMtu().get().value();
                    int ip = active + ROCE_HEADER_BYTES;
                    if (best == null || ip > best.ipMtu()) {
                        best = new HostMtu(ip, "RoCE packets of up to " + ip + " B (" + hca.name() + " active_mtu " + active
                                + " + " + ROCE_HEADER_BYTES + " B of headers)", a.evidence(p.activeMtu().get().line()));
                    }
                }
            }
        }
        return Optional.ofNullable(best);
    }
}
