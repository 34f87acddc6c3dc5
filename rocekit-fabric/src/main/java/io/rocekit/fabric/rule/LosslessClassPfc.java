package io.rocekit.fabric.rule;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Severity;
import io.rocekit.fabric.model.LosslessClass;
import io.rocekit.fabric.model.PortQos;
import io.rocekit.fabric.model.SwitchConfig;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The {@code fabric.pfc-off} finding for a class the configuration declares lossless (Junos {@code no-loss}) whose
 * priority has PFC on no port: on QFX the no-loss attribute gives the class lossless buffers, and PFC on its code point
 * is what makes it lossless (Juniper, "Example: Configuring Lossless FCoE Traffic When the Converged Ethernet Network
 * Does Not Use IEEE 802.1p Priority 3": "the only user configuration required for lossless transport is to enable PFC
 * on code point 011 on the FCoE ingress interfaces"). WARN: the class drops under congestion while it reads lossless;
 * where it carries RoCE, fabric.roce-dscp-lossy already FAILs the port.
 */
final class LosslessClassPfc {
    private LosslessClassPfc() {
    }

    static List<Finding> check(SwitchConfig c) {
        if (c.losslessClasses().isEmpty()) {
            return List.of();
        }
        List<PortQos> ports = c.ports().stream().filter(p -> !p.isSystemPort()).toList();
        // what every port pauses, gathered once: per class and port it was classes x ports (5,000 x 50,000: 21 s)
        Set<Integer> pausedPriorities = new HashSet<>();
        Set<Integer> pausedQueues = new HashSet<>();
        Map<Integer, Integer> firstDscpOfQueue = new HashMap<>();
        for (PortQos p : ports) {
            for (int x : p.pfcPriorities()) {
                pausedPriorities.add(x);
                Integer q = p.pcpToTc().get(x);
                if (q != null) {
                    pausedQueues.add(q);
                }
            }
            p.dscpToTc().forEach((dscp, q) -> firstDscpOfQueue.putIfAbsent(q, dscp));
        }
        String cnp = c.definitions().stream().filter(d -> d.kind().equals("congestion-notification-profile")).map(d -> d.name())
                .findFirst().orElse("LOSSLESS-PFC");
        String where = ports.isEmpty() ? "IF" : ports.get(0).port();
        List<Finding> out = new ArrayList<>();
        for (LosslessClass l : c.losslessClasses()) {
            // PFC on the class's priority, or on an 802.1p priority a port classifies into the class's queue
            if (!pausedPriorities.contains(l.priority()) && !pausedQueues.contains(l.queue())) {
                out.add(new Finding(PfcOff.ID, Severity.WARN, "forwarding class " + l.name() + " (queue " + l.queue()
                        + ") is no-loss but no interface has PFC on its priority " + l.priority() + " (code point "
                        + bits(l.priority(), 3) + "): it drops under congestion", c.label() + ": " + l.name(), List.of(l.where()),
                        List.of(fix(cnp, where, Optional.ofNullable(firstDscpOfQueue.get(l.queue())), l)), Sources.JUNIPER_LOSSLESS));
            }
        }
        return out;
    }

    private static String fix(String cnp, String where, Optional<Integer> dscp, LosslessClass l) {
        return "Give every interface that carries " + l.name() + " a congestion-notification profile with PFC on priority "
                + l.priority() + ": set class-of-service congestion-notification-profile " + cnp + " input ieee-802.1 code-point "
                + bits(l.priority(), 3) + " pfc" + dscp.map(d -> " (or 'input dscp code-point " + bits(d, 6)
                        + " pfc' where the switch pauses by DSCP)").orElse("") + ", not needed where " + cnp + " has it, and set"
                + " class-of-service interfaces " + where + " congestion-notification-profile " + cnp
                + "; or remove no-loss if the class is meant lossy.";
    }

    private static String bits(int value, int width) {
        String b = Integer.toBinaryString(value);
        return "0".repeat(Math.max(0, width - b.length())) + b;
    }
}
