package io.rocekit.fabric.read;

import io.rocekit.fabric.model.BufferPool;
import io.rocekit.fabric.model.BufferProfile;
import io.rocekit.fabric.model.DeviceMetadata;
import io.rocekit.fabric.model.Ecn;
import io.rocekit.fabric.model.Scheduling;
import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.model.Threshold;
import io.rocekit.fabric.model.Vendor;
import io.rocekit.fabric.schema.AbnfReferences;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * SONiC CONFIG_DB: the nested form ({@code {"PORT_QOS_MAP": {"Ethernet0": {...}}}}, what
 * {@code sonic-cfggen} renders and {@code config load} takes) and the flat form of a dump
 * ({@code {"PORT_QOS_MAP|Ethernet0": {...}}}). Table and field names as in sonic-buildimage's
 * {@code qos_config.j2} and {@code buffers_config.j2}; references may be plain names or the older
 * {@code [TABLE|name]} form. A table rocekit does not read is counted as unknown, one line a row, where its name
 * says it is QoS ({@link #qosLike}); a whole config_db.json's other tables (VLAN, BGP_NEIGHBOR, CRM, ...) are passed
 * over and named in one note.
 */
public final class SonicReader implements SwitchReader {
    /** The tables this reader understands. */
    static final Set<String> TABLES = Set.of("DSCP_TO_TC_MAP", "DOT1P_TO_TC_MAP", "TC_TO_QUEUE_MAP",
            "TC_TO_PRIORITY_GROUP_MAP", "TC_TO_DSCP_MAP", "MAP_PFC_PRIORITY_TO_QUEUE", "PFC_PRIORITY_TO_PRIORITY_GROUP_MAP", "PORT_QOS_MAP",
            "WRED_PROFILE", "SCHEDULER", "QUEUE", "BUFFER_POOL", "BUFFER_PROFILE", "BUFFER_PG", "BUFFER_QUEUE",
            "BUFFER_PORT_INGRESS_PROFILE_LIST", "BUFFER_PORT_EGRESS_PROFILE_LIST", "CABLE_LENGTH", "PFC_WD",
            "DEFAULT_LOSSLESS_BUFFER_PARAMETER", "LOSSLESS_TRAFFIC_PATTERN", "PORT", "DEVICE_METADATA", "TUNNEL");


    /** Words of table names that are QoS or buffers: such a table rocekit does not read is a line not understood. */
    private static final List<String> QOS_WORDS = List.of("QOS", "QUEUE", "BUFFER", "WRED", "SCHEDULER", "PFC", "ECN", "LOSSLESS",
            "HEADROOM", "CABLE_LENGTH", "DSCP", "DOT1P", "TC_TO_");

    /**
     * Whether a table rocekit does not read is still QoS, so that its rows count as lines not understood rather than
     * being passed over: a name with a QoS word ({@code DSCP_TO_FC_MAP}, {@code EXP_TO_FC_MAP}, {@code
     * BUFFER_POOL_WATERMARK}) or of a {@code X_TO_Y_MAP}.
     */
    static boolean qosLike(String table) {
        return QOS_WORDS.stream().anyMatch(table::contains) || MAP_TABLE.matcher(table).matches();
    }

    /** {@code X_TO_Y_MAP}: a QoS map table by its name (compiled once: asked for every row of a passed-over table). */
    private static final java.util.regex.Pattern MAP_TABLE = java.util.regex.Pattern.compile("[A-Z0-9]+_TO_[A-Z0-9_]+_MAP");

    @Override
    public Vendor vendor() {
        return Vendor.SONIC;
    }

    /**
     * The tables that make a JSON object CONFIG_DB: the QoS and port tables. TUNNEL and DEVICE_METADATA are read
     * beside them, but a JSON object with only those keys (another tool's tunnel or device list) is not a SONiC QoS
     * configuration.
     */
    private static final java.util.regex.Pattern RECOGNISED = java.util.regex.Pattern.compile("\"(" + String.join("|",
            TABLES.stream().filter(t -> !t.equals("TUNNEL") && !t.equals("DEVICE_METADATA")).sorted().toList()) + ")(\\|[^\"]*)?\"\\s*:");

    /** True when the text looks like CONFIG_DB: a JSON object with a key that is a SONiC QoS or port table. */
    @Override
    public boolean recognises(String text) {
        return text.stripLeading().startsWith("{") && RECOGNISED.matcher(text).find();
    }

    @Override
    public List<SwitchConfig> read(String file, String text) throws ConfigSyntaxException {
        JsonTree.Obj root = JsonTree.parse(file, text);
        ReadContext cx = new ReadContext(file, Vendor.SONIC);
        SonicTables tables = new SonicTables();
        Map<String, Integer> passedOver = new TreeMap<>();
        for (Map.Entry<String, JsonTree.Node> e : root.fields().entrySet()) {
            String name = e.getKey();
            int bar = name.indexOf('|');
            if (bar > 0) {
                // Flat dump: "TABLE|key" -> {fields}
                String table = name.substring(0, bar);
                if (!(e.getValue() instanceof JsonTree.Obj o)) {
                    throw new ConfigSyntaxException(file, e.getValue().line(), "expected an object of fields for '" + name + "'");
                }
                addRow(cx, tables, passedOver, table, name.substring(bar + 1), o, name);
            } else if (e.getValue() instanceof JsonTree.Obj t) {
                for (Map.Entry<String, JsonTree.Node> k : t.fields().entrySet()) {
                    if (!(k.getValue() instanceof JsonTree.Obj o)) {
                        if (TABLES.contains(name)) {
                            throw new ConfigSyntaxException(file, k.getValue().line(),
                                    "expected an object of fields for " + name + " '" + k.getKey() + "'");
                        }
                        continue;
                    }
                    addRow(cx, tables, passedOver, name, k.getKey(), o, name + "|" + k.getKey());
                }
                if (t.fields().isEmpty() && TABLES.contains(name)) {
                    tables.declare(name);
                }
            } else {
                cx.unknown(e.getValue().line(), "\"" + name + "\": " + ((JsonTree.Scalar) e.getValue()).text());
            }
        }
        new Builder(cx, tables).build();
        passedOverNote(cx, passedOver);
        return List.of(cx.build(Optional.empty()));
    }

    /**
     * The tables of a whole config_db.json that are not QoS (docs/fabric.md: lines that are plainly not QoS are read
     * past), named so that nothing is left out silently.
     */
    private static void passedOverNote(ReadContext cx, Map<String, Integer> passedOver) {
        if (passedOver.isEmpty()) {
            return;
        }
        int rows = passedOver.values().stream().mapToInt(Integer::intValue).sum();
        cx.note("passed over " + passedOver.size() + " table" + (passedOver.size() == 1 ? " that is" : "s that are") + " not QoS (" + rows
                + " row" + (rows == 1 ? "" : "s") + "): " + String.join(", ", passedOver.keySet()), Optional.empty());
    }

    private static void addRow(ReadContext cx, SonicTables tables, Map<String, Integer> passedOver, String table,
            String key, JsonTree.Obj o, String label) {
        if (!TABLES.contains(table) && !qosLike(table)) {
            passedOver.merge(table, 1, Integer::sum);
            return;
        }
        if (!TABLES.contains(table)) {
            cx.unknown(o.line(), "\"" + label + "\"");
            return;
        }
        Map<String, JsonTree.Scalar> fields = new LinkedHashMap<>();
        o.fields().forEach((f, v) -> {
            if (v instanceof JsonTree.Scalar s) {
                fields.put(f, s);
            } else {
                cx.unknown(v.line(), "\"" + label + "\" field \"" + f + "\"");
            }
        });
        tables.put(new SonicRow(table, key, o.line(), fields));
    }

    /** Resolves the rows into ports. */
    private static final class Builder {
        private final ReadContext cx;
        private final SonicTables tables;
        private final SonicDualTor dualTor;
        /** Per port-keyed table, the rows naming each port, in table order (a 64-port switch has ~1,000 such rows). */
        private final Map<String, Map<String, List<Map.Entry<String, SonicRow>>>> byPort = new HashMap<>();
        /** PORT_QOS_MAP keys whose map references were reported (each once, however many ports inherit them). */
        private final Set<String> referred = new HashSet<>();
        /** Each map table's largest key and value (sonic-yang: sonic-dscp-tc-map, sonic-types tc_type, ...). */
        /** PORT mtu outside this is not a frame size (sonic-port.yang takes 68..9216; other readers 64..65535). */
        private static final int MIN_MTU = 64;
        private static final int MAX_MTU = 65_535;
        private static final Map<String, int[]> MAP_RANGES = Map.of("DSCP_TO_TC_MAP", new int[] {63, 15}, "DOT1P_TO_TC_MAP",
                new int[] {7, 15}, "TC_TO_QUEUE_MAP", new int[] {15, 15}, "TC_TO_PRIORITY_GROUP_MAP", new int[] {15, 7},
                "MAP_PFC_PRIORITY_TO_QUEUE", new int[] {7, 15}, "PFC_PRIORITY_TO_PRIORITY_GROUP_MAP", new int[] {7, 7},
                "TC_TO_DSCP_MAP", new int[] {15, 63});
        /** DSCP/PCP/TC maps by {@code TABLE|name}, parsed. */
        private final Map<String, Map<Integer, Integer>> parsedMaps = new HashMap<>();

        Builder(ReadContext cx, SonicTables tables) {
            this.cx = cx;
            this.tables = tables;
            this.dualTor = new SonicDualTor(cx, tables);
        }

        private Map<String, SonicRow> table(String name) {
            return tables.table(name);
        }

        /**
         * The rows of a {@code PORTS|suffix}-keyed table (QUEUE, BUFFER_PG, BUFFER_QUEUE) that name
         * {@code port}, in the table's order, keyed rows without a {@code |} left out: indexed once per
         * table rather than scanned per port.
         */
        private List<Map.Entry<String, SonicRow>> rowsOf(String tableName, String port) {
            return byPort.computeIfAbsent(tableName, t -> {
                Map<String, List<Map.Entry<String, SonicRow>>> index = new HashMap<>();
                for (Map.Entry<String, SonicRow> e : table(t).entrySet()) {
                    String key = e.getKey();
                    int bar = key.lastIndexOf('|');
                    if (bar < 0) {
                        continue;
                    }
                    for (String p : new LinkedHashSet<>(portsOf(key.substring(0, bar)))) {
                        index.computeIfAbsent(p, x -> new ArrayList<>()).add(e);
                    }
                }
                return index;
            }).getOrDefault(port, List.of());
        }

        void build() throws ConfigSyntaxException {
            parseMaps();
            for (String kind : List.of("DSCP_TO_TC_MAP", "DOT1P_TO_TC_MAP", "TC_TO_QUEUE_MAP", "TC_TO_PRIORITY_GROUP_MAP",
                    "TC_TO_DSCP_MAP", "MAP_PFC_PRIORITY_TO_QUEUE", "PFC_PRIORITY_TO_PRIORITY_GROUP_MAP", "WRED_PROFILE", "SCHEDULER")) {
                table(kind).values().forEach(r -> cx.define(kind, r.key(), r.line(), "\"" + kind + "|" + r.key() + "\""));
            }
            table("WRED_PROFILE").values().forEach(this::colours);
            dualTor.tunnels();
            buffers();
            SonicRow global = table("PORT_QOS_MAP").get("global");
            Set<String> portNames = new TreeSet<>(Ports.NATURAL);
            table("PORT_QOS_MAP").keySet().stream().filter(k -> !k.equals("global")).forEach(portNames::add);
            for (String t : List.of("QUEUE", "BUFFER_PG", "BUFFER_QUEUE")) {
                table(t).keySet().forEach(k -> portNames.addAll(portsOf(keyParts(k)[0])));
            }
            table("PFC_WD").keySet().stream().filter(k -> !k.equals("GLOBAL")).forEach(portNames::add);
            TreeSet<String> systemPorts = SonicVoq.takeSystemPorts(portNames);
            for (String port : portNames) {
                port(port, Optional.ofNullable(table("PORT_QOS_MAP").get(port)), Optional.ofNullable(global));
            }
            for (String port : systemPorts) {
                // PORT_QOS_MAP, global included, classifies on the local ports: a system port has only its VOQs
                port(port, Optional.empty(), Optional.empty());
            }
            SonicVoq.note(cx, systemPorts);
            if (portNames.isEmpty() && global != null) {
                // Only the switch-wide entry: report it as the "global" view so its maps are seen.
                port("global", Optional.of(global), Optional.empty());
            }
            table("CABLE_LENGTH").values().forEach(r -> r.fields().forEach((p, v) -> {
                if (cx.ports.containsKey(p)) {
                    PortBuilder b = cx.port(p);
                    b.cableLength = v.text();
                    b.where("cable", cx.at(v.line(), "\"CABLE_LENGTH|" + r.key() + "\" " + p + ": " + v.text()));
                }
            }));
            table("PORT").forEach((p, r) -> {
                if (cx.ports.containsKey(p)) {
                    PortBuilder b = cx.port(p);
                    // an MTU or speed that is not a number (NaN, -0, 0x2400) is a line not understood, not ignored
                    r.get("mtu").ifPresent(m -> {
                        OptionalInt mtu = Numbers.integer(m);
                        if (mtu.isEmpty() || mtu.getAsInt() < MIN_MTU || mtu.getAsInt() > MAX_MTU) {
                            cx.unknown(r.lineOf("mtu"), r.text("mtu"));
                            return;
                        }
                        b.mtu = mtu.getAsInt();
                        b.where("mtu", cx.at(r.lineOf("mtu"), r.text("mtu")));
                    });
                    // PORT speed is in Mb/s (100000 = 100G)
                    r.get("speed").ifPresent(v -> Numbers.speedMbps(v).ifPresentOrElse(m -> {
                        b.speedMbps = m;
                        b.where("speed", cx.at(r.lineOf("speed"), r.text("speed")));
                    }, () -> cx.unknown(r.lineOf("speed"), r.text("speed"))));
                    // lanes "0,1,2,3,4,5,6,7": an 8-lane port takes more headroom
                    r.get("lanes").filter(l -> !l.isEmpty()).ifPresent(l -> b.lanes = l.split(",").length);
                }
            });
            if (tables.has("PORT_QOS_MAP") && table("PORT_QOS_MAP").isEmpty()) {
                cx.note("PORT_QOS_MAP is empty: no port is given a classification map or PFC priorities", Optional.empty());
            }
            device();
            notes();
            dualTor.tunnelMapsWithoutTunnel();
            SonicUnbound.check(cx, tables);
        }

        /** DEVICE_METADATA|localhost: the platform and SKU (which ASIC, so which headroom constants) and the buffer model. */
        private void device() {
            SonicRow r = table("DEVICE_METADATA").get("localhost");
            if (r != null) {
                cx.device = new DeviceMetadata(r.get("platform").filter(v -> !v.isEmpty()), r.get("hwsku").filter(v -> !v.isEmpty()),
                        r.get("buffer_model").filter(v -> !v.isEmpty()), cx.at(r.line(), "\"DEVICE_METADATA|localhost\" platform: "
                                + r.get("platform").orElse("(none)") + ", hwsku: " + r.get("hwsku").orElse("(none)")));
            }
        }

        /**
         * A {@code PORTS|suffix} key (QUEUE, BUFFER_PG, BUFFER_QUEUE) split at its last {@code |}: the
         * suffix is the queue or priority group; what precedes it names the port, which on a multi-ASIC
         * VOQ chassis is the system port {@code host|asic|Ethernet0} (sonic-buildimage
         * {@code buffers_config.j2}, {@code SYSTEM_PORT}). A key without {@code |} has an empty suffix.
         */
        static String[] keyParts(String key) {
            int bar = key.lastIndexOf('|');
            return bar < 0 ? new String[] {key, ""} : new String[] {key.substring(0, bar), key.substring(bar + 1)};
        }

        /** {@code Ethernet0,Ethernet4} in a key lists several ports. */
        private static List<String> portsOf(String key) {
            return List.of(key.split(","));
        }

        private void port(String name, Optional<SonicRow> own, Optional<SonicRow> global) throws ConfigSyntaxException {
            PortBuilder b = cx.port(name);
            String from = "PORT_QOS_MAP|" + own.map(SonicRow::key).orElse("global");
            map(b, "dscp_to_tc_map", "DSCP_TO_TC_MAP", own, global, b.dscpToTc, "dscp");
            map(b, "dot1p_to_tc_map", "DOT1P_TO_TC_MAP", own, global, b.pcpToTc, "pcp");
            map(b, "tc_to_queue_map", "TC_TO_QUEUE_MAP", own, global, b.tcToQueue, "tcq");
            map(b, "tc_to_pg_map", "TC_TO_PRIORITY_GROUP_MAP", own, global, new TreeMap<>(), "tcpg");
            map(b, "pfc_to_queue_map", "MAP_PFC_PRIORITY_TO_QUEUE", own, global, new TreeMap<>(), "pfcq");
            map(b, "pfc_to_pg_map", "PFC_PRIORITY_TO_PRIORITY_GROUP_MAP", own, global, new TreeMap<>(), "pfcpg");
            // the DSCP a class is rewritten to on egress (dual-ToR tunnel remap): a reference, not part of classification
            map(b, "tc_to_dscp_map", "TC_TO_DSCP_MAP", own, global, new TreeMap<>(), "tcdscp");
            if (own.isPresent()) {
                SonicRow r = own.get();
                if (r.get("pfc_enable").isPresent()) {
                    b.pfc.addAll(r.priorities(cx, r.get("pfc_enable").get(), "pfc_enable"));
                    b.where("pfc", cx.at(r.lineOf("pfc_enable"), r.text("pfc_enable")));
                }
                if (r.get("pfcwd_sw_enable").filter(v -> !v.isEmpty()).isPresent()) {
                    b.watchdog = new TreeSet<>(r.priorities(cx, r.get("pfcwd_sw_enable").get(), "pfcwd_sw_enable"));
                    b.where("pfcwd", cx.at(r.lineOf("pfcwd_sw_enable"), r.text("pfcwd_sw_enable")));
                    dualTor.watchdogSplit(b, r);
                }
                r.get("scheduler").ifPresent(s -> cx.refer("SCHEDULER", AbnfReferences.name(s), from,
                        table("SCHEDULER").containsKey(AbnfReferences.name(s)), r.lineOf("scheduler"), r.text("scheduler")));
            }
            SonicRow wd = table("PFC_WD").get(name);
            // pfcwd_sw_enable "": sonic-port-qos-map.yang, "Empty string is allowed to disable watchdog on all queues"
            boolean watchdogOff = own.flatMap(r -> r.get("pfcwd_sw_enable")).filter(String::isEmpty).isPresent();
            if (wd != null && b.watchdog == null && !watchdogOff) {
                // PFC_WD on a port guards the priorities PFC is enabled on.
                b.watchdog = new TreeSet<>(b.pfc);
                b.where("pfcwd", cx.at(wd.line(), "\"PFC_WD|" + name + "\" action " + wd.get("action").orElse("?")
                        + " detection_time " + wd.get("detection_time").orElse("?")
                        + " restoration_time " + wd.get("restoration_time").orElse("?")));
            }
            queues(b);
            for (Map.Entry<String, SonicRow> e : rowsOf("BUFFER_PG", name)) {
                String[] k = keyParts(e.getKey());
                SonicRow r = e.getValue();
                String profile = AbnfReferences.name(r.get("profile").orElse(""));
                b.priorityGroups.put(k[1], profile);
                b.where("pg." + k[1], cx.at(r.lineOf("profile"), r.text("profile")));
                if (!profile.equals("NULL") && !profile.isEmpty()) {
                    cx.refer("BUFFER_PROFILE", profile, "BUFFER_PG|" + e.getKey(), cx.profiles.containsKey(profile),
                            r.lineOf("profile"), r.text("profile"));
                }
            }
            for (Map.Entry<String, SonicRow> e : rowsOf("BUFFER_QUEUE", name)) {
                String[] k = keyParts(e.getKey());
                SonicRow r = e.getValue();
                String profile = AbnfReferences.name(r.get("profile").orElse(""));
                for (int q : Numbers.list(k[1]).orElse(List.of())) {
                    b.queue(q).bufferProfile = profile;
                }
                if (!profile.equals("NULL") && !profile.isEmpty()) {
                    cx.refer("BUFFER_PROFILE", profile, "BUFFER_QUEUE|" + e.getKey(), cx.profiles.containsKey(profile),
                            r.lineOf("profile"), r.text("profile"));
                }
            }
        }

        private void map(PortBuilder b, String field, String table, Optional<SonicRow> own, Optional<SonicRow> global,
                Map<Integer, Integer> into, String aspect) {
            Optional<SonicRow> source = own.filter(r -> r.get(field).isPresent());
            if (source.isEmpty()) {
                source = global.filter(r -> r.get(field).isPresent());
            }
            if (source.isEmpty()) {
                return;
            }
            SonicRow r = source.get();
            String name = AbnfReferences.name(r.get(field).get());
            if (name.isEmpty()) {
                return; // no map: qos_config.j2 writes "pfc_to_queue_map": "" on a port it leaves without PFC
            }
            SonicRow map = table(table).get(name);
            // Every port that inherits the global map refers to it once; report the reference once.
            if (referred.add(table + "\u0000" + r.key())) {
                cx.refer(table, name, "PORT_QOS_MAP|" + r.key(), map != null, r.lineOf(field), r.text(field));
            }
            b.where(aspect, cx.at(r.lineOf(field), r.text(field)));
            if (map == null) {
                return;
            }
            into.putAll(parsedMaps.getOrDefault(table + "|" + name, Map.of()));
        }

        /**
         * Every DSCP/dot1p/TC/PFC map, parsed once however many ports use it, each key and value within
         * sonic-yang's range for it (DSCP 0-63, dot1p and PFC priority 0-7, traffic class 0-15, queue and
         * priority group 0-15); a value out of range is an error naming its line, text that is not a
         * number one unknown line.
         */
        private void parseMaps() throws ConfigSyntaxException {
            for (Map.Entry<String, int[]> t : MAP_RANGES.entrySet()) {
                for (SonicRow map : table(t.getKey()).values()) {
                    Map<Integer, Integer> entries = new TreeMap<>();
                    for (Map.Entry<String, JsonTree.Scalar> f : map.fields().entrySet()) {
                        String text = "\"" + t.getKey() + "|" + map.key() + "\" \"" + f.getKey() + "\": \"" + f.getValue().text() + "\"";
                        if (Numbers.integer(f.getKey()).isEmpty() || Numbers.integer(f.getValue().text()).isEmpty()) {
                            cx.unknown(f.getValue().line(), text);
                            continue;
                        }
                        int[] r = t.getValue();
                        int from = ConfigNumbers.inRange(cx, f.getValue().line(), f.getKey(), 0, r[0], "a key of " + t.getKey());
                        int to = ConfigNumbers.inRange(cx, f.getValue().line(), f.getValue().text(), 0, r[1], "a value of " + t.getKey());
                        entries.put(from, to);
                    }
                    parsedMaps.put(t.getKey() + "|" + map.key(), entries);
                }
            }
        }

        private void queues(PortBuilder b) {
            for (Map.Entry<String, SonicRow> e : rowsOf("QUEUE", b.port)) {
                String[] k = keyParts(e.getKey());
                SonicRow r = e.getValue();
                List<Integer> qs = Numbers.list(k[1]).orElse(List.of());
                if (qs.isEmpty()) {
                    cx.unknown(r.line(), "\"QUEUE|" + e.getKey() + "\"");
                    continue;
                }
                String from = "QUEUE|" + e.getKey();
                Optional<Scheduling> sched = r.get("scheduler").map(AbnfReferences::name).flatMap(s -> {
                    SonicRow sr = table("SCHEDULER").get(s);
                    cx.refer("SCHEDULER", s, from, sr != null, r.lineOf("scheduler"), r.text("scheduler"));
                    return sr == null ? Optional.empty() : scheduling(sr);
                });
                Optional<Ecn> ecn = r.get("wred_profile").map(AbnfReferences::name).flatMap(w -> {
                    SonicRow wr = table("WRED_PROFILE").get(w);
                    cx.refer("WRED_PROFILE", w, from, wr != null, r.lineOf("wred_profile"), r.text("wred_profile"));
                    return wr == null ? Optional.empty() : ecn(wr);
                });
                for (int q : qs) {
                    PortBuilder.QueueBuilder qb = b.queue(q);
                    sched.ifPresent(s -> qb.scheduling = s);
                    ecn.ifPresent(x -> qb.ecn = x);
                    queueEvidence(b, q, r, from);
                }
            }
        }

        /**
         * Where queue {@code q} was read: its WRED profile's own line (the ECN most findings on a queue are about),
         * else its scheduler's, else the key's; the scheduler's line also as {@code queue.N.scheduler}. A row's
         * fields sit on lines of their own, so the key's line would name neither.
         */
        private void queueEvidence(PortBuilder b, int q, SonicRow r, String from) {
            for (String field : List.of("scheduler", "wred_profile")) {
                if (r.get(field).isPresent()) {
                    b.where("queue." + q, cx.at(r.lineOf(field), "\"" + from + "\" " + field + ": " + r.get(field).get()));
                }
            }
            r.get("scheduler").ifPresent(s -> b.where("queue." + q + ".scheduler",
                    cx.at(r.lineOf("scheduler"), "\"" + from + "\" scheduler: " + s)));
            if (r.get("scheduler").isEmpty() && r.get("wred_profile").isEmpty()) {
                b.where("queue." + q, cx.at(r.line(), "\"" + from + "\" " + r.fields().entrySet().stream()
                        .map(f -> f.getKey() + ": " + f.getValue().text()).reduce((x, y) -> x + ", " + y).orElse("")));
            }
        }

        private Optional<Scheduling> scheduling(SonicRow s) {
            String type = s.get("type").orElse("").toUpperCase(Locale.ROOT);
            if (type.equals("STRICT")) {
                return Optional.of(Scheduling.strict());
            }
            OptionalInt w = Numbers.integer(s.get("weight").orElse(""));
            if ((type.equals("DWRR") || type.equals("WRR")) && w.isPresent()) {
                return Optional.of(new Scheduling(Scheduling.Kind.DWRR, w.getAsInt()));
            }
            cx.unknown(s.line(), "\"SCHEDULER|" + s.key() + "\" type " + type);
            return Optional.empty();
        }

        /** ECN from a WRED profile; green values stand for the queue (yellow and red only differ in colour-aware policing). */
        private Optional<Ecn> ecn(SonicRow w) {
            String mode = w.get("ecn").orElse("ecn_none");
            if (mode.equals("ecn_none")) {
                return Optional.empty();
            }
            Optional<Threshold> min = box(num(w, "green_min_threshold")).map(Threshold::ofBytes);
            Optional<Threshold> max = box(num(w, "green_max_threshold")).map(Threshold::ofBytes);
            // a percentage 0-100 (core's number parser): NaN, Infinity, 1e309 or -5 never enter the model
            OptionalDouble p = w.get("green_drop_probability").map(v -> ConfigNumbers.plainDecimal(v)
                    .flatMap(d -> io.rocekit.core.number.ConfigNumbers.decimal("a drop probability", v,
                            java.math.BigDecimal.ZERO, java.math.BigDecimal.valueOf(100)).optional())
                    .map(d -> OptionalDouble.of(d.doubleValue())).orElseGet(() -> {
                        cx.unknown(w.lineOf("green_drop_probability"), w.text("green_drop_probability"));
                        return OptionalDouble.empty();
                    })).orElse(OptionalDouble.empty());
            return Optional.of(new Ecn(min, max, p));
        }

        private void colours(SonicRow w) {
            for (String colour : List.of("yellow", "red")) {
                Optional<String> cmax = w.get(colour + "_max_threshold");
                if (cmax.isPresent() && !cmax.equals(w.get("green_max_threshold"))) {
                    cx.note("WRED_PROFILE " + w.key() + ": " + colour + " max threshold " + cmax.get()
                            + " differs from green " + w.get("green_max_threshold").orElse("(none)")
                            + " (legal; the green values are reported)", Optional.of(cx.at(w.lineOf(colour + "_max_threshold"),
                            w.text(colour + "_max_threshold"))));
                }
            }
        }

        private static Optional<Long> box(OptionalLong v) {
            return v.isPresent() ? Optional.of(v.getAsLong()) : Optional.empty();
        }

        private void buffers() {
            table("BUFFER_POOL").forEach((name, r) -> {
                cx.define("BUFFER_POOL", name, r.line(), "\"BUFFER_POOL|" + name + "\"");
                cx.pools.put(name, new BufferPool(name, num(r, "size"), num(r, "xoff"), r.get("type"), r.get("mode")));
            });
            table("BUFFER_PROFILE").forEach((name, r) -> {
                cx.define("BUFFER_PROFILE", name, r.line(), "\"BUFFER_PROFILE|" + name + "\"");
                Optional<String> pool = r.get("pool").map(AbnfReferences::name);
                pool.ifPresent(p -> cx.refer("BUFFER_POOL", p, "BUFFER_PROFILE|" + name, table("BUFFER_POOL").containsKey(p),
                        r.lineOf("pool"), r.text("pool")));
                cx.profiles.put(name, new BufferProfile(name, pool, num(r, "size"), num(r, "static_th"), r.get("dynamic_th"),
                        num(r, "xon"), num(r, "xoff")));
            });
        }

        /** A byte count; one that is not a number (or over 1 TiB) is kept as a line not understood, not guessed. */
        private OptionalLong num(SonicRow r, String field) {
            Optional<String> v = r.get(field);
            if (v.isEmpty()) {
                return OptionalLong.empty();
            }
            OptionalLong n = Numbers.longValue(v.get());
            if (n.isEmpty() || n.getAsLong() > ConfigNumbers.MAX_BYTES) {
                cx.unknown(r.lineOf(field), r.text(field));
                return OptionalLong.empty();
            }
            return n;
        }

        private void notes() {
            for (BufferProfile prof : cx.profiles.values()) {
                BufferPool pool = prof.pool().map(cx.pools::get).orElse(null);
                if (pool != null && prof.staticThBytes().isPresent() && pool.sizeBytes().isPresent()
                        && prof.staticThBytes().getAsLong() > pool.sizeBytes().getAsLong()) {
                    SonicRow r = table("BUFFER_PROFILE").get(prof.name());
                    cx.note("BUFFER_PROFILE " + prof.name() + " static_th " + prof.staticThBytes().getAsLong() + " B exceeds the size of its pool "
                            + pool.name() + " (" + pool.sizeBytes().getAsLong() + " B): the threshold can never be reached, so it does not "
                            + "limit what the queue or priority group takes from the pool", Optional.of(cx.at(r.lineOf("static_th"),
                                    r.text("static_th"))));
                }
            }
            for (BufferPool p : cx.pools.values()) {
                if (p.sizeBytes().isEmpty()) {
                    cx.note("BUFFER_POOL " + p.name() + " has no size: a dynamic pool that SONiC sizes at run time",
                            Optional.of(cx.at(table("BUFFER_POOL").get(p.name()).line(), "\"BUFFER_POOL|" + p.name() + "\"")));
                }
            }
            if (!table("BUFFER_PG").isEmpty()) {
                boolean lossless = table("BUFFER_PG").entrySet().stream().anyMatch(e -> {
                    String profile = AbnfReferences.name(e.getValue().get("profile").orElse(""));
                    BufferProfile bp = cx.profiles.get(profile);
                    return profile.equals("NULL") || (bp != null && (bp.xoffBytes().isPresent() || profile.contains("lossless")));
                });
                if (!lossless) {
                    cx.note("lossless PG headroom not present in config: BUFFER_PG lists no lossless priority group; SONiC's "
                            + "buffermgrd generates them at run time from pg_profile_lookup.ini (port speed x cable length)",
                            Optional.empty());
                }
            }
        }
    }
}
