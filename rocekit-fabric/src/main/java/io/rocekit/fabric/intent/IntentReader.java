package io.rocekit.fabric.intent;

import io.rocekit.core.yaml.YamlInputException;
import io.rocekit.core.yaml.YamlLoader;
import io.rocekit.fabric.calc.Headroom;
import io.rocekit.fabric.model.Scheduling;
import io.rocekit.fabric.model.Trust;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads an intent from YAML. A file may start from a profile ({@code base: nvidia-lossless}) and
 * override parts of it: mappings merge key by key, lists and values replace. Every error names the
 * file and the key path ({@code intent.yaml: ecn.queues[0].minBytes: expected a size like 150KB}).
 * Sizes are bytes or SI/IEC units: {@code 150KB} is 150,000 bytes, {@code 150KiB} is 153,600.
 */
public final class IntentReader {
    private static final Pattern SIZE = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(B|KB|MB|GB|KiB|MiB|GiB)?");
    private static final int DEFAULT_MTU = 9216;

    private final String file;

    private IntentReader(String file) {
        this.file = file;
    }

    /** Reads the intent in {@code text}; {@code file} names it in errors. */
    public static Intent read(String file, String text) throws IntentException {
        Object root;
        try {
            root = YamlLoader.load(file, text); // depth, alias and size limits
        } catch (YamlInputException e) {
            throw new IntentException(e.file() + ":" + Math.max(1, e.line()) + ": expected valid YAML: "
                    + e.reason().replaceFirst("^not valid YAML: ", ""), e);
        }
        if (root == null) {
            throw new IntentException(file + ": expected an intent (a mapping with classes, pfc, ecn, ...), found an empty document");
        }
        IntentReader r = new IntentReader(file);
        Map<String, Object> m = r.map(root, "");
        if (m.containsKey("base")) {
            String base = r.string(m.get("base"), "base");
            String profile = Profiles.text(base).orElseThrow(() -> r.error("base", "expected a profile name, one of "
                    + String.join(", ", Profiles.names()) + ", found '" + base + "'"));
            Object baseRoot = YamlLoader.load(base, profile);
            Map<String, Object> merged = merge(r.map(baseRoot, ""), m);
            merged.remove("base");
            if (!m.containsKey("name")) {
                merged.put("name", base + " (modified by " + file + ")");
            }
            m = merged;
        }
        return r.intent(m);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> merge(Map<String, Object> base, Map<String, Object> over) {
        Map<String, Object> out = new LinkedHashMap<>(base);
        over.forEach((k, v) -> {
            Object b = out.get(k);
            out.put(k, b instanceof Map && v instanceof Map ? merge((Map<String, Object>) b, (Map<String, Object>) v) : v);
        });
        return out;
    }

    private Intent intent(Map<String, Object> m) throws IntentException {
        keys(m, "", "name", "mtu", "classes", "cnp", "ecn", "pfc", "buffers", "scheduling", "nic");
        String name = m.containsKey("name") ? string(m.get("name"), "name") : file;
        int mtu = m.containsKey("mtu") ? integer(m.get("mtu"), "mtu", 1500, 9216) : DEFAULT_MTU;
        List<TrafficClassIntent> classes = new ArrayList<>();
        List<Object> cl = list(require(m, "classes", ""), "classes");
        for (int i = 0; i < cl.size(); i++) {
            classes.add(trafficClass(map(cl.get(i), "classes[" + i + "]"), "classes[" + i + "]"));
        }
        Optional<CnpIntent> cnp = m.get("cnp") == null ? Optional.empty() : Optional.of(cnp(map(m.get("cnp"), "cnp")));
        List<EcnIntent> ecn = new ArrayList<>();
        if (m.get("ecn") != null) {
            Map<String, Object> e = map(m.get("ecn"), "ecn");
            keys(e, "ecn", "queues");
            List<Object> qs = e.get("queues") == null ? List.of() : list(e.get("queues"), "ecn.queues");
            for (int i = 0; i < qs.size(); i++) {
                ecn.add(ecnQueue(map(qs.get(i), "ecn.queues[" + i + "]"), "ecn.queues[" + i + "]"));
            }
        }
        PfcIntent pfc = pfc(m.get("pfc") == null ? Map.of() : map(m.get("pfc"), "pfc"));
        BufferIntent buffers = buffers(m.get("buffers") == null ? Map.of() : map(m.get("buffers"), "buffers"), mtu);
        SortedMap<Integer, Scheduling> scheduling = scheduling(m.get("scheduling") == null ? Map.of()
                : map(m.get("scheduling"), "scheduling"));
        NicIntent nic = nic(m.get("nic") == null ? Map.of() : map(m.get("nic"), "nic"), classes, cnp, pfc);
        Intent intent = new Intent(name, mtu, classes, cnp, ecn, pfc, buffers, scheduling, nic);
        validate(intent);
        return intent;
    }

    private TrafficClassIntent trafficClass(Map<String, Object> m, String at) throws IntentException {
        keys(m, at, "name", "priority", "dscp", "trafficClass", "queue");
        int priority = integer(require(m, "priority", at), at + ".priority", 0, 7);
        TreeSet<Integer> dscp = new TreeSet<>();
        Object d = require(m, "dscp", at);
        if (d instanceof List<?> l) {
            for (int i = 0; i < l.size(); i++) {
                dscp.add(integer(l.get(i), at + ".dscp[" + i + "]", 0, 63));
            }
        } else {
            dscp.add(integer(d, at + ".dscp", 0, 63));
        }
        if (dscp.isEmpty()) {
            throw error(at + ".dscp", "expected at least one DSCP value 0..63");
        }
        int tc = m.get("trafficClass") == null ? priority : integer(m.get("trafficClass"), at + ".trafficClass", 0, 7);
        int queue = m.get("queue") == null ? tc : integer(m.get("queue"), at + ".queue", 0, 7);
        String name = m.get("name") == null ? "class" + priority : string(m.get("name"), at + ".name");
        return new TrafficClassIntent(name, priority, dscp, tc, queue);
    }

    private CnpIntent cnp(Map<String, Object> m) throws IntentException {
        keys(m, "cnp", "dscp", "priority", "trafficClass", "queue", "strict");
        int dscp = integer(require(m, "dscp", "cnp"), "cnp.dscp", 0, 63);
        int priority = integer(require(m, "priority", "cnp"), "cnp.priority", 0, 7);
        int tc = m.get("trafficClass") == null ? priority : integer(m.get("trafficClass"), "cnp.trafficClass", 0, 7);
        int queue = m.get("queue") == null ? tc : integer(m.get("queue"), "cnp.queue", 0, 7);
        boolean strict = m.get("strict") == null || bool(m.get("strict"), "cnp.strict");
        return new CnpIntent(dscp, priority, tc, queue, strict);
    }

    private EcnIntent ecnQueue(Map<String, Object> m, String at) throws IntentException {
        keys(m, at, "queue", "minBytes", "maxBytes", "probabilityPercent");
        int queue = integer(require(m, "queue", at), at + ".queue", 0, 7);
        long min = size(require(m, "minBytes", at), at + ".minBytes");
        long max = size(require(m, "maxBytes", at), at + ".maxBytes");
        double p = number(require(m, "probabilityPercent", at), at + ".probabilityPercent", 0, 100);
        if (min > max) {
            throw error(at + ".minBytes", "expected minBytes <= maxBytes (" + min + " > " + max + ")");
        }
        return new EcnIntent(queue, min, max, p);
    }

    private PfcIntent pfc(Map<String, Object> m) throws IntentException {
        keys(m, "pfc", "priorities", "watchdog");
        TreeSet<Integer> prios = new TreeSet<>();
        if (m.get("priorities") != null) {
            List<Object> l = list(m.get("priorities"), "pfc.priorities");
            for (int i = 0; i < l.size(); i++) {
                prios.add(integer(l.get(i), "pfc.priorities[" + i + "]", 0, 7));
            }
        }
        Optional<WatchdogIntent> wd = Optional.empty();
        if (m.get("watchdog") != null) {
            Map<String, Object> w = map(m.get("watchdog"), "pfc.watchdog");
            keys(w, "pfc.watchdog", "detectionMs", "restorationMs", "action");
            int det = w.get("detectionMs") == null ? 200 : integer(w.get("detectionMs"), "pfc.watchdog.detectionMs", 1, 60_000);
            int res = w.get("restorationMs") == null ? 200 : integer(w.get("restorationMs"), "pfc.watchdog.restorationMs", 1, 60_000);
            String action = w.get("action") == null ? "drop" : string(w.get("action"), "pfc.watchdog.action");
            if (!Set.of("drop", "forward", "alert").contains(action)) {
                throw error("pfc.watchdog.action", "expected drop, forward or alert, found '" + action + "'");
            }
            wd = Optional.of(new WatchdogIntent(det, res, action));
        }
        return new PfcIntent(prios, wd);
    }

    private BufferIntent buffers(Map<String, Object> m, int mtu) throws IntentException {
        keys(m, "buffers", "speed", "cableLength", "xoffBytes", "xonBytes", "sizeBytes", "asic");
        String speedText = m.get("speed") == null ? "100G" : string(m.get("speed"), "buffers.speed");
        long speed;
        try {
            speed = Headroom.parseSpeedMbps(speedText);
        } catch (NumberFormatException e) {
            throw error("buffers.speed", "expected a port speed like 400G, found '" + speedText + "'");
        }
        String cable = m.get("cableLength") == null ? "5m" : string(m.get("cableLength"), "buffers.cableLength");
        double meters;
        try {
            meters = Headroom.parseMeters(cable);
        } catch (NumberFormatException e) {
            throw error("buffers.cableLength", "expected a length like 5m, found '" + cable + "'");
        }
        if (m.get("xoffBytes") != null) {
            long xoff = size(m.get("xoffBytes"), "buffers.xoffBytes");
            long xon = m.get("xonBytes") == null ? 0 : size(m.get("xonBytes"), "buffers.xonBytes");
            long sz = m.get("sizeBytes") == null ? xoff + xon : size(m.get("sizeBytes"), "buffers.sizeBytes");
            return new BufferIntent(speed, cable, xoff, xon, sz, List.of("given in the intent"));
        }
        String asicName = m.get("asic") == null ? "spectrum-2" : string(m.get("asic"), "buffers.asic");
        Headroom.Asic asic = Headroom.ASICS.get(asicName);
        if (asic == null) {
            throw error("buffers.asic", "expected one of " + new TreeSet<>(Headroom.ASICS.keySet()) + ", found '" + asicName + "'");
        }
        if (!Set.of(800_000L, 400_000L, 200_000L, 100_000L, 50_000L, 40_000L, 25_000L, 10_000L, 1_000L).contains(speed)) {
            throw error("buffers.speed", "expected a standard Ethernet speed (10G..800G) to compute headroom, found '"
                    + speedText + "'; give xoffBytes/xonBytes instead");
        }
        Headroom.Result r = Headroom.compute(new Headroom.Inputs(speed, meters, mtu, 1024, 100, 0, false, false, asic));
        List<String> steps = new ArrayList<>();
        steps.add("computed with SONiC's Mellanox formula for " + speedText + ", " + cable + ", MTU " + mtu + ", " + asicName);
        steps.addAll(r.steps());
        return new BufferIntent(speed, cable, r.xoffBytes(), r.xonBytes(), r.sizeBytes(), steps);
    }

    private SortedMap<Integer, Scheduling> scheduling(Map<String, Object> m) throws IntentException {
        keys(m, "scheduling", "queues");
        TreeMap<Integer, Scheduling> out = new TreeMap<>();
        List<Object> qs = m.get("queues") == null ? List.of() : list(m.get("queues"), "scheduling.queues");
        for (int i = 0; i < qs.size(); i++) {
            String at = "scheduling.queues[" + i + "]";
            Map<String, Object> q = map(qs.get(i), at);
            keys(q, at, "queue", "strict", "dwrr");
            int queue = integer(require(q, "queue", at), at + ".queue", 0, 7);
            boolean strict = q.get("strict") != null && bool(q.get("strict"), at + ".strict");
            if (strict == (q.get("dwrr") != null)) {
                throw error(at, "expected either 'strict: true' or 'dwrr: WEIGHT'");
            }
            if (out.containsKey(queue)) {
                throw error(at + ".queue", "queue " + queue + " is scheduled twice");
            }
            out.put(queue, strict ? Scheduling.strict()
                    : new Scheduling(Scheduling.Kind.DWRR, integer(q.get("dwrr"), at + ".dwrr", 1, 100)));
        }
        return out;
    }

    private NicIntent nic(Map<String, Object> m, List<TrafficClassIntent> classes, Optional<CnpIntent> cnp, PfcIntent pfc)
            throws IntentException {
        keys(m, "nic", "trust", "rdmaCmDscp", "cnpDscp", "cnpPriority", "dcqcnPriorities", "dcqcn");
        String trustText = m.get("trust") == null ? "dscp" : string(m.get("trust"), "nic.trust");
        Trust trust = switch (trustText) {
            case "dscp" -> Trust.DSCP;
            case "pcp" -> Trust.PCP;
            default -> throw error("nic.trust", "expected dscp or pcp, found '" + trustText + "'");
        };
        int firstDscp = classes.isEmpty() ? 26 : classes.get(0).dscp().first();
        int cmDscp = m.get("rdmaCmDscp") == null ? firstDscp : integer(m.get("rdmaCmDscp"), "nic.rdmaCmDscp", 0, 63);
        int cnpDscp = m.get("cnpDscp") == null ? cnp.map(CnpIntent::dscp).orElse(48) : integer(m.get("cnpDscp"), "nic.cnpDscp", 0, 63);
        int cnpPrio = m.get("cnpPriority") == null ? cnp.map(CnpIntent::priority).orElse(6)
                : integer(m.get("cnpPriority"), "nic.cnpPriority", 0, 7);
        TreeSet<Integer> dcqcn = new TreeSet<>();
        if (m.get("dcqcnPriorities") != null) {
            List<Object> l = list(m.get("dcqcnPriorities"), "nic.dcqcnPriorities");
            for (int i = 0; i < l.size(); i++) {
                dcqcn.add(integer(l.get(i), "nic.dcqcnPriorities[" + i + "]", 0, 7));
            }
        } else if (cnp.isPresent()) {
            classes.forEach(c -> dcqcn.add(c.priority()));
        }
        TreeMap<String, String> knobs = new TreeMap<>();
        if (m.get("dcqcn") != null) {
            for (Map.Entry<String, Object> e : map(m.get("dcqcn"), "nic.dcqcn").entrySet()) {
                if (!e.getKey().matches("[a-z_]+")) {
                    throw error("nic.dcqcn." + e.getKey(), "expected a DCQCN parameter in its sysfs spelling (rpg_time_reset)");
                }
                knobs.put(e.getKey(), scalarText(e.getValue(), "nic.dcqcn." + e.getKey()));
            }
        }
        return new NicIntent(trust, cmDscp, cnpDscp, cnpPrio, dcqcn, knobs);
    }

    /** The checks that span sections: a DSCP in two classes, a queue shared by data and CNPs. */
    private void validate(Intent in) throws IntentException {
        Map<Integer, String> seen = new TreeMap<>();
        for (int i = 0; i < in.classes().size(); i++) {
            for (int d : in.classes().get(i).dscp()) {
                String prev = seen.put(d, "classes[" + i + "]");
                if (prev != null) {
                    throw error("classes[" + i + "].dscp", "DSCP " + d + " is already in " + prev);
                }
            }
        }
        if (in.cnp().isPresent()) {
            CnpIntent c = in.cnp().get();
            if (seen.containsKey(c.dscp())) {
                throw error("cnp.dscp", "DSCP " + c.dscp() + " is already in " + seen.get(c.dscp()) + "; CNPs need their own DSCP");
            }
            if (c.strict() && in.scheduling().containsKey(c.queue())
                    && in.scheduling().get(c.queue()).kind() != Scheduling.Kind.STRICT) {
                throw error("scheduling", "cnp.strict is true but queue " + c.queue() + " is scheduled "
                        + in.scheduling().get(c.queue()));
            }
        }
        Map<Integer, Integer> tcQueue = new TreeMap<>();
        Map<Integer, Integer> prioTc = new TreeMap<>();
        for (TrafficClassIntent c : in.classes()) {
            Integer q = tcQueue.put(c.trafficClass(), c.queue());
            Integer t = prioTc.put(c.priority(), c.trafficClass());
            if ((q != null && q != c.queue()) || (t != null && t != c.trafficClass())) {
                throw error("classes", "class " + c.name() + " maps priority " + c.priority() + " / traffic class "
                        + c.trafficClass() + " differently from another class");
            }
        }
    }

    // ---- typed access with key paths ----

    private IntentException error(String path, String expected) {
        return new IntentException(file + ": " + (path.isEmpty() ? "" : path + ": ") + expected);
    }

    @SuppressWarnings("unchecked")
    private Map<String, Object> map(Object o, String path) throws IntentException {
        if (!(o instanceof Map<?, ?> m)) {
            throw error(path, "expected a mapping (key: value lines), found " + describe(o));
        }
        for (Object k : m.keySet()) {
            if (!(k instanceof String)) {
                throw error(path, "expected text keys, found " + describe(k));
            }
        }
        return new LinkedHashMap<>((Map<String, Object>) m);
    }

    @SuppressWarnings("unchecked")
    private List<Object> list(Object o, String path) throws IntentException {
        if (!(o instanceof List<?>)) {
            throw error(path, "expected a list ([a, b] or '- ' lines), found " + describe(o));
        }
        return (List<Object>) o;
    }

    private Object require(Map<String, Object> m, String key, String at) throws IntentException {
        Object o = m.get(key);
        if (o == null) {
            throw error(at.isEmpty() ? key : at + "." + key, "missing (required)");
        }
        return o;
    }

    private void keys(Map<String, ?> m, String at, String... allowed) throws IntentException {
        Set<String> ok = Set.of(allowed);
        for (String k : m.keySet()) {
            if (!ok.contains(k)) {
                throw error(at.isEmpty() ? k : at + "." + k, "unknown key; expected one of " + String.join(", ", allowed));
            }
        }
    }

    private String string(Object o, String path) throws IntentException {
        if (o instanceof String s) {
            return s;
        }
        if (o instanceof Number || o instanceof Boolean) {
            return o.toString();
        }
        throw error(path, "expected a text value, found " + describe(o));
    }

    private String scalarText(Object o, String path) throws IntentException {
        if (o instanceof String || o instanceof Number || o instanceof Boolean) {
            return o.toString();
        }
        throw error(path, "expected a value, found " + describe(o));
    }

    private int integer(Object o, String path, int min, int max) throws IntentException {
        if (o instanceof Integer || o instanceof Long) {
            long v = ((Number) o).longValue();
            if (v >= min && v <= max) {
                return (int) v;
            }
            throw error(path, "expected a whole number " + min + ".." + max + ", found " + v);
        }
        throw error(path, "expected a whole number " + min + ".." + max + ", found " + describe(o));
    }

    private double number(Object o, String path, double min, double max) throws IntentException {
        if (o instanceof Number n && n.doubleValue() >= min && n.doubleValue() <= max) {
            return n.doubleValue();
        }
        throw error(path, "expected a number " + plain(min) + ".." + plain(max) + ", found " + describe(o));
    }

    private boolean bool(Object o, String path) throws IntentException {
        if (o instanceof Boolean b) {
            return b;
        }
        throw error(path, "expected true or false, found " + describe(o));
    }

    /** Bytes, or a size with a unit: 150KB = 150,000 B, 150KiB = 153,600 B. */
    long size(Object o, String path) throws IntentException {
        if (o instanceof Integer || o instanceof Long) {
            long v = ((Number) o).longValue();
            if (v >= 0) {
                return v;
            }
        }
        if (o instanceof String s) {
            Matcher m = SIZE.matcher(s.trim());
            if (m.matches()) {
                BigDecimal n = new BigDecimal(m.group(1));
                String unit = m.group(2) == null ? "B" : m.group(2);
                long mult = switch (unit) {
                    case "KB" -> 1000L;
                    case "MB" -> 1000_000L;
                    case "GB" -> 1000_000_000L;
                    case "KiB" -> 1024L;
                    case "MiB" -> 1024L * 1024;
                    case "GiB" -> 1024L * 1024 * 1024;
                    default -> 1L;
                };
                BigDecimal bytes = n.multiply(BigDecimal.valueOf(mult));
                if (bytes.stripTrailingZeros().scale() <= 0) {
                    return bytes.longValueExact();
                }
            }
        }
        throw error(path, "expected a size like 150KB (150,000 B), 150KiB (153,600 B) or 150000, found " + describe(o));
    }

    private static String describe(Object o) {
        if (o == null) {
            return "nothing";
        }
        if (o instanceof Map) {
            return "a mapping";
        }
        if (o instanceof List) {
            return "a list";
        }
        return "'" + o + "'";
    }

    private static String plain(double d) {
        return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
    }

    static String lower(String s) {
        return s.toLowerCase(Locale.ROOT);
    }
}
