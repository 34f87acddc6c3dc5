package io.rocekit.cli.fabric;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Severity;
import io.rocekit.fabric.model.PortQos;
import io.rocekit.fabric.model.SwitchConfig;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Which settings of which port a finding is about, so that the HTML can mark those cells. Two
 * sources, both from the finding itself: the evidence lines (each reader records where it read a
 * port's DSCP map, PFC, watchdog, queues, priority groups, MTU; a finding that cites such a line is
 * about that setting), and the words of the rule id and title ("PFC watchdog", "ECN", "priority
 * group"), because a rule may name a setting it found missing, which has no line.
 */
final class PortMarks {
    /** The columns of the port table that a finding can mark. */
    enum Aspect {
        PORT, PATH, PFC, WATCHDOG, ECN, SCHEDULING, BUFFER, SETTINGS
    }

    /** One finding as a cell shows it. */
    record Mark(Severity severity, String rule, String title) {
    }

    private PortMarks() {
    }

    /**
     * The marks of each port of {@code c}, from the unmerged findings (one per port, subject
     * {@code label: port}). Findings about the configuration as a whole (a switch-wide PFC off, a
     * dangling reference) mark the ports whose lines they cite, or every port for a switch-wide
     * setting.
     */
    static Map<String, Map<Aspect, List<Mark>>> of(SwitchConfig c, List<Finding> unmerged) {
        Map<String, Map<Aspect, List<Mark>>> marks = new java.util.LinkedHashMap<>();
        String prefix = c.label() + ": ";
        for (Finding f : unmerged) {
            Mark m = new Mark(f.severity(), f.rule(), f.title());
            String subject = f.subject().startsWith(prefix) ? f.subject().substring(prefix.length()) : f.subject();
            java.util.Optional<PortQos> own = c.port(subject);
            if (own.isPresent()) {
                add(marks, own.get(), aspects(own.get(), f, true), m);
                continue;
            }
            boolean switchWide = f.subject().equals(c.label());
            // a subject that names a port inside a key ("PORT_QOS_MAP|Ethernet0"): that port
            Set<String> named = Set.of(subject.split("[|:, ]+"));
            for (PortQos p : c.ports()) {
                Set<Aspect> a = aspects(p, f, false);
                if ((switchWide || named.contains(p.port())) && a.isEmpty()) {
                    a = words(f);
                    if (a.isEmpty()) {
                        a = EnumSet.of(Aspect.PORT);
                    }
                }
                if (!a.isEmpty()) {
                    add(marks, p, a, m);
                }
            }
        }
        return marks;
    }

    private static void add(Map<String, Map<Aspect, List<Mark>>> marks, PortQos p, Set<Aspect> aspects, Mark m) {
        Map<Aspect, List<Mark>> byAspect = marks.computeIfAbsent(p.port(), k -> new EnumMap<>(Aspect.class));
        for (Aspect a : aspects) {
            List<Mark> list = byAspect.computeIfAbsent(a, k -> new ArrayList<>());
            if (!list.contains(m)) {
                list.add(m);
            }
        }
    }

    /** The settings of {@code p} whose lines the finding cites, and (for its own port) those its words name. */
    private static Set<Aspect> aspects(PortQos p, Finding f, boolean ownPort) {
        Set<Aspect> out = EnumSet.noneOf(Aspect.class);
        for (Map.Entry<String, Evidence> w : p.where().entrySet()) {
            if (f.evidence().contains(w.getValue())) {
                out.addAll(ofWhere(w.getKey(), f));
            }
        }
        if (ownPort) {
            out.addAll(words(f));
            if (out.isEmpty()) {
                out.add(Aspect.PORT);
            }
        }
        return out;
    }

    /** The column of a reader's {@code where} key. */
    private static Set<Aspect> ofWhere(String key, Finding f) {
        if (key.equals("dscp") || key.startsWith("dscp.") || key.equals("trust") || key.equals("tcq") || key.equals("pcp")) {
            return EnumSet.of(Aspect.PATH);
        }
        if (key.equals("pfc")) {
            return EnumSet.of(Aspect.PFC);
        }
        if (key.equals("pfcwd")) {
            return EnumSet.of(Aspect.WATCHDOG);
        }
        if (key.startsWith("pg.") || key.equals("cable")) {
            return EnumSet.of(Aspect.BUFFER);
        }
        if (key.equals("mtu")) {
            return EnumSet.of(Aspect.SETTINGS);
        }
        if (key.startsWith("queue.") || key.equals("ecn") || key.equals("scheduler")) {
            // a queue's line holds both its ECN and its scheduling: the words say which
            Set<Aspect> w = words(f);
            w.retainAll(EnumSet.of(Aspect.ECN, Aspect.SCHEDULING));
            return w.isEmpty() ? EnumSet.of(Aspect.ECN, Aspect.SCHEDULING) : w;
        }
        return EnumSet.noneOf(Aspect.class);
    }

    /** The settings the rule id and title name. */
    static Set<Aspect> words(Finding f) {
        String t = (f.rule().replace('-', ' ') + " " + f.title()).toLowerCase(Locale.ROOT);
        Set<Aspect> out = EnumSet.noneOf(Aspect.class);
        if (t.contains("watchdog") || t.contains("pfcwd")) {
            out.add(Aspect.WATCHDOG);
        }
        if (t.replace("pfc watchdog", "").contains("pfc")) {
            out.add(Aspect.PFC);
        }
        if (t.contains("dscp") || t.contains("class") || t.contains("trust") || t.contains("pcp") || t.contains(" cos")) {
            out.add(Aspect.PATH);
        }
        if (t.contains("ecn") || t.contains("wred") || t.contains("marks")) {
            out.add(Aspect.ECN);
        }
        if (t.contains("schedul") || t.contains("strict") || t.contains("dwrr") || t.contains("weight") || t.contains("bandwidth")) {
            out.add(Aspect.SCHEDULING);
        }
        if (t.contains("buffer") || t.contains("headroom") || t.contains("xoff") || t.contains("priority group") || t.contains("cable")) {
            out.add(Aspect.BUFFER);
        }
        if (t.contains("mtu")) {
            out.add(Aspect.SETTINGS);
        }
        return out;
    }
}
