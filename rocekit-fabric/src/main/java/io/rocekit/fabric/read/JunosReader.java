package io.rocekit.fabric.read;

import io.rocekit.fabric.model.Ecn;
import io.rocekit.fabric.model.Scheduling;
import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.model.Threshold;
import io.rocekit.fabric.model.Trust;
import io.rocekit.fabric.model.Vendor;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Juniper Junos / Junos OS Evolved class of service, in the curly form ({@code show configuration})
 * or the {@code set} form ({@code show configuration | display set}); the curly form is flattened to
 * set statements first, so both read the same way (Juniper "Traffic Management User Guide (QFX
 * Series)": classifiers, forwarding-classes, congestion-notification-profile, drop-profiles,
 * schedulers, scheduler-maps). Read: {@code classifiers dscp|ieee-802.1 NAME forwarding-class FC
 * loss-priority L code-points X}, {@code forwarding-classes class FC queue-num Q [no-loss]
 * [pfc-priority P]}, {@code congestion-notification-profile CNP input dscp|ieee-802.1 code-point X
 * pfc}, {@code ... pfc-watchdog}, {@code drop-profiles DP interpolate fill-level [A B]
 * drop-probability [0 P]}, {@code schedulers S explicit-congestion-notification | drop-profile-map
 * ... drop-profile DP | priority strict-high | transmit-rate percent N}, {@code scheduler-maps SM
 * forwarding-class FC scheduler S}, and {@code interfaces IF congestion-notification-profile CNP |
 * scheduler-map SM | unit U classifiers dscp|ieee-802.1 NAME}. The traffic class of the model is
 * the forwarding class's queue; the PFC priority of a DSCP is its class's {@code pfc-priority} (or
 * the 802.1p code point of an {@code input ieee-802.1} profile). Fill levels are percentages of the
 * queue's buffer, kept as written with no bytes. Statements outside {@code class-of-service} are
 * not QoS and are passed over (their count is noted); unknown CoS statements are kept.
 */
public final class JunosReader {
    private JunosReader() {
    }

    public static boolean recognises(String text) {
        for (String l : text.lines().toList()) {
            String t = l.strip();
            if (t.startsWith("set class-of-service ") || t.equals("class-of-service {")
                    || t.equals("congestion-notification-profile {") || t.equals("explicit-congestion-notification;")
                    || t.equals("forwarding-classes {")) {
                return true;
            }
        }
        return false;
    }

    /** A set statement's words and its line. */
    /**
     * A Junos interface {@code mtu} is the media MTU: it counts the 14-byte Ethernet header but not the
     * FCS (Juniper, "Configuring the Media MTU": media MTU = IP MTU + encapsulation overhead, 14 bytes for
     * Ethernet version 2).
     */
    static final int MEDIA_MTU_HEADER_BYTES = 14;

    record Statement(List<String> words, int line, String text) {
        String word(int i) {
            return i < words.size() ? words.get(i) : "";
        }
    }

    /** A forwarding class. */
    private record ForwardingClass(int queue, boolean noLoss, Optional<Integer> pfcPriority) {
    }

    /** A scheduler. */
    private static final class Sched {
        boolean ecn;
        String dropProfile;
        Scheduling scheduling;
    }

