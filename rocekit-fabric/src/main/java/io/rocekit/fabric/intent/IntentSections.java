package io.rocekit.fabric.intent;

import static io.rocekit.fabric.intent.IntentValues.fail;
import static io.rocekit.fabric.intent.IntentValues.integer;
import static io.rocekit.fabric.intent.IntentValues.list;
import static io.rocekit.fabric.intent.IntentValues.map;
import static io.rocekit.fabric.intent.IntentValues.number;
import static io.rocekit.fabric.intent.IntentValues.opt;
import static io.rocekit.fabric.intent.IntentValues.require;
import static io.rocekit.fabric.intent.IntentValues.size;
import static io.rocekit.fabric.intent.IntentValues.text;

import io.rocekit.core.roce.RoceMarking;
import io.rocekit.core.yaml.YamlNode;
import io.rocekit.fabric.model.Scheduling;
import io.rocekit.fabric.model.Trust;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/** The sections of an intent other than buffers, each read from its node with key paths in every error. */
final class IntentSections {
    private IntentSections() {
    }

    /** A class as read, with whether the file said it is lossless (absent: it is, in a design with PFC). */
    record ReadClass(TrafficClassIntent intent, Optional<Boolean> lossless, YamlNode at) {
    }

    static List<ReadClass> classes(YamlNode node) {
        List<ReadClass> out = new ArrayList<>();
        for (YamlNode c : list(node)) {
            Map<String, YamlNode> m = map(c, "name", "priority", "dscp", "trafficClass", "queue", "lossless");
            int priority = integer(require(m, "priority", c), 0, 7);
            TreeSet<Integer> dscp = new TreeSet<>();
            YamlNode d = require(m, "dscp", c);
            if (d.isList()) {
                d.list().forEach(x -> dscp.add(integer(x, 0, 63)));
            } else {
                dscp.add(integer(d, 0, 63));
            }
            if (dscp.isEmpty()) {
                throw fail(d, "expected at least one DSCP value 0..63");
            }
            int tc = opt(m, "trafficClass").map(x -> integer(x, 0, 7)).orElse(priority);
            int queue = opt(m, "queue").map(x -> integer(x, 0, 7)).orElse(tc);
            String name = opt(m, "name").map(IntentValues::text).orElse("class" + priority);
            out.add(new ReadClass(new TrafficClassIntent(name, priority, dscp, tc, queue),
                    opt(m, "lossless").map(IntentValues::bool), c));
        }
        return out;
    }

    static CnpIntent cnp(YamlNode node) {
        Map<String, YamlNode> m = map(node, "dscp", "priority", "trafficClass", "queue", "strict");
        int dscp = integer(require(m, "dscp", node), 0, 63);
        int priority = integer(require(m, "priority", node), 0, 7);
        int tc = opt(m, "trafficClass").map(x -> integer(x, 0, 7)).orElse(priority);
        int queue = opt(m, "queue").map(x -> integer(x, 0, 7)).orElse(tc);
        boolean strict = opt(m, "strict").map(IntentValues::bool).orElse(true);
        return new CnpIntent(dscp, priority, tc, queue, strict);
    }

    static List<EcnIntent> ecn(YamlNode node) {
        Map<String, YamlNode> e = map(node, "queues");
        List<EcnIntent> out = new ArrayList<>();
        for (YamlNode q : opt(e, "queues").map(IntentValues::list).orElse(List.of())) {
            Map<String, YamlNode> m = map(q, "queue", "minBytes", "maxBytes", "probabilityPercent");
            int queue = integer(require(m, "queue", q), 0, 7);
            long min = size(require(m, "minBytes", q));
            long max = size(require(m, "maxBytes", q));
            double p = number(require(m, "probabilityPercent", q), 0, 100);
            if (min > max) {
                throw fail(q, "minBytes", "expected minBytes <= maxBytes (" + min + " > " + max + ")");
            }
            if (out.stream().anyMatch(x -> x.queue() == queue)) {
                throw fail(q, "queue", "queue " + queue + " has ECN settings twice");
            }
            out.add(new EcnIntent(queue, min, max, p));
        }
        return out;
    }

    static PfcIntent pfc(YamlNode node) {
        Map<String, YamlNode> m = map(node, "priorities", "watchdog");
        TreeSet<Integer> prios = new TreeSet<>();
        opt(m, "priorities").ifPresent(l -> list(l).forEach(x -> prios.add(integer(x, 0, 7))));
        Optional<WatchdogIntent> wd = opt(m, "watchdog").map(IntentSections::watchdog);
        return new PfcIntent(prios, wd);
    }

