package io.rocekit.cli.doctor;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Severity;
import io.rocekit.doctor.examine.Examination;
import io.rocekit.doctor.topology.Connection;
import io.rocekit.doctor.topology.Topology;
import java.util.ArrayList;
import java.util.List;

/**
 * The doctor's report as one self-contained HTML page: the topology drawn (inline SVG), the
 * matrix, and the findings with evidence and fixes. No external resource; one small script only
 * marks the page as rendered (the browser test reads it).
 */
final class DoctorHtml {
    private static final String CSS = """
            body{font:14px/1.45 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:24px;color:#1d232b;background:#fafbfc}
            h1{font-size:22px;margin:0 0 4px} h2{font-size:17px;margin:28px 0 8px;border-bottom:1px solid #dde2e8;padding-bottom:4px}
            .sum span{display:inline-block;margin-right:10px;padding:2px 10px;border-radius:12px;font-weight:600}
            .FAIL{background:#fde2e1;color:#a4161a} .WARN{background:#fff1d6;color:#8a5300} .INFO{background:#e3effd;color:#1c4f8a}
            .scroll{overflow-x:auto;background:#fff;border:1px solid #dde2e8;border-radius:8px;padding:8px}
            svg.topology text{font:11px ui-monospace,Menlo,monospace;text-anchor:middle;fill:#1d232b}
            svg.topology text.title{font-weight:700}
            svg.topology rect{stroke:#8895a5;stroke-width:1.2;fill:#eef1f5}
            svg.topology .cpu rect{fill:#dfe6f3;stroke:#51627a} svg.topology .gpu rect{fill:#e2f5e4;stroke:#2f7a3a}
            svg.topology .nic rect{fill:#e1eefc;stroke:#2763a6} svg.topology .path rect{stroke-width:2.2}
            svg.topology .acs-on rect{fill:#fde2e1;stroke:#c1121f;stroke-width:3} svg.topology .far rect{fill:#fff1d6;stroke:#d48806;stroke-width:2.5}
            svg.topology line.edge{stroke:#9aa6b5;stroke-width:1.5} svg.topology line.acs-on{stroke:#c1121f;stroke-width:2.5;stroke-dasharray:5 3}
            .legend span{margin-right:14px;font-size:12px} .sw{display:inline-block;width:12px;height:12px;border-radius:3px;vertical-align:-1px;margin-right:4px;border:1px solid #777}
            table.matrix{border-collapse:collapse;font:12px ui-monospace,Menlo,monospace} table.matrix td,table.matrix th{border:1px solid #dde2e8;padding:2px 6px;text-align:center}
            td.PIX,td.PXB{background:#e2f5e4} td.PHB,td.NODE{background:#fff1d6} td.SYS{background:#fde2e1} td.NV{background:#ede4fb}
            .finding{background:#fff;border:1px solid #dde2e8;border-left:6px solid #999;border-radius:6px;padding:10px 14px;margin:10px 0}
            .finding.FAIL{border-left-color:#c1121f;background:#fff} .finding.WARN{border-left-color:#d48806;background:#fff} .finding.INFO{border-left-color:#2763a6;background:#fff}
            .finding .t{font-weight:600} .finding .rule{font:12px ui-monospace,Menlo,monospace;color:#57606a}
            pre{background:#f3f5f8;border-radius:6px;padding:8px;margin:6px 0;overflow-x:auto;font-size:12px}
            .notes li{color:#57606a}
            """;

    private DoctorHtml() {
    }

