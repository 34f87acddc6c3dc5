package io.rocekit.cli.render;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Opens a report in headless Chromium as a person would and checks what they see: the test of
 * every HTML report uses it. Chromium is required when {@code ROCEKIT_REQUIRE_PEERS=1} (CI) and the
 * test is skipped with a message otherwise. Screenshots go to {@code target/report-screenshots/}
 * (kept as build artifacts; {@code docs/screenshots.sh} copies them into {@code docs/img/}).
 */
public final class ReportBrowser {
    public static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    public static final Path SCREENSHOTS = Path.of("target", "report-screenshots");
    /** The window a report is checked in: a common laptop screen. */
    public static final int WIDTH = 1280;

    private final Path dir;

    private ReportBrowser(Path dir) {
        this.dir = dir;
    }

    /** A browser working in {@code dir}; skips the test (or fails it on CI) without Chromium. */
    public static ReportBrowser open(Path dir) {
        boolean present = Files.isExecutable(CHROMIUM);
        if (!present && "1".equals(System.getenv("ROCEKIT_REQUIRE_PEERS"))) {
            throw new AssertionError(CHROMIUM + " is required (ROCEKIT_REQUIRE_PEERS=1) but not installed");
        }
        assumeTrue(present, CHROMIUM + " not installed: the browser check of this report is skipped");
        return new ReportBrowser(dir);
    }

    /**
     * {@code file} relative to the module directory, as a user would type it: the screenshots in
     * the docs then show {@code target/test-classes/...} rather than a path of the build machine.
     */
    public static String typed(String file) {
        return Path.of("").toAbsolutePath().relativize(Path.of(file).toAbsolutePath()).toString();
    }

    /** What the probe measured in the rendered page. */
    public record Seen(JsonNode probe, String dom) {
        public List<String> badText() {
            return strings(probe.get("badText"));
        }

        public List<String> wideBoxes() {
            return strings(probe.get("wideBoxes"));
        }

        /** Element ids more than one element holds. */
        public List<String> duplicateIds() {
            return strings(probe.get("duplicateIds"));
        }

        public List<String> smallText() {
            return strings(probe.get("smallText"));
        }

        /** True when table {@code id} shows every column without scrolling its box. */
        public boolean tableFits(String id) {
            JsonNode t = probe.get("tables").get(id);
            assertThat(t).as("table " + id + " in the page").isNotNull();
            return t.get("width").asInt() <= t.get("boxWidth").asInt();
        }

        public JsonNode chart(String id) {
            for (JsonNode c : probe.get("charts")) {
                if (c.get("id").asText().equals(id)) {
                    return c;
                }
            }
            throw new AssertionError("no chart " + id + " in the page; charts: " + probe.get("charts"));
        }

        public List<JsonNode> charts() {
            List<JsonNode> out = new ArrayList<>();
            probe.get("charts").forEach(out::add);
            return out;
        }

