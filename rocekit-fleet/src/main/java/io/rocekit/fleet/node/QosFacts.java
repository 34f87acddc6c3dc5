package io.rocekit.fleet.node;

import io.rocekit.host.parse.mlnxqos.QosSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The QoS a lossless RoCE fabric needs every node to agree on: trust mode, PFC priorities, the
 * DSCP-to-priority map ({@code mlnx_qos}), the RDMA-CM default ToS and traffic class (configfs and
 * sysfs), and the DSCP and priority of CNPs (the mlx5 {@code ecn/roce_np} tree).
 */
final class QosFacts {
    private QosFacts() {
    }

    static void read(NodeView v, FactSink out) {
        for (NodeView.Typed<QosSettings> t : v.artifacts(QosSettings.class)) {
            String ifc = Names.between(t.file(), "commands/mlnx_qos.").orElse(t.file());
            String dev = Names.nicOfNetdev(v.topology(), ifc);
            QosSettings q = t.model();
            q.trust().ifPresent(x -> out.fact("qos." + dev + ".trust", x.name().toLowerCase(Locale.ROOT)));
            q.pfc().ifPresent(p -> out.fact("qos." + dev + ".pfc-priorities", p.enabledPriorities().isEmpty()
                    ? "none" : p.enabledPriorities().stream().map(String::valueOf).collect(Collectors.joining(","))));
            if (!q.dscpToPriority().isEmpty()) {
                out.fact("qos." + dev + ".dscp-map", dscpMap(q));
            }
        }
        String cm = "sys/kernel/config/rdma_cm";
        for (String dev : v.list(cm)) {
            for (String port : v.list(cm + "/" + dev + "/ports")) {
                v.value(cm + "/" + dev + "/ports/" + port + "/default_roce_tos")
                        .ifPresent(x -> out.fact("qos." + dev + ".port" + port + ".rdma-cm-tos", x));
            }
        }
        String ib = "sys/class/infiniband";
        for (String e : v.list(ib)) {
            if (!e.endsWith(".link")) {
                continue;
            }
            String dev = e.substring(0, e.length() - ".link".length());
            v.link(ib + "/" + dev).ifPresent(real -> {
                for (String port : v.list(real + "/tc")) {
                    v.value(real + "/tc/" + port + "/traffic_class")
                            .ifPresent(x -> out.fact("qos." + dev + ".port" + port + ".traffic-class", trafficClass(x)));
                }
            });
        }
        String net = "sys/class/net";
        for (String e : v.list(net)) {
            if (!e.endsWith(".link")) {
                continue;
            }
            String ifc = e.substring(0, e.length() - ".link".length());
            v.link(net + "/" + ifc).ifPresent(real -> {
                String dev = Names.nicOfNetdev(v.topology(), ifc);
                v.value(real + "/ecn/roce_np/cnp_dscp").ifPresent(x -> out.fact("qos." + dev + ".cnp-dscp", x));
                v.value(real + "/ecn/roce_np/cnp_802p_prio").ifPresent(x -> out.fact("qos." + dev + ".cnp-priority", x));
            });
        }
    }

    /**
     * The ToS a traffic_class file sets, as a number whichever way the driver prints it (MLNX_OFED: {@code Global
     * tclass=106}; a bare {@code 106} elsewhere), so that two nodes setting the same ToS do not differ; else as written.
     */
    static String trafficClass(String text) {
        java.util.OptionalInt tos = io.rocekit.host.facts.TosValue.of(text);
        return tos.isPresent() ? String.valueOf(tos.getAsInt()) : text;
    }

    /** {@code 0:0-7 1:8-15 ...}: each priority with its DSCP values as ranges. */
    private static String dscpMap(QosSettings q) {
        List<String> parts = new ArrayList<>();
        q.dscpToPriority().stream().sorted(java.util.Comparator.comparingInt(QosSettings.DscpMapping::priority))
                .forEach(m -> parts.add(m.priority() + ":" + ranges(m.dscps())));
        return String.join(" ", parts);
    }

    private static String ranges(List<Integer> values) {
        List<Integer> s = values.stream().sorted().distinct().toList();
        List<String> out = new ArrayList<>();
        int i = 0;
        while (i < s.size()) {
            int j = i;
            while (j + 1 < s.size() && s.get(j + 1) == s.get(j) + 1) {
                j++;
            }
            out.add(i == j ? String.valueOf(s.get(i)) : s.get(i) + "-" + s.get(j));
            i = j + 1;
        }
        return out.isEmpty() ? "none" : String.join(",", out);
    }
}
