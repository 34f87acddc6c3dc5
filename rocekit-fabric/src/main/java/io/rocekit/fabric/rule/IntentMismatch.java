package io.rocekit.fabric.rule;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.fabric.intent.EcnIntent;
import io.rocekit.fabric.intent.Intent;
import io.rocekit.fabric.model.BufferProfile;
import io.rocekit.fabric.model.Ecn;
import io.rocekit.fabric.model.PortQos;
import io.rocekit.fabric.model.QueueQos;
import io.rocekit.fabric.model.Scheduling;
import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.model.Threshold;
import io.rocekit.fabric.model.Trust;
import io.rocekit.fabric.read.Numbers;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * With {@code fabric check --intent}: every way a port differs from the intent. Classification
 * (DSCP to traffic class, to switch priority where the vendor has one, class to queue), PFC
 * priorities, the watchdog, ECN thresholds and probability per queue, scheduling, trust, MTU, and
 * where the configuration carries them the lossless priority groups' headroom and the cable length.
 * A DWRR weight, a bandwidth percentage and a remaining-bandwidth percentage of the same number are
 * the same share (vendors spell a weight differently); thresholds shown rounded (NVUE {@code nv show})
 * match within their rounding. What the configuration does not say is not a difference, except a
 * marking queue, a watchdog or PFC the intent asks for.
 */
