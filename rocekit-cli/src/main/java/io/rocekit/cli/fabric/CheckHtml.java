package io.rocekit.cli.fabric;

import io.rocekit.cli.fabric.PortMarks.Aspect;
import io.rocekit.cli.fabric.PortMarks.Mark;
import io.rocekit.cli.render.Html;
import io.rocekit.cli.render.Report;
import io.rocekit.cli.render.Table;
import io.rocekit.cli.render.Table.Cell;
import io.rocekit.cli.render.Table.Column;
import io.rocekit.cli.render.Tone;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Quantities;
import io.rocekit.core.finding.Severity;
import io.rocekit.fabric.model.BufferPool;
import io.rocekit.fabric.model.BufferProfile;
import io.rocekit.fabric.model.PortQos;
import io.rocekit.fabric.model.QueueQos;
import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.model.Threshold;
import io.rocekit.fabric.read.Numbers;
import io.rocekit.fabric.rule.Expectation;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The HTML page of {@code fabric check}: per configuration a table with one row per port (ports
 * with the same QoS and the same findings share a row, so a 64-port switch stays readable) showing
 * the DSCP -> traffic class -> queue -> PFC path, PFC, watchdog, ECN, scheduling and buffer
 * profiles, with each cell a finding is about in the finding's tone and its title; then the
 * findings with their evidence, the differences from the intent, and the switch-against-host
 * findings.
 */
final class CheckHtml {
    private static final String ARROW = " \u2192 ";
    private static final String INTENT_RULE = "fabric.intent-mismatch";

    /** One configuration with its findings merged across ports (the list) and per port (the marks). */
    record Page(CheckJson.Checked checked, List<Finding> unmerged) {
    }

    /** What the run was: the expectation, the intent and host inputs as named on the command line. */
    record Run(Expectation expected, Optional<String> intentFile, Optional<String> hostInputs, List<Finding> hostFindings) {
    }

    private CheckHtml() {
    }

    static Report page(List<Page> pages, Run run) {
        int ports = pages.stream().mapToInt(p -> p.checked().config().ports().size()).sum();
        List<Finding> all = new ArrayList<>();
        pages.forEach(p -> all.addAll(p.checked().findings()));
        all.addAll(run.hostFindings());
        Report r = Report.page("rocekit fabric check", pages.size() + " configuration" + (pages.size() == 1 ? "" : "s") + ", "
                + ports + " port" + (ports == 1 ? "" : "s") + run.intentFile().map(f -> ", against intent " + f)
                        .orElse(", against RoCE on DSCP " + run.expected().roceDscp() + ", CNPs on DSCP " + run.expected().cnpDscp()
                                + (run.expected().lossless() ? " (lossless)" : " (lossy: ECN only)"))
                + run.hostInputs().map(h -> ", host evidence " + h).orElse(""))
                .stat("configurations", Integer.toString(pages.size()), Tone.PLAIN)
                .stat("ports", Integer.toString(ports), Tone.PLAIN)
                .findingCounts(all);
        for (int i = 0; i < pages.size(); i++) {
            config(r, i + 1, pages.get(i), run.expected());
        }
        if (run.intentFile().isPresent()) {
            intent(r, pages, run.intentFile().get());
        }
        run.hostInputs().ifPresent(h -> {
            if (run.hostFindings().isEmpty()) {
                r.section("host", "Switch against host (" + h + ")")
                        .note("No disagreement found between the switch configurations and the host evidence "
                                + "(fabric.host-dscp, -pfc, -trust, -cnp, -mtu).");
            } else {
                r.findings("host", "Switch against host (" + h + ")", run.hostFindings());
            }
        });
        return r;
    }

    private static void config(Report r, int n, Page page, Expectation expected) {
        SwitchConfig c = page.checked().config();
        r.section("config-" + n, c.label() + " [" + c.vendor().id() + "]");
        r.note(FabricCheckCommand.portCount(c)
                + (c.unknownLines().isEmpty() ? "" : ", " + c.unknownLines().size() + " line(s) not understood (kept, not guessed)")
                + ". A cell in colour is a setting a finding is about; the finding's title is written under it. "
                + "Ports with the same QoS and the same findings share a row.");
        c.pfcGlobal().filter(g -> !g.enabled()).ifPresent(g -> r.text("PFC is switched off switch-wide (" + g.where().text()
                + "): no port pauses, whatever its own PFC priorities say."));
        if (c.ports().isEmpty()) {
            r.text("No port is configured in this file: nothing to show per port.");
        } else {
            r.table(ports("ports-" + n, c, PortMarks.of(c, page.unmerged()), expected));
        }
        if (!c.buffers().pools().isEmpty() || !c.buffers().profiles().isEmpty()) {
            r.folded("Buffer pools and profiles (" + c.buffers().pools().size() + " pools, " + c.buffers().profiles().size()
                    + " profiles)", buffers("buffers-" + n, c));
        }
        if (!c.notes().isEmpty()) {
            r.list(c.notes().stream().map(x -> "note: " + x.text()).toList());
        }
        r.findings("findings-" + n, "Findings: " + c.label(), page.checked().findings());
    }

