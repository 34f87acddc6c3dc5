package io.rocekit.fabric.render;

import io.rocekit.fabric.intent.EcnIntent;
import io.rocekit.fabric.intent.Intent;
import io.rocekit.fabric.model.Scheduling;
import java.util.List;
import java.util.TreeSet;

/**
 * NVIDIA Cumulus Linux 5.x NVUE commands on profiles named {@code rocekit}, bound to each port
 * ({@code nv set interface swpN qos KIND profile rocekit}, Cumulus Linux 5.4 and later): trust L3,
 * DSCP to switch priority, PFC, ECN (congestion-control, bytes), the egress scheduler, MTU and the
 * PFC watchdog per port. Switch priority to traffic class goes into the {@code default-global}
 * egress-queue-mapping: NVUE has no other egress-queue-mapping profile and no interface binding for
 * one (Cumulus Linux 5.12 QoS guide, Egress Queues), so that map applies to every port.
 * Written out in full rather than as {@code nv set qos roce} so that any intent, not only NVIDIA's
 * recipe, is expressible; for that recipe the two are the same.
 */
final class NvueRenderer implements Renderer {
    private static final String P = "rocekit";

    @Override
    public String render(Intent in, RenderOptions o) {
        List<String> ports = o.portsOr("swp1");
        StringBuilder b = new StringBuilder();
        b.append("# rocekit fabric render --target nvue: intent ").append(Comments.line(in.name())).append('\n');
        b.append("# NVIDIA Cumulus Linux 5.x NVUE; apply with: nv config apply (nothing is pushed by rocekit)\n");
        if (o.ports().isEmpty()) {
            b.append("# ports: swp1 is a placeholder (--ports swp1,swp2,...)\n");
        }
        b.append("nv set qos mapping ").append(P).append(" trust l3\n");
        in.dscpToPriority().forEach((d, p) -> b.append("nv set qos mapping ").append(P).append(" dscp ").append(d)
                .append(" switch-priority ").append(p).append('\n'));
        // the only egress-queue-mapping profile NVUE has: it applies to every port of the switch
        in.priorityToTc().forEach((p, tc) -> b.append("nv set qos egress-queue-mapping default-global switch-priority ")
                .append(p).append(" traffic-class ").append(tc).append('\n'));
        if (!in.pfc().priorities().isEmpty()) {
            // NVIDIA's QoS guide, Flow Control Buffers: "Before configuring link pause or PFC, configure the buffer pool
            // memory allocated for lossless and lossy flows"; by default all of it is the default-lossy pool's
            b.append("# buffer pools first: Cumulus Linux gives 100 % of the buffer to default-lossy by default, and PFC needs a lossless pool\n");
            b.append("nv set qos traffic-pool default-lossless memory-percent 50\n");
            b.append("nv set qos traffic-pool default-lossy memory-percent 50\n");
        }
        for (int p : in.pfc().priorities()) {
            b.append("nv set qos pfc ").append(P).append(" switch-priority ").append(p).append('\n');
        }
        if (!in.pfc().priorities().isEmpty()) {
            b.append("# cable length in meters: the switch derives its PFC headroom from it\n");
            b.append("nv set qos pfc ").append(P).append(" cable-length ").append(meters(in.buffers().cableLength())).append('\n');
            b.append("# headroom for reference (rocekit fabric headroom): xoff ").append(Units.explain(in.buffers().xoffBytes()))
                    .append(", xon ").append(Units.explain(in.buffers().xonBytes())).append('\n');
        }
        for (EcnIntent e : in.ecn()) {
            int tc = tcOfQueue(in, e.queue());
            String pre = "nv set qos congestion-control " + P + " traffic-class " + tc;
            b.append("# queue ").append(e.queue()).append(" (traffic class ").append(tc).append("): min ")
                    .append(Units.explain(e.minBytes())).append(", max ").append(Units.explain(e.maxBytes()))
                    .append("; NVUE takes bytes\n");
            b.append(pre).append(" ecn enable\n");
            b.append(pre).append(" min-threshold ").append(e.minBytes()).append('\n');
            b.append(pre).append(" max-threshold ").append(e.maxBytes()).append('\n');
            b.append(pre).append(" probability ").append(Units.wholePercent(e, "nvue", 1)).append('\n');
        }
        checkShares(in);
        in.scheduling().forEach((q, s) -> {
            String pre = "nv set qos egress-scheduler " + P + " traffic-class " + tcOfQueue(in, q);
            if (s.kind() == Scheduling.Kind.STRICT) {
                b.append(pre).append(" mode strict\n");
            } else {
                b.append(pre).append(" mode dwrr\n");
                b.append(pre).append(" bw-percent ").append(s.value()).append('\n');
            }
        });
        for (String port : ports) {
            for (String kind : List.of("mapping", "pfc", "congestion-control", "egress-scheduler")) {
                if ((kind.equals("pfc") && in.pfc().priorities().isEmpty()) || (kind.equals("congestion-control") && in.ecn().isEmpty())
                        || (kind.equals("egress-scheduler") && in.scheduling().isEmpty())) {
                    continue;
                }
                b.append("nv set interface ").append(port).append(" qos ").append(kind).append(" profile ").append(P).append('\n');
            }
            b.append("nv set interface ").append(port).append(" link mtu ").append(in.mtu()).append('\n');
            if (!in.pfc().priorities().isEmpty() && in.pfc().watchdog().isPresent()) {
                // NVUE command reference (Cumulus Linux 5.6 and later): nv set interface <id> qos pfc-watchdog state enable
                b.append("nv set interface ").append(port).append(" qos pfc-watchdog state enable\n");
            }
        }
        in.pfc().watchdog().filter(w -> !in.pfc().priorities().isEmpty()).ifPresent(w -> b.append(
                "# watchdog: NVUE sets polling-interval and robustness, not detection/restoration times; intent asked ")
                .append(w.detectionMs()).append(" ms / ").append(w.restorationMs()).append(" ms, action ").append(w.action())
                .append('\n'));
        b.append("nv config apply\n");
        return b.toString();
    }

    /**
     * NVUE's {@code bw-percent} values of a profile must total at most 100 ("The combined total of values you
     * assign must be less than or equal to 100", NVUE command reference, egress-scheduler bw-percent): an
     * intent whose DWRR weights sum to more is refused rather than rendered into a profile NVUE rejects.
     */
    static void checkShares(Intent in) {
        int sum = in.scheduling().values().stream().filter(s -> s.kind() == Scheduling.Kind.DWRR).mapToInt(Scheduling::value).sum();
        if (sum > 100) {
            throw new IllegalArgumentException("nvue: the intent's DWRR weights sum to " + sum + " %; NVUE's bw-percent values"
                    + " must total at most 100 (NVUE command reference, egress-scheduler bw-percent): scale the scheduling weights");
        }
    }

    /** NVUE's egress queue is the traffic class; a queue the intent names through a class maps back to it. */
    static int tcOfQueue(Intent in, int queue) {
        TreeSet<Integer> tcs = new TreeSet<>();
        in.tcToQueue().forEach((tc, q) -> {
            if (q == queue) {
                tcs.add(tc);
            }
        });
        return tcs.isEmpty() ? queue : tcs.first();
    }

    static String meters(String cable) {
        return cable.endsWith("m") ? cable.substring(0, cable.length() - 1) : cable;
    }
}
