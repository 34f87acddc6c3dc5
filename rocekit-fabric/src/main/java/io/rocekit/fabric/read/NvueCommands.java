package io.rocekit.fabric.read;

import io.rocekit.core.finding.Evidence;
import io.rocekit.fabric.model.Ecn;
import io.rocekit.fabric.model.Scheduling;
import io.rocekit.fabric.model.Threshold;
import io.rocekit.fabric.model.Trust;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The state that a sequence of {@code nv set} paths builds (Cumulus Linux 5.x NVUE command
 * reference: {@code qos roce}, {@code qos mapping}, {@code qos pfc}, {@code qos egress-queue-mapping},
 * {@code qos congestion-control}, {@code qos egress-scheduler}, {@code interface X qos ... profile}).
 * {@code nv set qos roce} stands for what NVIDIA documents it to expand to: trust DSCP, DSCP 8k..8k+7
 * to switch priority k, priority 3 to TC 3 and 6 to TC 6 (strict), the rest to TC 0, PFC on priority
 * 3 (lossless mode), ECN on TC 0 and 3 at 150,000 / 1,500,000 bytes and 100 %.
 */
final class NvueCommands {
    /** One NVUE profile of each kind; {@code default-global} is what ports without a profile use. */
    private static final class Profile {
        final TreeMap<Integer, Integer> dscpToSp = new TreeMap<>();
        final TreeMap<Integer, Integer> pcpToSp = new TreeMap<>();
        final TreeMap<Integer, Integer> spToTc = new TreeMap<>();
        TreeSet<Integer> pfc;
        boolean pfcFromRoce;
        Trust trust;
        String cableLength;
        final TreeMap<Integer, long[]> ecnBytes = new TreeMap<>();
        final TreeMap<Integer, Double> ecnProbability = new TreeMap<>();
        final TreeSet<Integer> ecnEnabled = new TreeSet<>();
        /** Traffic classes whose marking was switched off ({@code ecn disable}): thresholds set later do not switch it on. */
        final TreeSet<Integer> ecnDisabled = new TreeSet<>();
        /** The last line that set each traffic class's marking: the evidence a finding on that queue cites. */
        final TreeMap<Integer, Evidence> ecnWhere = new TreeMap<>();
        final TreeMap<Integer, Scheduling> scheduling = new TreeMap<>();
        final Map<String, Evidence> where = new HashMap<>();
    }

    private final ReadContext cx;
    private final Map<String, Profile> mapping = new HashMap<>();
    private final Map<String, Profile> pfc = new HashMap<>();
    private final Map<String, Profile> queueMapping = new HashMap<>();
    private final Map<String, Profile> congestion = new HashMap<>();
    private final Map<String, Profile> scheduler = new HashMap<>();
    private final TreeMap<String, Map<String, String>> interfaces = new TreeMap<>(Ports.NATURAL);
    private final TreeMap<String, Integer> mtu = new TreeMap<>();
    private final TreeMap<String, Long> speed = new TreeMap<>();
    private final Map<String, Evidence> linkWhere = new HashMap<>();
    private final TreeMap<String, Evidence> watchdog = new TreeMap<>();
    private boolean any;

    NvueCommands(ReadContext cx) {
        this.cx = cx;
    }

    private static Profile get(Map<String, Profile> m, String name) {
        return m.computeIfAbsent(name, n -> new Profile());
    }

    /** Whether any QoS path was seen. */
    boolean any() {
        return any;
    }

    /**
     * Applies one {@code nv set} path (the words after {@code nv set}).
     *
     * @return false when the path is not one this reader knows (the caller keeps it as unknown)
     */
    boolean set(List<String> w, int line, String text) throws ConfigSyntaxException {
        Evidence ev = cx.at(line, text);
        if (w.size() >= 2 && w.get(0).equals("qos") && w.get(1).equals("roce")) {
            any = true;
            return roceLine(w, ev);
        }
        if (w.size() >= 3 && w.get(0).equals("qos")) {
            return qosLine(w.get(1), w.get(2), w.subList(3, w.size()), line, text, ev);
        }
        if (w.size() >= 3 && w.get(0).equals("interface")) {
            return interfaceLine(interfaceNames(w.get(1), line), w.subList(2, w.size()), line, ev);
        }
        return false;
    }

