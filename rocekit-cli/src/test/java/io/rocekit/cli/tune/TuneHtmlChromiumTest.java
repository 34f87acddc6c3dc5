package io.rocekit.cli.tune;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.rocekit.cli.CliRunner;
import io.rocekit.cli.command.ExitCodes;
import io.rocekit.cli.render.ReportBrowser;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The tune page as a person sees it in Chromium, after the charts have drawn: one element per id,
 * each chart's drawing inside its own card (a section sharing a chart's id once took the drawing
 * and left the card empty), the verdict at the top, the render line at the end.
 */
class TuneHtmlChromiumTest {
    @Test
    void everyChartIsDrawnInsideItsCardAndNoIdIsUsedTwice(@TempDir Path dir) throws Exception {
        ReportBrowser browser = ReportBrowser.open(dir);
        Path out = dir.resolve("out");
        CliRunner.Result r = CliRunner.run("tune", TuneCommandTest.resource("tiny-sweep.yaml").toString(), "--out",
                out.toString(), "--no-progress");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.OK);
        Path html = out.resolve("report.html");
        ReportBrowser.Seen seen = browser.look(html).assertReadable();
        assertThat(seen.duplicateIds()).as("ids held by two elements").isEmpty();
        assertThat(seen.charts()).extracting(c -> c.get("id").asText()).contains("pareto-chart", "cdf-chart");
        for (JsonNode c : seen.charts()) {
            assertThat(c.get("inCard").asBoolean()).as(c.get("id").asText()).isTrue();
        }
        String dom = seen.dom();
        String verdict = r.out().lines().findFirst().orElseThrow();
        assertThat(dom.indexOf("class=\"context\"")).isLessThan(dom.indexOf("<main>"));
        assertThat(dom).contains(verdict.substring(0, 40));
        assertThat(dom.lastIndexOf("rocekit fabric render")).isGreaterThan(dom.indexOf("id=\"front-table\""));
        browser.screenshot(html, "tune", 2400);
    }
}
