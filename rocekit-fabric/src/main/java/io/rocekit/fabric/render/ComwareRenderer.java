package io.rocekit.fabric.render;

import io.rocekit.fabric.intent.EcnIntent;
import io.rocekit.fabric.intent.Intent;
import io.rocekit.fabric.model.Scheduling;
import java.util.List;

/**
 * H3C Comware 7 (S6850/S9850/S9855 class): DSCP to 802.1p and 802.1p to local precedence (queue)
 * map tables, a WRED table with ECN on each marking queue (limits in buffer cells), PFC no-drop
 * priorities in system and interface view, the PFC deadlock detection (Comware's watchdog), WRR or
 * SP scheduling, and jumbo frames (H3C "PFC commands" and "ACL and QoS" command references).
 */
final class ComwareRenderer implements Renderer {
    /**
     * A WRED table's low and high limits, in cells: 0-16000 (HPE 5130 HI, Comware 7, ACL and QoS
     * command reference, {@code queue} in a WRED table; docs/fabric.md). An intent whose thresholds
     * need more cells is refused rather than rendered into a command the switch rejects.
     */
    static final int MAX_WRED_CELLS = 16_000;

    @Override
    public String render(Intent in, RenderOptions o) {
        List<String> ports = o.portsOr("HundredGigE1/0/1");
        int cell = o.cellBytes();
        StringBuilder b = new StringBuilder();
        b.append("# rocekit fabric render --target comware: intent ").append(Comments.line(in.name())).append('\n');
        b.append("# H3C Comware 7; paste in system view (nothing is pushed by rocekit)\n");
        if (o.ports().isEmpty()) {
            b.append("# ports: HundredGigE1/0/1 is a placeholder (--ports HundredGigE1/0/1,...)\n");
        }
        b.append("qos map-table dscp-dot1p\n");
        in.dscpToPriority().forEach((d, p) -> b.append(" import ").append(d).append(" export ").append(p).append('\n'));
        b.append("#\nqos map-table dot1p-lp\n");
        in.priorityToTc().forEach((p, tc) -> b.append(" import ").append(p).append(" export ")
                .append(in.tcToQueue().getOrDefault(tc, tc)).append('\n'));
        b.append("#\n");
        if (!in.ecn().isEmpty()) {
            b.append("# WRED limits are in buffer cells of ").append(cell).append(" B (check 'display buffer'; --cell-size)\n");
            b.append("qos wred queue table ROCEKIT\n");
            for (EcnIntent e : in.ecn()) {
                long lo = Units.cells(e.minBytes(), cell);
                long hi = Units.cells(e.maxBytes(), cell);
                if (hi > MAX_WRED_CELLS) {
                    throw new IllegalArgumentException("comware: queue " + e.queue() + "'s ECN threshold of "
                            + e.maxBytes() + " B is " + hi + " cells of " + cell + " B; a WRED limit takes 0-"
                            + MAX_WRED_CELLS + " cells (H3C/HPE Comware 7 'queue ... low-limit ... high-limit'): give"
                            + " the switch's cell size (--cell-size, see 'display buffer') or lower the intent's ecn"
                            + " thresholds");
                }
                b.append(" # queue ").append(e.queue()).append(": ").append(e.minBytes()).append(" B / ").append(cell).append(" = ")
                        .append(lo).append(" cells, ").append(e.maxBytes()).append(" B / ").append(cell).append(" = ").append(hi)
                        .append(" cells (rounded up)\n");
                for (int level = 0; level < 3; level++) {
                    b.append(" queue ").append(e.queue()).append(" drop-level ").append(level).append(" low-limit ").append(lo)
                            .append(" high-limit ").append(hi).append(" discard-probability ")
                            .append(Math.round(e.probabilityPercent())).append('\n');
                }
                b.append(" queue ").append(e.queue()).append(" weighting-constant 0\n");
                b.append(" queue ").append(e.queue()).append(" ecn\n");
            }
            b.append("#\n");
        }
        if (!in.pfc().priorities().isEmpty()) {
            b.append("priority-flow-control no-drop dot1p ").append(Units.spaced(in.pfc().priorities())).append('\n');
            in.pfc().watchdog().ifPresent(w -> {
                b.append("# PFC watchdog = deadlock detection: intent asked ").append(w.detectionMs()).append(" ms detection, ")
                        .append(w.restorationMs()).append(" ms restoration, action ").append(w.action()).append('\n');
                b.append("# set its timers per series (priority-flow-control deadlock cos/interval/recover-mode); the\n")
                        .append("# intent asks ").append(w.detectionMs()).append(" ms detection, ").append(w.restorationMs())
                        .append(" ms restoration\n");
            });
        }
        for (String port : ports) {
            b.append("interface ").append(port).append('\n');
            b.append(" jumboframe enable ").append(in.mtu()).append('\n');
            b.append(" qos trust dscp\n");
            if (!in.pfc().priorities().isEmpty()) {
                b.append(" priority-flow-control enable\n");
                b.append(" priority-flow-control no-drop dot1p ").append(Units.spaced(in.pfc().priorities())).append('\n');
                if (in.pfc().watchdog().isPresent()) {
                    b.append(" priority-flow-control deadlock enable\n");
                }
            }
            if (!in.ecn().isEmpty()) {
                b.append(" qos wred apply ROCEKIT\n");
            }
            if (in.scheduling().values().stream().anyMatch(x -> x.kind() != Scheduling.Kind.STRICT)) {
                b.append(" qos wrr byte-count\n");
            }
            in.scheduling().forEach((q, s) -> b.append(s.kind() == Scheduling.Kind.STRICT
                    ? " qos wrr " + q + " group sp\n" : " qos wrr " + q + " group 1 byte-count " + s.value() + "\n"));
            b.append("#\n");
        }
        return b.toString();
    }
}
