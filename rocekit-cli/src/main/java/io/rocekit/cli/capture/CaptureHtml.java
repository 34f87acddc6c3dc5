package io.rocekit.cli.capture;

import io.rocekit.core.finding.Quantities;
import io.rocekit.capture.report.CaptureReport;
import io.rocekit.capture.report.FlowReport;
import io.rocekit.capture.report.TimeBin;
import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The self-contained HTML page of {@code rocekit analyze --html}: summary, three timeline charts
 * (goodput, CE fraction, CNP rate) as inline SVG, the flow table and the findings. No script and
 * no external resource (a Content-Security-Policy of {@code default-src 'none'} holds).
 */
final class CaptureHtml {
    private static final String CSS = """
            body{font:14px/1.45 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:24px auto;max-width:1180px;\
            color:#1d2330;padding:0 16px}
            h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:28px 0 8px;border-bottom:1px solid #d6dae3}
            .meta{color:#586070}figure{margin:8px 0 14px}figcaption{font-weight:600;margin-bottom:2px}
            svg.chart{width:100%;height:auto;background:#fbfcfe;border:1px solid #e2e6ee;border-radius:4px}
            .grid{stroke:#e6e9f0;stroke-width:1}.axis{stroke:#7a8294;stroke-width:1}
            .tick{font-size:11px;fill:#586070}.series{fill:none;stroke-width:1.6}
            .goodput{stroke:#1f6fd1}.ce{stroke:#d1571f}.cnp{stroke:#7a3fc4}
            .scroll{overflow-x:auto;max-height:640px;overflow-y:auto}
            table{border-collapse:collapse;width:100%;font-size:12.5px}
            th,td{padding:4px 7px;border-bottom:1px solid #e6e9f0;text-align:right;white-space:nowrap}
            th{background:#f1f3f8;position:sticky;top:0}td.l,th.l{text-align:left}
            .finding{border-left:4px solid #999;padding:6px 10px;margin:10px 0;background:#fafbfd}
            .FAIL{border-color:#c62828}.WARN{border-color:#e0a100}.INFO{border-color:#4a7fc1}
            .sev{font-weight:700;margin-right:6px}.rule{font-family:ui-monospace,monospace;color:#39415a}
            .finding ul{margin:4px 0 0 18px;padding:0}code{font-family:ui-monospace,monospace;font-size:12px}
            """;

    private CaptureHtml() {
    }

    static String render(CaptureReport r, String version) {
        StringBuilder sb = new StringBuilder(64 * 1024);
        sb.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">")
                .append("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
                        + "style-src 'unsafe-inline'\">")
                .append("<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">")
                .append("<title>rocekit analyze: ").append(Html.escape(r.file())).append("</title><style>")
                .append(CSS).append("</style></head><body>\n");
        sb.append("<h1>RoCEv2 capture ").append(Html.escape(r.file())).append("</h1>\n");
        sb.append("<p class=\"meta\" id=\"summary\">").append(Html.escape(r.format())).append(", ")
                .append(Units.count(r.frames())).append(" frames, ").append(Units.count(r.roceFrames()))
                .append(" RoCEv2, ").append(Quantities.duration(r.durationNanos())).append(", ")
                .append(r.flowCount()).append(" flows, ").append(r.findings().size()).append(" findings</p>\n");
        timeline(sb, r);
        flows(sb, r.flows(), r.flowCount());
        findings(sb, r.findings());
        sb.append("<p class=\"meta\">rocekit ").append(Html.escape(version)).append("</p>\n</body></html>\n");
        return sb.toString();
    }

    private static void timeline(StringBuilder sb, CaptureReport r) {
        List<TimeBin> bins = r.timeline();
        double[] goodput = new double[bins.size()];
        double[] ce = new double[bins.size()];
        double[] cnp = new double[bins.size()];
        for (int i = 0; i < bins.size(); i++) {
            goodput[i] = bins.get(i).goodputBitsPerSec();
            ce[i] = bins.get(i).ceFraction();
            cnp[i] = bins.get(i).cnpPerSec();
        }
        sb.append("<section id=\"timeline\"><h2>Timeline</h2><p class=\"meta\">").append(bins.size())
                .append(" bins of ").append(Quantities.duration(r.binNanos())).append(" from the first frame</p>\n");
        chart(sb, "chart-goodput", "Goodput (first transmissions)", goodput, r.binNanos(), Units::bitRate, "goodput");
        chart(sb, "chart-ce", "CE-marked fraction of data packets", ce, r.binNanos(),
                CaptureHtml::percentLabel, "ce");
        chart(sb, "chart-cnp", "CNP rate", cnp, r.binNanos(), CaptureHtml::perSecond, "cnp");
        sb.append("</section>\n");
    }

    /** 0 %, 0.4 %, 12.5 %, 100 %: as many decimals as the tick needs, at most two. */
    static String percentLabel(double fraction) {
        return trimmed(fraction * 100) + " %";
    }