    /** {@code qos roce [enable on|off | mode lossless|lossy | cable-length L]}. */
    private boolean roceLine(List<String> w, Evidence ev) {
        if (w.size() == 2 || (w.size() == 4 && w.get(2).equals("enable") && w.get(3).equals("on"))) {
            roce(true, ev);
            return true;
        }
        if (w.size() == 4 && w.get(2).equals("mode")) {
            boolean lossless = w.get(3).equals("lossless");
            if (w.get(3).equals("lossy-multi-tc")) {
                roceMultiTc(ev);
            } else {
                roce(lossless, ev);
            }
            if (w.get(3).startsWith("lossy")) { // lossy, and lossy-multi-tc (packet trimming)
                cx.declareLossy(ev);
            } else {
                cx.lossyDeclared = null; // a later 'mode lossless' takes the declaration back
            }
            return true;
        }
        if (w.size() == 4 && w.get(2).equals("cable-length")) {
            get(pfc, "default-global").cableLength = w.get(3);
            return true;
        }
        return w.size() == 4 && w.get(2).equals("enable") && w.get(3).equals("off");
    }

    /** {@code qos KIND PROFILE ...}: mapping, pfc, egress-queue-mapping, congestion-control, egress-scheduler, pfc-watchdog. */
    private boolean qosLine(String kind, String name, List<String> rest, int line, String text, Evidence ev) throws ConfigSyntaxException {
        switch (kind) {
            case "mapping" -> {
                any = true;
                return mapping(get(mapping, name), rest, line, text, ev);
            }
            case "pfc" -> {
                any = true;
                return pfc(get(pfc, name), rest, line, text, ev);
            }
            case "egress-queue-mapping" -> {
                any = true;
                if (rest.size() == 4 && rest.get(0).equals("switch-priority") && rest.get(2).equals("traffic-class")) {
                    int tc = number(rest.get(3), line, "a traffic class after 'traffic-class'", 7);
                    for (int sp : numbers(rest.get(1), line, 7, "switch priorities")) {
                        get(queueMapping, name).spToTc.put(sp, tc);
                    }
                    get(queueMapping, name).where.put("sptc", ev);
                    return true;
                }
                return false;
            }
            case "congestion-control" -> {
                any = true;
                return congestion(get(congestion, name), rest, line, ev);
            }
            case "egress-scheduler" -> {
                any = true;
                return scheduler(get(scheduler, name), rest, line);
            }
            case "pfc-watchdog" -> {
                any = true;
                return true;
            }
            case "traffic-pool" -> {
                // buffer pools (NVIDIA's QoS guide, Flow Control Buffers: a lossless pool before PFC); the split of
                // the buffer is not modelled, the percentage is checked
                if (rest.size() == 2 && rest.get(0).equals("memory-percent")) {
                    number(rest.get(1), line, "a percentage after 'memory-percent'", 100);
                    return true;
                }
                if (rest.size() == 2 && rest.get(0).equals("switch-priority")) {
                    numbers(rest.get(1), line, 7, "switch priorities");
                    return true;
                }
                return false;
            }
            default -> {
                return false;
            }
        }
    }