        /**
         * The checks every report must pass: no NaN/undefined/null text, no box wider than the
         * window or cut off, no text smaller than 11.5 px, every chart drawn inside its card with distinct legend
         * labels and axes that hold the data without running far past it.
         */
        public Seen assertReadable() {
            assertThat(badText()).as("text a person would read as garbage").isEmpty();
            assertThat(wideBoxes()).as("tables or blocks wider than the page or cut off").isEmpty();
            assertThat(probe.get("pageWidth").asInt()).as("page scrolls sideways")
                    .isLessThanOrEqualTo(probe.get("viewportWidth").asInt());
            assertThat(smallText()).as("text smaller than 11.5 px").isEmpty();
            for (JsonNode c : probe.get("charts")) {
                String id = c.get("id").asText();
                assertThat(c.get("rendered").asBoolean()).as(id + " drawn").isTrue();
                assertThat(c.get("inCard").asBoolean()).as(id + " drawn inside its card (drawing " + c.get("drawing")
                        + ", card " + c.get("card") + ")").isTrue();
                List<String> legend = strings(c.get("legend"));
                Set<String> distinct = new HashSet<>(legend);
                assertThat(distinct).as(id + " legend labels distinct").hasSize(legend.size());
                assertThat(strings(c.get("svgTexts"))).as(id + " texts").noneMatch(t -> t.contains("NaN"));
                JsonNode d = c.get("data");
                if (d.get("points").asInt() == 0) {
                    continue;
                }
                for (JsonNode a : c.get("axes")) {
                    double lo = a.get("min").asDouble();
                    double hi = a.get("max").asDouble();
                    String k = a.get("kind").asText().startsWith("x") ? "x" : "y";
                    if (!d.has(k + "Min") || !d.get(k + "Min").isNumber()) {
                        continue;
                    }
                    double dMin = d.get(k + "Min").asDouble();
                    double dMax = d.get(k + "Max").asDouble();
                    assertThat(lo).as(id + " " + k + " axis starts at or below the data").isLessThanOrEqualTo(dMin + 1e-9);
                    assertThat(hi).as(id + " " + k + " axis ends at or above the data").isGreaterThanOrEqualTo(dMax - 1e-9);
                    double span = Math.max(Math.abs(dMax), 1e-12);
                    double slack = "log".equals(a.get("type").asText()) ? 16 : 1.26;
                    if (dMax > 0) {
                        assertThat(hi).as(id + " " + k + " axis does not run far past the data (max " + dMax + ")")
                                .isLessThanOrEqualTo(span * slack + (lo < 0 ? -lo : 0) + 1e-9);
                    }
                }
            }
            return this;
        }
    }

    /** Renders {@code html} with the probe script added, lets the charts draw, returns what it saw. */
    public Seen look(Path html) throws IOException, InterruptedException {
        String page = Files.readString(html, StandardCharsets.UTF_8);
        String probe;
        try (InputStream in = ReportBrowser.class.getResourceAsStream("probe.js")) {
            probe = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        // the probe needs script to run even on a page without charts
        // ECharts itself holds "</body>" in a string: insert before the page's own, the last one
        int end = page.lastIndexOf("</body>");
        String probed = page.substring(0, end).replaceFirst("default-src 'none';",
                "default-src 'none'; script-src 'unsafe-inline';") + "<script>" + probe + "</script>\n" + page.substring(end);
        Path copy = dir.resolve("probed-" + html.getFileName());
        Files.writeString(copy, probed, StandardCharsets.UTF_8);
        String dom = chromium("--window-size=" + WIDTH + ",900", "--virtual-time-budget=5000", "--dump-dom",
                copy.toUri().toString());
        Matcher m = Pattern.compile("<pre id=\"rocekit-probe\">(\\{.*?)</pre>", Pattern.DOTALL).matcher(dom);
        assertThat(m.find()).as("the probe ran in " + html).isTrue();
        String json = m.group(1).replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&amp;", "&");
        return new Seen(new ObjectMapper().readTree(json), dom);
    }

    /** A screenshot of the top {@code heightPx} of the page, kept as {@code target/report-screenshots/NAME.png}. */
    public Path screenshot(Path html, String name, int heightPx) throws IOException, InterruptedException {
        Files.createDirectories(SCREENSHOTS);
        Path png = SCREENSHOTS.resolve(name + ".png").toAbsolutePath();
        chromium("--window-size=" + WIDTH + "," + heightPx, "--hide-scrollbars", "--virtual-time-budget=5000",
                "--screenshot=" + png, html.toUri().toString());
        assertThat(png).exists();
        assertThat(Files.size(png)).as(png + " size").isGreaterThan(10_000);
        return png;
    }

    private String chromium(String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(CHROMIUM.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--user-data-dir=" + Files.createTempDirectory(dir, "profile")));
        cmd.addAll(List.of(args));
        Path out = Files.createTempFile(dir, "chromium", ".out");
        Process p = new ProcessBuilder(cmd).redirectOutput(out.toFile())
                .redirectError(dir.resolve("chromium.err").toFile()).start();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("chromium did not finish in 120 s");
        }
        assertThat(p.exitValue()).as("chromium exit; see " + dir.resolve("chromium.err")).isZero();
        return Files.readString(out, StandardCharsets.UTF_8);
    }

    private static List<String> strings(JsonNode array) {
        List<String> out = new ArrayList<>();
        if (array != null) {
            array.forEach(n -> out.add(n.asText()));
        }
        return out;
    }
}
