package io.rocekit.fabric.read;

import io.rocekit.fabric.model.BufferProfile;
import io.rocekit.fabric.model.Ecn;
import io.rocekit.fabric.model.Scheduling;
import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.model.Threshold;
import io.rocekit.fabric.model.Trust;
import io.rocekit.fabric.model.Vendor;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Cumulus Linux 3.x/4.x {@code /etc/cumulus/datapath/traffic.conf} (NVIDIA Cumulus Linux 4.x user
 * guide, "Buffer and Queue Management" and "RDMA over Converged Ethernet - RoCE"): {@code key = value}
 * lines. Classification is switch-wide ({@code traffic.packet_priority_source_set}, {@code
 * traffic.cos_N.priority_source.dscp|8021p}, the internal COS being the switch priority and egress
 * queue); PFC and ECN apply to port groups: {@code pfc.port_group_list = [G]} with {@code pfc.G.cos_list},
 * {@code port_set}, {@code port_buffer_bytes}, {@code xoff_size}, {@code xon_delta}; {@code
 * ecn_red.port_group_list} with {@code ecn_red.G.cos_list}, {@code ecn_enable}, {@code
 * min_threshold_bytes}, {@code max_threshold_bytes}, {@code probability}. The file's own comment says
 * to populate each group "in the list", so a group whose settings are there but whose name the list
 * does not hold is not applied (it is reported); a listed group with no settings is a dangling name.
 * Scheduling: {@code priority_group.NAME.cos_list} and {@code priority_group.NAME.weight} (0 = strict).
 */
public final class CumulusTrafficConfReader implements SwitchReader {
    /** Keys only traffic.conf has (compiled once: recognition runs on every file a snapshot holds). */
    private static final Pattern SIGNATURE = Pattern.compile("^\\s*(traffic\\.packet_priority_source_set"
            + "|traffic\\.cos_\\d\\.(priority_source|packet_priorities)\\.\\w+"
            + "|pfc\\.port_group_list|ecn_red\\.port_group_list|default_ecn_red_conf\\.egress_queue_list)\\s*=.*");
    /** Keys as traffic.conf and Cumulus 5.x qos_features.conf write them (5.x group names have hyphens: default-global). */
    private static final Pattern LINE = Pattern.compile("([A-Za-z0-9_.-]+)\\s*=\\s*(.*)");
    private static final Pattern COS_SOURCE = Pattern.compile("traffic\\.cos_(\\d+)\\.(?:priority_source|packet_priorities)\\.(dscp|8021p)");
    private static final Pattern GROUP_KEY = Pattern.compile("(pfc|ecn_red)\\.([A-Za-z0-9_-]+)\\.([a-z_]+)");
    /**
     * Cumulus Linux 5.x qos_features.conf: the switch-wide ECN settings ({@code default_ecn_red_conf.egress_queue_list,
     * ecn_enable, min_threshold_bytes, ...}), applied to every port without a group of its own list.
     */
    static final String DEFAULT_ECN = "default_ecn_red_conf";
    private static final Pattern DEFAULT_ECN_KEY = Pattern.compile(DEFAULT_ECN + "\\.([a-z_]+)");
    /** A port_set naming every port (5.x: {@code pfc.default-global.port_set = allports}). */
    private static final String ALL_PORTS = "allports";
    private static final Pattern PG_KEY = Pattern.compile("priority_group\\.([A-Za-z0-9_]+)\\.(cos_list|weight)");
    /** Keys rocekit understands but that change nothing in the model (remarking, the algorithm name). */
    private static final Pattern NOT_MODELLED = Pattern.compile("(traffic\\.(remark_packet_priority|packet_priority_remark_set|priority_group_list"
            + "|port_default_priority|cos_\\d\\.priority_remark\\..*)|scheduling\\.algorithm|remark\\..*)");

    @Override
    public Vendor vendor() {
        return Vendor.CUMULUS_TRAFFIC_CONF;
    }

    @Override
    public boolean recognises(String text) {
        for (String l : text.lines().toList()) {
            if (SIGNATURE.matcher(l).matches()) {
                return true;
            }
        }
        return false;
    }

    /** One line's value with where it was. */
    private record Value(String text, int line, String raw) {
    }

    /** The groups' settings by kind: {@code pfc.G.*}, {@code ecn_red.G.*}, {@code priority_group.G.*}. */
    private record Groups(Map<String, Map<String, Value>> pfc, Map<String, Map<String, Value>> ecn,
            Map<String, Map<String, Value>> scheduling) {
        Groups() {
            this(new LinkedHashMap<>(), new LinkedHashMap<>(), new LinkedHashMap<>());
        }
    }