    /** {@code interface IFS link mtu N | [link] mtu N | link speed S | qos KIND profile P | qos pfc-watchdog ...}. */
    private boolean interfaceLine(List<String> ifs, List<String> rest, int line, Evidence ev) throws ConfigSyntaxException {
        // NVUE writes `interface X link mtu N`; `interface X mtu N` is kept for older transcripts.
        List<String> mtuRest = rest.size() == 3 && rest.get(0).equals("link") ? rest.subList(1, 3) : rest;
        if (mtuRest.size() == 2 && mtuRest.get(0).equals("mtu")) {
            int m = ConfigNumbers.inRange(cx, line, mtuRest.get(1), 64, 65_535, "an MTU after 'mtu'");
            for (String i : ifs) {
                mtu.put(i, m);
                linkWhere.put(i + ".mtu", ev);
            }
            return true;
        }
        // `interface X link speed 100G` (auto is no speed)
        if (rest.size() == 3 && rest.get(0).equals("link") && rest.get(1).equals("speed")) {
            Numbers.speedMbps(rest.get(2)).ifPresent(v -> ifs.forEach(i -> {
                speed.put(i, v);
                linkWhere.put(i + ".speed", ev);
            }));
            return true;
        }
        if (rest.size() < 2 || !rest.get(0).equals("qos")) {
            return false;
        }
        any = true;
        if (rest.size() == 4 && rest.get(2).equals("profile")) {
            ifs.forEach(i -> interfaces.computeIfAbsent(i, x -> new HashMap<>()).put(rest.get(1), rest.get(3)));
            return true;
        }
        if (rest.get(1).equals("pfc-watchdog")) {
            // `qos pfc-watchdog state enable` (5.6+) or a bare `qos pfc-watchdog` (older transcripts)
            if (rest.size() >= 4 && rest.get(2).equals("state") && rest.get(3).equals("disable")) {
                return true;
            }
            for (String i : ifs) {
                watchdog.put(i, ev);
                interfaces.computeIfAbsent(i, x -> new HashMap<>());
            }
            return true;
        }
        if (rest.size() == 2) {
            ifs.forEach(i -> interfaces.computeIfAbsent(i, x -> new HashMap<>()));
            return true;
        }
        return false;
    }

    private void roce(boolean lossless, Evidence ev) {
        Profile m = get(mapping, "default-global");
        for (int d = 0; d < 64; d++) {
            m.dscpToSp.putIfAbsent(d, d >> 3);
        }
        for (int p = 0; p < 8; p++) {
            m.pcpToSp.putIfAbsent(p, p);
        }
        m.trust = m.trust == null ? Trust.DSCP : m.trust;
        m.where.put("dscp", ev);
        m.where.put("trust", ev);
        Profile q = get(queueMapping, "default-global");
        for (int sp = 0; sp < 8; sp++) {
            q.spToTc.putIfAbsent(sp, sp == 3 || sp == 6 ? sp : 0);
        }
        Profile p = get(pfc, "default-global");
        if (p.pfc == null) {
            p.pfc = new TreeSet<>(lossless ? List.of(3) : List.of());
            p.pfcFromRoce = true;
            p.where.put("pfc", ev);
        } else if (!lossless && p.pfcFromRoce) {
            p.pfc.clear();
        }
        Profile c = get(congestion, "default-global");
        for (int tc : List.of(0, 3)) {
            c.ecnEnabled.add(tc);
            c.ecnBytes.putIfAbsent(tc, new long[] {150_000, 1_500_000});
            c.ecnProbability.putIfAbsent(tc, 100.0);
            c.ecnWhere.putIfAbsent(tc, ev);
        }
        c.where.put("ecn", ev);
        Profile s = get(scheduler, "default-global");
        s.scheduling.putIfAbsent(0, new Scheduling(Scheduling.Kind.DWRR, 50));
        s.scheduling.putIfAbsent(3, new Scheduling(Scheduling.Kind.DWRR, 50));
        s.scheduling.putIfAbsent(6, Scheduling.strict());
    }

    /** DSCP to switch priority in {@code mode lossy-multi-tc}: index = switch priority, as NVIDIA's guide prints it. */
    private static final int[][] MULTI_TC_DSCP = {
        {0, 7, 8, 9, 10, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63},
        {1, 2}, {3, 4}, {5, 6},
        {11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40}};
    /** DWRR weights per traffic class in {@code mode lossy-multi-tc}. */
    private static final int[] MULTI_TC_DWRR = {4, 8, 18, 22, 22, 22, 4, 0};

