package io.rocekit.cli.render;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Severity;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The kit's rules without a browser: escaping, axis ranges, what a chart leaves out, the text format. */
class ReportKitTest {
    @Test
    void oneEscaperForTextAndAttributes() {
        assertThat(Html.escape("a<b>&\"c'")).isEqualTo("a&lt;b&gt;&amp;&quot;c&#39;");
        assertThat(Html.escape("plain")).isEqualTo("plain");
    }

    @Test
    void linearAxesEndAtTheNextRoundNumberNeverFarPastTheData() {
        assertThat(AxisRange.of(Axis.linear("y", Format.NUMBER), new double[] {0.2, 6.1})).isEqualTo(new AxisRange(0, 7));
        assertThat(AxisRange.of(Axis.linear("y", Format.NUMBER), new double[] {369.6, 400})).isEqualTo(new AxisRange(0, 400));
        assertThat(AxisRange.of(Axis.linear("y", Format.NUMBER), new double[] {1.0})).isEqualTo(new AxisRange(0, 1));
        assertThat(AxisRange.of(Axis.linear("y", Format.NUMBER), new double[] {})).isEqualTo(new AxisRange(0, 1));
        assertThat(AxisRange.of(Axis.linear("y", Format.NUMBER), new double[] {Double.NaN, 3})).isEqualTo(new AxisRange(0, 3));
        for (double v = 0.013; v < 1e7; v *= 1.37) {
            double top = AxisRange.niceCeiling(v);
            assertThat(top).isBetween(v, v * 1.25 + 1e-9);
        }
    }

    @Test
    void logAxesRunFromPowerToPowerOfTheirBase() {
        assertThat(AxisRange.of(Axis.log("size", 2, Format.BINARY_SIZE), new double[] {0, 1 << 20, 8L << 30}))
                .isEqualTo(new AxisRange(1 << 20, 8L << 30));
        assertThat(AxisRange.of(Axis.log("x", 10, Format.NUMBER), new double[] {17.2, 19.1}))
                .isEqualTo(new AxisRange(10, 100));
    }

    @Test
    void chartsLeaveOutWhatAPersonCannotReadAndACdfEndsAtOne() {
        ChartSpec line = XYChart.line("c", "c").x(Axis.log("x", 2, Format.BINARY_SIZE))
                .series("a", new double[] {0, 2, 4, 8}, new double[] {1, Double.NaN, 3, 4}).build();
        assertThat(line.option().get("series").get(0).get("data")).hasSize(2); // x=0 on a log axis, y=NaN
        ChartSpec cdf = XYChart.cdf("d", "d").samples("all", new double[] {3, 1, Double.NaN, 2}).build();
        JsonNode data = cdf.option().get("series").get(0).get("data");
        assertThat(data).hasSize(3);
        assertThat(data.get(2).get(1).asDouble()).isEqualTo(1.0);
        assertThat(cdf.option().get("yAxis").get("max").asDouble()).isEqualTo(1.0);
        ChartSpec bars = BarChart.of("b", "b", List.of("x", "y")).series("p50", new double[] {Double.NaN, 2}).build();
        assertThat(bars.option().get("series").get(0).get("data").get(0).asText()).isEqualTo("-");
    }

    @Test
    void twoSeriesUnderOneNameAreRefused() {
        XYChart c = XYChart.line("c", "c").series("run 1", new double[] {1}, new double[] {1})
                .series("run 1", new double[] {1}, new double[] {2});
        assertThatThrownBy(c::build).hasMessageContaining("two series named 'run 1'");
    }

    @Test
    void aPageWithoutChartsCarriesNoScript() {
        String html = Report.page("t", "c").section("s", "S").text("<b>").render();
        assertThat(html).contains("&lt;b&gt;").doesNotContain("<script", "script-src");
        String withChart = Report.page("t", "c").chart(XYChart.line("c", "c</script>")
                .series("x</script>", new double[] {1}, new double[] {1}).build()).render();
        assertThat(withChart).contains("script-src 'unsafe-inline'", "x\\u003c/script>");
    }

    @Test
    void findingsPrintSeverityRuleAndTitleFailFirst() {
        Finding warn = new Finding("a.warn", Severity.WARN, "a warning", "eth0", List.of(), List.of(), "ref");
        Finding fail = new Finding("b.fail", Severity.FAIL, "a failure", "eth1",
                List.of(Evidence.line("f.txt", 3, "x")), List.of("fix it"), "ref");
        StringWriter sw = new StringWriter();
        FindingsText.print(new PrintWriter(sw), List.of(warn, fail));
        String text = sw.toString();
        assertThat(text).startsWith("Findings: 1 FAIL, 1 WARN, 0 INFO");
        assertThat(text).contains("\nFAIL b.fail  a failure\n", "\nWARN a.warn  a warning\n", "       fix it\n");
        assertThat(text.indexOf("FAIL b.fail")).isLessThan(text.indexOf("WARN a.warn"));
    }

    @Test
    void theEchartsOfThePomIsInTheJar() {
        assertThat(Resources.text(Resources.ECHARTS)).contains("echarts").hasSizeGreaterThan(500_000);
    }
}
