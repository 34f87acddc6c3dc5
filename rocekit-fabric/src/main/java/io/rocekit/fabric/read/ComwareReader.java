package io.rocekit.fabric.read;

import io.rocekit.fabric.model.Ecn;
import io.rocekit.fabric.model.Scheduling;
import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.model.Threshold;
import io.rocekit.fabric.model.Trust;
import io.rocekit.fabric.model.Vendor;
import java.math.BigDecimal;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * H3C Comware 7 {@code display current-configuration} (H3C "PFC commands" and "ACL and QoS" command
 * references; H3C Lossless Network Best Practices): system view {@code qos map-table dscp-dot1p} /
 * {@code dot1p-lp} with {@code import V... export P} lines, {@code qos wred queue table NAME} with
 * {@code queue Q [drop-level L] low-limit A high-limit B [discard-probability P]} and {@code queue Q
 * ecn}, {@code priority-flow-control no-drop dot1p LIST}; per interface {@code priority-flow-control
 * enable|auto}, {@code priority-flow-control no-drop dot1p LIST}, {@code priority-flow-control deadlock
 * enable} (the PFC watchdog), {@code qos trust dscp|dot1p}, {@code qos wred apply NAME} or the same
 * {@code qos wred queue ...} lines in interface view (S6850/S9850 series), {@code qos wfq|wrr QUEUE
 * group sp|N byte-count W}, {@code qos sp}, {@code jumbo-frame enable N}. The WRED limits are in
 * buffer cells of an ASIC-specific size (0-16000), so they keep the unit {@code cells} with no bytes.
 * With DSCP trust, DSCP reaches the 802.1p priority through the dscp-dot1p table and the queue through
 * dot1p-lp; lines of the default tables the configuration does not print are not guessed.
 */
public final class ComwareReader {
    /** Lines only a Comware QoS configuration has (compiled once: recognition runs on every file a snapshot holds). */
    private static final Pattern SIGNATURE = Pattern.compile("^\\s*(priority-flow-control no-drop dot1p [\\d ,-]+"
            + "|qos map-table (dscp-dot1p|dot1p-lp)|qos wred queue table \\S+"
            + "|qos wred apply( \\S+)?|qos wred queue \\d+ (ecn|drop-level .*|low-limit .*))\\s*$");
    private static final Pattern WRED = Pattern.compile("(?:qos wred )?queue (\\S+)(?: drop-level (\\d))? low-limit (\\d+) high-limit (\\d+)"
            + "(?: discard-probability (\\d+))?");
    private static final Pattern WRED_ECN = Pattern.compile("(?:qos wred )?queue (\\S+) ecn");
    private static final Pattern WRED_WEIGHT = Pattern.compile("(?:qos wred )?queue (\\S+) weighting-constant (\\d+)");
    private static final Pattern SCHED = Pattern.compile("qos (wfq|wrr) (\\S+) group (sp|\\d+)(?: (?:byte-count|weight) (\\d+))?");
    /** Comware's queue names: local precedence 0-7. */
    private static final List<String> QUEUE_NAMES = List.of("be", "af1", "af2", "af3", "af4", "ef", "cs6", "cs7");
    private static final Set<String> NOT_QOS = Set.of("description", "port", "undo", "ip", "ipv6", "lldp", "stp", "link-delay",
            "shutdown", "speed", "duplex", "flow-interval", "mad", "vrrp", "ospf", "bgp", "isis", "mtu", "broadcast-suppression",
            "multicast-suppression", "unicast-suppression", "dhcp", "arp", "mac-address", "combo", "using", "m-lag", "storm-constrain");

    private ComwareReader() {
    }

    public static boolean recognises(String text) {
        for (String l : text.lines().toList()) {
            if (SIGNATURE.matcher(l).matches()) {
                return true;
            }
        }
        return false;
    }

    /** One WRED table: queue to ECN settings, ECN on or not. */
    private static final class Table {
        final Map<Integer, Ecn> limits = new TreeMap<>();
        final Set<Integer> ecn = new TreeSet<>();
    }

