package io.rocekit.cli.bench;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.doctor.bench.BenchReport;
import io.rocekit.doctor.bench.Comparison;
import io.rocekit.doctor.bench.judge.RunVerdict;
import io.rocekit.doctor.bench.judge.TableCheck;
import io.rocekit.doctor.bench.model.BenchRun;
import io.rocekit.doctor.bench.model.NcclTestsRow;
import io.rocekit.doctor.bench.model.NcclTestsRun;
import io.rocekit.doctor.bench.model.PerftestBwRow;
import io.rocekit.doctor.bench.model.PerftestBwRun;
import io.rocekit.doctor.bench.model.PerftestLatRow;
import io.rocekit.doctor.bench.model.PerftestLatRun;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * The HTML page: one self-contained file (inline CSS and SVG, no script, a Content-Security-Policy
 * that forbids anything external) with the runs, a chart of bandwidth against message size per
 * kind of figure (line rate drawn, one line per run), the findings, the tables and the side-by-side.
 */
final class BenchHtml {
    private BenchHtml() {
    }

    static String render(BenchReport r, String version) {
        StringBuilder sb = new StringBuilder();
        sb.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\">\n")
                .append("<title>rocekit bench</title>\n<style>\n")
                .append("body{font-family:system-ui,sans-serif;margin:24px;color:#222;max-width:1200px}\n")
                .append("table{border-collapse:collapse;margin:8px 0 16px}td,th{border:1px solid #ccc;padding:3px 7px;"
                        + "font-size:13px;text-align:right}th{background:#f3f3f3}td.l,th.l{text-align:left}\n")
                .append(".FAIL{border-left:6px solid #b03030}.WARN{border-left:6px solid #ff9f1c}.INFO{border-left:6px solid #1f77b4}\n")
                .append("section.finding{padding:4px 12px;margin:10px 0;background:#fafafa}code{font-size:12px}\n")
                .append(".ok{color:#2a8a2a}.bad{color:#b03030}h2{margin-top:28px}\n")
                .append("</style>\n</head>\n<body>\n");
        sb.append("<h1>rocekit bench</h1>\n<p>").append(Html.text(version)).append(" &middot; ").append(r.verdicts().size())
                .append(" run(s), ").append(r.logs().size()).append(" NCCL log(s), ").append(r.findings().size())
                .append(" finding(s)</p>\n");
        summary(sb, r);
        charts(sb, r);
        findings(sb, r.findings());
        for (Comparison c : r.comparisons()) {
            comparison(sb, c);
        }
        for (int i = 0; i < r.verdicts().size(); i++) {
            details(sb, i + 1, r.verdicts().get(i));
        }
        sb.append("</body>\n</html>\n");
        return sb.toString();
    }

    private static void summary(StringBuilder sb, BenchReport r) {
        sb.append("<h2>Runs</h2>\n<table id=\"runs\"><thead><tr><th>#</th><th class=\"l\">test</th><th class=\"l\">file</th>"
                + "<th class=\"l\">status</th><th>ranks</th><th>nodes</th><th class=\"l\">best</th>"
                + "<th class=\"l\">compared with</th><th>efficiency</th></tr></thead>\n<tbody>\n");
        for (int i = 0; i < r.verdicts().size(); i++) {
            RunVerdict v = r.verdicts().get(i);
            BenchRun run = v.run();
            sb.append("<tr><td>").append(i + 1).append("</td><td class=\"l\">").append(Html.text(run.tool() + " " + run.test()))
                    .append("</td><td class=\"l\">").append(Html.text(run.file() + ":" + run.firstLine()))
                    .append("</td><td class=\"l\">").append(Html.text(run.status().id()))
                    .append(run.statusReason().map(s -> " <small>(" + Html.text(s) + ")</small>").orElse(""))
                    .append("</td><td>").append(v.ranks().isPresent() ? v.ranks().getAsInt() : "")
                    .append("</td><td>").append(v.nodes().isPresent() ? v.nodes().getAsInt() : "")
                    .append("</td><td class=\"l\">").append(Html.text(v.achievedWhat()))
                    .append("</td><td class=\"l\">").append(v.comparedWithGbps().isPresent()
                            ? Html.text(v.nics().getAsInt() + " x " + Units.num(v.lineRateGbps().getAsDouble()) + " Gb/s ("
                                    + v.lineRateSource() + ")") : Html.text(v.notJudged().orElse("")))
                    .append("</td><td>").append(v.efficiency().isPresent() ? Units.pct(v.efficiency().getAsDouble()) : "")
                    .append("</td></tr>\n");
        }
        sb.append("</tbody></table>\n");
    }

    private static void charts(StringBuilder sb, BenchReport r) {
        List<BenchChart.Series> nccl = new ArrayList<>();
        List<BenchChart.Series> bw = new ArrayList<>();
        List<BenchChart.Series> lat = new ArrayList<>();
        Map<String, BenchChart.Reference> ncclRefs = new LinkedHashMap<>();
        Map<String, BenchChart.Reference> bwRefs = new LinkedHashMap<>();
        for (int i = 0; i < r.verdicts().size(); i++) {
            RunVerdict v = r.verdicts().get(i);
            BenchRun run = v.run();
            String label = "run " + (i + 1) + ": " + run.test() + " " + base(run.file());
            List<double[]> pts = new ArrayList<>();
            if (run instanceof NcclTestsRun n) {
                for (NcclTestsRow row : n.rows()) {
                    pts.add(new double[] {row.sizeBytes(), row.peakBusBwGBps()});
                }
                if (!pts.isEmpty()) {
                    nccl.add(new BenchChart.Series(label, pts));
                    reference(v, 8, "GB/s", ncclRefs);
                }
            } else if (run instanceof PerftestBwRun b) {
                for (PerftestBwRow row : b.rows()) {
                    pts.add(new double[] {row.sizeBytes(), b.unit().toGbps(row.bwAverage())});
                }
                if (!pts.isEmpty()) {
                    bw.add(new BenchChart.Series(label, pts));
                    reference(v, 1, "Gb/s", bwRefs);
                }
            } else {
                for (PerftestLatRow row : ((PerftestLatRun) run).rows()) {
                    OptionalDouble t = row.typicalOrAverage();
                    if (t.isPresent()) {
                        pts.add(new double[] {row.sizeBytes(), t.getAsDouble()});
                    }
                }
                if (!pts.isEmpty()) {
                    lat.add(new BenchChart.Series(label, pts));
                }
            }
        }
        if (nccl.isEmpty() && bw.isEmpty() && lat.isEmpty()) {
            return;
        }
        sb.append("<h2>Bandwidth against message size</h2>\n");
        if (!nccl.isEmpty()) {
            sb.append("<figure>").append(BenchChart.svg("chart-nccl", "nccl-tests bus bandwidth (larger of out-of-place, in-place)",
                    "busbw (GB/s)", nccl, List.copyOf(ncclRefs.values()))).append("</figure>\n");
        }
        if (!bw.isEmpty()) {
            sb.append("<figure>").append(BenchChart.svg("chart-perftest-bw", "perftest BW average", "Gb/s", bw,
                    List.copyOf(bwRefs.values()))).append("</figure>\n");
        }
        if (!lat.isEmpty()) {
            sb.append("<figure>").append(BenchChart.svg("chart-perftest-lat", "perftest latency (t_typical)", "microseconds",
                    lat, List.of())).append("</figure>\n");
        }
    }

    private static void reference(RunVerdict v, double divisor, String unit, Map<String, BenchChart.Reference> refs) {
        if (v.comparedWithGbps().isEmpty()) {
            return;
        }
        double value = v.comparedWithGbps().getAsDouble() / divisor;
        String label = "line rate " + (v.nics().getAsInt() > 1 ? v.nics().getAsInt() + "x" : "")
                + Units.num(v.lineRateGbps().getAsDouble()) + " Gb/s" + (divisor == 1 ? "" : " = " + Units.num(value) + " " + unit);
        refs.putIfAbsent(label, new BenchChart.Reference(label, value));
    }

    private static String base(String file) {
        String f = file.replace('\\', '/');
        return f.substring(f.lastIndexOf('/') + 1);
    }

    private static void findings(StringBuilder sb, List<Finding> findings) {
        sb.append("<h2>Findings</h2>\n");
        if (findings.isEmpty()) {
            sb.append("<p class=\"ok\">No findings.</p>\n");
            return;
        }
        for (Finding f : findings) {
            sb.append("<section class=\"finding ").append(f.severity()).append("\" data-rule=\"").append(Html.attr(f.rule()))
                    .append("\">\n<h3>").append(f.severity()).append(" <code>").append(Html.text(f.rule())).append("</code> ")
                    .append(Html.text(f.title())).append("</h3>\n<p>").append(Html.text(f.subject())).append("</p>\n<ul>\n");
            for (Evidence e : f.evidence()) {
                sb.append("<li><code>").append(Html.text(e.toString())).append("</code></li>\n");
            }
            sb.append("</ul>\n<ol>\n");
            for (String m : f.remediation()) {
                sb.append("<li>").append(Html.text(m)).append("</li>\n");
            }
            sb.append("</ol>\n<p><small>").append(Html.text(f.reference())).append("</small></p>\n</section>\n");
        }
    }

    private static void comparison(StringBuilder sb, Comparison c) {
        sb.append("<h2>Side by side: ").append(Html.text(c.test())).append(" (").append(Html.text(c.metric()))
                .append(")</h2>\n<table class=\"side\"><thead><tr><th>size</th>");
        for (int i = 0; i < c.runs().size(); i++) {
            BenchRun run = c.runs().get(i).run();
            sb.append("<th>").append(Html.text(base(run.file()) + ":" + run.firstLine())).append("</th>");
        }
        sb.append("<th>change</th></tr></thead>\n<tbody>\n");
        for (Comparison.Row row : c.rows()) {
            sb.append("<tr><td>").append(Units.size(row.sizeBytes())).append("</td>");
            for (OptionalDouble v : row.values()) {
                sb.append("<td>").append(v.isPresent() ? Units.two(v.getAsDouble()) : "").append("</td>");
            }
            sb.append("<td>").append(row.changePercent().isPresent()
                    ? String.format(java.util.Locale.ROOT, "%+.1f %%", row.changePercent().getAsDouble()) : "").append("</td></tr>\n");
        }
        sb.append("</tbody></table>\n");
    }

    private static void details(StringBuilder sb, int n, RunVerdict v) {
        BenchRun run = v.run();
        sb.append("<h2 id=\"run-").append(n).append("\">Run ").append(n).append(": ").append(Html.text(run.tool() + " " + run.test()))
                .append("</h2>\n<p>").append(Html.text(run.file() + ":" + run.firstLine())).append("</p>\n");
        if (run instanceof NcclTestsRun nr && !nr.rows().isEmpty()) {
            sb.append("<table><thead><tr><th>size</th><th>count</th><th class=\"l\">type</th><th class=\"l\">redop</th>"
                    + "<th>time (us)</th><th>algbw</th><th>busbw</th><th>#wrong</th><th>time (us)</th><th>algbw</th>"
                    + "<th>busbw</th><th>#wrong</th></tr></thead>\n<tbody>\n");
            for (NcclTestsRow row : nr.rows()) {
                sb.append("<tr><td>").append(row.sizeBytes()).append("</td><td>").append(row.count()).append("</td><td class=\"l\">")
                        .append(Html.text(row.type())).append("</td><td class=\"l\">").append(Html.text(row.redop().orElse("")))
                        .append("</td>").append(cells(row.outOfPlace()));
                sb.append(row.inPlace().map(BenchHtml::cells).orElse("<td></td><td></td><td></td><td></td>")).append("</tr>\n");
            }
            sb.append("</tbody></table>\n");
        } else if (run instanceof PerftestBwRun b && !b.rows().isEmpty()) {
            sb.append("<table><thead><tr><th>#bytes</th><th>#iterations</th><th>BW peak [").append(b.unit().label())
                    .append("]</th><th>BW average [").append(b.unit().label()).append("]</th><th>Gb/s</th><th>Mpps</th></tr></thead>\n<tbody>\n");
            for (PerftestBwRow row : b.rows()) {
                sb.append("<tr><td>").append(row.sizeBytes()).append("</td><td>").append(row.iterations()).append("</td><td>")
                        .append(Units.num(row.bwPeak())).append("</td><td>").append(Units.num(row.bwAverage())).append("</td><td>")
                        .append(Units.num(b.unit().toGbps(row.bwAverage()))).append("</td><td>")
                        .append(row.msgRateMpps().isPresent() ? Units.num(row.msgRateMpps().getAsDouble()) : "").append("</td></tr>\n");
            }
            sb.append("</tbody></table>\n");
        } else if (run instanceof PerftestLatRun l && !l.rows().isEmpty()) {
            sb.append("<table><thead><tr><th>#bytes</th><th>#iterations</th><th>t_min</th><th>t_typical</th><th>t_avg</th>"
                    + "<th>99%</th><th>99.9%</th><th>t_max</th></tr></thead>\n<tbody>\n");
            for (PerftestLatRow row : l.rows()) {
                sb.append("<tr><td>").append(row.sizeBytes()).append("</td><td>").append(row.iterations()).append("</td>");
                for (OptionalDouble d : List.of(row.tMin(), row.tTypical(), row.tAvg(), row.p99(), row.p999(), row.tMax())) {
                    sb.append("<td>").append(d.isPresent() ? Units.num(d.getAsDouble()) : "").append("</td>");
                }
                sb.append("</tr>\n");
            }
            sb.append("</tbody></table>\n");
        }
        sb.append("<ul>\n");
        for (TableCheck c : v.checks()) {
            sb.append("<li class=\"").append(c.skipped() ? "" : c.passed() ? "ok" : "bad").append("\">")
                    .append(Html.text(c.name() + ": " + c.detail())).append("</li>\n");
        }
        for (String note : v.notes()) {
            sb.append("<li>").append(Html.text(note)).append("</li>\n");
        }
        sb.append("</ul>\n");
    }

    private static String cells(io.rocekit.doctor.bench.model.NcclTestsResult g) {
        return "<td>" + Units.time(g.timeUs()) + "</td><td>" + String.format(java.util.Locale.ROOT, "%.2f", g.algBwGBps())
                + "</td><td>" + String.format(java.util.Locale.ROOT, "%.2f", g.busBwGBps()) + "</td><td>"
                + Html.text(g.wrongCell()) + "</td>";
    }
}
