package io.rocekit.cli.render;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Quantities;
import io.rocekit.core.finding.Severity;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every part of the kit on one page, opened in headless Chromium: the charts draw (ECharts from
 * the page itself, no network), NaN inputs never reach the reader, a CDF ends at 1, a table of 30
 * columns scrolls in its box instead of widening the page, a 300-character fix command wraps.
 */
class ReportKitChromiumTest {
    @Test
    void everyPartOfTheKitRendersReadablyInChromium(@TempDir Path dir) throws Exception {
        ReportBrowser browser = ReportBrowser.open(dir);
        List<Table.Column> cols = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            cols.add(Table.Column.number("column number " + i));
        }
        Table wide = Table.of("wide", cols);
        String[] row = new String[30];
        java.util.Arrays.fill(row, "123,456,789");
        wide.row(row);
        double[] sizes = {1024, 4096, 16384, 65536, 262144};
        Report page = Report.page("kit: every part", "a test page")
                .stat("flows", "12", Tone.PLAIN).stat("FAIL", "1", Tone.FAIL)
                .section("charts", "Charts")
                .chart(XYChart.line("chart-line", "line on a log2 axis")
                        .x(Axis.log("message size", 2, Format.BINARY_SIZE)).y(Axis.linear("busbw (GB/s)", Format.NUMBER))
                        .series("run 1: a.txt", sizes, new double[] {1, 5, Double.NaN, 40, 41})
                        .series("run 2: a.txt", sizes, new double[] {2, 6, 20, 44, 47})
                        .reference("line rate 50 GB/s", 50).build())
                .chart(XYChart.cdf("chart-cdf", "CDF").x(Axis.log("slowdown", 10, Format.NUMBER))
                        .samples("all (5)", new double[] {1, 1.5, 2, Double.NaN, 8, 3}).build())
                .chart(BarChart.of("chart-bar", "bars", List.of("<10KB", "10KB-100KB"))
                        .y(Axis.linear("slowdown", Format.NUMBER))
                        .series("p50", new double[] {1.2, Double.NaN}).series("p99", new double[] {3, 7}).build())
                .chart(HeatmapChart.of("chart-heat", "heat", List.of("t0", "t1", "t2"), List.of("sw1 p1", "sw1 p2"))
                        .value("utilisation", Format.PERCENT).cell(0, 0, 0.5).cell(1, 1, 0.93).cell(2, 0, Double.NaN)
                        .build())
                .section("tables", "Tables").table(wide)
                .findings(List.of(new Finding("kit.long-fix", Severity.WARN, "a finding with a long fix", "eth0",
                        List.of(Evidence.line("ethtool.txt", 3, "x".repeat(200))),
                        List.of("mlxconfig -d /dev/mst/mt4129_pciconf0 set " + "ADVANCED_PCI_SETTINGS=1 ".repeat(12)),
                        "https://docs.nvidia.com/networking/display/mftv4270/mlxconfig")));
        Path html = dir.resolve("kit.html");
        page.write(html);
        String text = Files.readString(html);
        assertThat(text.contains("<script src") || text.contains("<link")).as("loads nothing from elsewhere").isFalse();

        ReportBrowser.Seen seen = browser.look(html).assertReadable();
        assertThat(seen.charts()).hasSize(4);
        JsonNode line = seen.chart("chart-line");
        assertThat(line.get("legend").toString()).contains("run 1: a.txt", "run 2: a.txt", "line rate 50 GB/s");
        assertThat(line.get("data").get("points").asInt()).as("NaN point left out").isEqualTo(4 + 5 + 2);
        JsonNode cdf = seen.chart("chart-cdf");
        assertThat(cdf.get("axes").get(1).get("max").asDouble()).isEqualTo(1.0);
        assertThat(cdf.get("data").get("yMax").asDouble()).isEqualTo(1.0);
        assertThat(seen.dom()).contains("8K", "64K"); // binary-size tick labels
        // the axis formatters in the page print as Quantities does (ticks drop trailing zeros)
        JsonNode f = seen.probe().get("formats");
        assertThat(f.get("binarySize").asText()).isEqualTo("8G");
        assertThat(f.get("bytes").asText()).isEqualTo(Quantities.bytes(146_700));
        assertThat(f.get("bitRate").asText()).isEqualTo(Quantities.bitRate(7.767e9));
        assertThat(f.get("percent").asText()).isEqualTo("12.5 %");
        assertThat(f.get("perSecond").asText()).isEqualTo(Quantities.perSecond(12_500));
        assertThat(f.get("nanos").asText()).isEqualTo("3.2 ms");
        assertThat(f.get("micros").asText()).isEqualTo("1.57 ms");
        assertThat(f.get("number").asText()).isEqualTo(Quantities.number(97.53));
        assertThat(f.get("nan").asText()).isEqualTo(Quantities.NONE);
        browser.screenshot(html, "kit", 2200);
    }
}
