package io.rocekit.cli.tune;

import io.rocekit.tune.analysis.Analysis;
import io.rocekit.tune.analysis.KnobEffect;
import io.rocekit.tune.analysis.PointSummary;
import io.rocekit.tune.analysis.Recommendation;
import io.rocekit.tune.analysis.SameResults;
import io.rocekit.tune.analysis.Stat;
import io.rocekit.tune.search.Outcome;
import io.rocekit.tune.sweep.Objective;
import io.rocekit.tune.sweep.Sweep;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The text report: recommendation, baselines, Pareto front, knob effects, re-run lines. */
final class TuneText {
    /** Text columns, aligned left (numbers align right). */
    private static final java.util.Set<String> LEFT = java.util.Set.of("knobs", "against the chosen point");
    private TuneText() {
    }

    static void print(PrintWriter out, Sweep s, Outcome o, TuneJson doc, String dir) {
        out.println(o.verdict().sentence());
        out.println();
        TuneJson.Simulations sims = doc.simulations();
        out.printf(Locale.ROOT, "sweep %s: %d points x %d seeds + %d baselines on %s%n", s.name(),
                o.points().size(), s.seeds().size(), o.baselines().size(), s.base().displayName());
        out.println("simulations: " + simulationsLine(o) + String.format(Locale.ROOT,
                "; %.1f s of simulation in %.1f s wall on %s", sims.simulationSeconds(), sims.wallSeconds(),
                sims.runner()));
        s.current().ifPresent(c -> out.println(startingPoint(c)));
        for (Outcome.RungReport r : o.rungs()) {
            out.printf(Locale.ROOT, "  halving rung %d: %d points x %d seeds%s%s%n", r.rung(), r.points(), r.seeds(),
                    r.untilPs() > 0 ? String.format(Locale.ROOT, " for %.0f us", r.untilPs() / 1e6) : " full length",
                    r.promoted().isEmpty() ? "" : ", promoted " + r.promoted().size());
        }
        out.println();
        recommendation(out, s, o);
        out.println();
        versus(out, s, o);
        out.println();
        front(out, s, o);
        effects(out, s, o);
        Recommendation rec = o.recommended();
        if (rec.found()) {
            out.println();
            out.println("re-run the chosen point: " + doc.base().rerun().replace(" --set KNOB=VALUE ... --seed S",
                    "") + " " + String.join(" ", TuneJson.setLines(rec.knobs())) + " --seed " + s.seeds().get(0));
            out.println("wrote rows.jsonl, result.json, recommended.set, report.html, fabric-intent.yaml to " + dir);
            out.println(applyLine(o, dir));
        } else {
            out.println();
            out.println("wrote rows.jsonl, result.json, report.html to " + dir);
        }
        out.flush();
    }

    /** "42 run, 16 from the results file, 8 asked for again in this sweep and not run twice". */
    static String simulationsLine(Outcome o) {
        StringBuilder b = new StringBuilder().append(o.simulationsRun()).append(" run");
        if (o.simulationsCached() > 0) {
            b.append(", ").append(o.simulationsCached()).append(" from the results file of an earlier run");
        }
        if (o.simulationsReused() > 0) {
            b.append(", ").append(o.simulationsReused())
                    .append(" reused within this run (effect points the grid had run)");
        }
        return b.toString();
    }

    /** "starting from the switch FILE, port P: knob=value ...; not carried over: ...". */
    static String startingPoint(io.rocekit.tune.sweep.CurrentSwitch c) {
        List<String> k = new ArrayList<>();
        c.knobs().forEach((n, v) -> k.add(n + "=" + KnobValues.human(n, v).replace(" ", "")));
        return "starting from the switch " + c.file() + ", port " + c.port() + " (baseline current): "
                + String.join(" ", k) + (c.notes().isEmpty() ? "" : "; " + String.join("; ", c.notes()));
    }

    /** The last line: the command that applies the recommendation to a switch. */
    static String applyLine(Outcome o, String dir) {
        String what = o.verdict().verdict().equals(io.rocekit.tune.analysis.Verdict.KEEP)
                ? "to apply " + o.recommended().id() + " anyway" : "to apply " + o.recommended().id();
        return what + ": rocekit fabric render " + java.nio.file.Path.of(dir, "fabric-intent.yaml")
                + " --target sonic|nvue|eos|nxos|comware|junos|nic";
    }

    private static void recommendation(PrintWriter out, Sweep s, Outcome o) {
        Recommendation rec = o.recommended();
        if (!rec.found()) {
            out.println("no recommendation: " + rec.why());
            return;
        }
        out.println("recommended: " + rec.id() + " (verdict: " + o.verdict().verdict() + ")");
        rec.knobs().forEach((k, v) -> out.printf(Locale.ROOT, "  %-36s %s%n", k, KnobValues.human(k, v)));
        out.println("  why: " + rec.why());
        for (Objective ob : s.objectives()) {
            Stat st = rec.objectiveSpread().get(ob.metric());
            if (st != null) {
                out.printf(Locale.ROOT, "  %-36s %s (seeds %s .. %s)%n", ob.metric(), num(st.mean()),
                        num(st.min()), num(st.max()));
            }
        }
    }