    public static SwitchConfig read(String file, String text) throws ConfigSyntaxException {
        ReadContext cx = new ReadContext(file, Vendor.JUNOS);
        List<Statement> statements = JunosStatements.of(file, text);
        Map<String, Map<Integer, String>> dscpClassifiers = new HashMap<>();
        Map<String, Map<Integer, String>> pcpClassifiers = new HashMap<>();
        Map<String, ForwardingClass> classes = new LinkedHashMap<>();
        Map<String, TreeSet<Integer>> cnpPcp = new HashMap<>();
        Map<String, TreeSet<Integer>> cnpDscp = new HashMap<>();
        Map<String, Boolean> cnpWatchdog = new HashMap<>();
        Map<String, List<BigDecimal>[]> dropProfiles = new HashMap<>();
        Map<String, Sched> schedulers = new HashMap<>();
        Map<String, Map<String, String>> schedulerMaps = new HashMap<>();
        Map<String, Map<String, String>> interfaces = new LinkedHashMap<>(); // port -> {cnp, sm, dscp, pcp}
        Map<String, Statement> interfaceWhere = new HashMap<>();
        Map<String, Integer> mtu = new HashMap<>();
        Map<String, Statement> mtuWhere = new HashMap<>();
        Map<String, Long> speed = new HashMap<>();
        Map<String, Statement> speedWhere = new HashMap<>();
        int outside = 0;
        for (Statement s : statements) {
            if (s.word(1).equals("interfaces") && s.words().size() == 5 && s.word(3).equals("mtu")) {
                Numbers.integer(s.word(4)).ifPresent(v -> {
                    mtu.put(s.word(2), v);
                    mtuWhere.put(s.word(2), s);
                });
                continue;
            }
            // `interfaces et-0/0/0 speed 100g` (QFX5K) or `... ether-options speed 100g`
            if (s.word(1).equals("interfaces") && s.words().size() >= 5 && s.word(s.words().size() - 2).equals("speed")
                    && (s.words().size() == 5 || s.word(3).equals("ether-options"))) {
                Numbers.speedMbps(s.word(s.words().size() - 1)).ifPresent(v -> {
                    speed.put(s.word(2), v);
                    speedWhere.put(s.word(2), s);
                });
                continue;
            }
            if (!s.word(1).equals("class-of-service")) {
                outside++;
                continue;
            }
            List<String> w = s.words().subList(2, s.words().size());
            String k = w.isEmpty() ? "" : w.get(0);
            try {
                switch (k) {
                    case "classifiers" -> {
                        // classifiers dscp NAME forwarding-class FC loss-priority L code-points X...
                        boolean dscp = w.get(1).equals("dscp") || w.get(1).equals("dscp-ipv6");
                        boolean pcp = w.get(1).equals("ieee-802.1");
                        int cp = w.indexOf("code-points");
                        if ((!dscp && !pcp) || cp < 0 || !w.get(3).equals("forwarding-class")) {
                            cx.unknown(s.line(), s.text());
                            continue;
                        }
                        String name = w.get(2);
                        cx.define("classifier", name, s.line(), s.text());
                        for (String v : values(w.subList(cp + 1, w.size()))) {
                            int value = codePoint(file, s, v, dscp);
                            (dscp ? dscpClassifiers : pcpClassifiers).computeIfAbsent(name, n -> new TreeMap<>()).put(value, w.get(4));
                        }
                    }
                    case "forwarding-classes" -> {
                        if (w.get(1).equals("class") && w.contains("queue-num")) {
                            int q = Numbers.integer(w.get(w.indexOf("queue-num") + 1)).orElseThrow(() -> new ConfigSyntaxException(file,
                                    s.line(), "expected a queue number after 'queue-num', found '" + s.text() + "'"));
                            int pp = w.indexOf("pfc-priority");
                            Optional<Integer> prio = pp < 0 ? Optional.empty()
                                    : Optional.of(Numbers.integer(w.get(pp + 1)).orElseThrow(() -> new ConfigSyntaxException(file,
                                            s.line(), "expected a priority 0-7 after 'pfc-priority', found '" + s.text() + "'")));
                            ForwardingClass old = classes.get(w.get(2));
                            classes.put(w.get(2), new ForwardingClass(q, w.contains("no-loss") || old != null && old.noLoss(),
                                    prio.isPresent() ? prio : old == null ? Optional.empty() : old.pfcPriority()));
                            cx.define("forwarding-class", w.get(2), s.line(), s.text());
                        } else if (w.get(1).equals("queue") && w.size() >= 4) {
                            classes.put(w.get(3), new ForwardingClass(Integer.parseInt(w.get(2)), false, Optional.empty()));
                            cx.define("forwarding-class", w.get(3), s.line(), s.text());
                        } else {
                            cx.unknown(s.line(), s.text());
                        }
                    }
                    case "congestion-notification-profile" -> {
                        String name = w.get(1);
                        cx.define("congestion-notification-profile", name, s.line(), s.text());
                        if (w.get(2).equals("pfc-watchdog")) {
                            cnpWatchdog.put(name, true);
                        } else if (w.get(2).equals("input") && w.contains("code-point") && w.contains("pfc")) {
                            boolean dscp = w.get(3).equals("dscp");
                            int value = codePoint(file, s, w.get(w.indexOf("code-point") + 1), dscp);
                            (dscp ? cnpDscp : cnpPcp).computeIfAbsent(name, n -> new TreeSet<>()).add(value);
                        } else if (!w.get(2).equals("output")) {
                            cx.unknown(s.line(), s.text());
                        }
                    }
                    case "drop-profiles" -> {
                        String name = w.get(1);
                        cx.define("drop-profile", name, s.line(), s.text());
                        @SuppressWarnings("unchecked")
                        List<BigDecimal>[] dp = dropProfiles.computeIfAbsent(name, n -> new List[] {new ArrayList<>(), new ArrayList<>()});
                        int fl = w.indexOf("fill-level");
                        int pr = w.indexOf("drop-probability");
                        if (fl >= 0) {
                            dp[0].addAll(decimals(file, s, w.subList(fl + 1, pr > fl ? pr : w.size())));
                        }
                        if (pr >= 0) {
                            dp[1].addAll(decimals(file, s, w.subList(pr + 1, fl > pr ? fl : w.size())));
                        }
                    }
                    case "schedulers" -> {
                        String name = w.get(1);
                        cx.define("scheduler", name, s.line(), s.text());
                        Sched sc = schedulers.computeIfAbsent(name, n -> new Sched());
                        String what = w.get(2);
                        if (what.equals("explicit-congestion-notification")) {
                            sc.ecn = true;
                        } else if (what.equals("drop-profile-map") && w.contains("drop-profile")) {
                            sc.dropProfile = w.get(w.indexOf("drop-profile") + 1);
                            cx.refer("drop-profile", sc.dropProfile, "scheduler " + name, true, s.line(), s.text());
                        } else if (what.equals("priority")) {
                            if (w.get(3).equals("strict-high")) {
                                sc.scheduling = Scheduling.strict();
                            }
                        } else if (what.equals("transmit-rate") && w.get(3).equals("percent")) {
                            if (sc.scheduling == null || sc.scheduling.kind() != Scheduling.Kind.STRICT) {
                                sc.scheduling = new Scheduling(Scheduling.Kind.PERCENT, Integer.parseInt(w.get(4)));
                            }
                        } else if (!what.equals("buffer-size") && !what.equals("shaping-rate") && !what.equals("transmit-rate")) {
                            cx.unknown(s.line(), s.text());
                        }
                    }
                    case "scheduler-maps" -> {
                        if (w.get(2).equals("forwarding-class") && w.get(4).equals("scheduler")) {
                            schedulerMaps.computeIfAbsent(w.get(1), n -> new LinkedHashMap<>()).put(w.get(3), w.get(5));
                            cx.define("scheduler-map", w.get(1), s.line(), s.text());
                        } else {
                            cx.unknown(s.line(), s.text());
                        }
                    }
                    case "interfaces" -> {
                        String port = w.get(1);
                        Map<String, String> i = interfaces.computeIfAbsent(port, n -> new HashMap<>());
                        interfaceWhere.putIfAbsent(port, s);
                        if (w.get(2).equals("congestion-notification-profile")) {
                            i.put("cnp", w.get(3));
                            i.put("cnp.line", String.valueOf(s.line()));
                        } else if (w.get(2).equals("scheduler-map")) {
                            i.put("sm", w.get(3));
                        } else if (w.get(2).equals("unit") && w.get(4).equals("classifiers")) {
                            i.put(w.get(5).equals("ieee-802.1") ? "pcp" : "dscp", w.get(6));
                            i.put((w.get(5).equals("ieee-802.1") ? "pcp" : "dscp") + ".line", String.valueOf(s.line()));
                        } else {
                            cx.unknown(s.line(), s.text());
                        }
                    }
                    case "shared-buffer", "dedicated-buffer", "rewrite-rules", "traffic-control-profiles", "forwarding-class-sets",
                            "host-outbound-traffic", "system-defaults" -> {
                        // buffer partitions in percent and rewriting: not part of the model
                    }
                    default -> cx.unknown(s.line(), s.text());
                }
            } catch (IndexOutOfBoundsException e) {
                throw new ConfigSyntaxException(file, s.line(), "expected more words in '" + s.text() + "'");
            }
        }
        if (outside > 0) {
            cx.note(outside + " statement(s) outside class-of-service passed over (not QoS)", Optional.empty());
        }
        for (Map.Entry<String, Map<String, String>> e : interfaces.entrySet()) {
            String port = e.getKey();
            Map<String, String> i = e.getValue();
            PortBuilder b = new PortBuilder(port);
            Statement where = interfaceWhere.get(port);
            String dscpName = i.get("dscp");
            String pcpName = i.get("pcp");
            if (dscpName != null) {
                cx.refer("classifier", dscpName, port, dscpClassifiers.containsKey(dscpName), line(i, "dscp.line", where), where.text());
                b.trust = pcpName != null ? Trust.BOTH : Trust.DSCP;
                b.where("dscp", cx.at(line(i, "dscp.line", where), where.text()));
                b.where("trust", cx.at(line(i, "dscp.line", where), where.text()));
            } else if (pcpName != null) {
                b.trust = Trust.PCP;
            }
            TreeSet<Integer> pfc = new TreeSet<>();
            String cnp = i.get("cnp");
            if (cnp != null) {
                cx.refer("congestion-notification-profile", cnp, port, cnpPcp.containsKey(cnp) || cnpDscp.containsKey(cnp)
                        || cnpWatchdog.containsKey(cnp), line(i, "cnp.line", where), where.text());
                pfc.addAll(cnpPcp.getOrDefault(cnp, new TreeSet<>()));
                for (int d : cnpDscp.getOrDefault(cnp, new TreeSet<>())) {
                    // DSCP-based PFC pauses the priority of the class the DSCP is classified into
                    Optional<ForwardingClass> fc = Optional.ofNullable(dscpName).map(dscpClassifiers::get).map(m -> m.get(d)).map(classes::get);
                    fc.ifPresentOrElse(f -> pfc.add(f.pfcPriority().orElse(f.queue())),
                            () -> cx.note("DSCP " + d + " has PFC in profile " + cnp + " but no classifier on " + port
                                    + " puts it in a forwarding class", Optional.empty()));
                }
                b.where("pfc", cx.at(line(i, "cnp.line", where), where.text()));
                if (cnpWatchdog.getOrDefault(cnp, false)) {
                    b.watchdog = new TreeSet<>(pfc);
                    b.where("pfcwd", cx.at(line(i, "cnp.line", where), where.text()));
                }
            }
            b.pfc.addAll(pfc);
            if (dscpName != null) {
                for (Map.Entry<Integer, String> c : dscpClassifiers.getOrDefault(dscpName, Map.of()).entrySet()) {
                    ForwardingClass fc = classes.get(c.getValue());
                    if (fc == null) {
                        continue;
                    }
                    b.dscpToTc.put(c.getKey(), fc.queue());
                    int prio = fc.pfcPriority().orElse(fc.queue());
                    if (fc.pfcPriority().isPresent() || !pfc.contains(prio)) {
                        b.dscpToPriority.put(c.getKey(), prio);
                    } else {
                        cx.note("forwarding class " + c.getValue() + " (queue " + fc.queue() + ") has no pfc-priority and its queue "
                                + "number is a PFC priority of " + port + ": its DSCP " + c.getKey() + " is left without a priority",
                                Optional.empty());
                    }
                }
            }
            if (pcpName != null) {
                for (Map.Entry<Integer, String> c : pcpClassifiers.getOrDefault(pcpName, Map.of()).entrySet()) {
                    ForwardingClass fc = classes.get(c.getValue());
                    if (fc != null) {
                        b.pcpToTc.put(c.getKey(), fc.queue());
                    }
                }
            }
            String sm = i.get("sm");
            if (sm != null) {
                for (Map.Entry<String, String> fs : schedulerMaps.getOrDefault(sm, Map.of()).entrySet()) {
                    ForwardingClass fc = classes.get(fs.getKey());
                    Sched sc = schedulers.get(fs.getValue());
                    if (fc == null || sc == null) {
                        continue;
                    }
                    PortBuilder.QueueBuilder q = b.queue(fc.queue());
                    q.scheduling = sc.scheduling;
                    if (sc.ecn) {
                        List<BigDecimal>[] dp = sc.dropProfile == null ? null : dropProfiles.get(sc.dropProfile);
                        if (dp == null || dp[0].isEmpty()) {
                            q.ecn = new Ecn(Optional.empty(), Optional.empty(), OptionalDouble.empty());
                        } else {
                            q.ecn = new Ecn(Optional.of(Threshold.unconvertible(dp[0].get(0), "percent")),
                                    Optional.of(Threshold.unconvertible(dp[0].get(dp[0].size() - 1), "percent")),
                                    dp[1].isEmpty() ? OptionalDouble.empty() : OptionalDouble.of(dp[1].get(dp[1].size() - 1).doubleValue()));
                        }
                    }
                }
            }
            if (mtu.containsKey(port)) {
                b.mtu = mtu.get(port);
                b.mtuFramingBytes = MEDIA_MTU_HEADER_BYTES;
                b.where("mtu", cx.at(mtuWhere.get(port).line(), mtuWhere.get(port).text()));
            }
            if (speed.containsKey(port)) {
                b.speedMbps = speed.get(port);
                b.where("speed", cx.at(speedWhere.get(port).line(), speedWhere.get(port).text()));
            }
            cx.ports.put(port, b);
        }
        return cx.build(Optional.empty());
    }