    /** One row per group of ports with the same QoS and the same marks. */
    private static Table ports(String id, SwitchConfig c, Map<String, Map<Aspect, List<Mark>>> marks, Expectation expected) {
        Table t = Table.of(id,
                Column.text("port"),
                Column.text("DSCP \u2192 traffic class \u2192 queue \u2192 PFC").explained("The port's effective classification: "
                        + "which DSCP (or PCP) values land on which traffic class and egress queue, and whether PFC protects them. "
                        + "RoCE and CNP are the DSCP values checked against."),
                Column.text("PFC"),
                Column.text("watchdog"),
                Column.text("ECN min / max / probability"),
                Column.text("scheduling"),
                Column.text("buffer profile"),
                Column.text("MTU, cable"));
        Map<Object, List<PortQos>> groups = new LinkedHashMap<>();
        for (PortQos p : c.ports()) {
            Map<Aspect, List<Mark>> m = marks.getOrDefault(p.port(), Map.of());
            groups.computeIfAbsent(List.of(sameQos(p), m), k -> new ArrayList<>()).add(p);
        }
        for (List<PortQos> g : groups.values()) {
            PortQos p = g.get(0);
            Map<Aspect, List<Mark>> m = marks.getOrDefault(p.port(), Map.of());
            boolean pfcOff = c.pfcGlobal().filter(x -> !x.enabled()).isPresent();
            t.row(List.of(
                    marked(portName(g), m.get(Aspect.PORT)),
                    marked(path(p, expected, pfcOff), m.get(Aspect.PATH)),
                    marked(pfc(p, pfcOff), m.get(Aspect.PFC)),
                    marked(watchdog(p), m.get(Aspect.WATCHDOG)),
                    marked(ecn(p), m.get(Aspect.ECN)),
                    marked(scheduling(p), m.get(Aspect.SCHEDULING)),
                    marked(buffer(p, c), m.get(Aspect.BUFFER)),
                    marked(settings(p), m.get(Aspect.SETTINGS))));
        }
        return t;
    }

    /** The port with its name and where-lines taken out: equal for ports whose QoS is the same. */
    private static PortQos sameQos(PortQos p) {
        return new PortQos("", p.dscpToTc(), p.dscpToPriority(), p.pcpToTc(), p.tcToQueue(), p.pfcPriorities(),
                p.pfcWatchdogPriorities(), p.queues(), p.trust(), p.mtu(), p.mtuFramingBytes(), p.priorityGroups(), p.cableLength(),
                p.speedMbps(), Map.of());
    }

    private static String portName(List<PortQos> g) {
        if (g.size() == 1) {
            return "<code>" + Html.escape(g.get(0).port()) + "</code>";
        }
        String all = String.join(", ", g.stream().map(PortQos::port).toList());
        return "<code title=\"" + Html.escape(all) + "\">" + Html.escape(g.get(0).port() + "\u2013" + g.get(g.size() - 1).port())
                + "</code><div class=\"note\">" + g.size() + " ports, same QoS</div><details><summary>list</summary>"
                + Html.escape(all) + "</details>";
    }

