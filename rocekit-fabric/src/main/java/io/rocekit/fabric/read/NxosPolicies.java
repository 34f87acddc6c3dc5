package io.rocekit.fabric.read;

import io.rocekit.fabric.model.Ecn;
import io.rocekit.fabric.model.Scheduling;
import io.rocekit.fabric.model.Threshold;
import java.util.ArrayList;
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
 * The class maps, policy maps and {@code system qos} of an NX-OS running-config, one handler per
 * top-level block: {@code class-map type qos}, {@code policy-map type qos | network-qos | queuing},
 * {@code system qos}; {@code interface} blocks are kept for {@link NxosPorts}.
 */
final class NxosPolicies {
    private static final Pattern MATCH = Pattern.compile("match (cos|dscp) ([\\d ,-]+)");
    private static final Pattern SET_GROUP = Pattern.compile("set qos-group (\\d+)");
    private static final Pattern PAUSE = Pattern.compile(
            "pause (?:buffer-size \\d+ pause-threshold \\d+ resume-threshold \\d+ )?pfc-cos ([\\d ,-]+)");
    /** The Nexus 5000/3000 form: the class is lossless, PFC on the CoS values classified into its qos-group. */
    private static final Pattern NO_DROP = Pattern.compile("pause no-drop(?: pfc-cos ([\\d ,-]+))?");
    private static final Pattern MATCH_GROUP = Pattern.compile("match qos-group (\\d+)");
    private static final Pattern QUEUE_CLASS = Pattern.compile("class type queuing c-out-(?:8q-)?q(\\d+|-default)");
    private static final Pattern REMAINING = Pattern.compile("bandwidth remaining percent (\\d+)");
    private static final Pattern PERCENT = Pattern.compile("bandwidth percent (\\d+)");
    private static final Pattern RED = Pattern.compile("random-detect minimum-threshold (\\S+) (\\S+) maximum-threshold (\\S+) (\\S+)"
            + "(?: drop-probability (\\d+))?(?: weight (\\d+))?( ecn)?");
    /** Cisco's preset WRED/ECN curves (Nexus 9000 cloud-scale): thresholds set by the platform, not written. */
    private static final Pattern RED_PRESET = Pattern.compile("random-detect threshold (burst-optimized|mesh-optimized)( ecn)?");
    /** {@code priority-flow-control watch-dog-interval on|off}, globally or on an interface (Nexus 9000 QoS guide, PFC watchdog). */
    static final Pattern WATCHDOG = Pattern.compile("priority-flow-control watch-dog-interval (on|off)");
    /** A system-defined queuing class ({@code c-out-8q-q3}, {@code c-in-q1}): not a class a network-qos policy can name. */
    private static final Pattern QUEUING_CLASS_NAME = Pattern.compile("c-(?:out|in)-(?:8q-)?q(?:\\d+|-default)");
    /** CLI session lines of typed text ({@code conf}, {@code configure terminal}, {@code copy run start}): no configuration. */
    private static final Pattern SESSION = Pattern.compile("conf(igure)?( t(erminal)?)?|copy run(ning-config)? start(up-config)?");
    private static final Pattern SERVICE = Pattern.compile("service-policy type (queuing|network-qos|qos) (?:(?:input|output) )?(\\S+)");

    /** A queuing class: queue number, what it says, and whether its ECN is the platform's preset curve. */
    record QueueClass(int queue, Optional<Scheduling> scheduling, Optional<Ecn> ecn, int line, String text, boolean ecnPreset) {
    }

    /** A {@code policy-map type qos}: CoS and DSCP to qos-group. */
    record QosPolicy(Map<Integer, Integer> cosToGroup, Map<Integer, Integer> dscpToGroup) {
    }