    static String perSecond(double v) {
        if (v >= 1e6) {
            return trimmed(v / 1e6) + " M/s";
        }
        if (v >= 1e3) {
            return trimmed(v / 1e3) + " k/s";
        }
        return trimmed(v) + " /s";
    }

    private static String trimmed(double v) {
        return new java.math.BigDecimal(v).setScale(2, java.math.RoundingMode.HALF_UP).stripTrailingZeros()
                .toPlainString();
    }

    private static void chart(StringBuilder sb, String id, String title, double[] values, long binNanos,
            java.util.function.DoubleFunction<String> label, String css) {
        sb.append("<figure><figcaption>").append(Html.escape(title)).append("</figcaption>")
                .append(SvgChart.render(id, title, values, binNanos, label, css)).append("</figure>\n");
    }

    private static void flows(StringBuilder sb, List<FlowReport> flows, long total) {
        sb.append("<section id=\"flows\"><h2>Flows</h2><p class=\"meta\">").append(flows.size()).append(" of ")
                .append(total).append(" flows, most bytes first. CNPs and ACK figures of a flow come from its "
                        + "paired reverse direction.</p>\n");
        sb.append("<div class=\"scroll\"><table id=\"flow-table\"><thead><tr><th class=\"l\">source</th><th class=\"l\">destination</th>"
                + "<th>dest QP</th><th>paired QP</th><th>transport</th><th>packets</th><th>bytes</th><th>goodput</th>"
                + "<th>messages</th><th>gaps</th><th>missing</th><th>retransmitted</th><th>NAKs</th><th>CE</th>"
                + "<th>CNPs</th><th>ACK p50</th><th>ACK p99</th><th>DSCP</th><th>PCP</th><th>QoS mismatches</th>"
                + "</tr></thead><tbody>\n");
        for (FlowReport f : flows) {
            sb.append("<tr><td class=\"l\">").append(Html.escape(f.src())).append("</td><td class=\"l\">")
                    .append(Html.escape(f.dst())).append("</td>");
            cell(sb, Units.qp(f.destQp()));
            cell(sb, f.reverse().map(x -> Units.qp(x.destQp())).orElse("-"));
            cell(sb, f.transport());
            cell(sb, Units.count(f.packets()));
            cell(sb, Units.bytes(f.bytes()));
            cell(sb, Units.bitRate(f.goodputBitsPerSec()));
            cell(sb, Long.toString(f.messages()));
            cell(sb, Long.toString(f.psnGapCount()));
            cell(sb, Long.toString(f.missingPsns()));
            cell(sb, Long.toString(f.retransmittedPackets()));
            cell(sb, Long.toString(f.naks().total()));
            cell(sb, f.ceMarked() + " (" + Units.percent(f.ceFraction()) + ")");
            cell(sb, Long.toString(f.cnps()));
            cell(sb, f.ackLatencyNanos().map(l -> Quantities.duration(l.p50())).orElse("-"));
            cell(sb, f.ackLatencyNanos().map(l -> Quantities.duration(l.p99())).orElse("-"));
            cell(sb, f.dscp().stream().map(String::valueOf).collect(Collectors.joining(",")));
            cell(sb, f.pcp().isEmpty() ? "-" : f.pcp().stream().map(String::valueOf).collect(Collectors.joining(",")));
            cell(sb, f.qosMismatchFrames().isEmpty() ? "-" : "frames " + f.qosMismatchFrames().stream()
                    .limit(8).map(String::valueOf).collect(Collectors.joining(", ")));
            sb.append("</tr>\n");
        }
        sb.append("</tbody></table></div></section>\n");
    }

    private static void cell(StringBuilder sb, String text) {
        sb.append("<td>").append(Html.escape(text)).append("</td>");
    }

    private static void findings(StringBuilder sb, List<Finding> findings) {
        sb.append("<section id=\"findings\"><h2>Findings</h2>\n");
        if (findings.isEmpty()) {
            sb.append("<p>No findings.</p>\n");
        }
        for (Finding f : findings) {
            sb.append("<div class=\"finding ").append(f.severity()).append("\" data-rule=\"")
                    .append(Html.escape(f.rule())).append("\"><span class=\"sev\">").append(f.severity())
                    .append("</span><span class=\"rule\">").append(Html.escape(f.rule())).append("</span> ")
                    .append(Html.escape(f.title())).append("<div class=\"meta\">").append(Html.escape(f.subject()))
                    .append("</div><ul>");
            for (Evidence e : f.evidence()) {
                sb.append("<li>").append(Html.escape(e.toString())).append("</li>");
            }
            for (String fix : f.remediation()) {
                sb.append("<li>fix: <code>").append(Html.escape(fix)).append("</code></li>");
            }
            sb.append("</ul><div class=\"meta\">").append(Html.escape(f.reference())).append("</div></div>\n");
        }
        sb.append("</section>\n");
    }
}
