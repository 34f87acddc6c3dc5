package io.rocekit.fabric.render;

import io.rocekit.fabric.intent.EcnIntent;
import io.rocekit.fabric.intent.Intent;
import io.rocekit.fabric.model.Scheduling;
import java.util.List;
import java.util.TreeSet;

/**
 * Arista EOS: global {@code qos map dscp ... to traffic-class} and {@code qos map traffic-class ...
 * to tx-queue}; per interface trust, PFC no-drop priorities, the PFC watchdog, and per tx-queue the
 * scheduling and {@code random-detect ecn} thresholds, as Arista AVD's {@code eos_cli_config_gen}
 * writes them. Thresholds are written in kbytes/mbytes where exact (EOS units are 1024-based), else
 * in bytes. A DWRR weight is written as {@code bandwidth percent}. The watchdog's per-port action is
 * {@code drop | notify-only} (AVD schema, {@code qos_profiles[].priority_flow_control.watchdog.action});
 * {@code no-drop} exists only as the global {@code priority-flow-control pause watchdog action}.
 */
final class EosRenderer implements Renderer {
    @Override
    public String render(Intent in, RenderOptions o) {
        List<String> ports = o.portsOr("Ethernet1");
        StringBuilder b = new StringBuilder();
        b.append("! rocekit fabric render --target eos: intent ").append(Comments.line(in.name())).append('\n');
        b.append("! Arista EOS; paste in configuration mode (nothing is pushed by rocekit)\n");
        if (o.ports().isEmpty()) {
            b.append("! ports: Ethernet1 is a placeholder (--ports Ethernet1,Ethernet2,...)\n");
        }
        in.dscpToTc().forEach((d, tc) -> b.append("qos map dscp ").append(d).append(" to traffic-class ").append(tc).append('\n'));
        in.tcToQueue().forEach((tc, q) -> b.append("qos map traffic-class ").append(tc).append(" to tx-queue ").append(q).append('\n'));
        b.append("!\n");
        for (EcnIntent e : in.ecn()) {
            b.append("! queue ").append(e.queue()).append(" ECN: min ").append(Units.explain(e.minBytes())).append(", max ")
                    .append(Units.explain(e.maxBytes())).append(" (EOS kbytes = 1024 B)\n");
        }
        in.pfc().watchdog().filter(w -> w.action().equals("forward") && !in.pfc().priorities().isEmpty()).ifPresent(w ->
                // no-drop exists only as the global action (AVD eos_cli_config_gen priority_flow_control.watchdog.action)
                b.append("priority-flow-control pause watchdog action no-drop\n"));
        TreeSet<Integer> queues = new TreeSet<>(in.scheduling().keySet());
        in.ecn().forEach(e -> queues.add(e.queue()));
        for (String port : ports) {
            b.append("interface ").append(port).append('\n');
            b.append("   mtu ").append(in.mtu()).append('\n');
            b.append("   qos trust dscp\n");
            if (!in.pfc().priorities().isEmpty()) {
                b.append("   priority-flow-control on\n");
                in.pfc().priorities().forEach(p -> b.append("   priority-flow-control priority ").append(p).append(" no-drop\n"));
                in.pfc().watchdog().ifPresent(w -> {
                    // AVD's eos_cli_config_gen writes the enabling line before the port overrides; the
                    // per-port action is drop or notify-only (alert); forward is the global no-drop above
                    b.append("   priority-flow-control pause watchdog\n");
                    if (!w.action().equals("forward")) {
                        b.append("   priority-flow-control pause watchdog port action ")
                                .append(w.action().equals("drop") ? "drop" : "notify-only").append('\n');
                    }
                    b.append("   priority-flow-control pause watchdog port timer timeout ").append(seconds(w.detectionMs()))
                            .append(" polling-interval auto recovery-time ").append(seconds(w.restorationMs())).append(" forced\n");
                });
            }
            for (int q : queues) {
                b.append("   !\n   tx-queue ").append(q).append('\n');
                Scheduling s = in.scheduling().get(q);
                if (s != null && s.kind() == Scheduling.Kind.STRICT) {
                    b.append("      priority strict\n");
                } else if (s != null) {
                    b.append("      no priority\n      bandwidth percent ").append(s.value()).append('\n');
                }
                in.ecnOf(q).ifPresent(e -> {
                    String[] min = Units.kmBytes(e.minBytes(), "kbytes", "mbytes", "bytes");
                    String[] max = Units.kmBytes(e.maxBytes(), "kbytes", "mbytes", "bytes");
                    b.append("      random-detect ecn minimum-threshold ").append(min[0]).append(' ').append(min[1])
                            .append(" maximum-threshold ").append(max[0]).append(' ').append(max[1])
                            .append(" max-mark-probability ").append(Math.round(e.probabilityPercent())).append('\n');
                });
            }
            b.append("!\n");
        }
        return b.toString();
    }

    static String seconds(int ms) {
        return java.math.BigDecimal.valueOf(ms, 3).stripTrailingZeros().toPlainString();
    }
}
