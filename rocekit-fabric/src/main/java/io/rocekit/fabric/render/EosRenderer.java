package io.rocekit.fabric.render;

import io.rocekit.fabric.intent.EcnIntent;
import io.rocekit.fabric.intent.Intent;
import io.rocekit.fabric.intent.WatchdogIntent;
import io.rocekit.fabric.model.Scheduling;
import java.util.List;
import java.util.TreeSet;

/**
 * Arista EOS: global {@code qos map dscp ... to traffic-class} and {@code qos map traffic-class ...
 * to tx-queue}; per interface trust, PFC no-drop priorities, the PFC watchdog, and per tx-queue the
 * scheduling and {@code random-detect ecn} thresholds, as Arista AVD's {@code eos_cli_config_gen}
 * writes them. Thresholds are written in kbytes/mbytes where exact (EOS units are 1024-based), else
 * in bytes. A DWRR weight is written as {@code bandwidth percent}. The watchdog's per-port action is
 * {@code drop | notify-only}, overriding EOS's default error-disable (AVD schema,
 * {@code qos_profiles[].priority_flow_control.watchdog.action}); EOS has no action that forwards, and
 * the global {@code action no-drop} AVD 5.x wrote is not an EOS command (aristanetworks/avd#6399,
 * removed in AVD 6.0 by #6400), so an intent asking {@code forward} gets the watchdog without an action
 * and a comment. Timeout and recovery time take seconds with at most two decimals (AVD schema pattern
 * {@code \d+(\.\d{1,2})?}, "Example: 0.01 or 60").
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
        in.pfc().watchdog().filter(w -> !in.pfc().priorities().isEmpty()).ifPresent(w -> b.append(watchdogNotes(w)));
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
                    // per-port action is drop or notify-only (alert); forward has none (see watchdogNotes)
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
                            .append(" max-mark-probability ").append(Units.wholePercent(e, "eos", 1)).append('\n');
                });
            }
            b.append("!\n");
        }
        return b.toString();
    }

    /** What the watchdog lines cannot say: no forward action on EOS, and times rounded to hundredths of a second. */
    static String watchdogNotes(WatchdogIntent w) {
        StringBuilder b = new StringBuilder();
        if (w.action().equals("forward")) {
            b.append("! watchdog action forward: EOS has no such action (only drop, notify-only and its default error-disable;\n")
                    .append("! 'priority-flow-control pause watchdog action no-drop' is not an EOS command, aristanetworks/avd#6399);\n")
                    .append("! no port action is written, so EOS error-disables a stuck port: add 'port action drop' or 'notify-only'\n");
        }
        if (w.detectionMs() % 10 != 0 || w.restorationMs() % 10 != 0) {
            b.append("! watchdog: EOS takes its timers in hundredths of a second: intent asked ").append(w.detectionMs())
                    .append(" ms / ").append(w.restorationMs()).append(" ms, written ").append(seconds(w.detectionMs())).append(" s / ")
                    .append(seconds(w.restorationMs())).append(" s\n");
        }
        return b.toString();
    }

    /** {@code ms} as seconds with at most two decimals, as EOS takes a watchdog timeout or recovery time: 0.01 at least. */
    static String seconds(int ms) {
        long centis = Math.max(1, Math.round(ms / 10.0));
        return java.math.BigDecimal.valueOf(centis, 2).stripTrailingZeros().toPlainString();
    }
}