    /**
     * {@code nv set qos roce mode lossy-multi-tc} (packet trimming) as NVIDIA's Cumulus Linux 5.14 QoS
     * guide shows its {@code nv show qos roce}: trust pcp,dscp; DSCP 11-40 to switch priority 4, the
     * rest as {@link #MULTI_TC_DSCP}; switch priority k to traffic class k; no PFC; ECN on TC 1-3 at
     * 163 KB / 234 KB (KB = 1024 B), probability 5; DWRR {@link #MULTI_TC_DWRR}. A mode replaces what
     * an earlier {@code nv set qos roce} expanded to.
     */
    private void roceMultiTc(Evidence ev) {
        Profile m = get(mapping, "default-global");
        for (int sp = 0; sp < MULTI_TC_DSCP.length; sp++) {
            for (int d : MULTI_TC_DSCP[sp]) {
                m.dscpToSp.put(d, sp);
            }
        }
        Profile q = get(queueMapping, "default-global");
        for (int k = 0; k < 8; k++) {
            m.pcpToSp.put(k, k);
            q.spToTc.put(k, k);
        }
        m.trust = Trust.BOTH;
        m.where.put("dscp", ev);
        m.where.put("trust", ev);
        Profile p = get(pfc, "default-global");
        if (p.pfc == null || p.pfcFromRoce) {
            p.pfc = new TreeSet<>();
            p.pfcFromRoce = true;
            p.where.put("pfc", ev);
        }
        Profile c = get(congestion, "default-global");
        c.ecnEnabled.clear();
        for (int tc : List.of(1, 2, 3)) {
            c.ecnEnabled.add(tc);
            c.ecnBytes.put(tc, new long[] {163L * 1024, 234L * 1024});
            c.ecnProbability.put(tc, 5.0);
            c.ecnWhere.put(tc, ev);
        }
        c.where.put("ecn", ev);
        Profile s = get(scheduler, "default-global");
        for (int tc = 0; tc < 8; tc++) {
            s.scheduling.put(tc, new Scheduling(Scheduling.Kind.DWRR, MULTI_TC_DWRR[tc]));
        }
    }

    private boolean mapping(Profile m, List<String> r, int line, String text, Evidence ev) throws ConfigSyntaxException {
        if (r.size() == 2 && r.get(0).equals("trust")) {
            m.trust = switch (r.get(1)) {
                case "l3" -> Trust.DSCP;
                case "l2" -> Trust.PCP;
                case "both" -> Trust.BOTH;
                case "port" -> Trust.NONE;
                default -> throw new ConfigSyntaxException(cx.file, line, "expected trust l2, l3, both or port, found '" + r.get(1) + "'");
            };
            m.where.put("trust", ev);
            return true;
        }
        if (r.size() == 4 && (r.get(0).equals("dscp") || r.get(0).equals("pcp")) && r.get(2).equals("switch-priority")) {
            int sp = number(r.get(3), line, "a switch priority after 'switch-priority'", 7);
            boolean dscp = r.get(0).equals("dscp");
            for (int v : numbers(r.get(1), line, dscp ? 63 : 7, dscp ? "DSCP values" : "PCP values")) {
                (r.get(0).equals("dscp") ? m.dscpToSp : m.pcpToSp).put(v, sp);
                if (dscp) {
                    m.where.put("dscp." + v, ev); // a finding on one DSCP cites the line that classifies it
                }
            }
            m.where.put(r.get(0), ev);
            return true;
        }
        return r.size() == 2 && r.get(0).equals("port-default-sp");
    }

    private boolean pfc(Profile p, List<String> r, int line, String text, Evidence ev) throws ConfigSyntaxException {
        if (r.isEmpty()) {
            return true;
        }
        switch (r.get(0)) {
            case "switch-priority" -> {
                if (r.size() != 2) {
                    return false;
                }
                if (p.pfc == null || p.pfcFromRoce) {
                    // A priority set after `nv set qos roce` replaces RoCE's default (the documented way to move it).
                    p.pfc = new TreeSet<>();
                    p.pfcFromRoce = false;
                }
                p.pfc.addAll(numbers(r.get(1), line, 7, "switch priorities"));
                p.where.put("pfc", ev);
                return true;
            }
            case "cable-length" -> {
                if (r.size() == 2) {
                    p.cableLength = r.get(1);
                    return true;
                }
                return false;
            }
            case "rx", "tx", "port-buffer", "xoff-threshold", "xon-threshold" -> {
                return r.size() == 2;
            }
            default -> {
                return false;
            }
        }
    }

