package io.rocekit.fabric.read;

import io.rocekit.core.finding.Evidence;
import io.rocekit.fabric.model.Ecn;
import io.rocekit.fabric.model.Threshold;
import io.rocekit.fabric.model.Trust;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * Resolves a Junos class-of-service into ports: per {@code interfaces IF} binding, its classifiers
 * (trust and DSCP/802.1p to the forwarding class's queue), its congestion-notification profile (PFC
 * priorities and watchdog), its scheduler map (scheduling and ECN per queue) and its link (MTU,
 * speed). The traffic class of the model is the forwarding class's queue; the PFC priority of a DSCP
 * is its class's {@code pfc-priority} (or the 802.1p code point of an {@code input ieee-802.1} profile).
 */
final class JunosPorts {
    private final ReadContext cx;
    private final JunosCos cos;

    JunosPorts(ReadContext cx, JunosCos cos) {
        this.cx = cx;
        this.cos = cos;
    }

    void build() {
        applyWildcards();
        cos.interfaces.forEach((port, i) -> {
            PortBuilder b = new PortBuilder(port);
            trust(b, i);
            TreeSet<Integer> pfc = pfc(b, i);
            b.pfc.addAll(pfc);
            classification(b, i, pfc);
            schedulers(b, i);
            link(b);
            cx.ports.put(port, b);
        });
        noteUnlistedDscp();
    }

    /**
     * DSCP values a bound classifier does not list are classified by the platform, which the configuration does not
     * print, and the defaults differ: QFX's default forwarding classes are best-effort 0, fcoe 3, no-loss 4,
     * network-control 7 (Juniper, "Understanding Default CoS Settings", QFX), MX/PTX's best-effort 0,
     * expedited-forwarding 1, assured-forwarding 2, network-control 3 ("Default Junos CoS Settings"). Juniper's pages
     * give the default classifier's table, not what a user classifier does with the code points it leaves out, and a
     * configuration does not name its platform: a note, not a guess.
     */
    private void noteUnlistedDscp() {
        java.util.SortedSet<String> partial = new java.util.TreeSet<>();
        cos.interfaces.values().forEach(i -> {
            Map<Integer, String> m = i.dscp == null ? null : cos.dscpClassifiers.get(i.dscp);
            if (m != null && m.size() < 64) {
                partial.add(i.dscp + " (" + m.size() + " of 64)");
            }
        });
        if (!partial.isEmpty()) {
            cx.note("DSCP values classifier " + String.join(", ", partial) + " does not list are classified by the platform's"
                    + " defaults, which the configuration does not print and which differ between QFX (default forwarding classes"
                    + " best-effort 0, fcoe 3, no-loss 4, network-control 7) and MX/PTX (best-effort 0, expedited-forwarding 1,"
                    + " assured-forwarding 2, network-control 3): shown unmapped, not guessed", Optional.empty());
        }
    }

    /**
     * {@code interfaces all} and wildcards ({@code et-0/0/*}): Junos assigns a CoS component "to
     * multiple interfaces using wildcards" and a congestion-notification profile "globally to all
     * interfaces" (Juniper, "Assigning CoS Components to Interfaces", QFX). Each named interface
     * takes what it does not set itself from every wildcard that matches it (the more specific
     * statement wins), and the wildcard is then not a port of its own; where no interface is named,
     * it stays, under its own name, as the one port that stands for them.
     */
    private void applyWildcards() {
        Map<String, JunosCos.Binding> wild = new LinkedHashMap<>();
        List<String> named = new ArrayList<>();
        cos.interfaces.forEach((name, b) -> {
            if (isWildcard(name)) {
                wild.put(name, b);
            } else {
                named.add(name);
            }
        });
        if (wild.isEmpty() || named.isEmpty()) {
            return;
        }
        // a wildcard that matches a named interface is read on it; one that matches none stays a port
        wild.keySet().stream().filter(w -> named.stream().anyMatch(n -> matches(w, n))).toList().forEach(cos.interfaces::remove);
        wild.forEach((pattern, w) -> {
            List<String> took = new ArrayList<>();
            cos.interfaces.forEach((name, b) -> {
                if (!name.equals(pattern) && matches(pattern, name) && b.fillFrom(w)) {
                    took.add(name);
                }
            });
            if (!took.isEmpty()) {
                cx.note("interfaces " + pattern + " applies to every interface it matches; read here on the " + took.size()
                        + " named in class-of-service that it matches (" + String.join(", ", took) + ")",
                        Optional.of(cx.at(w.first.line(), w.first.text())));
            }
        });
    }

    static boolean isWildcard(String name) {
        return name.equals("all") || name.contains("*");
    }

    static boolean matches(String pattern, String name) {
        if (pattern.equals("all")) {
            return true;
        }
        String regex = Pattern.quote(pattern).replace("*", "\\E.*\\Q");
        return name.matches(regex);
    }

    /** The statement that binds a setting, or the interface's first statement where none is recorded. */
    private Evidence at(JunosReader.Statement s, JunosCos.Binding i) {
        JunosReader.Statement t = s != null ? s : i.first;
        return cx.at(t.line(), t.text());
    }

