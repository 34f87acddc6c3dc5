package io.rocekit.fleet.node;

import io.rocekit.host.model.PciAddress;
import io.rocekit.host.parse.lspci.LspciDump;
import io.rocekit.host.parse.lspci.PciDevice;
import io.rocekit.host.topology.AcsState;
import io.rocekit.host.topology.Bridge;
import io.rocekit.host.topology.Gpu;
import io.rocekit.host.topology.Nic;
import io.rocekit.host.topology.PathType;
import io.rocekit.host.topology.Topology;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * PCIe state per node: ACS on the bridges between each GPU and its nearest NICs (what GPUDirect
 * RDMA traffic crosses), each NIC's Max Read Request size, and the link each GPU and NIC trained at.
 */
final class PcieFacts {
    private PcieFacts() {
    }

    static void read(NodeView v, FactSink out) {
        Optional<Topology> topo = v.topology();
        if (topo.isPresent()) {
            acs(topo.get(), out);
            links(v, topo.get(), out);
        }
        for (NodeView.Typed<LspciDump> t : v.artifacts(LspciDump.class)) {
            for (PciDevice d : t.model().withRole(PciDevice.Role.NIC)) {
                if (d.deviceControl().isPresent()) {
                    String dev = Names.nicAt(topo, d.address().toString());
                    out.fact("pcie." + dev + ".max-read-request-bytes",
                            String.valueOf(d.deviceControl().get().maxReadRequestBytes()));
                }
            }
        }
    }

    /** {@code off}, or {@code on at BDF (bits)} for each bridge that blocks peer-to-peer. */
    private static void acs(Topology t, FactSink out) {
        Map<PciAddress, Bridge> bridges = t.bridges().stream()
                .collect(Collectors.toMap(Bridge::busId, Function.identity(), (a, b) -> a));
        for (Gpu g : t.gpus()) {
            Optional<Topology.Nearest> near = t.nearest(g.name());
            if (near.isEmpty() || near.get().connection().type().compareTo(PathType.PXB) > 0) {
                continue; // only paths inside PCIe switches carry peer-to-peer traffic past ACS
            }
            for (String nicName : near.get().nics()) {
                Optional<Nic> nic = t.nic(nicName);
                String dev = nic.map(Names::nic).orElse(nicName);
                List<String> on = new ArrayList<>();
                for (PciAddress a : t.path(g.name(), nicName)) {
                    Bridge b = bridges.get(a);
                    if (b != null && b.acs().isPresent() && b.acs().get().hindersPeerToPeer()) {
                        AcsState s = b.acs().get();
                        on.add(a + " (" + String.join(" ", AcsState.BITS.stream()
                                .filter(s.p2pObstacles()::contains).toList()) + ")");
                    }
                }
                out.fact("pcie.acs." + g.name() + "-" + dev, on.isEmpty() ? "off" : "on at " + String.join(", ", on));
            }
        }
    }

    /** Current link speed and width from sysfs, per GPU and NIC. */
    private static void links(NodeView v, Topology t, FactSink out) {
        for (Gpu g : t.gpus()) {
            g.busId().ifPresent(a -> link(v, a, g.name(), out));
        }
        for (Nic n : t.nics()) {
            n.busId().ifPresent(a -> link(v, a, Names.nic(n), out));
        }
    }

    private static void link(NodeView v, PciAddress a, String name, FactSink out) {
        String dev = "sys/bus/pci/devices/" + a;
        String dir = v.link(dev).orElse(dev);
        Optional<String> speed = v.value(dir + "/current_link_speed");
        Optional<String> width = v.value(dir + "/current_link_width");
        if (speed.isPresent() || width.isPresent()) {
            out.fact("pcie." + name + ".link", speed.orElse("?") + " x" + width.orElse("?"));
        }
    }
}
