package io.rocekit.fabric.read;

import io.rocekit.fabric.model.Ecn;
import io.rocekit.fabric.model.Scheduling;
import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.model.Threshold;
import io.rocekit.fabric.model.Trust;
import io.rocekit.fabric.model.Vendor;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Arista EOS running-config (the syntax of Arista AVD's {@code eos_cli_config_gen} templates):
 * global {@code qos map dscp ... to traffic-class N}, {@code qos map traffic-class N to tx-queue Q},
 * {@code priority-flow-control all off}; {@code qos profile NAME} blocks that interfaces take with
 * {@code service-profile NAME}; per interface or profile {@code qos trust}, {@code
 * priority-flow-control on / priority N no-drop / pause watchdog}, and {@code tx-queue N} or
 * {@code uc-tx-queue N} blocks with {@code priority strict}, {@code bandwidth percent} and
 * {@code random-detect ecn minimum-threshold X UNIT maximum-threshold Y UNIT [max-mark-probability P]}.
 * Thresholds in segments or time keep their unit with no byte value. A profile no interface uses is
 * reported as a port named {@code profile NAME} so its settings are checked too.
 */
public final class EosReader implements SwitchReader {
    /** Lines an EOS QoS configuration has (compiled once: recognition runs on every file a snapshot holds). */
    private static final Pattern SIGNATURE = Pattern.compile("^(qos map (dscp|cos|traffic-class) .*|qos profile \\S+"
            + "|priority-flow-control (all|pause) .*"
            + "|\\s+random-detect ecn .*|\\s+service-profile \\S+|\\s+tx-queue \\d+|\\s+uc-tx-queue \\d+"
            // an interface's PFC as EOS writes it (NX-OS writes 'priority-flow-control mode on'), and RANCID's tag
            + "|\\s+priority-flow-control (on|off|priority \\d+ (no-)?drop)|!\\s*RANCID-CONTENT-TYPE: arista)\\s*$");
    /** Lines of NX-OS that EOS never has. */
    private static final Pattern NXOS_LIKE = Pattern.compile("^\\s+(class type (network-qos|queuing)|pause pfc-cos|set qos-group).*");
    private static final Pattern ECN = Pattern.compile("random-detect ecn minimum-threshold (\\S+) (\\S+) maximum-threshold (\\S+) (\\S+)"
            + "(?: max-mark-probability (\\d+))?(?: weight (\\d+))?");
    private static final Pattern DSCP_MAP = Pattern.compile("qos map dscp ([\\d ,-]+) to traffic-class (\\d+)(?: drop-precedence (\\d+))?");
    private static final Pattern COS_MAP = Pattern.compile("qos map cos ([\\d ,-]+) to traffic-class (\\d+)");
    private static final Pattern TC_QUEUE = Pattern.compile("qos map traffic-class ([\\d ,-]+) to tx-queue (\\d+)");
    /** Interface lines that are not QoS: read past, not counted as unknown. */
    private static final Set<String> NOT_QOS = Set.of("description", "switchport", "no", "ip", "ipv6", "vrf", "channel-group",
            "shutdown", "speed", "lldp", "spanning-tree", "mlag", "logging", "load-interval", "storm-control", "service-policy",
            "shape");

    @Override
    public Vendor vendor() {
        return Vendor.EOS;
    }

    @Override
    public boolean recognises(String text) {
        int hits = 0;
        for (String l : EosCommands.indented(text).lines().toList()) {
            if (SIGNATURE.matcher(l).matches()) {
                hits++;
            }
            if (NXOS_LIKE.matcher(l).matches()) {
                return false;
            }
        }
        return hits >= 1;
    }

    @Override
    public List<SwitchConfig> read(String file, String text) throws ConfigSyntaxException {
        ReadContext cx = new ReadContext(file, Vendor.EOS);
        PortBuilder global = new PortBuilder("global");
        Map<String, PortBuilder> profiles = new LinkedHashMap<>();
        Map<String, Indented.Line> interfaces = new LinkedHashMap<>();
        for (Indented.Line l : Indented.parse(EosCommands.indented(text), "!")) {
            if (l.is("qos profile") && l.words().length >= 3) {
                String name = l.words()[2];
                PortBuilder p = new PortBuilder("profile " + name);
                cx.define("qos profile", name, l.number(), l.text());
                for (Indented.Line c : l.children()) {
                    portLine(cx, p, c, true);
                }
                profiles.put(name, p);
            } else if (l.text().startsWith("interface ")) { // a bare "interface" names no port: an unknown line
                Indented.putMerged(interfaces, l.text().substring("interface ".length()).trim(), l);
            } else {
                globalLine(cx, global, l);
            }
        }
        ports(cx, global, profiles, interfaces);
        missingDscp(cx, global);
        return List.of(cx.build(Optional.empty()));
    }

    /** A switch-wide line: the DSCP, CoS and traffic-class maps and {@code priority-flow-control all}. */
    private static void globalLine(ReadContext cx, PortBuilder global, Indented.Line l) throws ConfigSyntaxException {
        Matcher m;
        if ((m = DSCP_MAP.matcher(l.text())).matches()) {
            int tc = ConfigNumbers.inRange(cx, l.number(), m.group(2), 0, 7, "a traffic class after 'traffic-class'");
            for (int d : ConfigNumbers.list(cx, l.number(), m.group(1), 0, 63, "a list of DSCP values")) {
                global.dscpToTc.put(d, tc);
            }
            global.where("dscp", cx.at(l.number(), l.text()));
        } else if ((m = COS_MAP.matcher(l.text())).matches()) {
            int tc = ConfigNumbers.inRange(cx, l.number(), m.group(2), 0, 7, "a traffic class after 'traffic-class'");
            for (int p : ConfigNumbers.list(cx, l.number(), m.group(1), 0, 7, "a list of CoS values")) {
                global.pcpToTc.put(p, tc);
            }
        } else if ((m = TC_QUEUE.matcher(l.text())).matches()) {
            int q = ConfigNumbers.inRange(cx, l.number(), m.group(2), 0, 7, "a queue after 'tx-queue'");
            for (int tc : ConfigNumbers.list(cx, l.number(), m.group(1), 0, 7, "a list of traffic classes")) {
                global.tcToQueue.put(tc, q);
            }
        } else if (l.is("priority-flow-control all")) {
            cx.pfcGlobal = new SwitchConfig.PfcGlobal(!l.text().endsWith("off"), cx.at(l.number(), l.text()));
        } else if (!(l.is("priority-flow-control pause watchdog") || l.is("qos rewrite") || l.is("qos map traffic-class")
                || l.is("qos map exp") || l.is("qos random-detect") || l.is("ip access-list") || l.is("ipv6 access-list")
                || l.is("class-map") || l.is("policy-map") || l.is("hostname") || l.is("end"))) {
            // the known lines above are not part of the DSCP -> class -> queue model (ACL-based policy maps are not followed)
            cx.unknown(l.number(), l.text());
        }
    }

    /** Interfaces with QoS (their own lines over their service profile's) and profiles no interface uses. */
    private static void ports(ReadContext cx, PortBuilder global, Map<String, PortBuilder> profiles,
            Map<String, Indented.Line> interfaces) throws ConfigSyntaxException {
        Set<String> used = new HashSet<>();
        for (Map.Entry<String, Indented.Line> e : interfaces.entrySet()) {
            Indented.Line l = e.getValue();
            Optional<Indented.Line> sp = l.children().stream().filter(c -> c.is("service-profile") && c.words().length >= 2).findFirst();
            PortBuilder b = sp.map(s -> {
                String name = s.words()[1];
                used.add(name);
                cx.refer("qos profile", name, e.getKey(), profiles.containsKey(name), s.number(), s.text());
                return profiles.containsKey(name) ? profiles.get(name).copyAs(e.getKey()) : new PortBuilder(e.getKey());
            }).orElseGet(() -> new PortBuilder(e.getKey()));
            boolean qos = sp.isPresent();
            for (Indented.Line c : l.children()) {
                qos |= portLine(cx, b, c, false);
            }
            if (qos) {
                inherit(b, global);
                cx.ports.put(b.port, b);
            }
        }
        profiles.forEach((name, p) -> {
            if (!used.contains(name)) {
                inherit(p, global);
                cx.ports.put(p.port, p);
            }
        });
    }

    private static void missingDscp(ReadContext cx, PortBuilder global) {
        if (!global.dscpToTc.isEmpty() && global.dscpToTc.size() < 64) {
            TreeSet<Integer> missing = new TreeSet<>();
            for (int d = 0; d < 64; d++) {
                if (!global.dscpToTc.containsKey(d)) {
                    missing.add(d);
                }
            }
            cx.note("DSCP " + Numbers.compact(missing) + " not mapped by 'qos map dscp': the platform's default map applies "
                    + "(not in the configuration, so not reported)", global.where.get("dscp") == null ? Optional.empty()
                    : Optional.of(global.where.get("dscp")));
        }
    }

    private static void inherit(PortBuilder b, PortBuilder global) {
        if (b.watchdog != null) {
            // The EOS watchdog guards every no-drop priority of the port.
            b.watchdog.addAll(b.pfc);
        }
        global.dscpToTc.forEach(b.dscpToTc::putIfAbsent);
        global.pcpToTc.forEach(b.pcpToTc::putIfAbsent);
        global.tcToQueue.forEach(b.tcToQueue::putIfAbsent);
        global.where.forEach(b.where::putIfAbsent);
    }

    /** One line of an interface or profile; true when it is a QoS statement. */
    private static boolean portLine(ReadContext cx, PortBuilder b, Indented.Line c, boolean profile) throws ConfigSyntaxException {
        String t = c.text();
        if (t.equals("qos trust dscp") || t.equals("qos trust cos") || t.equals("no qos trust")) {
            b.trust = t.endsWith("dscp") ? Trust.DSCP : t.endsWith("cos") ? Trust.PCP : Trust.NONE;
            b.where("trust", cx.at(c.number(), t));
            return true;
        }
        if (t.startsWith("qos cos ") || t.startsWith("qos dscp ") || t.startsWith("service-profile ")) {
            return true;
        }
        if (t.equals("priority-flow-control on") || t.equals("priority-flow-control off")) {
            if (t.endsWith("off")) {
                b.pfc.clear();
            }
            b.where("pfc", cx.at(c.number(), t));
            return true;
        }
        Matcher m = Pattern.compile("priority-flow-control priority (\\d+) (no-drop|drop)").matcher(t);
        if (m.matches()) {
            int p = ConfigNumbers.inRange(cx, c.number(), m.group(1), 0, 7, "a priority 0-7");
            if (m.group(2).equals("no-drop")) {
                b.pfc.add(p);
            } else {
                b.pfc.remove(p);
            }
            b.where("pfc", cx.at(c.number(), t));
            return true;
        }
        if (t.startsWith("priority-flow-control pause watchdog")) {
            if (b.watchdog == null) {
                b.watchdog = new TreeSet<>();
                b.where("pfcwd", cx.at(c.number(), t));
            }
            return true;
        }
        if (t.startsWith("speed ")) {
            Numbers.speedMbps(t.substring(6)).ifPresent(v -> {
                b.speedMbps = v;
                b.where("speed", cx.at(c.number(), t));
            });
            return false;
        }
        if (t.equals("mtu") || t.startsWith("mtu ")) {
            b.mtu = ConfigNumbers.inRange(cx, c.number(), t.substring(3).strip(), 64, 65_535, "an MTU after 'mtu'");
            b.where("mtu", cx.at(c.number(), t));
            return false;
        }
        m = Pattern.compile("(tx-queue|uc-tx-queue|mc-tx-queue) (\\d+)").matcher(t);
        if (m.matches()) {
            if (m.group(1).equals("mc-tx-queue")) {
                return true; // multicast queues carry no RoCE
            }
            int q = ConfigNumbers.inRange(cx, c.number(), m.group(2), 0, 7, "a queue 0-7");
            PortBuilder.QueueBuilder qb = b.queue(q);
            for (Indented.Line x : c.children()) {
                queueLine(cx, b, qb, x);
            }
            return true;
        }
        if (NOT_QOS.contains(c.words()[0])) {
            return false;
        }
        cx.unknown(c.number(), c.text());
        return false;
    }

    private static void queueLine(ReadContext cx, PortBuilder b, PortBuilder.QueueBuilder qb, Indented.Line x)
            throws ConfigSyntaxException {
        String t = x.text();
        Matcher m;
        if (t.equals("priority strict")) {
            qb.scheduling = Scheduling.strict();
        } else if ((m = Pattern.compile("bandwidth (?:guaranteed )?percent (\\d+)").matcher(t)).matches()) {
            if (qb.scheduling == null || qb.scheduling.kind() != Scheduling.Kind.STRICT) {
                int pct = ConfigNumbers.inRange(cx, x.number(), m.group(1), 0, 100, "a percentage");
                qb.scheduling = new Scheduling(Scheduling.Kind.PERCENT, pct);
            }
        } else if ((m = ECN.matcher(t)).matches()) {
            Threshold min = threshold(cx, x, m.group(1), m.group(2));
            Threshold max = threshold(cx, x, m.group(3), m.group(4));
            qb.ecn = new Ecn(Optional.of(min), Optional.of(max),
                    m.group(5) == null ? OptionalDouble.empty()
                            : OptionalDouble.of(ConfigNumbers.inRange(cx, x.number(), m.group(5), 0, 100, "a max-mark-probability")));
            b.where("queue." + qb.queue, cx.at(x.number(), t));
        } else if (t.startsWith("random-detect ecn minimum-threshold")) {
            throw new ConfigSyntaxException(cx.file, x.number(), "expected 'random-detect ecn minimum-threshold N UNIT "
                    + "maximum-threshold N UNIT [max-mark-probability P] [weight W]', found '" + t + "'");
        } else if (t.equals("no priority") || t.startsWith("random-detect drop") || t.equals("random-detect ecn count")
                || t.startsWith("shape rate")) {
            return;
        } else {
            cx.unknown(x.number(), x.text());
        }
    }

    private static Threshold threshold(ReadContext cx, Indented.Line x, String value, String unit) throws ConfigSyntaxException {
        if (!Set.of("bytes", "kbytes", "mbytes", "segments", "milliseconds", "microseconds").contains(unit)) {
            throw new ConfigSyntaxException(cx.file, x.number(), "expected a threshold unit (bytes, kbytes, mbytes, segments, "
                    + "milliseconds, microseconds), found '" + unit + "'");
        }
        return ConfigNumbers.threshold(cx, x.number(), value, unit, false);
    }
}
