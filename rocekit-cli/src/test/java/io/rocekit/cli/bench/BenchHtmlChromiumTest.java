package io.rocekit.cli.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.rocekit.cli.CliRunner;
import io.rocekit.cli.ExitCodes;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The HTML page rendered by a real browser. Headless Chromium loads it under its own
 * Content-Security-Policy: the DOM it builds must hold the charts (one line per run, the line rate
 * as a dashed line), the findings and the tables; the screenshot must show the line rate drawn
 * horizontally in its colour and each run's line in its colour.
 */
class BenchHtmlChromiumTest {
    private static final int LINE_RATE_RGB = 0xd62728;
    private static final int RUN1_RGB = 0x1f77b4;
    private static final int RUN2_RGB = 0xff7f0e;

    @Test
    void chartsFindingsAndTablesRenderInChromium(@TempDir Path dir) throws Exception {
        Path chromium = chromium();
        Path html = dir.resolve("bench.html");
        CliRunner.Result r = CliRunner.run("bench", "--html", html.toString(),
                BenchCommandTest.fixture("nccltests-roce-2node-h100-gdr-off-with-log.txt"),
                BenchCommandTest.fixture("nccltests-roce-2node-h100-tuned-with-log.txt"),
                BenchCommandTest.fixture("perftest-write-bw-a-gbits-cx5-100g.txt"),
                BenchCommandTest.fixture("ibv-devinfo-v-cx5-100g-cx7-400g.txt"));
        assertThat(r.exitCode()).isEqualTo(ExitCodes.FINDINGS);
        assertThat(r.out()).contains("HTML report: " + html);
        String page = Files.readString(html);
        assertThat(page).doesNotContain("<script", "http://", "https://", "src=\"", "href=");

        String dom = run(chromium, dir, "--dump-dom", html.toUri().toString());
        String nccl = element(dom, "chart-nccl");
        assertThat(count(nccl, "<polyline class=\"run\"")).isEqualTo(2);
        assertThat(count(nccl, "class=\"line-rate\"")).isEqualTo(1);
        assertThat(nccl).contains("data-value=\"400\"", "line rate 8x400 Gb/s = 400 GB/s");
        assertThat(points(nccl, 1)).hasSize(14);
        String bw = element(dom, "chart-perftest-bw");
        assertThat(count(bw, "<polyline class=\"run\"")).isEqualTo(1);
        assertThat(bw).contains("data-value=\"100\"");
        assertThat(points(bw, 1)).hasSize(23);
        // x grows with the size (log axis), y of the 8 GiB point of run 2 is above run 1's
        List<double[]> before = points(nccl, 1);
        List<double[]> after = points(nccl, 2);
        for (int i = 1; i < before.size(); i++) {
            assertThat(before.get(i)[0]).isGreaterThan(before.get(i - 1)[0]);
        }
        assertThat(after.get(13)[1]).isLessThan(before.get(13)[1]);
        assertThat(dom).contains("data-rule=\"bench.below-line-rate\"", "data-rule=\"nccl.gdr-disabled\"");
        String runs = dom.substring(dom.indexOf("<table id=\"runs\">"), dom.indexOf("</table>", dom.indexOf("<table id=\"runs\">")));
        assertThat(runs.split("<tr>", -1)).hasSize(1 + 1 + 3);
        assertThat(dom).contains("Side by side: nccl-tests all_reduce float sum");

        Path png = dir.resolve("bench.png");
        run(chromium, dir, "--window-size=1300,2400", "--hide-scrollbars", "--screenshot=" + png, html.toUri().toString());
        BufferedImage img = ImageIO.read(png.toFile());
        assertThat(img).isNotNull();
        int red = 0;
        Set<Integer> redRows = new TreeSet<>();
        int run1 = 0;
        int run2 = 0;
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                int rgb = img.getRGB(x, y) & 0xffffff;
                if (rgb == LINE_RATE_RGB) {
                    red++;
                    redRows.add(y);
                } else if (rgb == RUN1_RGB) {
                    run1++;
                } else if (rgb == RUN2_RGB) {
                    run2++;
                }
            }
        }
        // two dashed line-rate lines across ~490 px plots and their legend marks: horizontal, so few rows
        assertThat(red).as("line-rate pixels").isGreaterThan(400);
        assertThat(redRows.size()).as("rows holding line-rate pixels").isLessThanOrEqualTo(16);
        assertThat(run1).as("run 1 pixels").isGreaterThan(200);
        assertThat(run2).as("run 2 pixels").isGreaterThan(200);
    }

    private static String element(String dom, String id) {
        int start = dom.indexOf("id=\"" + id + "\"");
        assertThat(start).as(id).isPositive();
        return dom.substring(start, dom.indexOf("</svg>", start));
    }

    private static int count(String s, String what) {
        int n = 0;
        for (int i = s.indexOf(what); i >= 0; i = s.indexOf(what, i + 1)) {
            n++;
        }
        return n;
    }

    private static List<double[]> points(String svg, int run) {
        Matcher m = Pattern.compile("data-run=\"" + run + "\"[^>]*points=\"([^\"]*)\"").matcher(svg);
        assertThat(m.find()).as("polyline of run " + run).isTrue();
        List<double[]> out = new ArrayList<>();
        for (String p : m.group(1).trim().split(" ")) {
            String[] xy = p.split(",");
            out.add(new double[] {Double.parseDouble(xy[0]), Double.parseDouble(xy[1])});
        }
        return out;
    }

    private static Path chromium() {
        Path p = Path.of("/usr/bin/chromium");
        boolean present = Files.isExecutable(p);
        if (!present && "1".equals(System.getenv("ROCEKIT_REQUIRE_PEERS"))) {
            throw new AssertionError("/usr/bin/chromium is required (ROCEKIT_REQUIRE_PEERS=1) but not installed");
        }
        assumeTrue(present, "chromium not installed");
        return p;
    }

    private static String run(Path chromium, Path dir, String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(chromium.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--user-data-dir=" + Files.createTempDirectory(dir, "profile")));
        cmd.addAll(List.of(args));
        Path out = dir.resolve("chromium.out");
        Process p = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(dir.resolve("chromium.err").toFile())
                .start();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("chromium did not finish in 120 s");
        }
        assertThat(p.exitValue()).as("chromium exit").isZero();
        return Files.readString(out, StandardCharsets.UTF_8);
    }
}