    private final ReadContext cx;
    private final Map<String, Map<String, List<Integer>>> classMaps = new HashMap<>();
    final Map<String, QosPolicy> qosPolicies = new HashMap<>();
    final Map<String, TreeSet<Integer>> networkPfc = new HashMap<>();
    /** Per network-qos policy, the qos-groups of its {@code pause no-drop} classes. */
    final Map<String, TreeSet<Integer>> networkNoDropGroups = new HashMap<>();
    /** Per {@code class-map type network-qos}, the qos-groups it matches. */
    private final Map<String, TreeSet<Integer>> networkClassGroups = new HashMap<>();
    final Map<String, Integer> networkMtu = new HashMap<>();
    /** Each network-qos policy's first line: what a note on a policy {@code system qos} does not apply cites. */
    final Map<String, Indented.Line> networkAt = new LinkedHashMap<>();
    final Map<String, List<QueueClass>> queuing = new HashMap<>();
    String systemQueuing;
    String systemNetwork;
    String systemQos;
    final Map<String, Indented.Line> interfaces = new LinkedHashMap<>();
    /** The global {@code priority-flow-control watch-dog-interval} line, which every interface takes unless it says its own. */
    Optional<Indented.Line> watchdog = Optional.empty();

    NxosPolicies(ReadContext cx) {
        this.cx = cx;
    }

    /** One top-level line and its block. */
    void accept(Indented.Line l) throws ConfigSyntaxException {
        if (l.is("class-map type qos")) {
            classMap(l);
        } else if (l.is("class-map type network-qos")) {
            networkClassMap(l);
        } else if (l.is("policy-map type qos")) {
            qosPolicy(l);
        } else if (l.is("policy-map type network-qos")) {
            networkQos(l);
        } else if (l.is("policy-map type queuing")) {
            queuingPolicy(l);
        } else if (l.is("system qos")) {
            systemQos(l);
        } else if (WATCHDOG.matcher(l.text()).matches()) {
            watchdog = Optional.of(l);
        } else if (l.text().startsWith("interface ")) { // a bare "interface" names no port: an unknown line
            // 'interface Ethernet1/1/1 - 2' (and comma lists) as NX-OS takes ranges: one port each
            for (String name : Ports.expand(l.text().substring("interface ".length()).trim(), cx.file, l.number(),
                    "Ethernet1/1-4")) {
                Indented.putMerged(interfaces, name, l);
            }
        } else if (!l.is("class-map") && !l.is("policy-map") && !l.is("hostname") && !l.is("feature") && !l.is("version")
                && !SESSION.matcher(l.text()).matches()) {
            cx.unknown(l.number(), l.text());
        }
    }

    private static String name(Indented.Line l) {
        String[] w = l.words();
        return w[w.length - 1];
    }

    private void classMap(Indented.Line l) throws ConfigSyntaxException {
        String name = name(l);
        cx.define("class-map", name, l.number(), l.text());
        Map<String, List<Integer>> match = new HashMap<>();
        for (Indented.Line c : l.children()) {
            Matcher m = MATCH.matcher(c.text());
            if (m.matches()) {
                boolean cos = m.group(1).equals("cos");
                match.put(m.group(1), ConfigNumbers.list(cx, c.number(), m.group(2), 0, cos ? 7 : 63,
                        "a list of " + (cos ? "CoS" : "DSCP") + " values after 'match " + m.group(1) + "'"));
            } else {
                cx.unknown(c.number(), c.text());
            }
        }
        if (!l.text().contains(" match-any ") && match.containsKey("cos") && match.containsKey("dscp")) {
            // match-all, written or by default (a class map without match-any is match-all: Cisco NX-OS QoS guide,
            // "class-map type qos"); the model maps DSCP and CoS each on its own: say that the class needs both
            cx.note("class-map " + name + " is match-all on CoS " + Numbers.compact(match.get("cos")) + " and DSCP "
                    + Numbers.compact(match.get("dscp")) + ": only packets with both are in it (an untagged packet carries no CoS);"
                    + " each is read here as if it were enough", Optional.of(cx.at(l.number(), l.text())));
        }
        classMaps.put(name, match);
    }

    private void qosPolicy(Indented.Line l) throws ConfigSyntaxException {
        String name = l.words().length > 3 ? l.words()[3] : name(l);
        QosPolicy policy = new QosPolicy(new TreeMap<>(), new TreeMap<>());
        for (Indented.Line c : l.children()) {
            String cls = name(c);
            Optional<Integer> group = Optional.empty();
            for (Indented.Line x : c.children()) {
                Matcher m = SET_GROUP.matcher(x.text());
                if (m.matches() && group.isEmpty()) {
                    group = Optional.of(ConfigNumbers.inRange(cx, x.number(), m.group(1), 0, 7, "a qos-group"));
                }
            }
            Map<String, List<Integer>> match = classMaps.get(cls);
            cx.refer("class-map", cls, "policy-map " + name, match != null || cls.equals("class-default"), c.number(), c.text());
            if (match != null && group.isPresent()) {
                int g = group.get();
                match.getOrDefault("cos", List.of()).forEach(v -> policy.cosToGroup().put(v, g));
                match.getOrDefault("dscp", List.of()).forEach(v -> policy.dscpToGroup().put(v, g));
            }
        }
        qosPolicies.put(name, policy);
    }