    public static SwitchConfig read(String file, String text) throws ConfigSyntaxException {
        ReadContext cx = new ReadContext(file, Vendor.COMWARE);
        Map<Integer, Integer> dscpToDot1p = new TreeMap<>();
        Map<Integer, Integer> dot1pToLp = new TreeMap<>();
        Map<String, Table> tables = new HashMap<>();
        TreeSet<Integer> systemNoDrop = null;
        Map<String, Indented.Line> interfaces = new LinkedHashMap<>();
        int mapLine = 0;
        String mapText = "";
        for (Indented.Line l : Indented.parse(text, "#")) {
            Matcher m;
            if (l.is("qos map-table dscp-dot1p") || l.is("qos map-table dot1p-lp")) {
                boolean dscp = l.text().contains("dscp-dot1p");
                mapLine = dscp ? l.number() : mapLine;
                mapText = dscp ? l.text() : mapText;
                for (Indented.Line c : l.children()) {
                    Matcher im = Pattern.compile("import ([\\d ]+) export (\\d)").matcher(c.text());
                    if (!im.matches()) {
                        throw new ConfigSyntaxException(file, c.number(), "expected 'import VALUE... export VALUE' in " + l.text()
                                + ", found '" + c.text() + "'");
                    }
                    for (int v : Numbers.list(im.group(1)).orElseThrow()) {
                        (dscp ? dscpToDot1p : dot1pToLp).put(v, Integer.parseInt(im.group(2)));
                    }
                }
            } else if (l.is("qos wred queue table")) {
                String name = l.words()[4];
                cx.define("WRED table", name, l.number(), l.text());
                Table t = new Table();
                for (Indented.Line c : l.children()) {
                    wredLine(file, cx, c, t, true);
                }
                tables.put(name, t);
            } else if ((m = Pattern.compile("priority-flow-control no-drop dot1p ([\\d ,-]+)").matcher(l.text())).matches()) {
                systemNoDrop = new TreeSet<>(list(file, l, m.group(1)));
            } else if (l.is("interface")) {
                interfaces.put(l.text().substring("interface ".length()).trim(), l);
            } else if (!l.is("sysname") && !l.is("version") && !l.is("vlan") && !l.is("irf") && !l.is("lldp global")) {
                cx.unknown(l.number(), l.text());
            }
        }
        for (Map.Entry<String, Indented.Line> e : interfaces.entrySet()) {
            PortBuilder b = new PortBuilder(e.getKey());
            boolean qos = false;
            String pfcMode = null;
            TreeSet<Integer> noDrop = null;
            Table own = new Table();
            String applied = null;
            for (Indented.Line c : e.getValue().children()) {
                Matcher m;
                String t = c.text();
                if ((m = Pattern.compile("priority-flow-control (enable|auto)").matcher(t)).matches()) {
                    pfcMode = m.group(1);
                    b.where("pfc", cx.at(c.number(), t));
                    qos = true;
                } else if ((m = Pattern.compile("priority-flow-control no-drop dot1p ([\\d ,-]+)").matcher(t)).matches()) {
                    noDrop = new TreeSet<>(list(file, c, m.group(1)));
                    b.where("pfc", cx.at(c.number(), t));
                    qos = true;
                } else if (t.equals("priority-flow-control deadlock enable")) {
                    b.watchdog = new TreeSet<>();
                    b.where("pfcwd", cx.at(c.number(), t));
                    qos = true;
                } else if (c.is("priority-flow-control")) {
                    qos = true; // headroom, ingress-buffer, reserved-buffer, thresholds: buffer tuning in cells, not modelled
                } else if ((m = Pattern.compile("qos trust (dscp|dot1p|auto)(?: override)?").matcher(t)).matches()) {
                    b.trust = m.group(1).equals("dscp") ? Trust.DSCP : m.group(1).equals("dot1p") ? Trust.PCP : Trust.BOTH;
                    b.where("trust", cx.at(c.number(), t));
                    qos = true;
                } else if ((m = Pattern.compile("qos wred apply(?: (\\S+))?").matcher(t)).matches()) {
                    applied = m.group(1) == null ? "" : m.group(1);
                    cx.refer("WRED table", applied, e.getKey(), tables.containsKey(applied), c.number(), t);
                    qos = true;
                } else if (c.is("qos wred queue")) {
                    wredLine(file, cx, c, own, false);
                    b.where("queue." + queueOf(file, c, c.words()[3]), cx.at(c.number(), t));
                    qos = true;
                } else if ((m = SCHED.matcher(t)).matches()) {
                    int q = queueOf(file, c, m.group(2));
                    b.queue(q).scheduling = m.group(3).equals("sp") ? Scheduling.strict()
                            : new Scheduling(Scheduling.Kind.DWRR, m.group(4) == null ? 1 : Integer.parseInt(m.group(4)));
                    b.where("queue." + q, cx.at(c.number(), t));
                    qos = true;
                } else if (t.equals("qos sp")) {
                    for (int q = 0; q < 8; q++) {
                        b.queue(q).scheduling = Scheduling.strict();
                    }
                    qos = true;
                } else if (t.equals("qos wfq byte-count") || t.equals("qos wrr byte-count") || t.equals("qos wfq") || t.equals("qos wrr")) {
                    qos = true;
                } else if ((m = Pattern.compile("(?:jumbo-frame|jumboframe) enable(?: (\\d+))?").matcher(t)).matches()) {
                    if (m.group(1) != null) {
                        b.mtu = Integer.parseInt(m.group(1));
                        // the largest frame, Ethernet header and FCS included (H3C "jumboframe enable")
                        b.mtuFramingBytes = 18;
                        b.where("mtu", cx.at(c.number(), t));
                    }
                } else if ((m = Pattern.compile("speed (\\d+)").matcher(t)).matches()) {
                    // Comware writes the speed in Mb/s (speed 100000)
                    var v = Numbers.speedMbps(m.group(1));
                    if (v.isPresent()) {
                        b.speedMbps = v.getAsLong();
                        b.where("speed", cx.at(c.number(), t));
                    }
                } else if (!NOT_QOS.contains(c.words()[0])) {
                    cx.unknown(c.number(), t);
                }
            }
            if (!qos) {
                continue;
            }
            boolean pfcOn = pfcMode != null;
            TreeSet<Integer> prios = noDrop != null ? noDrop : systemNoDrop;
            if (pfcOn && prios != null) {
                b.pfc.addAll(prios);
            } else if (!pfcOn && prios != null) {
                cx.note(e.getKey() + " has a no-drop list but no 'priority-flow-control enable|auto': PFC is off there", Optional.empty());
            }
            if ("auto".equals(pfcMode)) {
                cx.note(e.getKey() + " has 'priority-flow-control auto': PFC only where DCBX negotiates it", Optional.empty());
            }
            if (b.watchdog != null) {
                b.watchdog.addAll(b.pfc);
            }
            Table table = applied == null ? own : tables.getOrDefault(applied, new Table());
            if (applied != null && !own.limits.isEmpty()) {
                cx.note(e.getKey() + " has both 'qos wred apply' and interface WRED lines; the applied table is used", Optional.empty());
            }
            for (Map.Entry<Integer, Ecn> q : table.limits.entrySet()) {
                if (table.ecn.contains(q.getKey())) {
                    b.queue(q.getKey()).ecn = q.getValue();
                }
            }
            for (int q : table.ecn) {
                if (!table.limits.containsKey(q)) {
                    // ECN on with the table defaults (low 100, high 1000, 10 %), or the device default in interface view
                    b.queue(q).ecn = new Ecn(Optional.empty(), Optional.empty(), OptionalDouble.empty());
                }
            }
            if (b.trust == Trust.DSCP || b.trust == Trust.BOTH) {
                b.dscpToTc.putAll(dscpToDot1p);
                if (!dscpToDot1p.isEmpty()) {
                    b.where("dscp", cx.at(mapLine, mapText));
                }
            }
            b.tcToQueue.putAll(dot1pToLp);
            cx.ports.put(b.port, b);
        }
        if (!dscpToDot1p.isEmpty() && cx.ports.values().stream().anyMatch(p -> p.trust == Trust.DSCP)) {
            cx.note("DSCP values not listed in 'qos map-table dscp-dot1p' keep the device's default mapping, which the "
                    + "configuration does not print: they are left unmapped here", Optional.empty());
        }
        return cx.build(Optional.empty());
    }