    private static int line(Map<String, String> i, String key, Statement fallback) {
        return i.containsKey(key) ? Integer.parseInt(i.get(key)) : fallback.line();
    }

    private static List<String> values(List<String> w) {
        return w.stream().filter(x -> !x.equals("[") && !x.equals("]")).toList();
    }

    private static List<BigDecimal> decimals(String file, Statement s, List<String> w) throws ConfigSyntaxException {
        List<BigDecimal> out = new ArrayList<>();
        for (String v : values(w)) {
            try {
                out.add(new BigDecimal(v));
            } catch (NumberFormatException e) {
                throw new ConfigSyntaxException(file, s.line(), "expected a number, found '" + v + "' in '" + s.text() + "'");
            }
        }
        return out;
    }

    /** A code point: 6 (DSCP) or 3 (802.1p) bits, or a DSCP alias (ef, af31, cs3, be). */
    static int codePoint(String file, Statement s, String v, boolean dscp) throws ConfigSyntaxException {
        int bits = dscp ? 6 : 3;
        if (v.length() == bits && v.chars().allMatch(c -> c == '0' || c == '1')) {
            return Integer.parseInt(v, 2);
        }
        if (dscp) {
            if (v.equals("ef")) {
                return 46;
            }
            if (v.equals("be")) {
                return 0;
            }
            if (v.matches("cs[0-7]")) {
                return 8 * (v.charAt(2) - '0');
            }
            if (v.matches("af[1-4][1-3]")) {
                return 8 * (v.charAt(2) - '0') + 2 * (v.charAt(3) - '0');
            }
        }
        throw new ConfigSyntaxException(file, s.line(), "expected a " + bits + "-bit code point"
                + (dscp ? " (like 011010) or an alias (ef, af31, cs3)" : " (like 011)") + ", found '" + v + "'");
    }
}
