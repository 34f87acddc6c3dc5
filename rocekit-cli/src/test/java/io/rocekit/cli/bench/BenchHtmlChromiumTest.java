package io.rocekit.cli.bench;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.rocekit.cli.CliRunner;
import io.rocekit.cli.command.ExitCodes;
import io.rocekit.cli.render.ReportBrowser;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The bench page as a person sees it in Chromium: one line per run, each named in full (two runs
 * of the same test were once cut to the same legend label), the line rate as its own dashed line,
 * axes that hold the data, the findings and the tables.
 */
class BenchHtmlChromiumTest {
    @Test
    void benchPageShowsEveryRunUnderItsOwnNameAgainstTheLineRate(@TempDir Path dir) throws Exception {
        ReportBrowser browser = ReportBrowser.open(dir);
        Path html = dir.resolve("bench.html");
        CliRunner.Result r = CliRunner.run("bench", "--html", html.toString(),
                ReportBrowser.typed(BenchCommandTest.fixture("nccltests-roce-2node-h100-gdr-off-with-log.txt")),
                ReportBrowser.typed(BenchCommandTest.fixture("nccltests-roce-2node-h100-tuned-with-log.txt")),
                ReportBrowser.typed(BenchCommandTest.fixture("perftest-write-bw-a-gbits-cx5-100g.txt")),
                ReportBrowser.typed(BenchCommandTest.fixture("ibv-devinfo-v-cx5-100g-cx7-400g.txt")));
        assertThat(r.exitCode()).isEqualTo(ExitCodes.FINDINGS);
        assertThat(r.err()).contains("HTML report: " + html);

        ReportBrowser.Seen seen = browser.look(html).assertReadable();
        JsonNode nccl = seen.chart("chart-nccl");
        List<String> legend = new ArrayList<>();
        nccl.get("legend").forEach(n -> legend.add(n.asText()));
        assertThat(legend).hasSize(3).contains("line rate 8x400 Gb/s = 400 GB/s");
        assertThat(legend.get(0)).startsWith("run 1: all_reduce").contains("gdr-off");
        assertThat(legend.get(1)).startsWith("run 2: all_reduce").contains("tuned");
        assertThat(nccl.get("data").get("points").asInt()).isEqualTo(14 + 14 + 2);
        // the y axis reaches the line rate and stops at the next round number
        assertThat(nccl.get("axes").get(1).get("max").asDouble()).isEqualTo(400);
        assertThat(nccl.get("axes").get(0).get("type").asText()).isEqualTo("log");
        JsonNode bw = seen.chart("chart-perftest-bw");
        assertThat(bw.get("legend").toString()).contains("line rate 100 Gb/s");
        assertThat(bw.get("data").get("points").asInt()).isEqualTo(23 + 2);
        String dom = seen.dom();
        assertThat(dom).contains("data-rule=\"bench.below-line-rate\"", "data-rule=\"nccl.gdr-disabled\"");
        String runs = dom.substring(dom.indexOf("<table id=\"runs\">"), dom.indexOf("</table>", dom.indexOf("<table id=\"runs\">")));
        assertThat(runs.split("<tr>", -1)).hasSize(1 + 1 + 3);
        assertThat(dom).contains("Side by side: nccl-tests all_reduce float sum");
        browser.screenshot(html, "bench", 1800);
    }
}