    private boolean congestion(Profile c, List<String> r, int line, Evidence ev) throws ConfigSyntaxException {
        if (r.size() != 4 || !r.get(0).equals("traffic-class")) {
            return false;
        }
        List<Integer> tcs = numbers(r.get(1), line, 7, "traffic classes");
        String what = r.get(2);
        String value = r.get(3);
        for (int tc : tcs) {
            switch (what) {
                case "ecn" -> {
                    if (value.startsWith("enable")) {
                        c.ecnEnabled.add(tc);
                        c.ecnDisabled.remove(tc);
                    } else {
                        c.ecnEnabled.remove(tc);
                        c.ecnDisabled.add(tc);
                    }
                }
                case "min-threshold", "max-threshold" -> {
                    long bytes = bytes(value, line);
                    long[] mm = c.ecnBytes.computeIfAbsent(tc, x -> new long[] {-1, -1});
                    mm[what.startsWith("min") ? 0 : 1] = bytes;
                }
                case "probability" -> c.ecnProbability.put(tc, (double) number(value, line, "a probability", 100));
                case "red" -> {
                }
                default -> {
                    return false;
                }
            }
            // A traffic class set in a congestion-control profile marks unless told not to: NVIDIA's
            // Cumulus Linux QoS guide sets thresholds and RED on TC 4,5,7 ("The commands enable ECN on
            // egress queue 4, 5, and 7") and nv show then prints ECN enable, probability 100.
            if (!c.ecnDisabled.contains(tc)) {
                c.ecnEnabled.add(tc);
                c.ecnProbability.putIfAbsent(tc, 100.0);
            }
            c.ecnWhere.put(tc, ev);
        }
        c.where.put("ecn", ev);
        return true;
    }

    private boolean scheduler(Profile s, List<String> r, int line) throws ConfigSyntaxException {
        if (r.size() != 4 || !r.get(0).equals("traffic-class")) {
            return false;
        }
        for (int tc : numbers(r.get(1), line, 7, "traffic classes")) {
            Scheduling old = s.scheduling.get(tc);
            if (r.get(2).equals("mode")) {
                s.scheduling.put(tc, r.get(3).equals("strict") ? Scheduling.strict()
                        : new Scheduling(Scheduling.Kind.DWRR, old == null ? 0 : old.value()));
            } else if (r.get(2).equals("bw-percent")) {
                s.scheduling.put(tc, new Scheduling(Scheduling.Kind.DWRR, number(r.get(3), line, "a percentage after 'bw-percent'", 100)));
            } else {
                return false;
            }
        }
        return true;
    }

    /** Bytes as NVUE takes them: a plain number, or with a KB/MB suffix ({@code 150KB}). */
    private long bytes(String v, int line) throws ConfigSyntaxException {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*([A-Za-z]*)").matcher(v);
        if (m.matches()) {
            Optional<Threshold> t = Thresholds.of(m.group(1), m.group(2).isEmpty() ? "bytes" : m.group(2), false);
            if (t.isPresent() && t.get().bytes().isPresent()) {
                return t.get().bytes().getAsLong();
            }
        }
        throw new ConfigSyntaxException(cx.file, line, "expected a threshold in bytes, found '" + v + "'");
    }

    private int number(String v, int line, String expected, int max) throws ConfigSyntaxException {
        return ConfigNumbers.inRange(cx, line, v, 0, max, expected);
    }

    private List<Integer> numbers(String v, int line, int max, String what) throws ConfigSyntaxException {
        return ConfigNumbers.list(cx, line, v, 0, max, "a number or a list of " + what + " (3 or 0,3 or 0-7)");
    }