    @Override
    public List<SwitchConfig> read(String file, String text) throws ConfigSyntaxException {
        ReadContext cx = new ReadContext(file, Vendor.CUMULUS_TRAFFIC_CONF);
        List<String> lines = text.lines().toList();
        Map<String, Value> keys = keys(file, lines);
        PortBuilder global = new PortBuilder("global");
        Value source = keys.get("traffic.packet_priority_source_set");
        boolean dscp = false;
        boolean pcp = true; // the file's default: 802.1p
        if (source != null) {
            List<String> s = strings(file, source);
            dscp = s.contains("dscp");
            pcp = s.contains("802.1p");
            global.trust = dscp && pcp ? Trust.BOTH : dscp ? Trust.DSCP : pcp ? Trust.PCP : Trust.NONE;
            global.where("trust", cx.at(source.line(), source.raw()));
        }
        Groups groups = new Groups();
        for (Map.Entry<String, Value> e : keys.entrySet()) {
            key(cx, e.getKey(), e.getValue(), global, groups, lines);
        }
        if (!dscp) {
            global.dscpToTc.clear(); // DSCP lines are read but not used unless DSCP is trusted
        }
        if (!pcp) {
            global.pcpToTc.clear();
        }
        scheduling(cx, groups.scheduling(), global);
        Map<String, PortBuilder> ports = new TreeMap<>(Ports.NATURAL);
        applyGroups(cx, file, keys.get("pfc.port_group_list"), groups.pfc(), "pfc", global, ports);
        applyGroups(cx, file, keys.get("ecn_red.port_group_list"), groups.ecn(), "ecn_red", global, ports);
        if (ports.isEmpty()) {
            cx.ports.put("global", global);
        } else {
            ports.values().forEach(p -> cx.ports.put(p.port, p));
        }
        return List.of(cx.build(Optional.empty()));
    }

