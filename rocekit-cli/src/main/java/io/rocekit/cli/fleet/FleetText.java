package io.rocekit.cli.fleet;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.text.Printable;
import io.rocekit.fleet.analysis.Drift;
import io.rocekit.fleet.analysis.FleetReport;
import io.rocekit.fleet.analysis.NodeRank;
import io.rocekit.fleet.analysis.Outlier;
import io.rocekit.fleet.analysis.RuleNodes;
import io.rocekit.fleet.analysis.Unreadable;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The fleet report as text: drift, outliers, rules by nodes, the worst nodes. Long lists are cut, and
 * say so. Every string that comes from a snapshot (its path, node and device names, values, read
 * errors) is printed on one line ({@link Printable#oneLine}): a newline in a file name must not
 * forge a line of the report.
 */
final class FleetText {
    private FleetText() {
    }

    static void print(PrintWriter out, FleetReport r, int top) {
        out.printf("rocekit fleet: %d node%s compared%s%n", r.nodes(), r.nodes() == 1 ? "" : "s",
                r.baseline().map(b -> " with baseline " + line(b)).orElse(" with the majority"));
        if (!r.unreadable().isEmpty()) {
            out.printf("  %d snapshot%s could not be read (left out):%n", r.unreadable().size(), r.unreadable().size() == 1 ? "" : "s");
            unreadable(out, r, top);
        }
        long fleetRules = r.rules().stream().filter(x -> x.rule().startsWith("fleet.")).count();
        out.printf("  %d setting%s drift, %d outlier%s, %d rule%s fired (%d of them fleet rules)%n",
                r.drift().size(), r.drift().size() == 1 ? "" : "s", r.outliers().size(), r.outliers().size() == 1 ? "" : "s",
                r.rules().size(), r.rules().size() == 1 ? "" : "s", fleetRules);

        out.println();
        out.println("== Drift " + "=".repeat(70));
        if (r.drift().isEmpty()) {
            out.println("  every compared setting is the same on every node");
        }
        for (Drift d : r.drift()) {
            out.printf("  %s%n    %s: %s%n", line(d.key()), r.baseline().isPresent() ? "baseline" : "majority",
                    line(d.majority().orElse("(absent)")));
            int shown = 0;
            for (Map.Entry<String, java.util.Optional<String>> e : d.nodes().entrySet()) {
                if (shown++ == top) {
                    break;
                }
                out.printf("    %-20s %s%n", line(e.getKey()), line(e.getValue().orElse("(absent)")));
            }
            more(out, d.nodes().size(), top);
        }

        out.println();
        out.println("== Outliers (median and MAD over the fleet) " + "=".repeat(35));
        if (r.outliers().isEmpty()) {
            out.println("  no benchmark result or counter rate is a robust outlier");
        }
        int outliersShown = (int) Math.min(Integer.MAX_VALUE, top * 4L);
        for (Outlier o : cut(r.outliers(), outliersShown)) {
            out.printf(Locale.ROOT, "  %-42s %-16s %12s  median %s  MAD %s  z %s%n", line(o.metric()), line(o.node()),
                    num(o.value()),
                    num(o.median()), num(o.mad()), Double.isInfinite(o.robustZ()) ? (o.robustZ() > 0 ? "+inf" : "-inf")
                            : String.format(Locale.ROOT, "%.1f", o.robustZ()));
        }
        more(out, r.outliers().size(), outliersShown);

        out.println();
        out.println("== Rules by nodes affected " + "=".repeat(52));
        if (r.rules().isEmpty()) {
            out.println("  no rule fired on any node");
        }
        for (RuleNodes rn : r.rules()) {
            List<String> first = cut(rn.nodes(), 5);
            out.printf("  %-4s %-34s %5d  %s%s%n", rn.severity(), line(rn.rule()), rn.nodes().size(),
                    rn.nodes().size() == r.nodes() ? "(every node)" : line(String.join(", ", first)),
                    rn.nodes().size() > 5 && rn.nodes().size() != r.nodes() ? ", ..." : "");
        }

        out.println();
        out.println("== Nodes by rules fired (rules on every node left out of the lists) " + "=".repeat(11));
        java.util.Set<String> everywhere = new java.util.HashSet<>();
        r.rules().stream().filter(x -> x.nodes().size() == r.nodes()).forEach(x -> everywhere.add(x.rule()));
        for (NodeRank n : cut(r.ranking(), top)) {
            List<String> own = n.rules().stream().filter(x -> !everywhere.contains(x)).toList();
            out.printf("  %-20s %2d rules, %3d findings%s%n", line(n.node()), n.rules().size(), n.findings(),
                    own.isEmpty() ? "" : ": " + line(String.join(", ", own)));
        }
        more(out, r.ranking().size(), top);
        findings(out, r, top);
        long failing = r.rules().stream().filter(x -> x.severity() == Severity.FAIL).count();
        out.println();
        out.printf("%d rule%s at FAIL. Details of one node: rocekit doctor --snapshot SNAPSHOT%n", failing,
                failing == 1 ? "" : "s");
    }

    /**
     * Nothing to judge: no snapshot was read, or none held evidence rocekit recognises. Says so and
     * lists why per snapshot, instead of a report whose empty sections would read as all clear.
     */
    static void printNothingToJudge(PrintWriter out, FleetReport r, int snapshots, int top) {
        out.printf("Nothing to judge: none of the %d snapshot%s could be read or held evidence rocekit"
                + " recognises, so no node was compared.%n", snapshots, snapshots == 1 ? "" : "s");
        unreadable(out, r, top);
        out.println("  'rocekit doctor --snapshot SNAPSHOT' shows what one snapshot holds; 'rocekit collect' gathers a node.");
    }

    private static void unreadable(PrintWriter out, FleetReport r, int top) {
        for (Unreadable u : cut(r.unreadable(), top)) {
            // the reader's messages already start with the file ("a.tar.gz: entry ..."): not twice
            String error = u.error().startsWith(u.source() + ": ") ? u.error().substring(u.source().length() + 2) : u.error();
            out.println("    " + line(u.source()) + ": " + line(error));
        }
        more(out, r.unreadable().size(), top);
    }

    /** A string from a snapshot on one line, its control characters visible. */
    private static String line(String s) {
        return Printable.oneLine(s);
    }

    /** The fleet rules' findings, one line a node: what the text, JSON ("rules") and HTML reports share. */
    private static void findings(PrintWriter out, FleetReport r, int top) {
        out.println();
        out.println("== Fleet findings (fleet.* rules at the given limits) " + "=".repeat(25));
        if (r.findings().isEmpty()) {
            out.println("  no fleet rule fired");
        }
        for (Finding f : cut(r.findings(), top)) {
            out.printf("  %-4s %-24s %-16s %s: %s%n", f.severity(), f.rule(), line(f.subject()), line(f.title()),
                    line(String.join("; ", f.evidence().stream().map(Evidence::text).toList())));
        }
        more(out, r.findings().size(), top);
    }

    private static <T> List<T> cut(List<T> l, int n) {
        return l.size() <= n ? l : l.subList(0, n);
    }

    private static void more(PrintWriter out, int size, int shown) {
        if (size > shown) {
            out.printf("    ... and %d more (--json lists all)%n", size - shown);
        }
    }

    private static String num(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return String.format(Locale.ROOT, "%.0f", v);
        }
        return Math.abs(v) >= 100 ? String.format(Locale.ROOT, "%.1f", v)
                : Math.abs(v) >= 0.01 ? String.format(Locale.ROOT, "%.3f", v) : String.format(Locale.ROOT, "%.3g", v);
    }
}
