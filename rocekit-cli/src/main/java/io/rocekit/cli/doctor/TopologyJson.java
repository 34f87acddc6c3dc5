package io.rocekit.cli.doctor;

import io.rocekit.host.topology.AcsState;
import io.rocekit.host.topology.Bridge;
import io.rocekit.host.topology.Connection;
import io.rocekit.host.topology.Gpu;
import io.rocekit.host.topology.Nic;
import io.rocekit.host.topology.PathType;
import io.rocekit.host.topology.Topology;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The JSON shape of a topology (issue contract): {@code gpus[{name,busId,numaNode}]},
 * {@code nics[{name,device,busId,numaNode}]}, {@code matrix{GPU0:{GPU1:"NV12",NIC0:"PXB"}}},
 * {@code nearest{GPU0:{type,nics[]}}}, {@code bridges[{busId,acs{},onGpuNicPath}]}; plus
 * {@code netdev}, {@code path}, {@code sources} and {@code notes}. Absent values are left out.
 */
final class TopologyJson {
    private TopologyJson() {
    }

    static Map<String, Object> of(Topology t) {
        Map<String, Object> m = new LinkedHashMap<>();
        List<Object> gpus = new ArrayList<>();
        for (Gpu g : t.gpus()) {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("name", g.name());
            g.busId().ifPresent(b -> o.put("busId", b.toString()));
            g.numaNode().ifPresent(n -> o.put("numaNode", n));
            gpus.add(o);
        }
        m.put("gpus", gpus);
        List<Object> nics = new ArrayList<>();
        for (Nic n : t.nics()) {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("name", n.name());
            n.device().ifPresent(d -> o.put("device", d));
            n.netdev().ifPresent(d -> o.put("netdev", d));
            n.busId().ifPresent(b -> o.put("busId", b.toString()));
            n.numaNode().ifPresent(x -> o.put("numaNode", x));
            nics.add(o);
        }
        m.put("nics", nics);
        Map<String, Object> matrix = new LinkedHashMap<>();
        t.matrix().forEach((from, row) -> {
            Map<String, Object> r = new LinkedHashMap<>();
            row.forEach((to, c) -> {
                if (c.type() != PathType.SELF) {
                    r.put(to, c.label());
                }
            });
            matrix.put(from, r);
        });
        m.put("matrix", matrix);
        Map<String, Object> nearest = new LinkedHashMap<>();
        for (Gpu g : t.gpus()) {
            t.nearest(g.name()).ifPresent(n -> {
                Map<String, Object> o = new LinkedHashMap<>();
                o.put("type", n.connection().label());
                o.put("nics", n.nics());
                List<String> path = t.path(g.name(), n.nics().get(0)).stream().map(Object::toString).toList();
                if (!path.isEmpty()) {
                    o.put("path", path);
                }
                nearest.put(g.name(), o);
            });
        }
        m.put("nearest", nearest);
        List<Object> bridges = new ArrayList<>();
        for (Bridge b : t.bridges()) {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("busId", b.busId().toString());
            b.acs().ifPresent(a -> o.put("acs", acs(a)));
            b.acs().ifPresent(a -> o.put("acsEvidence", a.evidence().toString()));
            o.put("onGpuNicPath", b.onGpuNicPath());
            b.parent().ifPresent(p -> o.put("parent", p.toString()));
            b.description().ifPresent(d -> o.put("description", d));
            bridges.add(o);
        }
        m.put("bridges", bridges);
        m.put("sources", t.sources());
        m.put("notes", t.notes());
        return m;
    }

    static Map<String, Boolean> acs(AcsState a) {
        Map<String, Boolean> o = new LinkedHashMap<>();
        for (String bit : AcsState.BITS) {
            if (a.listed().contains(bit)) {
                o.put(bit, a.enabled().contains(bit));
            }
        }
        return o;
    }

    /** The label of a connection for text output. */
    static String label(Connection c) {
        return c.label();
    }
}