    private void trust(PortBuilder b, JunosCos.Binding i) {
        if (i.dscp != null) {
            Evidence ev = at(i.dscpAt, i);
            cx.refer("classifier", i.dscp, b.port, cos.dscpClassifiers.containsKey(i.dscp), ev.line().orElse(0), ev.text());
            b.trust = i.pcp != null ? Trust.BOTH : Trust.DSCP;
            b.where("dscp", ev);
            b.where("trust", ev);
        } else if (i.pcp != null) {
            b.trust = Trust.PCP;
        }
    }

    /** The PFC priorities of the port's congestion-notification profile; the watchdog where the profile has one. */
    private TreeSet<Integer> pfc(PortBuilder b, JunosCos.Binding i) {
        TreeSet<Integer> pfc = new TreeSet<>();
        String cnp = i.cnp;
        if (cnp == null) {
            return pfc;
        }
        Evidence ev = at(i.cnpAt, i);
        cx.refer("congestion-notification-profile", cnp, b.port, cos.cnpNames.contains(cnp), ev.line().orElse(0), ev.text());
        pfc.addAll(cos.cnpPcp.getOrDefault(cnp, new TreeSet<>()));
        for (int d : cos.cnpDscp.getOrDefault(cnp, new TreeSet<>())) {
            // DSCP-based PFC pauses the priority of the class the DSCP is classified into
            Optional<JunosCos.ForwardingClass> fc = Optional.ofNullable(i.dscp).map(cos.dscpClassifiers::get).map(m -> m.get(d))
                    .map(cos.classes::get);
            fc.ifPresentOrElse(f -> pfc.add(f.pfcPriority().orElse(f.queue())),
                    () -> cx.note("DSCP " + d + " has PFC in profile " + cnp + " but no classifier on " + b.port
                            + " puts it in a forwarding class", Optional.empty()));
        }
        b.where("pfc", ev);
        if (cos.cnpWatchdog.getOrDefault(cnp, false)) {
            b.watchdog = new TreeSet<>(pfc);
            b.where("pfcwd", ev);
        }
        return pfc;
    }

    private void classification(PortBuilder b, JunosCos.Binding i, TreeSet<Integer> pfc) {
        if (i.dscp != null) {
            for (Map.Entry<Integer, String> c : cos.dscpClassifiers.getOrDefault(i.dscp, Map.of()).entrySet()) {
                JunosCos.ForwardingClass fc = cos.classes.get(c.getValue());
                if (fc == null) {
                    continue;
                }
                b.dscpToTc.put(c.getKey(), fc.queue());
                int prio = fc.pfcPriority().orElse(fc.queue());
                if (fc.pfcPriority().isPresent() || !pfc.contains(prio)) {
                    b.dscpToPriority.put(c.getKey(), prio);
                } else {
                    cx.note("forwarding class " + c.getValue() + " (queue " + fc.queue() + ") has no pfc-priority: its queue number"
                            + " is not taken as its priority, since priority " + prio + " is lossless (PFC) on " + b.port
                            + ", so DSCP " + c.getKey() + " has no priority here", Optional.empty());
                }
            }
        }
        if (i.pcp != null) {
            for (Map.Entry<Integer, String> c : cos.pcpClassifiers.getOrDefault(i.pcp, Map.of()).entrySet()) {
                JunosCos.ForwardingClass fc = cos.classes.get(c.getValue());
                if (fc != null) {
                    b.pcpToTc.put(c.getKey(), fc.queue());
                }
            }
        }
    }

    /** Scheduling and ECN per queue from the port's scheduler map; fill levels are percentages of the queue's buffer. */
    private void schedulers(PortBuilder b, JunosCos.Binding i) {
        if (i.schedulerMap == null) {
            return;
        }
        for (Map.Entry<String, String> fs : cos.schedulerMaps.getOrDefault(i.schedulerMap, Map.of()).entrySet()) {
            JunosCos.ForwardingClass fc = cos.classes.get(fs.getKey());
            JunosCos.Sched sc = cos.schedulers.get(fs.getValue());
            if (fc == null || sc == null) {
                continue;
            }
            PortBuilder.QueueBuilder q = b.queue(fc.queue());
            q.scheduling = sc.scheduling;
            if (sc.ecn) {
                q.ecn = ecn(sc.dropProfile == null ? null : cos.dropProfiles.get(sc.dropProfile));
            }
        }
    }

    private static Ecn ecn(JunosCos.DropProfile dp) {
        if (dp == null || dp.fillLevels().isEmpty()) {
            return new Ecn(Optional.empty(), Optional.empty(), OptionalDouble.empty());
        }
        List<java.math.BigDecimal> fill = dp.fillLevels();
        List<java.math.BigDecimal> prob = dp.probabilities();
        return new Ecn(Optional.of(Threshold.unconvertible(fill.get(0), "percent")),
                Optional.of(Threshold.unconvertible(fill.get(fill.size() - 1), "percent")),
                prob.isEmpty() ? OptionalDouble.empty() : OptionalDouble.of(prob.get(prob.size() - 1).doubleValue()));
    }

    private void link(PortBuilder b) {
        JunosCos.Link mtu = cos.mtu.get(b.port);
        if (mtu != null) {
            b.mtu = (int) mtu.value();
            b.mtuFramingBytes = JunosReader.MEDIA_MTU_HEADER_BYTES;
            b.where("mtu", cx.at(mtu.where().line(), mtu.where().text()));
        }
        JunosCos.Link speed = cos.speed.get(b.port);
        if (speed != null) {
            b.speedMbps = speed.value();
            b.where("speed", cx.at(speed.where().line(), speed.where().text()));
        }
    }
}