    /** {@code class-map type network-qos NAME} / {@code match qos-group N}: which system class a no-drop class is. */
    private void networkClassMap(Indented.Line l) throws ConfigSyntaxException {
        String name = name(l);
        TreeSet<Integer> groups = new TreeSet<>();
        for (Indented.Line c : l.children()) {
            Matcher m = MATCH_GROUP.matcher(c.text());
            if (m.matches()) {
                groups.add(ConfigNumbers.inRange(cx, c.number(), m.group(1), 0, 7, "a qos-group"));
            } else {
                cx.unknown(c.number(), c.text());
            }
        }
        networkClassGroups.put(name, groups);
    }

    private void networkQos(Indented.Line l) throws ConfigSyntaxException {
        String name = l.words().length > 3 ? l.words()[3] : name(l);
        TreeSet<Integer> pfc = new TreeSet<>();
        TreeSet<Integer> noDropGroups = new TreeSet<>();
        for (Indented.Line c : l.children()) {
            if (queuingClass(name, c)) {
                continue;
            }
            for (Indented.Line x : c.children()) {
                Matcher m = PAUSE.matcher(x.text());
                Matcher n = NO_DROP.matcher(x.text());
                if (m.matches()) {
                    pfc.addAll(ConfigNumbers.list(cx, x.number(), m.group(1), 0, 7, "a list of CoS values after 'pfc-cos'"));
                } else if (n.matches()) {
                    noDrop(name, c, x, n, pfc, noDropGroups);
                } else if (x.is("mtu") && x.words().length == 2) {
                    int v = ConfigNumbers.inRange(cx, x.number(), x.words()[1], 64, 65_535, "an MTU after 'mtu'");
                    networkMtu.merge(name, v, Math::max);
                } else {
                    cx.unknown(x.number(), x.text());
                }
            }
        }
        networkPfc.put(name, pfc);
        networkNoDropGroups.put(name, noDropGroups);
        networkAt.put(name, l);
    }

    /**
     * {@code class type network-qos c-out-8q-q3}: a queuing class named where a network-qos class
     * belongs. NX-OS keeps class maps per type and has no network-qos class of that name (the
     * network-qos class of queue 3 is {@code c-8q-nq3}), so the class and its {@code pause} are refused:
     * a dangling reference, and no PFC from it.
     */
    private boolean queuingClass(String policy, Indented.Line c) {
        String cls = name(c);
        if (!QUEUING_CLASS_NAME.matcher(cls).matches()) {
            return false;
        }
        cx.refer("class-map", cls, "policy-map " + policy, false, c.number(), c.text());
        cx.note("policy-map type network-qos " + policy + " names '" + cls + "', a queuing class: NX-OS has no network-qos class"
                + " of that name (the network-qos classes are c-8q-nqN, c-nqN), so its lines (pause, mtu) are not in effect",
                Optional.of(cx.at(c.number(), c.text())));
        return true;
    }

    /**
     * {@code pause no-drop [pfc-cos L]} in {@code class type network-qos C}: the system class is
     * lossless, with PFC on the CoS values L, or where none are given on the CoS values classified
     * into C's qos-group (Cisco Nexus 5000 QoS guide, "pause no-drop": pfc-cos names the CoS for a
     * class "not mapped based purely on CoS").
     */
    private void noDrop(String policy, Indented.Line c, Indented.Line x, Matcher n, TreeSet<Integer> pfc, TreeSet<Integer> groups)
            throws ConfigSyntaxException {
        if (n.group(1) != null) {
            pfc.addAll(ConfigNumbers.list(cx, x.number(), n.group(1), 0, 7, "a list of CoS values after 'pfc-cos'"));
            return;
        }
        String cls = name(c);
        TreeSet<Integer> g = networkClassGroups.get(cls);
        cx.refer("class-map", cls, "policy-map " + policy, g != null || cls.equals("class-default"), c.number(), c.text());
        if (g != null) {
            groups.addAll(g);
        }
    }

