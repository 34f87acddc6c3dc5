package io.rocekit.fabric.read;

import io.rocekit.fabric.model.Ecn;
import io.rocekit.fabric.model.Scheduling;
import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.model.Threshold;
import io.rocekit.fabric.model.Trust;
import io.rocekit.fabric.model.Vendor;
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
 * Cisco NX-OS running-config (Nexus 9000 QoS configuration guide): {@code class-map type qos}
 * matching {@code cos} or {@code dscp}, {@code policy-map type qos} setting a {@code qos-group},
 * {@code policy-map type network-qos} with {@code pause pfc-cos N} and {@code mtu}, {@code
 * policy-map type queuing} with per-queue {@code bandwidth [remaining] percent}, {@code priority}
 * and {@code random-detect ... ecn}, attached under {@code system qos} or an interface, and per
 * interface {@code priority-flow-control mode on|auto|off}. On the 8-queue default the class
 * {@code c-out-8q-qN} is queue N and qos-group N lands in it.
 */
public final class NxosReader {
    /** Lines only an NX-OS QoS configuration has (compiled once: recognition runs on every file a snapshot holds). */
    private static final Pattern SIGNATURE = Pattern.compile("^(policy-map type (network-qos|queuing) \\S+"
            + "|class-map type (queuing|network-qos) .*"
            + "|\\s+pause pfc-cos [\\d ,]+|\\s+class type (network-qos|queuing) \\S+|system qos)\\s*$");
    private static final Pattern RED = Pattern.compile("random-detect minimum-threshold (\\S+) (\\S+) maximum-threshold (\\S+) (\\S+)"
            + "(?: drop-probability (\\d+))?(?: weight (\\d+))?( ecn)?");
    private static final Set<String> NOT_QOS = Set.of("description", "switchport", "no", "ip", "ipv6", "vrf", "channel-group",
            "shutdown", "speed", "lldp", "spanning-tree", "logging", "vpc", "fec", "duplex", "load-interval");

    private NxosReader() {
    }

    public static boolean recognises(String text) {
        for (String l : text.lines().toList()) {
            if (SIGNATURE.matcher(l).matches()) {
                return true;
            }
        }
        return false;
    }

    /** A queuing class: queue number and what it says. */
    private record QueueClass(int queue, Optional<Scheduling> scheduling, Optional<Ecn> ecn, int line, String text) {
    }

