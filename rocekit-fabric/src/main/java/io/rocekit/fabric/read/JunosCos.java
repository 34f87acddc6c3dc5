package io.rocekit.fabric.read;

import io.rocekit.fabric.model.Scheduling;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * What a Junos configuration's {@code class-of-service} statements define, collected statement by
 * statement: one handler per statement kind ({@code classifiers}, {@code forwarding-classes},
 * {@code congestion-notification-profile}, {@code drop-profiles}, {@code schedulers},
 * {@code scheduler-maps}, {@code interfaces}) and one for the interface link lines ({@code mtu},
 * {@code speed}) outside it. {@link JunosPorts} resolves the result per interface.
 */
final class JunosCos {
    /** A forwarding class: its queue, whether it is no-loss, its PFC priority if given. */
    record ForwardingClass(int queue, boolean noLoss, Optional<Integer> pfcPriority) {
    }

    /** A scheduler. */
    static final class Sched {
        boolean ecn;
        String dropProfile;
        Scheduling scheduling;
    }

    /** A drop profile: its fill levels and drop probabilities, in percent, in order. */
    record DropProfile(List<BigDecimal> fillLevels, List<BigDecimal> probabilities) {
    }

    /** What {@code interfaces IF ...} under class-of-service binds, with the lines. */
    static final class Binding {
        String cnp;
        /** The statement that binds each: the evidence a finding cites (its own line and text). */
        JunosReader.Statement cnpAt;
        String schedulerMap;
        String dscp;
        JunosReader.Statement dscpAt;
        String pcp;
        JunosReader.Statement first;

        /** Takes from {@code w} (a wildcard's binding) what this interface does not set itself; true when it took any. */
        boolean fillFrom(Binding w) {
            boolean took = false;
            if (cnp == null && w.cnp != null) {
                cnp = w.cnp;
                cnpAt = w.cnpAt;
                took = true;
            }
            if (dscp == null && w.dscp != null) {
                dscp = w.dscp;
                dscpAt = w.dscpAt;
                took = true;
            }
            if (schedulerMap == null && w.schedulerMap != null) {
                schedulerMap = w.schedulerMap;
                took = true;
            }
            if (pcp == null && w.pcp != null) {
                pcp = w.pcp;
                took = true;
            }
            return took;
        }
    }

    /** An interface's MTU or speed (Mb/s) and the statement that gives it. */
    record Link(long value, JunosReader.Statement where) {
    }

    /** Statement kinds that set buffer partitions or rewriting: known, not part of the model. */
    private static final Set<String> NOT_MODELLED = Set.of("shared-buffer", "dedicated-buffer", "rewrite-rules",
            "traffic-control-profiles", "forwarding-class-sets", "host-outbound-traffic", "system-defaults");

    private final ReadContext cx;
    final Map<String, Map<Integer, String>> dscpClassifiers = new HashMap<>();
    final Map<String, Map<Integer, String>> pcpClassifiers = new HashMap<>();
    final Map<String, ForwardingClass> classes = new LinkedHashMap<>();
    /** The statement that makes each no-loss class no-loss: what a finding about the class cites. */
    final Map<String, JunosReader.Statement> noLossAt = new LinkedHashMap<>();
    final Map<String, TreeSet<Integer>> cnpPcp = new HashMap<>();
    final Map<String, TreeSet<Integer>> cnpDscp = new HashMap<>();
    final Map<String, Boolean> cnpWatchdog = new HashMap<>();
    /** Every congestion-notification profile defined, also one with only {@code output} (the pause response) statements. */
    final Set<String> cnpNames = new HashSet<>();
    final Map<String, DropProfile> dropProfiles = new HashMap<>();
    final Map<String, Sched> schedulers = new HashMap<>();
    final Map<String, Map<String, String>> schedulerMaps = new HashMap<>();
    final Map<String, Binding> interfaces = new LinkedHashMap<>();
    final Map<String, Link> mtu = new HashMap<>();
    final Map<String, Link> speed = new HashMap<>();
    int outside;
    final JunosLossyDesign lossy = new JunosLossyDesign();

    JunosCos(ReadContext cx) {
        this.cx = cx;
    }

    /** The no-loss forwarding classes, each with its PFC priority ({@code pfc-priority}, else its queue) and its statement. */
    void declareLossless() {
        noLossAt.forEach((name, s) -> {
            ForwardingClass fc = classes.get(name);
            if (fc == null || !fc.noLoss()) {
                return; // redefined later without no-loss
            }
            cx.losslessClasses.add(new io.rocekit.fabric.model.LosslessClass(name, fc.pfcPriority().orElse(fc.queue()), fc.queue(),
                    cx.at(s.line(), s.text())));
        });
    }

