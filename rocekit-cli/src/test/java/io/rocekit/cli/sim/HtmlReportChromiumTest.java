package io.rocekit.cli.sim;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.rocekit.cli.CliRunner;
import io.rocekit.cli.command.ExitCodes;
import io.rocekit.cli.render.ReportBrowser;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The simulator's report as a person sees it in Chromium: the CDF ends at 1 (it once ran to 2),
 * empty flow-size buckets print no NaN, "busiest ports" lists only ports that queued, totals read
 * as words, and every chart holds its data.
 */
class HtmlReportChromiumTest {
    @Test
    void simReportIsReadableWithTheCdfEndingAtOne(@TempDir Path dir) throws Exception {
        ReportBrowser browser = ReportBrowser.open(dir);
        Path out = dir.resolve("run");
        CliRunner.Result r = CliRunner.run("sim", Path.of("..", "examples", "incast16.yaml").toString(), "--out",
                out.toString(), "--no-progress");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.OK);
        Path html = out.resolve("report.html");

        ReportBrowser.Seen seen = browser.look(html).assertReadable();
        JsonNode cdf = seen.chart("chart-cdf");
        assertThat(cdf.get("axes").get(1).get("max").asDouble()).isEqualTo(1.0);
        assertThat(cdf.get("data").get("yMax").asDouble()).isEqualTo(1.0);
        assertThat(seen.chart("chart-buckets").get("rendered").asBoolean()).isTrue();
        assertThat(seen.chart("chart-queues").get("legend").size()).isBetween(1, 6);
        assertThat(seen.chart("chart-rates").get("rendered").asBoolean()).isTrue();
        String dom = seen.dom();
        assertThat(dom).contains("rocekit sim: incast16", ">ECN marks<", ">PAUSE frames sent<")
                .doesNotContain(">ecnMarks<", ">pauseFramesSent<");
        String ports = dom.substring(dom.indexOf("<table id=\"port-table\">"),
                dom.indexOf("</table>", dom.indexOf("<table id=\"port-table\">")));
        for (String row : ports.split("<tr>")) {
            if (row.contains("<code>")) {
                // a listed port queued, marked, paused or dropped something
                assertThat(row).doesNotMatch("(?s).*<td class=\"num\">0 B</td><td class=\"num\">0 B</td>.*"
                        + "<td class=\"num\">0</td><td class=\"num\">0</td>.*<td class=\"num\">0</td></tr>.*");
            }
        }
        browser.screenshot(html, "sim", 2400);
    }

    @Test
    void countersReadAsWords() {
        assertThat(HtmlReport.label("pauseFramesSent")).isEqualTo("PAUSE frames sent");
        assertThat(HtmlReport.label("ecnMarks")).isEqualTo("ECN marks");
        assertThat(HtmlReport.label("cnpsHandled")).isEqualTo("CNPs handled");
        assertThat(HtmlReport.label("retransmittedBytes")).isEqualTo("Retransmitted bytes");
    }
}
