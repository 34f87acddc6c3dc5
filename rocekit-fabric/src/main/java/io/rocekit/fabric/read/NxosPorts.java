package io.rocekit.fabric.read;

import io.rocekit.fabric.model.Trust;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Resolves NX-OS interfaces into ports: each interface line by its own handler (its service
 * policies, {@code priority-flow-control mode}, watchdog, speed, MTU), then the policies it ends up
 * with (its own or {@code system qos}'s) applied. Interfaces with no QoS line are not ports of the model.
 */
final class NxosPorts {
    private static final Pattern QOS_INPUT = Pattern.compile("service-policy type qos input (\\S+)");
    private static final Pattern QUEUING_OUTPUT = Pattern.compile("service-policy type queuing output (\\S+)");
    private static final Pattern PFC_MODE = Pattern.compile("priority-flow-control mode (on|auto|off)(?: send-tlv)?");
    private static final Set<String> NOT_QOS = Set.of("description", "switchport", "no", "ip", "ipv6", "vrf", "channel-group",
            "shutdown", "speed", "lldp", "spanning-tree", "logging", "vpc", "fec", "duplex", "load-interval");

    /** One interface while its lines are read. */
    private static final class Interface {
        final PortBuilder b;
        String qosPolicy;
        String queuingPolicy;
        String pfcMode;
        /** The interface's own watchdog line: on, off, or null where it says nothing (then the global line decides). */
        Boolean watchdog;
        boolean qos;

        Interface(String name, NxosPolicies p) {
            b = new PortBuilder(name);
            qosPolicy = p.systemQos;
            queuingPolicy = p.systemQueuing;
        }
    }

    private final ReadContext cx;
    private final NxosPolicies p;

    NxosPorts(ReadContext cx, NxosPolicies p) {
        this.cx = cx;
        this.p = p;
    }

    void build() throws ConfigSyntaxException {
        unappliedNetworkQos();
        TreeSet<Integer> pfcCos = p.systemNetwork == null ? new TreeSet<>() : p.networkPfc.getOrDefault(p.systemNetwork, new TreeSet<>());
        TreeSet<Integer> noDropGroups = p.systemNetwork == null ? new TreeSet<>()
                : p.networkNoDropGroups.getOrDefault(p.systemNetwork, new TreeSet<>());
        for (var e : p.interfaces.entrySet()) {
            Interface i = new Interface(e.getKey(), p);
            for (Indented.Line c : e.getValue().children()) {
                line(i, c);
            }
            if (i.qos) {
                watchdog(i);
                resolve(i, withNoDropCos(i, pfcCos, noDropGroups));
                cx.ports.put(i.b.port, i.b);
            }
        }
    }

    private void line(Interface i, Indented.Line c) throws ConfigSyntaxException {
        PortBuilder b = i.b;
        Matcher m;
        if ((m = QOS_INPUT.matcher(c.text())).matches()) {
            i.qosPolicy = m.group(1);
            cx.refer("policy-map", i.qosPolicy, b.port, p.qosPolicies.containsKey(i.qosPolicy), c.number(), c.text());
            i.qos = true;
        } else if ((m = QUEUING_OUTPUT.matcher(c.text())).matches()) {
            i.queuingPolicy = m.group(1);
            i.qos = true;
        } else if ((m = PFC_MODE.matcher(c.text())).matches()) {
            i.pfcMode = m.group(1);
            b.where("pfc", cx.at(c.number(), c.text()));
            i.qos = true;
        } else if ((m = NxosPolicies.WATCHDOG.matcher(c.text())).matches()) {
            i.watchdog = m.group(1).equals("on");
            b.where("pfcwd", cx.at(c.number(), c.text()));
        } else if (c.is("priority-flow-control watch-dog-interval") || c.is("priority-flow-control watch-dog")) {
            i.watchdog = true;
            b.where("pfcwd", cx.at(c.number(), c.text()));
        } else if (c.is("speed") && c.words().length == 2) {
            Numbers.speedMbps(c.words()[1]).ifPresent(v -> {
                b.speedMbps = v;
                b.where("speed", cx.at(c.number(), c.text()));
            });
        } else if (c.is("mtu") && c.words().length == 2) {
            b.mtu = ConfigNumbers.inRange(cx, c.number(), c.words()[1], 64, 65_535, "an MTU after 'mtu'");
            b.where("mtu", cx.at(c.number(), c.text()));
        } else if (!NOT_QOS.contains(c.words()[0])) {
            cx.unknown(c.number(), c.text());
        }
    }

    /**
     * A network-qos policy with PFC that {@code system qos} does not name: NX-OS applies network-qos
     * only system-wide ({@code system qos} / {@code service-policy type network-qos}), so its
     * {@code pause} makes nothing lossless. Said in a note, since the PFC findings alone do not show why.
     */
    private void unappliedNetworkQos() {
        p.networkAt.forEach((name, l) -> {
            boolean pfc = !p.networkPfc.getOrDefault(name, new TreeSet<>()).isEmpty()
                    || !p.networkNoDropGroups.getOrDefault(name, new TreeSet<>()).isEmpty();
            if (pfc && !name.equals(p.systemNetwork)) {
                cx.note("policy-map type network-qos " + name + " has PFC (pause) but 'system qos' does not apply it"
                        + (p.systemNetwork == null ? " (no network-qos policy is applied)" : " (it applies " + p.systemNetwork + ")")
                        + ": NX-OS applies network-qos only under system qos, so it makes nothing lossless", Optional.of(cx.at(l.number(), l.text())));
            }
        });
    }

    /** The interface's own watchdog line, or else the global one: on gives a watchdog, off none. */
    private void watchdog(Interface i) {
        Boolean on = i.watchdog;
        if (on == null && p.watchdog.isPresent()) {
            Indented.Line g = p.watchdog.get();
            on = g.text().endsWith(" on");
            i.b.where("pfcwd", cx.at(g.number(), g.text()));
        }
        i.b.watchdog = Boolean.TRUE.equals(on) ? new TreeSet<>() : null;
    }

    /**
     * The PFC CoS values of the interface: the network-qos policy's {@code pfc-cos}, and for its
     * {@code pause no-drop} classes the CoS values the interface's qos policy classifies into their
     * qos-groups (Nexus 5000/3000).
     */
    private TreeSet<Integer> withNoDropCos(Interface i, TreeSet<Integer> pfcCos, TreeSet<Integer> noDropGroups) {
        if (noDropGroups.isEmpty() || i.qosPolicy == null || !p.qosPolicies.containsKey(i.qosPolicy)) {
            return pfcCos;
        }
        TreeSet<Integer> out = new TreeSet<>(pfcCos);
        p.qosPolicies.get(i.qosPolicy).cosToGroup().forEach((cos, group) -> {
            if (noDropGroups.contains(group)) {
                out.add(cos);
            }
        });
        return out;
    }

    private void resolve(Interface i, TreeSet<Integer> pfcCos) {
        PortBuilder b = i.b;
        if (i.qosPolicy != null && p.qosPolicies.containsKey(i.qosPolicy)) {
            NxosPolicies.QosPolicy policy = p.qosPolicies.get(i.qosPolicy);
            b.pcpToTc.putAll(policy.cosToGroup());
            b.dscpToTc.putAll(policy.dscpToGroup());
            b.trust = b.dscpToTc.isEmpty() && !b.pcpToTc.isEmpty() ? Trust.PCP : !b.dscpToTc.isEmpty() ? Trust.DSCP : null;
        }
        if (!"off".equals(i.pfcMode)) {
            b.pfc.addAll(pfcCos);
        }
        if (i.pfcMode == null && !pfcCos.isEmpty()) {
            cx.note(b.port + " has no 'priority-flow-control mode': NX-OS defaults to auto (PFC only where DCBX agrees)",
                    Optional.empty());
        }
        if (b.watchdog != null) {
            b.watchdog.addAll(b.pfc);
        }
        if (i.queuingPolicy != null) {
            for (NxosPolicies.QueueClass q : p.queuing.getOrDefault(i.queuingPolicy, List.of())) {
                PortBuilder.QueueBuilder qb = b.queue(q.queue());
                q.scheduling().ifPresent(s -> qb.scheduling = s);
                q.ecn().ifPresent(x -> qb.ecn = x);
                b.where("queue." + q.queue(), cx.at(q.line(), q.text()));
                if (q.ecnPreset()) {
                    b.where("queue." + q.queue() + ".preset", cx.at(q.line(), q.text())); // ECN at the platform's preset curve
                }
            }
        }
        if (p.systemNetwork != null && p.networkMtu.containsKey(p.systemNetwork) && b.mtu == null) {
            b.mtu = p.networkMtu.get(p.systemNetwork);
        }
    }
}