public final class IntentMismatch extends PortRule {
    public static final String ID = "fabric.intent-mismatch";

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.FAIL,
                "With --intent: the port classifies, pauses, marks and schedules as the intent says (DSCP -> traffic class "
                        + "-> queue, PFC priorities, PFC watchdog, ECN min/max/probability per queue, scheduling, trust, MTU, "
                        + "lossless headroom, cable length). Said as INFO, not a difference: an MTU at the platform's largest "
                        + "where the intent asks more (EOS 9214, as render writes it), and ECN on a lossy queue no intent class "
                        + "or CNP uses.",
                "the normalised port model against the intent file",
                "Render the intended configuration with 'rocekit fabric render INTENT --target VENDOR' and apply the "
                        + "differences, or change the intent if the switch is right.",
                "rocekit fabric intent (docs/fabric.md); " + Sources.CL_ROCE + "; " + Sources.SONIC_QOS);
    }

    @Override
    void check(FabricEvidence e, PortQos p, Limits limits, List<Finding> out) {
        if (e.intent().isEmpty()) {
            return;
        }
        Intent in = e.intent().get();
        SwitchConfig c = e.config();
        if (p.dscpToTc().isEmpty() && p.pcpToTc().isEmpty() && p.pfcPriorities().isEmpty() && p.queues().isEmpty()
                && p.trust().isEmpty()) {
            return; // a port (NVUE's unused default-global) the configuration says nothing about
        }
        classification(in, c, p, out);
        pfc(in, c, p, out);
        queues(in, c, p, out);
        p.mtu().ifPresent(m -> {
            int platformMax = c.vendor().maxPortMtu();
            if (m != in.mtu() && in.mtu() > platformMax && m == platformMax) {
                // the platform's largest MTU (EOS: 9214) is what `fabric render` writes for such an intent:
                // said, not warned, and no fix asks for an MTU the switch refuses
                out.add(finding(Severity.INFO, c, p, "MTU " + m + ", intent " + in.mtu(), List.of(p.where("mtu")),
                        "Nothing to change: " + m + " is the largest MTU " + c.vendor().id() + " takes."));
            } else if (m != in.mtu()) {
                out.add(finding(Severity.WARN, c, p, "MTU " + m + ", intent " + in.mtu(), List.of(p.where("mtu")),
                        "Set the port MTU to " + Math.min(in.mtu(), platformMax) + "."));
            }
        });
        buffers(in, c, p, out);
    }

    private void classification(Intent in, SwitchConfig c, PortQos p, List<Finding> out) {
        p.trust().ifPresent(t -> {
            if (t == Trust.PCP || t == Trust.NONE) {
                out.add(finding(Severity.FAIL, c, p, "trusts " + t.name().toLowerCase(java.util.Locale.ROOT)
                        + ", intent classifies by DSCP", List.of(p.where("trust")), "Trust DSCP on the port."));
            }
        });
        if (p.dscpToTc().isEmpty()) {
            out.add(finding(Severity.FAIL, c, p, "no DSCP classification; intent maps DSCP " + Numbers.compact(in.dscpToTc().keySet()),
                    List.of(p.where("dscp"), p.where("trust")), "Map the intent's DSCP values to their traffic classes."));
            return;
        }
        in.dscpToTc().forEach((d, tc) -> {
            OptionalInt got = p.tcOfDscp(d);
            if (got.isEmpty() || got.getAsInt() != tc) {
                out.add(finding(Severity.FAIL, c, p, "DSCP " + d + " -> traffic class " + (got.isEmpty() ? "none" : got.getAsInt())
                        + ", intent " + tc, List.of(p.whereDscp(d)), "Map DSCP " + d + " to traffic class " + tc + "."));
                return;
            }
            if (!p.dscpToPriority().isEmpty()) {
                int want = in.dscpToPriority().get(d);
                Integer prio = p.dscpToPriority().get(d);
                if (prio == null || prio != want) {
                    out.add(finding(Severity.FAIL, c, p, "DSCP " + d + " -> switch priority " + (prio == null ? "none" : prio)
                            + ", intent " + want, List.of(p.whereDscp(d)), "Map DSCP " + d + " to switch priority " + want + "."));
                }
            }
            int q = in.tcToQueue().get(tc);
            if (p.queueOfTc(tc) != q) {
                out.add(finding(Severity.FAIL, c, p, "traffic class " + tc + " -> queue " + p.queueOfTc(tc) + ", intent " + q,
                        List.of(p.where("tcq"), p.where("dscp")), "Map traffic class " + tc + " to queue " + q + "."));
            }
        });
    }

    private void pfc(Intent in, SwitchConfig c, PortQos p, List<Finding> out) {
        SortedSet<Integer> want = in.pfc().priorities();
        SortedSet<Integer> got = c.pfcGlobal().filter(g -> !g.enabled()).isPresent() ? new TreeSet<>() : p.pfcPriorities();
        if (!want.equals(got)) {
            out.add(finding(Severity.FAIL, c, p, "PFC on " + list(got) + ", intent " + list(want),
                    List.of(p.where("pfc"), c.pfcGlobal().map(g -> g.where())), "Enable PFC on exactly " + list(want) + "."));
        }
        if (want.isEmpty()) {
            return;
        }
        Optional<SortedSet<Integer>> wd = p.pfcWatchdogPriorities();
        if (in.pfc().watchdog().isPresent() && (wd.isEmpty() || !wd.get().containsAll(want))) {
            out.add(finding(Severity.WARN, c, p, "PFC watchdog on " + wd.map(IntentMismatch::list).orElse("none")
                    + ", intent " + list(want), List.of(p.where("pfcwd"), p.where("pfc")),
                    "Enable the PFC watchdog on " + list(want) + "."));
        } else if (in.pfc().watchdog().isEmpty() && wd.isPresent() && !wd.get().isEmpty()) {
            out.add(finding(Severity.INFO, c, p, "PFC watchdog on " + list(wd.get()) + ", intent has none",
                    List.of(p.where("pfcwd")), "Add the watchdog to the intent, or remove it from the switch."));
        }
    }

    private void queues(Intent in, SwitchConfig c, PortQos p, List<Finding> out) {
        for (EcnIntent want : in.ecn()) {
            Optional<Ecn> got = p.queue(want.queue()).flatMap(QueueQos::ecn);
            List<Optional<Evidence>> ev = List.of(p.where("queue." + want.queue()), p.where("ecn"));
            if (got.isEmpty()) {
                out.add(finding(Severity.FAIL, c, p, "queue " + want.queue() + " does not mark ECN, intent " + want.minBytes()
                        + " / " + want.maxBytes() + " B at " + pct(want.probabilityPercent()), ev,
                        "Enable ECN marking on queue " + want.queue() + "."));
                continue;
            }
            Ecn e = got.get();
            String min = mismatch(e.min(), want.minBytes());
            String max = mismatch(e.max(), want.maxBytes());
            boolean unconvertible = e.min().flatMap(t -> t.bytes().isPresent() ? Optional.<Threshold>empty() : Optional.of(t)).isPresent()
                    || e.max().flatMap(t -> t.bytes().isPresent() ? Optional.<Threshold>empty() : Optional.of(t)).isPresent();
            if (min != null || max != null) {
                // thresholds in cells or percent have no byte size here: not comparable, said as INFO, not a difference
                out.add(finding(unconvertible && e.min().isPresent() && e.max().isPresent() ? Severity.INFO : Severity.WARN, c, p, "queue " + want.queue() + " ECN " + (min == null ? "" : "min " + min)
                        + (min != null && max != null ? ", " : "") + (max == null ? "" : "max " + max), ev,
                        "Set the ECN thresholds of queue " + want.queue() + " to " + want.minBytes() + " / " + want.maxBytes() + " B."));
            }
            if (e.probabilityPercent().isPresent() && Math.abs(e.probabilityPercent().getAsDouble() - want.probabilityPercent()) > 0.5) {
                out.add(finding(Severity.WARN, c, p, "queue " + want.queue() + " ECN probability " + pct(e.probabilityPercent().getAsDouble())
                        + ", intent " + pct(want.probabilityPercent()), ev, "Set the marking probability to " + pct(want.probabilityPercent()) + "."));
            }
        }
        for (QueueQos q : p.queues()) {
            if (q.ecn().isPresent() && in.ecnOf(q.queue()).isEmpty() && (q.ecn().get().min().isPresent() || q.ecn().get().max().isPresent())) {
                // marking a lossy queue no intent class or CNP uses (nv set qos roce marks queue 0 too) costs RoCE
                // nothing: said; marking a lossless queue or the CNPs' is a difference that matters
                boolean matters = p.pfcPriorities().stream().anyMatch(pr -> p.queueOfTc(pr) == q.queue())
                        || in.cnp().map(x -> x.queue() == q.queue()).orElse(false)
                        || in.classes().stream().anyMatch(x -> x.queue() == q.queue());
                out.add(finding(matters ? Severity.WARN : Severity.INFO, c, p, "queue " + q.queue() + " marks ECN, intent marks none there",
                        List.of(p.where("queue." + q.queue()), p.where("ecn")), "Remove ECN from queue " + q.queue() + " or add it to the intent"
                                + (matters ? "." : " (a lossy queue no RoCE class or CNP uses: harmless to RoCE).")));
            }
        }
        in.scheduling().forEach((qn, want) -> p.queue(qn).flatMap(QueueQos::scheduling).ifPresent(got -> {
            if (!sameShare(got, want)) {
                out.add(finding(Severity.WARN, c, p, "queue " + qn + " scheduled " + got + ", intent " + want,
                        List.of(p.whereScheduling(qn), p.where("scheduler")), "Schedule queue " + qn + " " + want + "."));
            }
        }));
        in.cnp().filter(x -> x.strict()).ifPresent(cnp -> p.queue(cnp.queue()).flatMap(QueueQos::scheduling).ifPresent(s -> {
            if (s.kind() != Scheduling.Kind.STRICT && !in.scheduling().containsKey(cnp.queue())) {
                out.add(finding(Severity.WARN, c, p, "CNP queue " + cnp.queue() + " scheduled " + s + ", intent strict",
                        List.of(p.whereScheduling(cnp.queue())), "Make queue " + cnp.queue() + " strict priority."));
            }
        }));
    }

    private void buffers(Intent in, SwitchConfig c, PortQos p, List<Finding> out) {
        if (in.pfc().priorities().isEmpty()) {
            return;
        }
        p.cableLength().ifPresent(len -> {
            if (!meters(len).equals(meters(in.buffers().cableLength()))) {
                out.add(finding(Severity.WARN, c, p, "cable length " + len + ", intent " + in.buffers().cableLength(),
                        List.of(p.where("cable")), "Set the cable length to " + in.buffers().cableLength() + "."));
            }
        });
        if (p.priorityGroups().isEmpty()) {
            return;
        }
        for (int prio : in.pfc().priorities()) {
            Optional<Map.Entry<String, String>> pg = p.priorityGroups().entrySet().stream()
                    .filter(x -> Numbers.list(x.getKey()).orElse(List.of()).contains(prio)).findFirst();
            if (pg.isEmpty()) {
                continue; // fabric.pfc-buffer-missing reports a PFC priority without a priority group
            }
            BufferProfile prof = c.buffers().profiles().get(pg.get().getValue());
            if (prof == null) {
                continue;
            }
            long wx = in.buffers().xoffBytes();
            long wn = in.buffers().xonBytes();
            if ((prof.xoffBytes().isPresent() && prof.xoffBytes().getAsLong() != wx)
                    || (prof.xonBytes().isPresent() && prof.xonBytes().getAsLong() != wn)) {
                out.add(finding(Severity.WARN, c, p, "priority group " + pg.get().getKey() + " headroom xoff "
                        + (prof.xoffBytes().isPresent() ? prof.xoffBytes().getAsLong() : "?") + " / xon "
                        + (prof.xonBytes().isPresent() ? prof.xonBytes().getAsLong() : "?") + " B, intent " + wx + " / " + wn + " B",
                        List.of(p.where("pg." + pg.get().getKey())), "Give the lossless profile xoff " + wx + " and xon " + wn + " bytes."));
            }
        }
    }

    /** Null when the threshold is the intended size (within its display rounding), else what it is. */
    private static String mismatch(Optional<Threshold> t, long want) {
        if (t.isEmpty()) {
            return "not set, intent " + want + " B";
        }
        if (t.get().bytes().isEmpty()) {
            return t.get().asWritten() + " (no byte size to compare), intent " + want + " B";
        }
        long got = t.get().bytes().getAsLong();
        long tolerance = t.get().approximate() ? Math.max(16, want / 200) : 0;
        return Math.abs(got - want) <= tolerance ? null : t.get() + ", intent " + want + " B";
    }

    private static boolean sameShare(Scheduling got, Scheduling want) {
        if (got.kind() == Scheduling.Kind.STRICT || want.kind() == Scheduling.Kind.STRICT) {
            return got.kind() == want.kind();
        }
        return got.value() == want.value();
    }

    private static String list(java.util.Collection<Integer> s) {
        return s.isEmpty() ? "none" : Numbers.compact(s);
    }

    private static String pct(double d) {
        return (d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d)) + " %";
    }

    private static String meters(String len) {
        String t = len.trim().toLowerCase(java.util.Locale.ROOT);
        return t.endsWith("m") ? t.substring(0, t.length() - 1) : t;
    }
}
