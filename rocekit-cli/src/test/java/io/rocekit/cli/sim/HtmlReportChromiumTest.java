package io.rocekit.cli.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.rocekit.cli.CliRunner;
import io.rocekit.cli.ExitCodes;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The HTML report opens in a real browser: headless Chromium loads it with the network off, and
 * the DOM it builds holds the four charts. Skipped when Chromium is missing, unless
 * ROCEKIT_REQUIRE_PEERS=1 (CI), where it must run.
 */
class HtmlReportChromiumTest {
    @TempDir
    Path tmp;

    @Test
    void chromiumRendersTheSelfContainedReport() throws Exception {
        Path chromium = Path.of("/usr/bin/chromium");
        boolean required = "1".equals(System.getenv("ROCEKIT_REQUIRE_PEERS"));
        if (!required) {
            assumeTrue(Files.isExecutable(chromium), "chromium not installed");
        }
        Path out = tmp.resolve("run");
        CliRunner.Result r = CliRunner.run("sim", Path.of("..", "examples", "incast16.yaml").toString(), "--out",
                out.toString(), "--no-progress");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.OK);
        Path html = out.resolve("report.html");
        String dom = dumpDom(chromium, html);
        assertThat(dom).contains("rocekit sim: incast16");
        int svgs = dom.split("<svg", -1).length - 1;
        assertThat(svgs).isGreaterThanOrEqualTo(4);
        assertThat(dom).contains("Queue depth at the hottest switch ports", "DCQCN current rate of traced flows",
                "Slowdown CDF", "Slowdown percentiles per flow-size bucket");
        assertThat(dom).contains("<polyline").contains("<rect");
    }

    private String dumpDom(Path chromium, Path html) throws IOException, InterruptedException {
        Path profile = Files.createDirectories(tmp.resolve("chromium-profile"));
        ProcessBuilder pb = new ProcessBuilder(List.of(chromium.toString(), "--headless", "--no-sandbox",
                "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--user-data-dir=" + profile, "--dump-dom",
                html.toUri().toString()));
        pb.redirectError(ProcessBuilder.Redirect.DISCARD);
        Process p = pb.start();
        byte[] outBytes = p.getInputStream().readAllBytes();
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).isZero();
        return new String(outBytes, StandardCharsets.UTF_8);
    }
}
