package io.rocekit.cli.render;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.rocekit.cli.command.VersionProvider;
import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Severity;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * One HTML report page, the same for every command: a header (title, one line of context, summary
 * figures), sections of text, tables and charts, the findings, and a footer. The result is one
 * self-contained file: the stylesheet, the page script and Apache ECharts (only when the page has
 * a chart) are inlined, and a Content-Security-Policy forbids anything from elsewhere, so the file
 * opens offline and can be mailed or attached to a ticket.
 *
 * <pre>{@code
 * String html = Report.page("rocekit bench", "3 runs from 2 files")
 *         .stat("FAIL", "1", Tone.FAIL)
 *         .section("runs", "Runs").table(runs)
 *         .section("charts", "Bandwidth against message size").chart(spec)
 *         .findings(findings)
 *         .render();
 * }</pre>
 *
 * Everything added is escaped except {@link #html(String)}, which takes markup the caller built
 * with {@link Html#escape} (the doctor's topology drawing).
 */
public final class Report {
    private record Stat(String label, String value, Tone tone) {
    }

    private record Section(String id, String heading, List<String> blocks) {
    }

    private final String title;
    private final String context;
    private final List<Stat> stats = new ArrayList<>();
    private final List<Section> sections = new ArrayList<>();
    private final List<ChartSpec> charts = new ArrayList<>();
    private final StringBuilder extraCss = new StringBuilder();
    /** Element ids taken by sections, tables and charts (a chart's must be the page's only one). */
    private final java.util.Set<String> sectionIds = new java.util.HashSet<>(List.of("summary"));
    private final java.util.Set<String> tableIds = new java.util.HashSet<>();
    private final java.util.Set<String> chartIds = new java.util.HashSet<>();

    private Report(String title, String context) {
        this.title = Objects.requireNonNull(title);
        this.context = Objects.requireNonNull(context);
    }

    /** A page titled {@code title} (also the browser tab), with one line saying what was read. */
    public static Report page(String title, String context) {
        return new Report(title, context);
    }

    /** A summary figure in the header: "FAIL 2", "flows 14", "efficiency 93.1 %". */
    public Report stat(String label, String value, Tone tone) {
        stats.add(new Stat(label, value, tone));
        return this;
    }

    /** The finding counts per severity as summary figures (FAIL, WARN, INFO). */
    public Report findingCounts(List<Finding> findings) {
        for (Severity s : List.of(Severity.FAIL, Severity.WARN, Severity.INFO)) {
            long n = findings.stream().filter(f -> f.severity() == s).count();
            stat(s.name(), Long.toString(n), n == 0 ? Tone.PLAIN : Tone.of(s));
        }
        return this;
    }

    /**
     * Style rules for markup only this page draws (the doctor's topology diagram); everything
     * else is styled by the kit's one stylesheet.
     */
    public Report css(String rules) {
        extraCss.append(rules).append('\n');
        return this;
    }

    /** Starts a section; what is added next goes into it. */
    public Report section(String id, String heading) {
        claim(id, sectionIds);
        sections.add(new Section(id, heading, new ArrayList<>()));
        return this;
    }

    /** A paragraph of text. */
    public Report text(String paragraph) {
        return block("<p>" + Html.escape(paragraph) + "</p>");
    }

    /** A paragraph in muted type: how a figure was computed, what was left out. */
    public Report note(String paragraph) {
        return block("<p class=\"note\">" + Html.escape(paragraph) + "</p>");
    }

    /** A bulleted list, each item escaped. */
    public Report list(List<String> items) {
        StringBuilder sb = new StringBuilder("<ul>");
        items.forEach(i -> sb.append("<li>").append(Html.escape(i)).append("</li>"));
        return block(sb.append("</ul>").toString());
    }

    /** Markup built by the caller (escape every text in it with {@link Html#escape}). */
    public Report html(String markup) {
        return block(markup);
    }

    public Report table(Table table) {
        claim(table.id(), tableIds);
        StringBuilder sb = new StringBuilder();
        table.render(sb);
        return block(sb.toString());
    }

    /** A table folded away under a one-line summary (long reference lists). */
    public Report folded(String summary, Table table) {
        claim(table.id(), tableIds);
        StringBuilder sb = new StringBuilder("<details><summary>").append(Html.escape(summary)).append("</summary>");
        table.render(sb);
        return block(sb.append("</details>").toString());
    }

    public Report chart(ChartSpec chart) {
        claim(chart.id(), sectionIds);
        claim(chart.id(), tableIds);
        claim(chart.id(), chartIds);
        charts.add(chart);
        String json;
        try {
            // "<" never occurs outside strings in JSON; escaping it keeps "</script>" out of the block
            json = Json.mapper().writeValueAsString(chart.option()).replace("<", "\\u003c");
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write chart " + chart.id(), e);
        }
        return block("<figure class=\"chart-box\"><figcaption>" + Html.escape(chart.caption()) + "</figcaption>"
                + "<div class=\"chart\" id=\"" + Html.escape(chart.id()) + "\" style=\"height:" + chart.heightPx()
                + "px\" role=\"img\" aria-label=\"" + Html.escape(chart.caption()) + "\"></div>"
                + "<script type=\"application/json\" data-chart-for=\"" + Html.escape(chart.id()) + "\">" + json
                + "</script></figure>");
    }

    /**
     * A "Findings" section: each finding with its severity, rule id, title, subject, evidence,
     * the fix commands (wrapped, never cut off) and the reference; FAIL first.
     */
    public Report findings(List<Finding> findings) {
        return findings("findings", "Findings", findings);
    }

    /** A findings section with its own id and heading, for pages with several (one per input). */
    public Report findings(String id, String heading, List<Finding> findings) {
        section(id, heading);
        if (findings.isEmpty()) {
            return block("<p class=\"none\">No findings: none of the rules that ran matched this input.</p>");
        }
        StringBuilder sb = new StringBuilder();
        findings.stream().sorted(Comparator.comparing(Finding::severity).reversed()).forEach(f -> finding(sb, f));
        return block(sb.toString());
    }

    private static void finding(StringBuilder sb, Finding f) {
        String sev = f.severity().name();
        sb.append("<article class=\"finding ").append(Tone.of(f.severity()).css()).append("\" data-rule=\"")
                .append(Html.escape(f.rule())).append("\" data-severity=\"").append(sev).append("\">\n<h3><span class=\"badge ")
                .append(Tone.of(f.severity()).css()).append("\">").append(sev).append("</span> <span class=\"title\">")
                .append(Html.escape(f.title())).append("</span></h3>\n<p class=\"subject\"><code class=\"rule\">")
                .append(Html.escape(f.rule())).append("</code> ").append(Html.escape(f.subject())).append("</p>\n");
        if (!f.evidence().isEmpty()) {
            sb.append("<h4>Evidence</h4><pre class=\"evidence\">");
            for (Evidence e : f.evidence()) {
                sb.append(Html.escape(e.toString())).append('\n');
            }
            sb.append("</pre>\n");
        }
        if (!f.remediation().isEmpty()) {
            sb.append("<h4>Fix</h4><pre class=\"fix\">");
            for (String r : f.remediation()) {
                sb.append(Html.escape(r)).append('\n');
            }
            sb.append("</pre>\n");
        }
        sb.append("<p class=\"ref\">See: ").append(Html.escape(f.reference())).append("</p>\n</article>\n");
    }

    /**
     * Takes an element id of one kind for this page. The page script finds a chart's element by its
     * id, so a chart whose id a section or table also holds is drawn into that element, away from
     * its card: a chart's id is checked against every kind (and sections, tables, charts each
     * against their own kind), and a clash fails at once.
     */
    private void claim(String id, java.util.Set<String> taken) {
        if (chartIds.contains(id) || !taken.add(id)) {
            throw new IllegalArgumentException("two elements with id " + id + " in one report");
        }
    }

    private Report block(String html) {
        if (sections.isEmpty()) {
            section("main", "");
        }
        sections.get(sections.size() - 1).blocks().add(html);
        return this;
    }

    /** The page as one HTML document. */
    public String render() {
        StringBuilder sb = new StringBuilder(charts.isEmpty() ? 32 * 1024 : 1_200_000);
        String scriptSrc = charts.isEmpty() ? "" : " script-src 'unsafe-inline';";
        sb.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline';")
                .append(scriptSrc).append(" img-src data:\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">\n<title>")
                .append(Html.escape(title)).append("</title>\n<style>\n").append(Resources.text(Resources.CSS)).append(extraCss)
                .append("</style>\n</head>\n<body>\n<header class=\"page\">\n<h1>").append(Html.escape(title))
                .append("</h1>\n<p class=\"context\">").append(Html.escape(context)).append("</p>\n");
        if (!stats.isEmpty()) {
            sb.append("<div class=\"stats\" id=\"summary\">");
            for (Stat s : stats) {
                sb.append("<div class=\"stat ").append(s.tone().css()).append("\"><span class=\"value\">")
                        .append(Html.escape(s.value())).append("</span><span class=\"label\">")
                        .append(Html.escape(s.label())).append("</span></div>");
            }
            sb.append("</div>\n");
        }
        sb.append("</header>\n<main>\n");
        for (Section s : sections) {
            sb.append("<section id=\"").append(Html.escape(s.id())).append("\">\n");
            if (!s.heading().isEmpty()) {
                sb.append("<h2>").append(Html.escape(s.heading())).append("</h2>\n");
            }
            s.blocks().forEach(b -> sb.append(b).append('\n'));
            sb.append("</section>\n");
        }
        sb.append("</main>\n<footer class=\"page\">rocekit ").append(Html.escape(VersionProvider.version()));
        if (!charts.isEmpty()) {
            sb.append(" &middot; charts by Apache ECharts ").append(Resources.ECHARTS_VERSION)
                    .append(" (Apache-2.0): drag or scroll to zoom, hover for values");
        }
        sb.append("</footer>\n");
        if (!charts.isEmpty()) {
            sb.append("<script>").append(Resources.text(Resources.ECHARTS)).append("\n</script>\n<script>\n")
                    .append(Resources.text(Resources.JS)).append("</script>\n");
        }
        return sb.append("</body>\n</html>\n").toString();
    }

    /** Writes the page to {@code file} (UTF-8). */
    public void write(Path file) throws IOException {
        Files.writeString(file, render(), StandardCharsets.UTF_8);
    }
}