    /** The file's {@code key = value} lines, comments and blank lines left out. */
    private static Map<String, Value> keys(String file, List<String> lines) throws ConfigSyntaxException {
        Map<String, Value> keys = new LinkedHashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            String t = lines.get(i).strip();
            if (t.isEmpty() || t.startsWith("#") || t.equals("...")) {
                continue;
            }
            Matcher m = LINE.matcher(t);
            if (!m.matches()) {
                throw new ConfigSyntaxException(file, i + 1, "expected 'key = value' (traffic.conf), found '" + t + "'");
            }
            keys.put(m.group(1), new Value(stripComment(m.group(2)), i + 1, t));
        }
        return keys;
    }

    /** One key: a COS's priority source values, a group's setting, or a key that changes nothing in the model. */
    private static void key(ReadContext cx, String k, Value v, PortBuilder global, Groups groups, List<String> lines)
            throws ConfigSyntaxException {
        Matcher m;
        if (k.equals("traffic.packet_priority_source_set") || k.equals("pfc.port_group_list") || k.equals("ecn_red.port_group_list")) {
            return;
        }
        if ((m = COS_SOURCE.matcher(k)).matches()) {
            int cos = ConfigNumbers.inRange(cx, v.line(), m.group(1), 0, 7, "a COS 0-7 in 'traffic.cos_N'");
            boolean isDscp = m.group(2).equals("dscp");
            for (int x : ints(cx.file, v)) {
                if (x > (isDscp ? 63 : 7)) {
                    throw new ConfigSyntaxException(cx.file, v.line(), "expected " + (isDscp ? "DSCP values 0-63" : "802.1p values 0-7")
                            + ", found " + x + " in " + ConfigNumbers.shown(v.text()));
                }
                (isDscp ? global.dscpToTc : global.pcpToTc).put(x, cos);
                if (isDscp) {
                    global.where("dscp." + x, cx.at(v.line(), v.raw()));
                }
            }
            if (isDscp && global.where.get("dscp") == null) {
                global.where("dscp", cx.at(v.line(), v.raw())); // the first list: where the classification starts
            }
        } else if ((m = GROUP_KEY.matcher(k)).matches()) {
            (m.group(1).equals("pfc") ? groups.pfc() : groups.ecn()).computeIfAbsent(m.group(2), g -> new LinkedHashMap<>())
                    .put(m.group(3), v);
        } else if ((m = DEFAULT_ECN_KEY.matcher(k)).matches()) {
            // egress queues are the internal COS values here, as cos_list is in the groups
            groups.ecn().computeIfAbsent(DEFAULT_ECN, g -> new LinkedHashMap<>())
                    .put(m.group(1).equals("egress_queue_list") ? "cos_list" : m.group(1), v);
        } else if ((m = PG_KEY.matcher(k)).matches()) {
            groups.scheduling().computeIfAbsent(m.group(1), g -> new LinkedHashMap<>()).put(m.group(2), v);
        } else if (!NOT_MODELLED.matcher(k).matches()) {
            cx.unknown(v.line(), lines.get(v.line() - 1));
        }
    }

    /** One weight per priority group, on every internal COS of the group (weight 0 = strict). */
    private static void scheduling(ReadContext cx, Map<String, Map<String, Value>> priorityGroups, PortBuilder global)
            throws ConfigSyntaxException {
        for (Map.Entry<String, Map<String, Value>> g : priorityGroups.entrySet()) {
            Value cosList = g.getValue().get("cos_list");
            Value weight = g.getValue().get("weight");
            if (cosList == null || weight == null) {
                continue;
            }
            int w = ConfigNumbers.inRange(cx, weight.line(), weight.text(), 0, 127, "a weight after '='");
            for (int cos : cosOf(cx, cosList)) {
                global.queue(cos).scheduling = w == 0 ? Scheduling.strict() : new Scheduling(Scheduling.Kind.DWRR, w);
                global.where("queue." + cos, cx.at(weight.line(), weight.raw()));
            }
        }
    }

    /** A {@code cos_list}: internal COS values 0-7. */
    private static List<Integer> cosOf(ReadContext cx, Value v) throws ConfigSyntaxException {
        List<Integer> cos = ints(cx.file, v);
        for (int c : cos) {
            if (c > 7) {
                throw new ConfigSyntaxException(cx.file, v.line(), "expected COS values 0-7, found " + c + " in "
                        + ConfigNumbers.shown(v.text()));
            }
        }
        return cos;
    }

    private static void applyGroups(ReadContext cx, String file, Value list, Map<String, Map<String, Value>> groups, String kind,
            PortBuilder global, Map<String, PortBuilder> ports) throws ConfigSyntaxException {
        List<String> listed = list == null ? List.of() : strings(file, list);
        for (String g : listed) {
            cx.refer(kind + " port group", g, kind + ".port_group_list", groups.containsKey(g), list.line(), list.raw());
        }
        // switch-wide groups (default_ecn_red_conf, port_set = allports) first, so that a group naming its own
        // ports overrides them whatever the order of the file's lines
        List<Map.Entry<String, Map<String, Value>>> ordered = new ArrayList<>(groups.entrySet());
        ordered.sort(java.util.Comparator.comparing(e -> !switchWide(e.getKey(), e.getValue())));
        for (Map.Entry<String, Map<String, Value>> e : ordered) {
            Map<String, Value> s = e.getValue();
            Value first = s.values().iterator().next();
            boolean switchWide = e.getKey().equals(DEFAULT_ECN);
            if (!switchWide) {
                cx.define(kind + " port group", e.getKey(), first.line(), first.raw());
            }
            if (!listed.contains(e.getKey()) && !switchWide) {
                cx.note(kind + " port group " + e.getKey() + " has settings but " + kind + ".port_group_list "
                        + (list == null ? "is absent" : "is " + list.text()) + ": switchd applies only listed groups, so it is not applied"
                        + " (its ports are listed without it)", Optional.of(cx.at(first.line(), first.raw())));
                // the ports the group names are still ports of this switch: listed, with the switch-wide settings only
                Value unlisted = s.get("port_set");
                if (unlisted != null && !unlisted.text().trim().equals(ALL_PORTS)) {
                    for (String port : portSet(file, unlisted)) {
                        ports.computeIfAbsent(port, global::copyAs);
                    }
                }
                continue;
            }
            Value portSet = switchWide ? new Value(ALL_PORTS, first.line(), first.raw()) : s.get("port_set");
            Value cosList = s.get("cos_list");
            if (portSet == null || cosList == null) {
                cx.note(kind + " port group " + e.getKey() + " lacks " + (portSet == null ? "port_set" : "cos_list") + ": not applied",
                        Optional.of(cx.at(first.line(), first.raw())));
                continue;
            }
            List<Integer> cos = cosOf(cx, cosList);
            for (PortBuilder p : groupPorts(file, portSet, global, ports)) {
                if (kind.equals("pfc")) {
                    boolean enabled = !"false".equals(text(s.get("tx_enable"))) || !"false".equals(text(s.get("rx_enable")));
                    if (enabled) {
                        p.pfc.addAll(cos);
                    }
                    if (s.get("cable_length") != null) {
                        p.cableLength = text(s.get("cable_length"));
                    }
                    p.where("pfc", cx.at(cosList.line(), cosList.raw()));
                    String profile = "pfc." + e.getKey();
                    for (int c : cos) {
                        p.priorityGroups.put(String.valueOf(c), profile);
                        p.where("pg." + c, cx.at(cosList.line(), cosList.raw()));
                    }
                    OptionalLong size = bytes(file, s.get("port_buffer_bytes"));
                    OptionalLong xoff = bytes(file, s.get("xoff_size"));
                    cx.profiles.computeIfAbsent(profile, n -> new BufferProfile(n, Optional.empty(), size,
                            OptionalLong.empty(), Optional.empty(), OptionalLong.empty(), xoff));
                    bytes(file, s.get("xon_delta")); // a delta below xoff, not an xon level: validated, not modelled
                } else if (!"false".equals(text(s.get("ecn_enable")))) {
                    Optional<Threshold> min = bytes(file, s.get("min_threshold_bytes")).stream().mapToObj(Threshold::ofBytes).findFirst();
                    Optional<Threshold> max = bytes(file, s.get("max_threshold_bytes")).stream().mapToObj(Threshold::ofBytes).findFirst();
                    Value pv = s.get("probability");
                    OptionalDouble prob = pv == null ? OptionalDouble.empty() : OptionalDouble.of(
                            ConfigNumbers.decimal(cx, pv.line(), pv.text(), BigDecimal.ZERO, BigDecimal.valueOf(100),
                                    "a probability 0-100 after '='").doubleValue());
                    for (int c : cos) {
                        p.queue(c).ecn = new Ecn(min, max, prob);
                        p.where("queue." + c, cx.at(cosList.line(), cosList.raw()));
                    }
                }
            }
        }
    }

    private static boolean switchWide(String group, Map<String, Value> settings) {
        return group.equals(DEFAULT_ECN) || settings.get("port_set") != null && settings.get("port_set").text().trim().equals(ALL_PORTS);
    }

    /**
     * The ports a group's port_set names, each a copy of the switch-wide settings when first named;
     * {@code allports} is the switch-wide port itself (and every port already named), so ports named
     * later inherit it.
     */
    private static List<PortBuilder> groupPorts(String file, Value portSet, PortBuilder global, Map<String, PortBuilder> ports)
            throws ConfigSyntaxException {
        if (portSet.text().trim().equals(ALL_PORTS)) {
            ports.putIfAbsent(global.port, global);
            return new ArrayList<>(ports.values());
        }
        List<PortBuilder> out = new ArrayList<>();
        for (String port : portSet(file, portSet)) {
            out.add(ports.computeIfAbsent(port, global::copyAs));
        }
        return out;
    }

    private static String text(Value v) {
        return v == null ? "" : v.text().trim();
    }

    private static OptionalLong bytes(String file, Value v) throws ConfigSyntaxException {
        if (v == null) {
            return OptionalLong.empty();
        }
        OptionalLong l = Numbers.longValue(v.text());
        if (l.isEmpty()) {
            throw new ConfigSyntaxException(file, v.line(), "expected a byte count after '=', found '" + v.text() + "'");
        }
        return l;
    }


    private static String stripComment(String v) {
        int hash = v.indexOf('#');
        return (hash >= 0 ? v.substring(0, hash) : v).trim();
    }

    private static List<String> strings(String file, Value v) throws ConfigSyntaxException {
        String t = v.text().trim();
        if (!t.startsWith("[") || !t.endsWith("]")) {
            throw new ConfigSyntaxException(file, v.line(), "expected a list like [dscp] or [3], found '" + t + "'");
        }
        List<String> out = new ArrayList<>();
        for (String s : t.substring(1, t.length() - 1).split(",")) {
            if (!s.isBlank()) {
                out.add(s.trim());
            }
        }
        return out;
    }

    private static List<Integer> ints(String file, Value v) throws ConfigSyntaxException {
        List<Integer> out = new ArrayList<>();
        for (String s : strings(file, v)) {
            out.add(Numbers.integer(s).orElseThrow(() -> new ConfigSyntaxException(file, v.line(),
                    "expected a list of numbers like [0,1,2], found '" + s + "' in " + v.text())));
        }
        return out;
    }

    /** {@code swp1-swp4,swp8,swp50s0-swp50s3}. */
    static List<String> portSet(String file, Value v) throws ConfigSyntaxException {
        TreeSet<String> out = new TreeSet<>(Ports.NATURAL);
        Pattern one = Pattern.compile("([A-Za-z]+(?:\\d+s)?)(\\d+)");
        for (String item : v.text().split(",")) {
            String t = item.trim();
            if (t.isEmpty()) {
                continue;
            }
            String[] range = t.split("-");
            if (range.length == 1) {
                out.add(t);
            } else if (range.length == 2) {
                Matcher a = one.matcher(range[0].trim());
                Matcher b = one.matcher(range[1].trim());
                if (!a.matches() || !b.matches() || !a.group(1).equals(b.group(1))) {
                    throw new ConfigSyntaxException(file, v.line(), "expected a port range like swp1-swp4, found '" + t + "'");
                }
                for (int i : Ports.numbers(a.group(2), b.group(2), file, v.line(), "port", "", t)) {
                    out.add(a.group(1) + i);
                }
            } else {
                throw new ConfigSyntaxException(file, v.line(), "expected a port or port range, found '" + t + "'");
            }
        }
        return new ArrayList<>(out);
    }
}