    /** Each class the port reaches: {@code DSCP 24-31 -> TC 3 -> queue 3 · PFC on (RoCE)}. */
    private static String path(PortQos p, Expectation e, boolean pfcOff) {
        StringBuilder sb = new StringBuilder();
        p.trust().ifPresent(t -> sb.append("<div>trust ").append(Html.escape(t.name().toLowerCase(Locale.ROOT))).append("</div>"));
        boolean byDscp = !p.dscpToTc().isEmpty();
        Map<Integer, Integer> map = byDscp ? p.dscpToTc() : p.pcpToTc();
        if (map.isEmpty()) {
            return sb.append("<div>no classification map</div>").toString();
        }
        // (priority, class) -> the values that land there, in class order
        Map<List<Integer>, TreeSet<Integer>> lanes = new TreeMap<>(Comparator.<List<Integer>>comparingInt(k -> k.get(1))
                .thenComparingInt(k -> k.get(0)));
        map.forEach((v, tc) -> {
            OptionalInt prio = byDscp ? p.priorityOfDscp(v) : OptionalInt.of(v);
            lanes.computeIfAbsent(List.of(prio.orElse(tc), tc), k -> new TreeSet<>()).add(v);
        });
        lanes.forEach((k, values) -> {
            int prio = k.get(0);
            int tc = k.get(1);
            boolean pfc = !pfcOff && p.pfcPriorities().contains(prio);
            List<String> roles = new ArrayList<>();
            if (byDscp && values.contains(e.roceDscp())) {
                roles.add("RoCE");
            }
            if (byDscp && values.contains(e.cnpDscp())) {
                roles.add("CNP");
            }
            sb.append("<div class=\"lane\" data-tc=\"").append(tc).append("\">")
                    .append(Html.escape((byDscp ? "DSCP " : "PCP ") + Numbers.compact(values)
                            + (byDscp && !p.dscpToPriority().isEmpty() ? ARROW + "priority " + prio : "")
                            + ARROW + "TC " + tc + ARROW + "queue " + p.queueOfTc(tc) + " \u00b7 PFC " + (pfc ? "on" : "off")));
            if (!roles.isEmpty()) {
                sb.append(" <strong>(").append(Html.escape(String.join(", ", roles))).append(")</strong>");
            }
            sb.append("</div>");
        });
        return sb.toString();
    }

    private static String pfc(PortQos p, boolean pfcOff) {
        String s = p.pfcPriorities().isEmpty() ? "none" : "priority " + Numbers.compact(p.pfcPriorities());
        return Html.escape(pfcOff ? s + " (switched off switch-wide)" : s);
    }

    private static String watchdog(PortQos p) {
        return Html.escape(p.pfcWatchdogPriorities().map(w -> w.isEmpty() ? "configured, covers no priority" : "priority " + Numbers.compact(w))
                .orElse("not configured"));
    }

    /** Queues with the same ECN share a line: {@code queue 3,4: 1 MiB / 2 MiB · 5 %}. */
    private static String ecn(PortQos p) {
        Map<String, TreeSet<Integer>> same = new LinkedHashMap<>();
        for (QueueQos q : p.queues()) {
            q.ecn().ifPresent(e -> same.computeIfAbsent(threshold(e.min()) + " / " + threshold(e.max())
                    + (e.probabilityPercent().isPresent() ? " \u00b7 " + Quantities.number(e.probabilityPercent().getAsDouble()) + " %" : ""),
                    k -> new TreeSet<>()).add(q.queue()));
        }
        return lines(same, "none");
    }

    /** {@code queue 0-2,5,6: DWRR 14} per line, or {@code none} when there is nothing. */
    private static String lines(Map<String, TreeSet<Integer>> same, String none) {
        StringBuilder sb = new StringBuilder();
        same.forEach((what, queues) -> sb.append("<div>").append(Html.escape("queue " + Numbers.compact(queues) + ": " + what))
                .append("</div>"));
        return sb.length() == 0 ? none : sb.toString();
    }

    private static String threshold(Optional<Threshold> t) {
        if (t.isEmpty()) {
            return "?";
        }
        Threshold x = t.get();
        if (x.unit().equals("bytes") && x.bytes().isPresent()) {
            return Quantities.binarySize(x.bytes().getAsLong());
        }
        return x.asWritten() + (x.bytes().isPresent() ? " (" + (x.approximate() ? "~" : "") + Quantities.binarySize(x.bytes().getAsLong()) + ")" : "");
    }

    private static String scheduling(PortQos p) {
        Map<String, TreeSet<Integer>> same = new LinkedHashMap<>();
        for (QueueQos q : p.queues()) {
            q.scheduling().ifPresent(x -> same.computeIfAbsent(x.toString(), k -> new TreeSet<>()).add(q.queue()));
        }
        return lines(same, "-");
    }

