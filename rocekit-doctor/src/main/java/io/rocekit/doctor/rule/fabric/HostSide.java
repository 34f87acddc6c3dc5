package io.rocekit.doctor.rule.fabric;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.roce.Tos;
import io.rocekit.doctor.rule.NodeEvidence;
import io.rocekit.doctor.rule.nic.RoceDefaults;
import io.rocekit.doctor.switchcfg.SwitchConfigs;
import io.rocekit.fabric.model.PortQos;
import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.model.Trust;
import io.rocekit.host.artifact.ParsedArtifact;
import io.rocekit.host.facts.HostFacts;
import io.rocekit.host.facts.TosValue;
import io.rocekit.host.parse.mlnxqos.QosSettings;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/** What the node's evidence says about its RoCE QoS, and the switch ports to compare it with. */
final class HostSide {
    private HostSide() {
    }

    /** The NIC's QoS (the first mlnx_qos output), if given. */
    static Optional<ParsedArtifact<QosSettings>> nic(NodeEvidence e) {
        return e.all(QosSettings.class).stream().findFirst();
    }

    /** Every switch configuration among the evidence. */
    static List<SwitchConfig> switches(NodeEvidence e) {
        List<SwitchConfig> out = new ArrayList<>();
        e.all(SwitchConfigs.class).forEach(a -> out.addAll(a.model().configs()));
        return out;
    }

    /** The DSCP values RoCE is sent with: the RDMA-CM ToS values given (ToS >> 2), else NVIDIA's default 26. */
    static Map<Integer, String> roceDscps(NodeEvidence e) {
        Map<Integer, String> out = new LinkedHashMap<>();
        // what the wire showed comes first: it is what the NIC sent, whatever its settings say
        e.derived(io.rocekit.host.facts.ObservedQos.class).ifPresent(o -> o.dataDscp().forEach((dscp, packets) ->
                out.putIfAbsent(dscp, "seen on " + packets + " RoCE packet(s) in " + o.where())));
        e.derived(HostFacts.class).ifPresent(f -> f.roceTos().forEach(v -> TosValue.of(v.value())
                .ifPresent(tos -> out.putIfAbsent(tos >> 2, v.path() + " = " + v.value()))));
        if (out.isEmpty()) {
            out.put(RoceDefaults.ROCE_DSCP, "NVIDIA's default RoCE DSCP (NCCL_IB_TC=" + Tos.ecnCapable(RoceDefaults.ROCE_DSCP) + ", cma_roce_tos -t " + Tos.ecnCapable(RoceDefaults.ROCE_DSCP) + ")");
        }
        return out;
    }

    /** Whether a switch port classifies by DSCP (its own say, else by having a DSCP map). */
    static boolean byDscp(PortQos p) {
        return p.trust().map(t -> t == Trust.DSCP || t == Trust.BOTH).orElse(!p.dscpToTc().isEmpty());
    }

    /** Port names, the first few and a count. */
    static String ports(List<PortQos> ports) {
        List<String> names = ports.stream().map(PortQos::port).toList();
        return names.size() <= 3 ? String.join(", ", names) : String.join(", ", names.subList(0, 3)) + " and " + (names.size() - 3) + " more";
    }

    /** Switch evidence of the first port, and the NIC line. */
    static List<Evidence> evidence(List<PortQos> ports, String aspect, SwitchConfig c, Optional<Evidence> nic) {
        List<Evidence> out = new ArrayList<>();
        ports.stream().map(p -> p.where(aspect)).flatMap(Optional::stream).findFirst().ifPresent(out::add);
        if (out.isEmpty()) {
            out.add(Evidence.inFile(c.file(), ports.get(0).port()));
        }
        nic.ifPresent(out::add);
        return out;
    }

    static String set(java.util.Collection<Integer> s) {
        return s.isEmpty() ? "none" : new TreeSet<>(s).toString().replace("[", "").replace("]", "").replace(" ", "");
    }
}
