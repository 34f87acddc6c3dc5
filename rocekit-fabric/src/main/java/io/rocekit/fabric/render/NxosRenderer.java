package io.rocekit.fabric.render;

import io.rocekit.fabric.intent.EcnIntent;
import io.rocekit.fabric.intent.Intent;
import io.rocekit.fabric.intent.TrafficClassIntent;
import io.rocekit.fabric.model.Scheduling;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * Cisco NX-OS (Nexus 9000, 8-queue mode): DSCP class maps setting the qos-group (the traffic class,
 * which is also the egress queue {@code c-out-8q-qN}), a network-qos policy with {@code pause
 * pfc-cos} and the MTU, a queuing policy with shares and WRED/ECN thresholds, {@code system qos}, and
 * per interface PFC, the PFC watchdog and the classification policy (Nexus 9000 Series NX-OS Quality
 * of Service Configuration Guide). DWRR weights become {@code bandwidth remaining percent}.
 */
final class NxosRenderer implements Renderer {
    @Override
    public String render(Intent in, RenderOptions o) {
        List<String> ports = o.portsOr("Ethernet1/1");
        StringBuilder b = new StringBuilder();
        b.append("! rocekit fabric render --target nxos: intent ").append(Comments.line(in.name())).append('\n');
        b.append("! Cisco NX-OS, Nexus 9000 8-queue mode; paste in configuration mode (nothing is pushed by rocekit)\n");
        if (o.ports().isEmpty()) {
            b.append("! ports: Ethernet1/1 is a placeholder (--ports Ethernet1/1,Ethernet1/2,...)\n");
        }
        List<String[]> classes = new ArrayList<>();
        for (TrafficClassIntent c : in.classes()) {
            if (c.queue() != c.trafficClass()) {
                b.append("! class ").append(c.name()).append(": NX-OS serves qos-group N from queue N; queue ")
                        .append(c.queue()).append(" of the intent cannot be honoured, qos-group ").append(c.trafficClass())
                        .append(" is used\n");
            }
            classes.add(new String[] {"ROCEKIT_" + c.name().toUpperCase(java.util.Locale.ROOT).replaceAll("[^A-Z0-9]", "_"),
                    Units.csv(c.dscp()), Integer.toString(c.trafficClass())});
        }
        in.cnp().ifPresent(c -> classes.add(new String[] {"ROCEKIT_CNP", Integer.toString(c.dscp()), Integer.toString(c.trafficClass())}));
        for (String[] c : classes) {
            b.append("class-map type qos match-all ").append(c[0]).append("\n  match dscp ").append(c[1]).append('\n');
        }
        b.append("policy-map type qos ROCEKIT_CLASSIFY\n");
        for (String[] c : classes) {
            b.append("  class ").append(c[0]).append("\n    set qos-group ").append(c[2]).append('\n');
        }
        b.append("policy-map type network-qos ROCEKIT_NETWORK\n");
        TreeSet<Integer> groups = new TreeSet<>();
        in.classes().forEach(c -> groups.add(c.trafficClass()));
        in.cnp().ifPresent(c -> groups.add(c.trafficClass()));
        for (int g : groups) {
            b.append("  class type network-qos c-8q-nq").append(g).append('\n');
            TreeSet<Integer> cos = new TreeSet<>();
            in.priorityToTc().forEach((p, tc) -> {
                if (tc == g && in.pfc().priorities().contains(p)) {
                    cos.add(p);
                }
            });
            if (!cos.isEmpty()) {
                b.append("    pause pfc-cos ").append(Units.csv(cos)).append('\n');
            }
            b.append("    mtu ").append(in.mtu()).append('\n');
        }
        b.append("  class type network-qos c-8q-nq-default\n    mtu ").append(in.mtu()).append('\n');
        for (EcnIntent e : in.ecn()) {
            b.append("! queue ").append(e.queue()).append(" ECN: min ").append(Units.explain(e.minBytes())).append(", max ")
                    .append(Units.explain(e.maxBytes())).append(" (NX-OS kbytes = 1024 B)\n");
        }
        b.append("policy-map type queuing ROCEKIT_EGRESS\n");
        TreeSet<Integer> queues = new TreeSet<>(in.scheduling().keySet());
        in.ecn().forEach(e -> queues.add(e.queue()));
        for (int q : queues) {
            b.append("  class type queuing ").append(q == 0 ? "c-out-8q-q-default" : "c-out-8q-q" + q).append('\n');
            Scheduling s = in.scheduling().get(q);
            if (s != null && s.kind() == Scheduling.Kind.STRICT) {
                b.append("    priority level 1\n");
            } else if (s != null) {
                b.append("    bandwidth remaining percent ").append(s.value()).append('\n');
            }
            in.ecnOf(q).ifPresent(e -> {
                String[] min = Units.kmBytes(e.minBytes(), "kbytes", "mbytes", "bytes");
                String[] max = Units.kmBytes(e.maxBytes(), "kbytes", "mbytes", "bytes");
                b.append("    random-detect minimum-threshold ").append(min[0]).append(' ').append(min[1])
                        .append(" maximum-threshold ").append(max[0]).append(' ').append(max[1]).append(" drop-probability ")
                        .append(Math.round(e.probabilityPercent())).append(" weight 0 ecn\n");
            });
        }
        b.append("system qos\n  service-policy type network-qos ROCEKIT_NETWORK\n  service-policy type queuing output ROCEKIT_EGRESS\n");
        in.pfc().watchdog().filter(w -> !in.pfc().priorities().isEmpty()).ifPresent(w -> b.append(
                "! PFC watchdog: NX-OS takes an interval and multipliers (priority-flow-control watch-dog-interval,\n"
                        + "! watch-dog shutdown-multiplier / auto-restore-multiplier); intent asked ").append(w.detectionMs())
                .append(" ms detection, ").append(w.restorationMs()).append(" ms restoration, action ").append(w.action()).append('\n'));
        for (String port : ports) {
            b.append("interface ").append(port).append('\n');
            b.append("  priority-flow-control mode ").append(in.pfc().priorities().isEmpty() ? "off" : "on").append('\n');
            if (!in.pfc().priorities().isEmpty() && in.pfc().watchdog().isPresent()) {
                b.append("  priority-flow-control watch-dog-interval on\n");
            }
            b.append("  mtu ").append(in.mtu()).append('\n');
            b.append("  service-policy type qos input ROCEKIT_CLASSIFY\n");
        }
        return b.toString();
    }
}