    /** One statement, to the handler of its kind. */
    void accept(JunosReader.Statement s) throws ConfigSyntaxException {
        if (link(s)) {
            return;
        }
        if (!s.word(1).equals("class-of-service")) {
            outside++;
            return;
        }
        List<String> w = s.words().subList(2, s.words().size());
        String kind = w.isEmpty() ? "" : w.get(0);
        try {
            switch (kind) {
                case "classifiers" -> classifier(s, w);
                case "forwarding-classes" -> forwardingClass(s, w);
                case "congestion-notification-profile" -> congestionNotification(s, w);
                case "drop-profiles" -> dropProfile(s, w);
                case "schedulers" -> scheduler(s, w);
                case "scheduler-maps" -> schedulerMap(s, w);
                case "interfaces" -> binding(s, w);
                case "shared-buffer" -> lossy.sharedBuffer(s, w);
                default -> {
                    if (!NOT_MODELLED.contains(kind)) {
                        cx.unknown(s.line(), s.text());
                    }
                }
            }
        } catch (IndexOutOfBoundsException e) {
            throw new ConfigSyntaxException(cx.file, s.line(), "expected more words in '" + s.text() + "'");
        }
    }

    /** {@code interfaces IF mtu N}, {@code interfaces IF [ether-options] speed 100g} (QFX5K); true when it was one. */
    private boolean link(JunosReader.Statement s) throws ConfigSyntaxException {
        int n = s.words().size();
        if (!s.word(1).equals("interfaces")) {
            return false;
        }
        if (n == 5 && s.word(3).equals("mtu")) {
            mtu.put(s.word(2), new Link(ConfigNumbers.inRange(cx, s.line(), s.word(4), 64, 65_535, "an MTU after 'mtu'"), s));
            return true;
        }
        if (n >= 5 && s.word(n - 2).equals("speed") && (n == 5 || s.word(3).equals("ether-options"))) {
            Numbers.speedMbps(s.word(n - 1)).ifPresent(v -> speed.put(s.word(2), new Link(v, s)));
            return true;
        }
        return false;
    }

    /** {@code classifiers dscp|ieee-802.1 NAME forwarding-class FC loss-priority L code-points X...}. */
    private void classifier(JunosReader.Statement s, List<String> w) throws ConfigSyntaxException {
        boolean dscp = w.get(1).equals("dscp") || w.get(1).equals("dscp-ipv6");
        boolean pcp = w.get(1).equals("ieee-802.1");
        int cp = w.indexOf("code-points");
        if ((!dscp && !pcp) || cp < 0 || !w.get(3).equals("forwarding-class")) {
            cx.unknown(s.line(), s.text());
            return;
        }
        String name = w.get(2);
        cx.define("classifier", name, s.line(), s.text());
        for (String v : values(w.subList(cp + 1, w.size()))) {
            int value = codePoint(cx.file, s, v, dscp);
            (dscp ? dscpClassifiers : pcpClassifiers).computeIfAbsent(name, n -> new TreeMap<>()).put(value, w.get(4));
        }
    }

    /** {@code forwarding-classes class FC queue-num Q [no-loss] [pfc-priority P]} or {@code forwarding-classes queue Q FC}. */
    private void forwardingClass(JunosReader.Statement s, List<String> w) throws ConfigSyntaxException {
        if (w.get(1).equals("class") && w.contains("queue-num")) {
            int q = ConfigNumbers.inRange(cx, s.line(), w.get(w.indexOf("queue-num") + 1), 0, 15, "a queue number after 'queue-num'");
            int pp = w.indexOf("pfc-priority");
            Optional<Integer> prio = pp < 0 ? Optional.empty()
                    : Optional.of(ConfigNumbers.inRange(cx, s.line(), w.get(pp + 1), 0, 7, "a priority 0-7 after 'pfc-priority'"));
            ForwardingClass old = classes.get(w.get(2));
            classes.put(w.get(2), new ForwardingClass(q, w.contains("no-loss") || old != null && old.noLoss(),
                    prio.isPresent() ? prio : old == null ? Optional.empty() : old.pfcPriority()));
            if (w.contains("no-loss")) {
                noLossAt.putIfAbsent(w.get(2), s);
            }
            cx.define("forwarding-class", w.get(2), s.line(), s.text());
        } else if (w.get(1).equals("queue") && w.size() >= 4) {
            int q = ConfigNumbers.inRange(cx, s.line(), w.get(2), 0, 15, "a queue number after 'queue'");
            classes.put(w.get(3), new ForwardingClass(q, false, Optional.empty()));
            cx.define("forwarding-class", w.get(3), s.line(), s.text());
        } else {
            cx.unknown(s.line(), s.text());
        }
    }