    private static WatchdogIntent watchdog(YamlNode w) {
        Map<String, YamlNode> m = map(w, "detectionMs", "restorationMs", "action");
        int det = opt(m, "detectionMs").map(x -> integer(x, 1, 60_000)).orElse(200);
        int res = opt(m, "restorationMs").map(x -> integer(x, 1, 60_000)).orElse(200);
        String action = opt(m, "action").map(IntentValues::text).orElse("drop");
        if (!Set.of("drop", "forward", "alert").contains(action)) {
            throw fail(m.get("action"), "expected drop, forward or alert, found '" + action + "'");
        }
        return new WatchdogIntent(det, res, action);
    }

    static SortedMap<Integer, Scheduling> scheduling(YamlNode node) {
        Map<String, YamlNode> m = map(node, "queues");
        TreeMap<Integer, Scheduling> out = new TreeMap<>();
        for (YamlNode q : opt(m, "queues").map(IntentValues::list).orElse(List.of())) {
            Map<String, YamlNode> e = map(q, "queue", "strict", "dwrr");
            int queue = integer(require(e, "queue", q), 0, 7);
            boolean strict = opt(e, "strict").map(IntentValues::bool).orElse(false);
            if (strict == opt(e, "dwrr").isPresent()) {
                throw fail(q, "expected either 'strict: true' or 'dwrr: WEIGHT'");
            }
            if (out.containsKey(queue)) {
                throw fail(q, "queue", "queue " + queue + " is scheduled twice");
            }
            out.put(queue, strict ? Scheduling.strict() : new Scheduling(Scheduling.Kind.DWRR, integer(e.get("dwrr"), 1, 100)));
        }
        return out;
    }

    /**
     * The NIC side. DCQCN priorities, unless the file names them, are those of every class whose
     * queue the switch marks ECN on: the NIC must react to every mark the switch makes.
     */
    static NicIntent nic(YamlNode node, List<TrafficClassIntent> classes, Optional<CnpIntent> cnp, List<EcnIntent> ecn) {
        Map<String, YamlNode> m = map(node, "trust", "rdmaCmDscp", "cnpDscp", "cnpPriority", "dcqcnPriorities", "dcqcn");
        String trustText = opt(m, "trust").map(IntentValues::text).orElse("dscp");
        Trust trust = switch (trustText) {
            case "dscp" -> Trust.DSCP;
            case "pcp" -> Trust.PCP;
            default -> throw fail(m.get("trust"), "expected dscp or pcp, found '" + trustText + "'");
        };
        int firstDscp = classes.isEmpty() ? RoceMarking.DATA_DSCP : classes.get(0).dscp().first();
        int cmDscp = opt(m, "rdmaCmDscp").map(x -> integer(x, 0, 63)).orElse(firstDscp);
        int cnpDscp = opt(m, "cnpDscp").map(x -> integer(x, 0, 63)).orElse(cnp.map(CnpIntent::dscp).orElse(RoceMarking.CNP_DSCP));
        int cnpPrio = opt(m, "cnpPriority").map(x -> integer(x, 0, 7)).orElse(cnp.map(CnpIntent::priority).orElse(RoceMarking.CNP_PRIORITY));
        SortedSet<Integer> dcqcn = new TreeSet<>();
        Optional<YamlNode> given = opt(m, "dcqcnPriorities");
        if (given.isPresent()) {
            list(given.get()).forEach(x -> dcqcn.add(integer(x, 0, 7)));
        } else {
            classes.stream().filter(c -> ecn.stream().anyMatch(e -> e.queue() == c.queue())).forEach(c -> dcqcn.add(c.priority()));
        }
        TreeMap<String, String> knobs = new TreeMap<>();
        for (Map.Entry<String, YamlNode> e : opt(m, "dcqcn").map(x -> map(x, knobNames(x))).orElse(Map.of()).entrySet()) {
            if (!e.getKey().matches("[a-z_]{1,64}")) {
                throw fail(e.getValue(), "expected a DCQCN parameter in its sysfs spelling (rpg_time_reset)");
            }
            String v = text(e.getValue());
            if (!v.matches("[0-9]{1,10}")) {
                throw fail(e.getValue(), "expected a whole number (the sysfs file takes one), found '" + v + "'");
            }
            knobs.put(e.getKey(), v);
        }
        return new NicIntent(trust, cmDscp, cnpDscp, cnpPrio, dcqcn, knobs);
    }

    /** Every key of the dcqcn mapping is allowed here; their spelling is checked one by one. */
    private static String[] knobNames(YamlNode n) {
        return n.isMap() ? n.map().keySet().toArray(String[]::new) : new String[0];
    }
}
