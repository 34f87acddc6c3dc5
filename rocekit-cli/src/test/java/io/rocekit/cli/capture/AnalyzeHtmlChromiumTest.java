package io.rocekit.cli.capture;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.cli.CliRunner;
import io.rocekit.cli.ExitCodes;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The HTML report rendered by a real browser: headless Chromium loads the page under its own
 * Content-Security-Policy (no script, no external resource), and the DOM it builds must hold the
 * three timeline charts with one step per bin, the flow table and the findings; a screenshot must
 * come out.
 */
class AnalyzeHtmlChromiumTest {
    @Test
    void shouldRenderChartsTableAndFindingsInChromium(@TempDir Path dir) throws Exception {
        Path chromium = Peers.require("/usr/bin/chromium");
        Path html = dir.resolve("report.html");
        CliRunner.Result r = CliRunner.run("analyze", AnalyzeCommandTest.fixture(), "--html", html.toString(), "--bin",
                "5us");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.FINDINGS);
        assertThat(r.out()).contains("HTML report: " + html);

        String dom = run(chromium, dir, "--dump-dom", html.toUri().toString());
        for (String id : new String[] {"chart-goodput", "chart-ce", "chart-cnp"}) {
            Matcher m = Pattern.compile("<svg[^>]*id=\"" + id + "\".*?<polyline[^>]*points=\"([^\"]*)\"",
                    Pattern.DOTALL).matcher(dom);
            assertThat(m.find()).as(id).isTrue();
            assertThat(m.group(1).trim().split(" ")).as(id + " points").hasSize(2 * 28); // 137 us / 5 us bins
        }
        String tbody = dom.substring(dom.indexOf("<tbody>"), dom.indexOf("</tbody>"));
        assertThat(tbody.split("<tr>", -1)).hasSize(1 + 4);
        assertThat(tbody).contains("0x0000d1", "0x0000c1", "frames 233");
        assertThat(dom).contains("data-rule=\"capture.dscp-mismatch\"", "data-rule=\"capture.psn-gap\"");
        assertThat(dom).doesNotContain("<script");

        Path png = dir.resolve("report.png");
        run(chromium, dir, "--window-size=1200,1600", "--screenshot=" + png, html.toUri().toString());
        assertThat(Files.size(png)).isGreaterThan(20_000);
    }

    private static String run(Path chromium, Path dir, String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(chromium.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--user-data-dir=" + Files.createTempDirectory(dir, "profile")));
        cmd.addAll(List.of(args));
        Path out = dir.resolve("chromium.out");
        Process p = new ProcessBuilder(cmd).redirectOutput(out.toFile())
                .redirectError(dir.resolve("chromium.err").toFile()).start();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("chromium did not finish in 120 s");
        }
        assertThat(p.exitValue()).as("chromium exit").isZero();
        return Files.readString(out, StandardCharsets.UTF_8);
    }
}
