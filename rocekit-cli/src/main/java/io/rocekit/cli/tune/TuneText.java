package io.rocekit.cli.tune;

import io.rocekit.tune.analysis.KnobEffect;
import io.rocekit.tune.analysis.PointSummary;
import io.rocekit.tune.analysis.Recommendation;
import io.rocekit.tune.analysis.Stat;
import io.rocekit.tune.search.Outcome;
import io.rocekit.tune.sweep.Objective;
import io.rocekit.tune.sweep.Sweep;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The text report: recommendation, baselines, Pareto front, knob effects, re-run lines. */
final class TuneText {
    private TuneText() {
    }

    static void print(PrintWriter out, Sweep s, Outcome o, TuneJson doc) {
        TuneJson.Simulations sims = doc.simulations();
        out.printf(Locale.ROOT, "sweep %s: %d points x %d seeds + %d baselines on %s%n", s.name(),
                o.points().size(), s.seeds().size(), o.baselines().size(), s.base().displayName());
        out.printf(Locale.ROOT, "simulations: %d run, %d from the results file; %.1f s of simulation in %.1f s"
                + " wall on %s%n", sims.run(), sims.cached(), sims.simulationSeconds(), sims.wallSeconds(),
                sims.runner());
        for (Outcome.RungReport r : o.rungs()) {
            out.printf(Locale.ROOT, "  halving rung %d: %d points x %d seeds%s%s%n", r.rung(), r.points(), r.seeds(),
                    r.untilPs() > 0 ? String.format(Locale.ROOT, " for %.0f us", r.untilPs() / 1e6) : " full length",
                    r.promoted().isEmpty() ? "" : ", promoted " + r.promoted().size());
        }
        out.println();
        Recommendation rec = o.recommended();
        if (!rec.found()) {
            out.println("no recommendation: " + rec.why());
        } else {
            out.println("recommended: " + rec.id());
            rec.knobs().forEach((k, v) -> out.printf(Locale.ROOT, "  %-36s %s%n", k, v));
            out.println("  why: " + rec.why());
            for (Objective ob : s.objectives()) {
                Stat st = rec.objectiveSpread().get(ob.metric());
                if (st != null) {
                    out.printf(Locale.ROOT, "  %-36s %s (seeds %s .. %s)%n", ob.metric(), num(st.mean()),
                            num(st.min()), num(st.max()));
                }
            }
        }
        out.println();
        List<String> header = new ArrayList<>(List.of("point"));
        s.objectives().forEach(ob -> header.add(ob.metric() + (ob.maximize() ? " (max)" : " (min)")));
        List<List<String>> rows = new ArrayList<>();
        if (rec.found()) {
            PointSummary chosen = o.points().stream().filter(p -> p.id().equals(rec.id())).findFirst().orElseThrow();
            rows.add(cells(s, "* " + chosen.id(), chosen));
        }
        for (PointSummary b : o.baselines()) {
            rows.add(cells(s, b.id() + (b.feasible() ? "" : " (breaks constraints)"), b));
        }
        out.println("chosen against the baselines (means over seeds):");
        table(out, header, rows);
        out.println();
        out.println("Pareto front (" + o.pareto().size() + " of " + o.points().stream().filter(PointSummary::feasible)
                .filter(p -> io.rocekit.tune.analysis.Pareto.complete(p, s.objectives())).count()
                + " feasible points with every objective defined):");
        List<List<String>> front = new ArrayList<>();
        for (PointSummary p : o.pareto()) {
            List<String> c = cells(s, p.id(), p);
            c.add(swept(s, p.knobs()));
            front.add(c);
        }
        List<String> fh = new ArrayList<>(header);
        fh.add("knobs");
        table(out, fh, front);
        if (!o.effects().isEmpty()) {
            out.println();
            out.println("knob effects around " + rec.id() + " (" + s.objectives().get(0).metric()
                    + " across each knob's values, others held):");
            String first = s.objectives().get(0).metric();
            for (KnobEffect e : o.effects()) {
                StringBuilder b = new StringBuilder();
                for (KnobEffect.Level l : e.levels()) {
                    b.append(' ').append(l.value()).append(':').append(num(l.objectives().getOrDefault(first,
                            Double.NaN)));
                }
                out.printf(Locale.ROOT, "  %-36s range %s;%s%n", e.knob(), num(e.range().getOrDefault(first,
                        Double.NaN)), b);
            }
        }
        if (rec.found()) {
            out.println();
            out.println("re-run the chosen point: " + doc.base().rerun().replace(" --set KNOB=VALUE ... --seed S",
                    "") + " " + String.join(" ", TuneJson.setLines(rec.knobs())) + " --seed " + s.seeds().get(0));
        }
        out.flush();
    }

    private static String swept(Sweep s, Map<String, String> knobs) {
        List<String> parts = new ArrayList<>();
        s.axes().forEach(a -> parts.add(a.knob() + "=" + knobs.get(a.knob())));
        s.ties().forEach(t -> parts.add(t.knob() + "=" + knobs.get(t.knob())));
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
            h.append(' ').append(pad(header.get(i), w[i], i == 0 || i == w.length - 1 && header.get(i).equals("knobs")));
        }
        out.println(h.toString().stripTrailing());
        for (List<String> r : rows) {
            StringBuilder b = new StringBuilder(" ");
            for (int i = 0; i < w.length; i++) {
                b.append(' ').append(pad(r.get(i), w[i], i == 0 || i == w.length - 1 && header.get(i).equals("knobs")));
            }
            out.println(b.toString().stripTrailing());
        }
    }

    private static String pad(String s, int w, boolean left) {
        String fill = " ".repeat(Math.max(0, w - s.length()));
        return left ? s + fill : fill + s;
    }
}