    private static String buffer(PortQos p, SwitchConfig c) {
        StringBuilder sb = new StringBuilder();
        p.priorityGroups().forEach((pg, name) -> {
            sb.append("<div>").append(Html.escape("PG " + pg + ": ")).append("<code>").append(Html.escape(name)).append("</code>");
            BufferProfile prof = c.buffers().profiles().get(name.replaceFirst("^\\[?BUFFER_PROFILE[|:]", "").replaceFirst("]$", ""));
            if (prof != null) {
                List<String> parts = new ArrayList<>();
                prof.xoffBytes().ifPresent(v -> parts.add("xoff " + Quantities.binarySize(v)));
                prof.xonBytes().ifPresent(v -> parts.add("xon " + Quantities.binarySize(v)));
                prof.sizeBytes().ifPresent(v -> parts.add("size " + Quantities.binarySize(v)));
                if (!parts.isEmpty()) {
                    sb.append(Html.escape(" (" + String.join(", ", parts) + ")"));
                }
            } else if (!name.equalsIgnoreCase("NULL") && !name.contains("[")) {
                sb.append(Html.escape(" (not defined)"));
            }
            sb.append("</div>");
        });
        return sb.length() == 0 ? "-" : sb.toString();
    }

    private static String settings(PortQos p) {
        List<String> s = new ArrayList<>();
        if (p.mtu().isPresent()) {
            s.add("MTU " + p.mtu().getAsInt());
        }
        p.cableLength().ifPresent(l -> s.add("cable " + l));
        return s.isEmpty() ? "-" : Html.escape(String.join(", ", s));
    }

    /** The cell, and when findings are about it: the tone of the worst and each finding's title under it. */
    private static Cell marked(String html, List<Mark> marks) {
        if (marks == null || marks.isEmpty()) {
            return Cell.html(html);
        }
        Severity worst = marks.stream().map(Mark::severity).max(Comparator.naturalOrder()).orElseThrow();
        StringBuilder sb = new StringBuilder(html);
        for (Mark m : marks) {
            sb.append("<div class=\"why\" data-rule=\"").append(Html.escape(m.rule())).append("\" data-severity=\"")
                    .append(m.severity().name()).append("\"><span class=\"badge ").append(cssOf(m.severity())).append("\">")
                    .append(m.severity().name()).append("</span> ").append(Html.escape(m.title())).append("</div>");
        }
        return Cell.html(sb.toString()).tone(Tone.of(worst));
    }

    private static String cssOf(Severity s) {
        return "tone-" + s.name().toLowerCase(Locale.ROOT);
    }

    private static Table buffers(String id, SwitchConfig c) {
        Table t = Table.of(id, Column.text("pool or profile"), Column.text("pool"), Column.number("size"),
                Column.text("threshold"), Column.number("xon"), Column.number("xoff"));
        for (BufferPool p : c.buffers().pools().values()) {
            t.row(Cell.code("pool " + p.name()), Cell.text("-"), Cell.text(size(p.sizeBytes())), Cell.text("-"), Cell.text("-"),
                    Cell.text(size(p.xoffBytes())));
        }
        for (BufferProfile p : c.buffers().profiles().values()) {
            String th = p.staticThBytes().isPresent() ? "static " + Quantities.binarySize(p.staticThBytes().getAsLong())
                    : p.dynamicTh().map(d -> "dynamic " + d).orElse("-");
            t.row(Cell.code(p.name()), Cell.text(p.pool().orElse("-")), Cell.text(size(p.sizeBytes())), Cell.text(th),
                    Cell.text(size(p.xonBytes())), Cell.text(size(p.xoffBytes())));
        }
        return t;
    }

    private static String size(java.util.OptionalLong v) {
        return v.isPresent() ? Quantities.binarySize(v.getAsLong()) : "-";
    }

    /** Every difference from the intent, as a table: configuration, ports, severity, what differs. */
    private static void intent(Report r, List<Page> pages, String intentFile) {
        r.section("intent", "Differences from the intent (" + intentFile + ")");
        Table t = Table.of("intent-differences", Column.text("configuration"), Column.text("ports"), Column.text("severity"),
                Column.text("difference"));
        for (Page p : pages) {
            String prefix = p.checked().config().label() + ": ";
            for (Finding f : p.checked().findings()) {
                if (f.rule().equals(INTENT_RULE)) {
                    t.row(Cell.text(p.checked().config().label()),
                            Cell.text(f.subject().startsWith(prefix) ? f.subject().substring(prefix.length()) : f.subject()),
                            Cell.text(f.severity().name()).tone(Tone.of(f.severity())), Cell.text(f.title()));
                }
            }
        }
        if (t.rowCount() == 0) {
            r.note("None: every configuration matches the intent in what the checks compare (classification, PFC, watchdog, "
                    + "ECN, scheduling, MTU, buffers).");
        } else {
            r.table(t);
        }
    }
}