    private static void wredLine(String file, ReadContext cx, Indented.Line c, Table t, boolean inTable) throws ConfigSyntaxException {
        Matcher m;
        String text = c.text();
        if ((m = WRED.matcher(text)).matches()) {
            int q = queueOf(file, c, m.group(1));
            // drop levels 0-2 (green, yellow, red) usually share one setting; the green one (or the level-less one) is kept
            if (m.group(2) != null && !m.group(2).equals("0") && t.limits.containsKey(q)) {
                return;
            }
            t.limits.put(q, new Ecn(Optional.of(Threshold.unconvertible(new BigDecimal(m.group(3)), "cells")),
                    Optional.of(Threshold.unconvertible(new BigDecimal(m.group(4)), "cells")),
                    m.group(5) == null ? OptionalDouble.of(10) : OptionalDouble.of(Integer.parseInt(m.group(5)))));
        } else if ((m = WRED_ECN.matcher(text)).matches()) {
            t.ecn.add(queueOf(file, c, m.group(1)));
        } else if (WRED_WEIGHT.matcher(text).matches()) {
            return;
        } else if (inTable || text.startsWith("qos wred queue")) {
            throw new ConfigSyntaxException(file, c.number(), "expected 'queue Q [drop-level L] low-limit N high-limit N "
                    + "[discard-probability P]', 'queue Q ecn' or 'queue Q weighting-constant N', found '" + text + "'");
        }
    }

    private static int queueOf(String file, Indented.Line c, String name) throws ConfigSyntaxException {
        int i = QUEUE_NAMES.indexOf(name);
        if (i >= 0) {
            return i;
        }
        return Numbers.integer(name).stream().filter(q -> q < 8).findFirst().orElseThrow(() -> new ConfigSyntaxException(file,
                c.number(), "expected a queue 0-7 or be/af1/af2/af3/af4/ef/cs6/cs7, found '" + name + "'"));
    }

    private static List<Integer> list(String file, Indented.Line c, String values) throws ConfigSyntaxException {
        return Numbers.list(values.replace(" to ", "-")).orElseThrow(() -> new ConfigSyntaxException(file, c.number(),
                "expected a list of 802.1p priorities 0-7, found '" + values + "'"));
    }
}