    /** {@code congestion-notification-profile CNP input dscp|ieee-802.1 code-point X pfc}, {@code ... pfc-watchdog}. */
    private void congestionNotification(JunosReader.Statement s, List<String> w) throws ConfigSyntaxException {
        String name = w.get(1);
        cx.define("congestion-notification-profile", name, s.line(), s.text());
        cnpNames.add(name);
        if (w.get(2).equals("pfc-watchdog")) {
            cnpWatchdog.put(name, true);
        } else if (w.get(2).equals("input") && w.contains("code-point") && w.contains("pfc")) {
            boolean dscp = w.get(3).equals("dscp");
            int value = codePoint(cx.file, s, w.get(w.indexOf("code-point") + 1), dscp);
            (dscp ? cnpDscp : cnpPcp).computeIfAbsent(name, n -> new TreeSet<>()).add(value);
        } else if (!w.get(2).equals("output")) {
            cx.unknown(s.line(), s.text());
        }
    }

    /** {@code drop-profiles DP interpolate fill-level [A B] drop-probability [0 P]}. */
    private void dropProfile(JunosReader.Statement s, List<String> w) throws ConfigSyntaxException {
        String name = w.get(1);
        cx.define("drop-profile", name, s.line(), s.text());
        DropProfile dp = dropProfiles.computeIfAbsent(name, n -> new DropProfile(new ArrayList<>(), new ArrayList<>()));
        int fl = w.indexOf("fill-level");
        int pr = w.indexOf("drop-probability");
        if (fl >= 0) {
            dp.fillLevels().addAll(percents(s, w.subList(fl + 1, pr > fl ? pr : w.size())));
        }
        if (pr >= 0) {
            dp.probabilities().addAll(percents(s, w.subList(pr + 1, fl > pr ? fl : w.size())));
        }
    }

    /** {@code schedulers S explicit-congestion-notification | drop-profile-map ... | priority strict-high | transmit-rate percent N}. */
    private void scheduler(JunosReader.Statement s, List<String> w) throws ConfigSyntaxException {
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
            int pct = ConfigNumbers.inRange(cx, s.line(), w.get(4), 0, 100, "a percentage after 'transmit-rate percent'");
            if (sc.scheduling == null || sc.scheduling.kind() != Scheduling.Kind.STRICT) {
                sc.scheduling = new Scheduling(Scheduling.Kind.PERCENT, pct);
            }
        } else if (!what.equals("buffer-size") && !what.equals("shaping-rate") && !what.equals("transmit-rate")) {
            cx.unknown(s.line(), s.text());
        }
    }

    /** {@code scheduler-maps SM forwarding-class FC scheduler S}. */
    private void schedulerMap(JunosReader.Statement s, List<String> w) {
        if (w.get(2).equals("forwarding-class") && w.get(4).equals("scheduler")) {
            schedulerMaps.computeIfAbsent(w.get(1), n -> new LinkedHashMap<>()).put(w.get(3), w.get(5));
            cx.define("scheduler-map", w.get(1), s.line(), s.text());
        } else {
            cx.unknown(s.line(), s.text());
        }
    }

    /** {@code interfaces IF congestion-notification-profile CNP | scheduler-map SM | unit U classifiers dscp|ieee-802.1 NAME}. */
    private void binding(JunosReader.Statement s, List<String> w) {
        Binding b = interfaces.computeIfAbsent(w.get(1), n -> new Binding());
        if (b.first == null) {
            b.first = s;
        }
        if (w.get(2).equals("congestion-notification-profile")) {
            b.cnp = w.get(3);
            b.cnpAt = s;
        } else if (w.get(2).equals("scheduler-map")) {
            b.schedulerMap = w.get(3);
        } else if (w.get(2).equals("unit") && w.get(4).equals("classifiers")) {
            if (w.get(5).equals("ieee-802.1")) {
                b.pcp = w.get(6);
            } else {
                b.dscp = w.get(6);
                b.dscpAt = s;
            }
        } else {
            cx.unknown(s.line(), s.text());
        }
    }

    private static List<String> values(List<String> w) {
        return w.stream().filter(x -> !x.equals("[") && !x.equals("]")).toList();
    }

    /** Fill levels and drop probabilities: percentages 0-100. */
    private List<BigDecimal> percents(JunosReader.Statement s, List<String> w) throws ConfigSyntaxException {
        List<BigDecimal> out = new ArrayList<>();
        for (String v : values(w)) {
            out.add(ConfigNumbers.decimal(cx, s.line(), v, BigDecimal.ZERO, BigDecimal.valueOf(100), "a percentage 0-100 in '"
                    + s.text() + "'"));
        }
        return out;
    }

    /** A code point: 6 (DSCP) or 3 (802.1p) bits, or a DSCP alias (ef, af31, cs3, be). */
    static int codePoint(String file, JunosReader.Statement s, String v, boolean dscp) throws ConfigSyntaxException {
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
