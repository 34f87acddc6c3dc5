package io.rocekit.fabric.render;

import io.rocekit.fabric.intent.EcnIntent;
import io.rocekit.fabric.intent.Intent;
import io.rocekit.fabric.intent.TrafficClassIntent;
import io.rocekit.fabric.model.Scheduling;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Juniper Junos class-of-service in {@code set} form, after Juniper's DCQCN configlet (Apstra
 * "Create and Import a DCQCN Configlet"): forwarding classes per queue ({@code no-loss} for PFC
 * ones), a DSCP classifier, a congestion notification profile with PFC and the watchdog, drop
 * profiles with ECN on the schedulers, a scheduler map, and the interfaces. Junos fill levels are
 * a percentage of the queue's buffer: the conversion from bytes assumes the buffer given with
 * {@code --queue-buffer} and is printed.
 */
final class JunosRenderer implements Renderer {
    private static final String COS = "set class-of-service ";

    @Override
    public String render(Intent in, RenderOptions o) {
        List<String> ports = o.portsOr("et-0/0/0");
        StringBuilder b = new StringBuilder();
        b.append("# rocekit fabric render --target junos: intent ").append(Comments.line(in.name())).append('\n');
        b.append("# Juniper Junos (QFX), set form; load with 'load set terminal' and commit (nothing is pushed by rocekit)\n");
        if (o.ports().isEmpty()) {
            b.append("# ports: et-0/0/0 is a placeholder (--ports et-0/0/0,et-0/0/1,...)\n");
        }
        Map<Integer, String> fcOfQueue = new TreeMap<>();
        fcOfQueue.put(0, "best-effort");
        for (TrafficClassIntent c : in.classes()) {
            String fc = "ROCEKIT-" + c.name().toUpperCase(Locale.ROOT).replaceAll("[^A-Z0-9]", "-");
            fcOfQueue.put(c.queue(), fc);
            b.append(COS).append("forwarding-classes class ").append(fc).append(" queue-num ").append(c.queue())
                    .append(in.pfc().priorities().contains(c.priority()) ? " no-loss pfc-priority " + c.priority() : "").append('\n');
            for (int d : c.dscp()) {
                b.append("# DSCP ").append(d).append(" = ").append(Units.dscpBits(d)).append('\n');
                b.append(COS).append("classifiers dscp ROCEKIT-DSCP forwarding-class ").append(fc)
                        .append(" loss-priority low code-points ").append(Units.dscpBits(d)).append('\n');
            }
        }
        in.cnp().ifPresent(c -> {
            fcOfQueue.put(c.queue(), "ROCEKIT-CNP");
            b.append(COS).append("forwarding-classes class ROCEKIT-CNP queue-num ").append(c.queue()).append('\n');
            b.append("# DSCP ").append(c.dscp()).append(" = ").append(Units.dscpBits(c.dscp())).append('\n');
            b.append(COS).append("classifiers dscp ROCEKIT-DSCP forwarding-class ROCEKIT-CNP loss-priority low code-points ")
                    .append(Units.dscpBits(c.dscp())).append('\n');
        });
        if (!in.pfc().priorities().isEmpty()) {
            String cnp = COS + "congestion-notification-profile ROCEKIT-PFC ";
            for (TrafficClassIntent c : in.classes()) {
                if (in.pfc().priorities().contains(c.priority())) {
                    for (int d : c.dscp()) {
                        b.append(cnp).append("input dscp code-point ").append(Units.dscpBits(d)).append(" pfc\n");
                    }
                    b.append(cnp).append("output ieee-802.1 code-point ").append(Units.pcpBits(c.priority()))
                            .append(" flow-control-queue ").append(c.queue()).append('\n');
                }
            }
            in.pfc().watchdog().ifPresent(w -> {
                b.append(cnp).append("pfc-watchdog\n");
                b.append("# watchdog: intent asked ").append(w.detectionMs()).append(" ms detection, ").append(w.restorationMs())
                        .append(" ms restoration, action ").append(w.action()).append(" (Junos: pfc-watchdog detection/recovery)\n");
            });
        }
        for (EcnIntent e : in.ecn()) {
            int lo = Units.percentOf(e.minBytes(), o.queueBufferBytes());
            int hi = Units.percentOf(e.maxBytes(), o.queueBufferBytes());
            b.append("# queue ").append(e.queue()).append(": fill levels are % of the queue buffer, assumed ")
                    .append(o.queueBufferBytes()).append(" B (--queue-buffer): ").append(e.minBytes()).append(" B = ").append(lo)
                    .append(" %, ").append(e.maxBytes()).append(" B = ").append(hi).append(" %\n");
            b.append(COS).append("drop-profiles ROCEKIT-Q").append(e.queue()).append("-ECN interpolate fill-level [ ").append(lo)
                    .append(' ').append(hi).append(" ] drop-probability [ 0 ").append(Math.round(e.probabilityPercent())).append(" ]\n");
        }
        TreeMap<Integer, Boolean> queues = new TreeMap<>();
        in.scheduling().keySet().forEach(q -> queues.put(q, true));
        in.ecn().forEach(e -> queues.put(e.queue(), true));
        for (int q : queues.keySet()) {
            String s = COS + "schedulers ROCEKIT-Q" + q + " ";
            Scheduling sc = in.scheduling().get(q);
            if (sc != null && sc.kind() == Scheduling.Kind.STRICT) {
                b.append(s).append("priority strict-high\n");
            } else if (sc != null) {
                b.append(s).append("transmit-rate percent ").append(sc.value()).append('\n');
            }
            if (in.ecnOf(q).isPresent()) {
                b.append(s).append("explicit-congestion-notification\n");
                b.append(s).append("drop-profile-map loss-priority any protocol any drop-profile ROCEKIT-Q").append(q).append("-ECN\n");
            }
            String fc = fcOfQueue.get(q);
            if (fc == null) {
                b.append("# queue ").append(q).append(" has no forwarding class in the intent: define one and map ROCEKIT-Q")
                        .append(q).append(" to it\n");
            } else {
                b.append(COS).append("scheduler-maps ROCEKIT-SM forwarding-class ").append(fc).append(" scheduler ROCEKIT-Q")
                        .append(q).append('\n');
            }
        }
        for (String port : ports) {
            b.append("set interfaces ").append(port).append(" mtu ").append(in.mtu()).append('\n');
            if (!in.pfc().priorities().isEmpty()) {
                b.append(COS).append("interfaces ").append(port).append(" congestion-notification-profile ROCEKIT-PFC\n");
            }
            b.append(COS).append("interfaces ").append(port).append(" scheduler-map ROCEKIT-SM\n");
            b.append(COS).append("interfaces ").append(port).append(" unit 0 classifiers dscp ROCEKIT-DSCP\n");
        }
        return b.toString();
    }
}