    public static SwitchConfig read(String file, String text) throws ConfigSyntaxException {
        ReadContext cx = new ReadContext(file, Vendor.NXOS);
        Map<String, Map<String, List<Integer>>> classMaps = new HashMap<>(); // name -> {cos|dscp -> values}
        Map<String, Map<Integer, Integer>[]> qosPolicies = new HashMap<>(); // name -> [cos->group, dscp->group]
        Map<String, TreeSet<Integer>> networkPfc = new HashMap<>();
        Map<String, Integer> networkMtu = new HashMap<>();
        Map<String, List<QueueClass>> queuing = new HashMap<>();
        String systemQueuing = null;
        String systemNetwork = null;
        String systemQos = null;
        Map<String, Indented.Line> interfaces = new LinkedHashMap<>();
        for (Indented.Line l : Indented.parse(text, "!")) {
            String[] w = l.words();
            if (l.is("class-map type qos")) {
                String name = w[w.length - 1];
                cx.define("class-map", name, l.number(), l.text());
                Map<String, List<Integer>> match = new HashMap<>();
                for (Indented.Line c : l.children()) {
                    Matcher m = Pattern.compile("match (cos|dscp) ([\\d ,-]+)").matcher(c.text());
                    if (m.matches()) {
                        match.put(m.group(1), Numbers.list(m.group(2)).orElseThrow(() -> new ConfigSyntaxException(file,
                                c.number(), "expected a list of values after 'match " + m.group(1) + "'")));
                    } else {
                        cx.unknown(c.number(), c.text());
                    }
                }
                classMaps.put(name, match);
            } else if (l.is("policy-map type qos")) {
                String name = w[3];
                @SuppressWarnings("unchecked")
                Map<Integer, Integer>[] maps = new Map[] {new TreeMap<Integer, Integer>(), new TreeMap<Integer, Integer>()};
                for (Indented.Line c : l.children()) {
                    String cls = c.words()[c.words().length - 1];
                    Optional<Integer> group = c.children().stream().map(x -> Pattern.compile("set qos-group (\\d)").matcher(x.text()))
                            .filter(Matcher::matches).map(m -> Integer.parseInt(m.group(1))).findFirst();
                    Map<String, List<Integer>> match = classMaps.get(cls);
                    cx.refer("class-map", cls, "policy-map " + name, match != null || cls.equals("class-default"), c.number(), c.text());
                    if (match != null && group.isPresent()) {
                        match.getOrDefault("cos", List.of()).forEach(v -> maps[0].put(v, group.get()));
                        match.getOrDefault("dscp", List.of()).forEach(v -> maps[1].put(v, group.get()));
                    }
                }
                qosPolicies.put(name, maps);
            } else if (l.is("policy-map type network-qos")) {
                String name = w[3];
                TreeSet<Integer> pfc = new TreeSet<>();
                for (Indented.Line c : l.children()) {
                    for (Indented.Line x : c.children()) {
                        Matcher m = Pattern.compile("pause (?:buffer-size \\d+ pause-threshold \\d+ resume-threshold \\d+ )?pfc-cos ([\\d ,-]+)")
                                .matcher(x.text());
                        if (m.matches()) {
                            pfc.addAll(Numbers.list(m.group(1)).orElse(List.of()));
                        } else if (x.is("mtu")) {
                            Numbers.integer(x.words()[1]).ifPresent(v -> networkMtu.merge(name, v, Math::max));
                        } else {
                            cx.unknown(x.number(), x.text());
                        }
                    }
                }
                networkPfc.put(name, pfc);
            } else if (l.is("policy-map type queuing")) {
                String name = w[3];
                List<QueueClass> classes = new java.util.ArrayList<>();
                for (Indented.Line c : l.children()) {
                    Matcher q = Pattern.compile("class type queuing c-out-(?:8q-)?q(\\d|-default)").matcher(c.text());
                    if (!q.matches()) {
                        cx.unknown(c.number(), c.text());
                        continue;
                    }
                    int queue = q.group(1).equals("-default") ? 0 : Integer.parseInt(q.group(1));
                    Scheduling s = null;
                    Ecn ecn = null;
                    for (Indented.Line x : c.children()) {
                        Matcher m;
                        if ((m = Pattern.compile("bandwidth remaining percent (\\d+)").matcher(x.text())).matches()) {
                            s = new Scheduling(Scheduling.Kind.REMAINING_PERCENT, Integer.parseInt(m.group(1)));
                        } else if ((m = Pattern.compile("bandwidth percent (\\d+)").matcher(x.text())).matches()) {
                            s = new Scheduling(Scheduling.Kind.PERCENT, Integer.parseInt(m.group(1)));
                        } else if (x.is("priority")) {
                            s = Scheduling.strict();
                        } else if ((m = RED.matcher(x.text())).matches()) {
                            if (m.group(7) != null) {
                                ecn = new Ecn(Optional.of(threshold(file, x, m.group(1), m.group(2))),
                                        Optional.of(threshold(file, x, m.group(3), m.group(4))),
                                        m.group(5) == null ? OptionalDouble.empty() : OptionalDouble.of(Integer.parseInt(m.group(5))));
                            }
                        } else if (x.is("random-detect")) {
                            throw new ConfigSyntaxException(file, x.number(), "expected 'random-detect minimum-threshold N UNIT "
                                    + "maximum-threshold N UNIT [drop-probability P] [weight W] [ecn]', found '" + x.text() + "'");
                        } else if (!x.is("shape") && !x.is("queue-limit")) {
                            cx.unknown(x.number(), x.text());
                        }
                    }
                    classes.add(new QueueClass(queue, Optional.ofNullable(s), Optional.ofNullable(ecn), c.number(), c.text()));
                }
                queuing.put(name, classes);
            } else if (l.is("system qos")) {
                for (Indented.Line c : l.children()) {
                    Matcher m = Pattern.compile("service-policy type (queuing|network-qos|qos) (?:(?:input|output) )?(\\S+)").matcher(c.text());
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
            } else if (l.is("interface")) {
                interfaces.put(l.text().substring("interface ".length()).trim(), l);
            } else if (!l.is("class-map") && !l.is("policy-map") && !l.is("hostname") && !l.is("feature") && !l.is("version")) {
                cx.unknown(l.number(), l.text());
            }
        }
        TreeSet<Integer> pfcCos = systemNetwork == null ? new TreeSet<>() : networkPfc.getOrDefault(systemNetwork, new TreeSet<>());
        for (Map.Entry<String, Indented.Line> e : interfaces.entrySet()) {
            PortBuilder b = new PortBuilder(e.getKey());
            String qosPolicy = systemQos;
            String queuingPolicy = systemQueuing;
            String pfcMode = null;
            boolean qos = false;
            for (Indented.Line c : e.getValue().children()) {
                Matcher m;
                if ((m = Pattern.compile("service-policy type qos input (\\S+)").matcher(c.text())).matches()) {
                    qosPolicy = m.group(1);
                    cx.refer("policy-map", qosPolicy, e.getKey(), qosPolicies.containsKey(qosPolicy), c.number(), c.text());
                    qos = true;
                } else if ((m = Pattern.compile("service-policy type queuing output (\\S+)").matcher(c.text())).matches()) {
                    queuingPolicy = m.group(1);
                    qos = true;
                } else if ((m = Pattern.compile("priority-flow-control mode (on|auto|off)(?: send-tlv)?").matcher(c.text())).matches()) {
                    pfcMode = m.group(1);
                    b.where("pfc", cx.at(c.number(), c.text()));
                    qos = true;
                } else if (c.is("priority-flow-control watch-dog-interval") || c.is("priority-flow-control watch-dog")) {
                    b.watchdog = new TreeSet<>();
                    b.where("pfcwd", cx.at(c.number(), c.text()));
                } else if (c.is("speed") && c.words().length == 2) {
                    Numbers.speedMbps(c.words()[1]).ifPresent(v -> {
                        b.speedMbps = v;
                        b.where("speed", cx.at(c.number(), c.text()));
                    });
                } else if (c.is("mtu")) {
                    Numbers.integer(c.words()[1]).ifPresent(v -> b.mtu = v);
                    b.where("mtu", cx.at(c.number(), c.text()));
                } else if (!NOT_QOS.contains(c.words()[0])) {
                    cx.unknown(c.number(), c.text());
                }
            }
            if (!qos) {
                continue;
            }
            if (qosPolicy != null && qosPolicies.containsKey(qosPolicy)) {
                b.pcpToTc.putAll(qosPolicies.get(qosPolicy)[0]);
                b.dscpToTc.putAll(qosPolicies.get(qosPolicy)[1]);
                b.trust = b.dscpToTc.isEmpty() && !b.pcpToTc.isEmpty() ? Trust.PCP : !b.dscpToTc.isEmpty() ? Trust.DSCP : null;
            }
            if (!"off".equals(pfcMode)) {
                b.pfc.addAll(pfcCos);
            }
            if (pfcMode == null && !pfcCos.isEmpty()) {
                cx.note(e.getKey() + " has no 'priority-flow-control mode': NX-OS defaults to auto (PFC only where DCBX agrees)",
                        Optional.empty());
            }
            if (b.watchdog != null) {
                b.watchdog.addAll(b.pfc);
            }
            if (queuingPolicy != null) {
                for (QueueClass q : queuing.getOrDefault(queuingPolicy, List.of())) {
                    PortBuilder.QueueBuilder qb = b.queue(q.queue());
                    q.scheduling().ifPresent(s -> qb.scheduling = s);
                    q.ecn().ifPresent(x -> qb.ecn = x);
                    b.where("queue." + q.queue(), cx.at(q.line(), q.text()));
                }
            }
            if (systemNetwork != null && networkMtu.containsKey(systemNetwork) && b.mtu == null) {
                b.mtu = networkMtu.get(systemNetwork);
            }
            cx.ports.put(b.port, b);
        }
        return cx.build(Optional.empty());
    }

    private static Threshold threshold(String file, Indented.Line x, String value, String unit) throws ConfigSyntaxException {
        if (!Set.of("bytes", "kbytes", "mbytes").contains(unit)) {
            throw new ConfigSyntaxException(file, x.number(), "expected a threshold unit (bytes, kbytes, mbytes), found '" + unit + "'");
        }
        return Thresholds.of(value, unit, false).orElseThrow(() -> new ConfigSyntaxException(file, x.number(),
                "expected a number before '" + unit + "', found '" + value + "'"));
    }
}