    private static void versus(PrintWriter out, Sweep s, Outcome o) {
        Recommendation rec = o.recommended();
        List<String> header = header(s);
        header.add("against the chosen point");
        List<List<String>> rows = new ArrayList<>();
        if (rec.found()) {
            PointSummary chosen = o.points().stream().filter(p -> p.id().equals(rec.id())).findFirst().orElseThrow();
            List<String> c = cells(s, "* " + chosen.id(), chosen);
            c.add("");
            rows.add(c);
        }
        for (PointSummary b : o.baselines()) {
            List<String> c = cells(s, b.id() + (b.feasible() ? "" : " (breaks constraints)"), b);
            c.add(o.verdict().against().stream().filter(a -> a.name().equals(b.id())).findFirst()
                    .map(TuneText::against).orElse(""));
            rows.add(c);
        }
        out.println("chosen against the baselines (means over seeds):");
        table(out, header, rows);
    }

    /** "chosen better on A; worse on B, C (beyond seed spread)". */
    static String against(io.rocekit.tune.analysis.AgainstBaseline a) {
        if (a.equal()) {
            return "the same on every objective";
        }
        String s = a.dominates() ? "chosen better on every differing objective"
                : a.dominatedBy() ? "baseline better on " + String.join(", ", a.worse())
                : "chosen better on " + String.join(", ", a.better()) + "; worse on " + String.join(", ", a.worse());
        return s + (a.beyondSpread() ? " (beyond seed spread)" : " (within seed spread)");
    }

    private static void front(PrintWriter out, Sweep s, Outcome o) {
        List<List<PointSummary>> groups = SameResults.group(o.pareto());
        int feasible = Analysis.candidates(s, o.points()).size();
        out.println("Pareto front (" + o.pareto().size() + " of " + feasible + " feasible points"
                + (groups.size() < o.pareto().size() ? ", " + groups.size() + " distinct results: points with the"
                        + " same result on every seed are one row" : "") + "):");
        List<List<String>> rows = new ArrayList<>();
        for (List<PointSummary> g : groups) {
            List<String> c = cells(s, SameResults.ids(g), g.get(0));
            c.add(swept(s, g));
            rows.add(c);
        }
        List<String> fh = header(s);
        fh.add("knobs");
        table(out, fh, rows);
    }

    private static void effects(PrintWriter out, Sweep s, Outcome o) {
        if (o.effects().isEmpty()) {
            return;
        }
        out.println();
        out.println("knob effects around " + o.recommended().id() + " (" + s.objectives().get(0).metric()
                + " across each knob's values, others held):");
        String first = s.objectives().get(0).metric();
        for (KnobEffect e : o.effects()) {
            StringBuilder b = new StringBuilder();
            for (KnobEffect.Level l : e.levels()) {
                b.append(' ').append(KnobValues.human(e.knob(), l.value()).replace(" ", "")).append(':')
                        .append(num(l.objectives().getOrDefault(first, Double.NaN)));
            }
            out.printf(Locale.ROOT, "  %-36s range %s;%s%n", e.knob(), num(e.range().getOrDefault(first,
                    Double.NaN)), b);
        }
    }

    private static List<String> header(Sweep s) {
        List<String> header = new ArrayList<>(List.of("point"));
        s.objectives().forEach(ob -> header.add(ob.metric() + (ob.maximize() ? " (max)" : " (min)")));
        return header;
    }

    /** The swept and tied knobs of a group of points, sizes in one style. */
    static String swept(Sweep s, List<PointSummary> group) {
        List<String> parts = new ArrayList<>();
        for (String k : s.sweptKnobs()) {
            List<String> values = new ArrayList<>();
            for (PointSummary p : group) {
                String v = p.knobs().get(k);
                String h = v == null ? "-" : KnobValues.human(k, v).replace(" ", "");
                if (!values.contains(h)) {
                    values.add(h);
                }
            }
            parts.add(k + "=" + String.join("|", values));
        }
        return String.join(" ", parts);
    }

    private static List<String> cells(Sweep s, String name, PointSummary p) {
        List<String> c = new ArrayList<>(List.of(name));
        for (Objective ob : s.objectives()) {
            Stat st = p.metrics().get(ob.metric());
            c.add(st == null ? "-" : num(st.mean()));
        }
        return c;
    }

    static String num(double v) {
        if (Double.isNaN(v)) {
            return "-";
        }
        double a = Math.abs(v);
        if (a >= 1e5 || v == Math.rint(v) && a < 1e15) {
            return String.format(Locale.ROOT, "%,.0f", v);
        }
        if (a >= 100) {
            return String.format(Locale.ROOT, "%.1f", v);
        }
        return String.format(Locale.ROOT, "%.3f", v);
    }

    private static void table(PrintWriter out, List<String> header, List<List<String>> rows) {
        int[] w = new int[header.size()];
        for (int i = 0; i < w.length; i++) {
            w[i] = header.get(i).length();
            for (List<String> r : rows) {
                w[i] = Math.max(w[i], r.get(i).length());
            }
        }
        StringBuilder h = new StringBuilder(" ");
        for (int i = 0; i < w.length; i++) {
            h.append(' ').append(pad(header.get(i), w[i], i == 0 || LEFT.contains(header.get(i))));
        }
        out.println(h.toString().stripTrailing());
        for (List<String> r : rows) {
            StringBuilder b = new StringBuilder(" ");
            for (int i = 0; i < w.length; i++) {
                b.append(' ').append(pad(r.get(i), w[i], i == 0 || LEFT.contains(header.get(i))));
            }
            out.println(b.toString().stripTrailing());
        }
    }

    private static String pad(String s, int w, boolean left) {
        String fill = " ".repeat(Math.max(0, w - s.length()));
        return left ? s + fill : fill + s;
    }
}
