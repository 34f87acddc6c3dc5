package io.rocekit.cli.fleet;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.rocekit.cli.CliRunner;
import io.rocekit.cli.command.ExitCodes;
import io.rocekit.cli.render.ReportBrowser;
import io.rocekit.fleet.generate.FleetGenerator;
import io.rocekit.fleet.generate.Planted;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The fleet page as a person sees it in Chromium: the rule x node heat map, the drift table with
 * the planted nodes, one plot per metric with the planted slow nodes as outliers, the fleet
 * findings with their evidence.
 */
class FleetHtmlChromiumTest {
    @Test
    void fleetPageShowsHeatmapDriftAndOutliers(@TempDir Path dir) throws Exception {
        Planted planted = new FleetGenerator(12, 3).write(dir.resolve("snaps"), FleetGenerator.Format.TAR_GZ, 2);
        ReportBrowser browser = ReportBrowser.open(dir);
        Path html = dir.resolve("fleet.html");
        CliRunner.Result r = CliRunner.run("fleet", dir.resolve("snaps").toString(), "--html", html.toString(),
                "--threads", "2");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.FINDINGS);
        assertThat(r.err()).contains("HTML report: " + html);

        ReportBrowser.Seen seen = browser.look(html).assertReadable();
        JsonNode heat = seen.chart("chart-rules");
        assertThat(heat).isNotNull();
        JsonNode nccl = seen.chart("chart-" + FleetGenerator.NCCL_METRIC.replaceAll("[^A-Za-z0-9]", "-"));
        assertThat(nccl.get("legend").toString()).contains("outliers", "median");
        String dom = seen.dom();
        String drift = dom.substring(dom.indexOf("<table id=\"drift\">"), dom.indexOf("</table>", dom.indexOf("<table id=\"drift\">")));
        for (Planted.Fact f : planted.drift()) {
            assertThat(drift).contains(f.key(), f.node());
        }
        assertThat(dom).contains("data-rule=\"fleet.qos-drift\"", "data-rule=\"fleet.slow-node\"");
        browser.screenshot(html, "fleet", 2400);
    }
}
