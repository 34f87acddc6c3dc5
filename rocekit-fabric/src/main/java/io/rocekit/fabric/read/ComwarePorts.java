package io.rocekit.fabric.read;

import io.rocekit.fabric.model.Ecn;
import io.rocekit.fabric.model.Scheduling;
import io.rocekit.fabric.model.Trust;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Resolves Comware interfaces into ports: each interface line by its own handler (PFC, trust, WRED,
 * scheduling, jumbo frame, speed), then the switch-wide no-drop list, WRED table and map tables
 * applied. With DSCP trust, DSCP reaches the 802.1p priority through the dscp-dot1p table and the
 * queue through dot1p-lp; values a table does not import take Comware's default map ({@link ComwareDefaults}). Interfaces with no QoS line are not ports of the model.
 */
final class ComwarePorts {
    private static final Pattern PFC = Pattern.compile("priority-flow-control (enable|auto)");
    private static final Pattern TRUST = Pattern.compile("qos trust (dscp|dot1p|auto)(?: override)?");
    private static final Pattern WRED_APPLY = Pattern.compile("qos wred apply(?: (\\S+))?");
    private static final Pattern SCHED = Pattern.compile("qos (wfq|wrr) (\\S+) group (sp|\\d+)(?: (?:byte-count|weight) (\\d+))?");
    private static final Pattern JUMBO = Pattern.compile("(?:jumbo-frame|jumboframe) enable(?: (\\d+))?");
    private static final Pattern SPEED = Pattern.compile("speed (\\d+)");
    private static final Set<String> SCHEDULER_MODES = Set.of("qos wfq byte-count", "qos wrr byte-count", "qos wfq", "qos wrr");
    private static final Set<String> NOT_QOS = Set.of("description", "port", "undo", "ip", "ipv6", "lldp", "stp", "link-delay",
            "shutdown", "speed", "duplex", "flow-interval", "mad", "vrrp", "ospf", "bgp", "isis", "mtu", "broadcast-suppression",
            "multicast-suppression", "unicast-suppression", "dhcp", "arp", "mac-address", "combo", "using", "m-lag", "storm-constrain");
    /**
     * The largest frame a {@code jumboframe enable} may give, header and FCS included (H3C "jumboframe
     * enable": 1536-10000 on S6850/S9850; 16,000 leaves room for other series).
     */
    private static final int MAX_JUMBO = 16_000;

    /** One interface while its lines are read. */
    private static final class Interface {
        final PortBuilder b;
        boolean qos;
        String pfcMode;
        TreeSet<Integer> noDrop;
        final ComwareSystem.Table own = new ComwareSystem.Table();
        String applied;
        /** Queues whose evidence is their first limits line (the thresholds a finding is about), not a later ecn or weight line. */
        final TreeSet<Integer> limitsCited = new TreeSet<>();

        Interface(String name) {
            b = new PortBuilder(name);
        }
    }

    private final ReadContext cx;
    private final ComwareSystem sys;

    ComwarePorts(ReadContext cx, ComwareSystem sys) {
        this.cx = cx;
        this.sys = sys;
    }

    void build() throws ConfigSyntaxException {
        for (Map.Entry<String, Indented.Line> e : sys.interfaces.entrySet()) {
            Interface i = new Interface(e.getKey());
            for (Indented.Line c : e.getValue().children()) {
                i.qos |= line(i, c);
            }
            if (i.qos) {
                pfc(i);
                wred(i);
                maps(i.b);
                cx.ports.put(i.b.port, i.b);
            }
        }
        if (cx.ports.values().stream().anyMatch(p -> p.trust == Trust.DSCP || p.trust == Trust.BOTH)) {
            cx.note("DSCP values " + (sys.dscpToDot1p.isEmpty() ? "" : "not listed in 'qos map-table dscp-dot1p' ")
                    + "take Comware's default dscp-dot1p map, which the configuration does not print: DSCP 8n-8n+7 -> 802.1p n"
                    + " (H3C/HPE ACL and QoS Configuration Guide, \"Default priority maps\")", Optional.empty());
        }
        if (!cx.ports.isEmpty() && sys.dot1pToLp.size() < 8) {
            cx.note("802.1p priorities " + (sys.dot1pToLp.isEmpty() ? "" : "not listed in 'qos map-table dot1p-lp' ")
                    + "take Comware's default dot1p-lp map, which the configuration does not print: 802.1p 0 -> queue 2, 1 -> 0,"
                    + " 2 -> 1, 3-7 -> the same queue (H3C/HPE ACL and QoS Configuration Guide, \"Default priority maps\")",
                    Optional.empty());
        }
    }