    /** {@code swp1-4,swp8} as NVUE writes interface ranges ({@link Ports#expand}). */
    List<String> interfaceNames(String spec, int line) throws ConfigSyntaxException {
        return Ports.expand(spec, cx.file, line, "swp1-32");
    }

    /** Builds "global" (the default-global profiles) and every interface named with its profiles. */
    void build() {
        if (!any) {
            return;
        }
        // egress-queue-mapping has only default-global and no interface binding (Cumulus Linux 5.12 QoS,
        // Egress Queues): setting it says nothing about ports without profiles, so it makes no "global" view
        boolean defaultTouched = java.util.stream.Stream.of(mapping, pfc, congestion, scheduler)
                .anyMatch(m -> m.containsKey("default-global"));
        if (defaultTouched || interfaces.isEmpty()) {
            // Ports bound to named profiles only, with default-global never set: the built-in defaults
            // are not in the configuration, so there is no "global" view to report.
            port("global", Map.of());
        }
        interfaces.forEach(this::port);
        speed.forEach((i, v) -> {
            if (cx.ports.containsKey(i)) {
                cx.port(i).speedMbps = v;
                cx.port(i).where("speed", linkWhere.get(i + ".speed"));
            }
        });
        mtu.forEach((i, m) -> {
            if (cx.ports.containsKey(i)) {
                cx.port(i).where("mtu", linkWhere.get(i + ".mtu"));
                cx.port(i).mtu = m;
            }
        });
    }

    private void port(String name, Map<String, String> profiles) {
        PortBuilder b = cx.port(name);
        Profile m = profile(mapping, profiles.get("mapping"), name, "mapping");
        Profile p = profile(pfc, profiles.get("pfc"), name, "pfc");
        Profile q = profile(queueMapping, profiles.get("egress-queue-mapping"), name, "egress-queue-mapping");
        Profile c = profile(congestion, profiles.get("congestion-control"), name, "congestion-control");
        Profile s = profile(scheduler, profiles.get("egress-scheduler"), name, "egress-scheduler");
        Map<Integer, Integer> spToTc = q.spToTc;
        m.dscpToSp.forEach((d, sp) -> {
            b.dscpToPriority.put(d, sp);
            b.dscpToTc.put(d, spToTc.getOrDefault(sp, 0));
        });
        m.pcpToSp.forEach((pcp, sp) -> b.pcpToTc.put(pcp, spToTc.getOrDefault(sp, 0)));
        b.trust = m.trust;
        if (p.pfc != null) {
            b.pfc.addAll(p.pfc);
        }
        b.cableLength = p.cableLength;
        c.ecnEnabled.forEach(tc -> {
            long[] mm = c.ecnBytes.getOrDefault(tc, new long[] {-1, -1});
            Double prob = c.ecnProbability.get(tc);
            b.queue(tc).ecn = new Ecn(mm[0] < 0 ? Optional.empty() : Optional.of(Threshold.ofBytes(mm[0])),
                    mm[1] < 0 ? Optional.empty() : Optional.of(Threshold.ofBytes(mm[1])),
                    prob == null ? OptionalDouble.empty() : OptionalDouble.of(prob));
            Evidence at = c.ecnWhere.get(tc);
            if (at != null) {
                b.where("queue." + tc, at);
            }
        });
        s.scheduling.forEach((tc, sc) -> b.queue(tc).scheduling = sc);
        if (watchdog.containsKey(name)) {
            b.watchdog = new TreeSet<>(b.pfc);
            b.where("pfcwd", watchdog.get(name));
        }
        m.where.forEach((k, v) -> b.where(k, v));
        p.where.forEach(b::where);
        q.where.forEach(b::where);
        c.where.forEach(b::where);
    }

    private Profile profile(Map<String, Profile> all, String name, String port, String kind) {
        String n = name == null ? "default-global" : name;
        if (name != null && !all.containsKey(name)) {
            cx.references.add(new io.rocekit.fabric.model.Reference("qos " + kind, name, port, false,
                    Evidence.value("interface " + port + " qos " + kind + " profile " + name)));
        }
        return all.getOrDefault(n, new Profile());
    }
}
