package io.rocekit.cli.capture;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.rocekit.cli.CliRunner;
import io.rocekit.cli.command.ExitCodes;
import io.rocekit.cli.render.ReportBrowser;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The analyze page as a person sees it in Chromium: three timeline charts with one step per bin,
 * the whole flow table reachable (the ACK, DSCP and PCP columns were once cut off at 1180 px),
 * the findings, nothing unreadable.
 */
class AnalyzeHtmlChromiumTest {
    @Test
    void analyzePageShowsChartsEveryFlowColumnAndTheFindings(@TempDir Path dir) throws Exception {
        ReportBrowser browser = ReportBrowser.open(dir);
        Path html = dir.resolve("analyze.html");
        CliRunner.Result r = CliRunner.run("analyze", ReportBrowser.typed(AnalyzeCommandTest.fixture()), "--html",
                html.toString(), "--bin",
                "5us");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.FINDINGS);
        assertThat(r.err()).contains("HTML report: " + html);

        ReportBrowser.Seen seen = browser.look(html).assertReadable();
        for (String id : new String[] {"chart-goodput", "chart-ce", "chart-cnp"}) {
            JsonNode c = seen.chart(id);
            assertThat(c.get("data").get("points").asInt()).as(id + " bins").isEqualTo(28); // 137 us / 5 us
        }
        assertThat(seen.chart("chart-ce").get("axes").get(1).get("max").asDouble()).isLessThanOrEqualTo(1.0);
        String dom = seen.dom();
        String tbody = dom.substring(dom.indexOf("<tbody>", dom.indexOf("id=\"flow-table\"")),
                dom.indexOf("</tbody>", dom.indexOf("id=\"flow-table\"")));
        assertThat(tbody.split("<tr>", -1)).hasSize(1 + 4);
        assertThat(tbody).contains("0x0000d1", "0x0000c1", "233");
        assertThat(dom).contains(">ACK p50<", ">DSCP<", ">PCP<", ">QoS mismatch frames<");
        assertThat(seen.tableFits("flow-table")).as("all 19 flow columns visible at " + ReportBrowser.WIDTH + " px")
                .isTrue();
        assertThat(dom).contains("data-rule=\"capture.dscp-mismatch\"", "data-rule=\"capture.psn-gap\"");
        browser.screenshot(html, "analyze", 2000);
    }
}