    /** One interface line; true when it is a QoS statement. */
    private boolean line(Interface i, Indented.Line c) throws ConfigSyntaxException {
        PortBuilder b = i.b;
        String t = c.text();
        Matcher m;
        if ((m = PFC.matcher(t)).matches()) {
            i.pfcMode = m.group(1);
            b.where("pfc", cx.at(c.number(), t));
        } else if ((m = ComwareSystem.NO_DROP.matcher(t)).matches()) {
            i.noDrop = new TreeSet<>(sys.dot1pList(c, m.group(1)));
            b.where("pfc", cx.at(c.number(), t));
        } else if (t.equals("priority-flow-control deadlock enable")) {
            b.watchdog = new TreeSet<>();
            b.where("pfcwd", cx.at(c.number(), t));
        } else if (c.is("priority-flow-control")) {
            return true; // headroom, ingress-buffer, reserved-buffer, thresholds: buffer tuning in cells, not modelled
        } else if ((m = TRUST.matcher(t)).matches()) {
            b.trust = m.group(1).equals("dscp") ? Trust.DSCP : m.group(1).equals("dot1p") ? Trust.PCP : Trust.BOTH;
            b.where("trust", cx.at(c.number(), t));
        } else if ((m = WRED_APPLY.matcher(t)).matches()) {
            i.applied = m.group(1) == null ? "" : m.group(1);
            cx.refer("WRED table", i.applied, b.port, sys.tables.containsKey(i.applied), c.number(), t);
        } else if (c.is("qos wred queue") && c.words().length > 3) {
            sys.wredLine(c, i.own, false);
            int q = sys.queueOf(c, c.words()[3]);
            if (!i.limitsCited.contains(q)) {
                b.where("queue." + q, cx.at(c.number(), t));
                if (t.contains(" low-limit ")) {
                    i.limitsCited.add(q);
                }
            }
        } else if ((m = SCHED.matcher(t)).matches()) {
            scheduling(b, c, m);
        } else if (t.equals("qos sp")) {
            for (int q = 0; q < 8; q++) {
                b.queue(q).scheduling = Scheduling.strict();
            }
        } else if (!SCHEDULER_MODES.contains(t)) {
            link(b, c);
            return false;
        }
        return true;
    }

    private void scheduling(PortBuilder b, Indented.Line c, Matcher m) throws ConfigSyntaxException {
        int q = sys.queueOf(c, m.group(2));
        b.queue(q).scheduling = m.group(3).equals("sp") ? Scheduling.strict() : new Scheduling(Scheduling.Kind.DWRR,
                m.group(4) == null ? 1 : ConfigNumbers.inRange(cx, c.number(), m.group(4), 1, 1_000_000, "a weight or byte-count"));
        b.where.putIfAbsent("queue." + q, cx.at(c.number(), c.text())); // a WRED line, read before, is what ECN findings cite
    }

    /** Not QoS: the jumbo frame size and the speed are read, other known lines passed over, the rest kept as unknown. */
    private void link(PortBuilder b, Indented.Line c) throws ConfigSyntaxException {
        String t = c.text();
        Matcher m;
        if ((m = JUMBO.matcher(t)).matches()) {
            if (m.group(1) != null) {
                b.mtu = ConfigNumbers.inRange(cx, c.number(), m.group(1), 64, MAX_JUMBO, "a frame size after 'enable'");
                // the largest frame, Ethernet header and FCS included (H3C "jumboframe enable")
                b.mtuFramingBytes = 18;
                b.where("mtu", cx.at(c.number(), t));
            }
        } else if ((m = SPEED.matcher(t)).matches()) {
            // Comware writes the speed in Mb/s (speed 100000)
            Numbers.speedMbps(m.group(1)).ifPresent(v -> {
                b.speedMbps = v;
                b.where("speed", cx.at(c.number(), t));
            });
        } else if (!NOT_QOS.contains(c.words()[0])) {
            cx.unknown(c.number(), t);
        }
    }

    private void pfc(Interface i) {
        PortBuilder b = i.b;
        boolean pfcOn = i.pfcMode != null;
        TreeSet<Integer> prios = i.noDrop != null ? i.noDrop : sys.systemNoDrop;
        if (pfcOn && prios != null) {
            b.pfc.addAll(prios);
        } else if (!pfcOn && prios != null) {
            cx.note(b.port + " has a no-drop list but no 'priority-flow-control enable|auto': PFC is off there", Optional.empty());
        }
        if ("auto".equals(i.pfcMode)) {
            cx.note(b.port + " has 'priority-flow-control auto': PFC only where DCBX negotiates it", Optional.empty());
        }
        if (b.watchdog != null) {
            b.watchdog.addAll(b.pfc);
        }
    }

    private void wred(Interface i) {
        ComwareSystem.Table table = i.applied == null ? i.own : sys.tables.getOrDefault(i.applied, new ComwareSystem.Table());
        if (i.applied != null && !i.own.limits.isEmpty()) {
            cx.note(i.b.port + " has both 'qos wred apply' and interface WRED lines; the applied table is used", Optional.empty());
        }
        for (Map.Entry<Integer, Ecn> q : table.limits.entrySet()) {
            if (table.ecn.contains(q.getKey())) {
                i.b.queue(q.getKey()).ecn = q.getValue();
                if (i.applied != null && table.limitsAt.containsKey(q.getKey())) {
                    i.b.where("queue." + q.getKey(), table.limitsAt.get(q.getKey()));
                }
            }
        }
        for (int q : table.ecn) {
            if (!table.limits.containsKey(q)) {
                // ECN on with the table defaults (low 100, high 1000, 10 %), or the device default in interface view
                i.b.queue(q).ecn = new Ecn(Optional.empty(), Optional.empty(), OptionalDouble.empty());
                i.b.where("queue." + q + ".preset", i.b.where.getOrDefault("queue." + q, io.rocekit.core.finding.Evidence.value(
                        "queue " + q + " ecn without limits: the device's default WRED curve")));
            }
        }
    }

    private void maps(PortBuilder b) {
        if (b.trust == Trust.DSCP || b.trust == Trust.BOTH) {
            b.dscpToTc.putAll(ComwareDefaults.dscpToDot1p(sys.dscpToDot1p));
            if (!sys.dscpToDot1p.isEmpty()) {
                b.where("dscp", cx.at(sys.mapLine, sys.mapText));
            } else {
                b.where("dscp", b.where.get("trust")); // the default map is reached through the trust line
            }
        }
        b.tcToQueue.putAll(ComwareDefaults.dot1pToLp(sys.dot1pToLp));
    }
}