    private void queuingPolicy(Indented.Line l) throws ConfigSyntaxException {
        String name = l.words().length > 3 ? l.words()[3] : name(l);
        List<QueueClass> classes = new ArrayList<>();
        for (Indented.Line c : l.children()) {
            Matcher q = QUEUE_CLASS.matcher(c.text());
            if (!q.matches()) {
                cx.unknown(c.number(), c.text());
                continue;
            }
            int queue = q.group(1).equals("-default") ? 0 : ConfigNumbers.inRange(cx, c.number(), q.group(1), 0, 7, "a queue 0-7");
            classes.add(queueClass(queue, c));
        }
        queuing.put(name, classes);
    }

    private QueueClass queueClass(int queue, Indented.Line c) throws ConfigSyntaxException {
        Scheduling s = null;
        Ecn ecn = null;
        boolean preset = false;
        for (Indented.Line x : c.children()) {
            Matcher m;
            if ((m = REMAINING.matcher(x.text())).matches()) {
                s = new Scheduling(Scheduling.Kind.REMAINING_PERCENT, percent(x, m.group(1)));
            } else if ((m = PERCENT.matcher(x.text())).matches()) {
                s = new Scheduling(Scheduling.Kind.PERCENT, percent(x, m.group(1)));
            } else if (x.is("priority")) {
                s = Scheduling.strict();
            } else if ((m = RED.matcher(x.text())).matches()) {
                if (m.group(7) != null) {
                    ecn = new Ecn(Optional.of(threshold(x, m.group(1), m.group(2))), Optional.of(threshold(x, m.group(3), m.group(4))),
                            m.group(5) == null ? OptionalDouble.empty() : OptionalDouble.of(percent(x, m.group(5))));
                }
            } else if ((m = RED_PRESET.matcher(x.text())).matches()) {
                if (m.group(2) != null) {
                    // marks, at thresholds the platform chooses: no bytes to compare, so none are invented
                    ecn = new Ecn(Optional.empty(), Optional.empty(), OptionalDouble.empty());
                    preset = true;
                    cx.note("queue " + queue + ": 'random-detect threshold " + m.group(1) + " ecn' marks at thresholds the"
                            + " switch presets (Cisco Nexus 9000 QoS guide, \"Configuring Queuing and Scheduling\"), not"
                            + " written in the configuration: they are not compared", Optional.of(cx.at(x.number(), x.text())));
                }
            } else if (x.is("random-detect")) {
                throw new ConfigSyntaxException(cx.file, x.number(), "expected 'random-detect minimum-threshold N UNIT "
                        + "maximum-threshold N UNIT [drop-probability P] [weight W] [ecn]' or 'random-detect threshold burst-optimized|mesh-optimized [ecn]', found '" + x.text() + "'");
            } else if (!x.is("shape") && !x.is("queue-limit")) {
                cx.unknown(x.number(), x.text());
            }
        }
        return new QueueClass(queue, Optional.ofNullable(s), Optional.ofNullable(ecn), c.number(), c.text(), preset);
    }

    private int percent(Indented.Line x, String v) throws ConfigSyntaxException {
        return ConfigNumbers.inRange(cx, x.number(), v, 0, 100, "a percentage");
    }

    private void systemQos(Indented.Line l) {
        for (Indented.Line c : l.children()) {
            Matcher m = SERVICE.matcher(c.text());
            if (!m.matches()) {
                cx.unknown(c.number(), c.text());
                continue;
            }
            switch (m.group(1)) {
                case "queuing" -> systemQueuing = m.group(2);
                case "network-qos" -> systemNetwork = m.group(2);
                default -> systemQos = m.group(2);
            }
            cx.refer("policy-map", m.group(2), "system qos", true, c.number(), c.text());
        }
    }

    private Threshold threshold(Indented.Line x, String value, String unit) throws ConfigSyntaxException {
        if (!Set.of("bytes", "kbytes", "mbytes").contains(unit)) {
            throw new ConfigSyntaxException(cx.file, x.number(), "expected a threshold unit (bytes, kbytes, mbytes), found '" + unit + "'");
        }
        return ConfigNumbers.threshold(cx, x.number(), value, unit, false);
    }
}