    static String render(Examination e, String inputName) {
        StringBuilder sb = new StringBuilder();
        String host = e.host().orElse(inputName);
        sb.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>rocekit doctor: ")
                .append(TopologySvg.esc(host)).append("</title>\n<style>").append(CSS).append("</style></head>\n<body>\n");
        sb.append("<h1>rocekit doctor: ").append(TopologySvg.esc(host)).append("</h1>\n<p class=\"sum\">");
        for (Severity s : List.of(Severity.FAIL, Severity.WARN, Severity.INFO)) {
            long n = e.findings().stream().filter(f -> f.severity() == s).count();
            sb.append("<span class=\"").append(s).append("\">").append(n).append(' ').append(s).append("</span>");
        }
        sb.append(e.artifacts().size()).append(" input parts read</p>\n");
        e.topology().ifPresent(t -> topology(sb, t));
        sb.append("<h2>Findings</h2>\n");
        if (e.findings().isEmpty()) {
            sb.append("<p>No findings.</p>\n");
        }
        for (Finding f : e.findings()) {
            sb.append("<div class=\"finding ").append(f.severity()).append("\"><div><span class=\"sum\"><span class=\"")
                    .append(f.severity()).append("\">").append(f.severity()).append("</span></span><span class=\"t\">")
                    .append(TopologySvg.esc(f.title())).append("</span></div>\n<div class=\"rule\">")
                    .append(TopologySvg.esc(f.rule())).append(" &middot; ").append(TopologySvg.esc(f.subject())).append("</div>\n");
            if (!f.evidence().isEmpty()) {
                sb.append("<div>Evidence</div><pre>");
                for (Evidence ev : f.evidence()) {
                    sb.append(TopologySvg.esc(ev.toString())).append('\n');
                }
                sb.append("</pre>\n");
            }
            if (!f.remediation().isEmpty()) {
                sb.append("<div>Fix</div><pre>");
                for (String r : f.remediation()) {
                    sb.append(TopologySvg.esc(r)).append('\n');
                }
                sb.append("</pre>\n");
            }
            sb.append("<div class=\"rule\">").append(TopologySvg.esc(f.reference())).append("</div></div>\n");
        }
        sb.append("<script>(function(){var s=document.querySelector('svg.topology');")
                .append("document.body.setAttribute('data-rendered','ok');")
                .append("document.body.setAttribute('data-svg-nodes',s?s.querySelectorAll('g.node').length:0);})();</script>\n");
        sb.append("</body></html>\n");
        return sb.toString();
    }

    private static void topology(StringBuilder sb, Topology t) {
        sb.append("<h2>Topology</h2>\n<p class=\"legend\"><span><i class=\"sw\" style=\"background:#dfe6f3\"></i>CPU / NUMA node</span>")
                .append("<span><i class=\"sw\" style=\"background:#eef1f5\"></i>PCIe bridge (bold: on a GPU-NIC path)</span>")
                .append("<span><i class=\"sw\" style=\"background:#fde2e1;border-color:#c1121f\"></i>ACS redirects peer-to-peer</span>")
                .append("<span><i class=\"sw\" style=\"background:#e2f5e4\"></i>GPU</span>")
                .append("<span><i class=\"sw\" style=\"background:#fff1d6\"></i>GPU without a GPUDirect NIC</span>")
                .append("<span><i class=\"sw\" style=\"background:#e1eefc\"></i>NIC</span></p>\n");
        sb.append("<div class=\"scroll\">").append(TopologySvg.render(t)).append("</div>\n");
        List<String> names = new ArrayList<>(t.matrix().keySet());
        if (!names.isEmpty()) {
            sb.append("<h2>Matrix</h2>\n<div class=\"scroll\"><table class=\"matrix\"><tr><th></th>");
            for (String n : names) {
                sb.append("<th>").append(n).append("</th>");
            }
            sb.append("</tr>\n");
            for (String r : names) {
                sb.append("<tr><th>").append(r).append("</th>");
                for (String c : names) {
                    String l = t.connection(r, c).map(Connection::label).orElse("?");
                    sb.append("<td class=\"").append(l.startsWith("NV") ? "NV" : l).append("\">").append(l).append("</td>");
                }
                sb.append("</tr>\n");
            }
            sb.append("</table></div>\n");
        }
        if (!t.notes().isEmpty()) {
            sb.append("<ul class=\"notes\">");
            for (String n : t.notes()) {
                sb.append("<li>").append(TopologySvg.esc(n)).append("</li>");
            }
            sb.append("</ul>\n");
        }
    }
}
