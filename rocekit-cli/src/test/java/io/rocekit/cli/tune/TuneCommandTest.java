package io.rocekit.cli.tune;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.rocekit.cli.CliRunner;
import io.rocekit.cli.command.ExitCodes;
import io.rocekit.cli.render.Json;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TuneCommandTest {
    @TempDir
    Path tmp;

    static Path resource(String name) {
        try {
            return Path.of(TuneCommandTest.class.getResource("/tune/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void everyPointOfTheSweepEqualsAStandaloneSimRunWithItsSetLinesAndSeed() throws Exception {
        CliRunner.Result r = CliRunner.run("tune", resource("tiny-sweep.yaml").toString(), "--json", "--out",
                tmp.resolve("out").toString());
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.OK);
        JsonNode doc = Json.mapper().readTree(r.out());
        assertThat(doc.fieldNames()).toIterable().contains("points", "pareto", "recommended", "baselines");
        assertThat(doc.get("recommended").fieldNames()).toIterable().contains("id", "knobs", "why");
        assertThat(doc.get("baselines").get(0).fieldNames()).toIterable().contains("name", "knobs", "metrics");
        JsonNode points = doc.get("points");
        assertThat(points).hasSize(4);
        for (JsonNode p : points) {
            List<String> args = new ArrayList<>(List.of("sim", resource("tiny-scenario.yaml").toString(), "--json",
                    "--no-progress", "--seed", p.get("seed").asText()));
            for (Iterator<Map.Entry<String, JsonNode>> it = p.get("knobs").fields(); it.hasNext();) {
                Map.Entry<String, JsonNode> k = it.next();
                args.add("--set");
                args.add(k.getKey() + "=" + k.getValue().asText());
            }
            CliRunner.Result sim = CliRunner.run(args.toArray(String[]::new));
            assertThat(sim.exitCode()).as(sim.err()).isEqualTo(ExitCodes.OK);
            JsonNode s = Json.mapper().readTree(sim.out());
            JsonNode m = p.get("metrics");
            JsonNode buckets = s.get("slowdown");
            assertThat(m.get("fct.slowdown.p99.all").asDouble()).isEqualTo(buckets.get(0).get("slowdownP99").asDouble());
            assertThat(m.get("fct.slowdown.p99.small").asDouble())
                    .isEqualTo(buckets.get(1).get("slowdownP99").asDouble());
            assertThat(m.get("fct.slowdown.p50.medium").asDouble())
                    .isEqualTo(buckets.get(2).get("slowdownP50").asDouble());
            assertThat(m.get("pfc.pause-frames").asLong()).isEqualTo(s.get("totals").get("pauseFramesSent").asLong());
            assertThat(m.get("ecn.marks").asLong()).isEqualTo(s.get("totals").get("ecnMarks").asLong());
            assertThat(m.get("queue.peak-bytes").asLong())
                    .isEqualTo(s.get("hottestPort").get("queuePeakBytes").asLong());
            assertThat(m.get("drops").asLong()).isEqualTo(s.get("totals").get("drops").asLong());
        }
        // the two seeds of a point differ (ECN draws), so the seed reached the simulation
        assertThat(points.get(0).get("metrics")).isNotEqualTo(points.get(1).get("metrics"));
        Path out = tmp.resolve("out");
        assertThat(out.resolve("rows.jsonl")).exists();
        assertThat(Files.readString(out.resolve("recommended.set"))).contains("--set ecn.pmax=0.5", "--set ecn.kmin=");
        assertThat(Files.readString(out.resolve("report.html"))).contains("Pareto front", "nvidia-spectrum",
                "FCT slowdown");
        // tiny-scenario.yaml sets ecn.scale-with-rate=false: thresholds are absolute, probability 0.5 = 50 %
        String kmin = doc.get("recommended").get("knobs").get("ecn.kmin").asText();
        assertThat(Files.readString(out.resolve("fabric-intent.yaml"))).contains("queue: 3",
                "probabilityPercent: 50", "minBytes: " + (kmin.equals("10000") ? "10000" : "100000"));
        // the fragment is an intent rocekit fabric reads (and renders), on top of nvidia-lossless
        io.rocekit.fabric.intent.Intent intent = io.rocekit.fabric.intent.IntentReader.read("fabric-intent.yaml",
                Files.readString(out.resolve("fabric-intent.yaml")));
        assertThat(intent.ecnOf(3)).get().satisfies(e -> {
            assertThat(e.minBytes()).isEqualTo(kmin.equals("10000") ? 10_000 : 100_000);
            assertThat(e.probabilityPercent()).isEqualTo(50.0);
        });
        assertThat(intent.dscpToTc()).containsEntry(26, 3);
    }

    @Test
    void aBadSweepIsAnInputErrorNamingTheKeyPath() throws IOException {
        Path bad = tmp.resolve("bad.yaml");
        Files.writeString(bad, Files.readString(resource("tiny-sweep.yaml")).replace("[10KB, 100KB]", "[10KB, 1OOKB]")
                .replace("tiny-scenario.yaml", resource("tiny-scenario.yaml").toString()));
        CliRunner.Result r = CliRunner.run("tune", bad.toString(), "--out", tmp.resolve("o").toString());
        assertThat(r.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(r.err()).contains("bad.yaml: space.ecn.kmin[1]: ecn.kmin=1OOKB: expected a size");
    }

    @Test
    void theIncastExampleIsNotAnAdoptAndTheReportsOpenWithWhatToDoAndEndWithTheRenderLine() throws Exception {
        Path out = tmp.resolve("incast");
        CliRunner.Result r = CliRunner.run("tune", Path.of("..", "examples", "tune", "incast-ecn-pfc.yaml").toString(),
                "--out", out.toString(), "--no-progress");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.OK);
        JsonNode doc = Json.mapper().readTree(Files.readString(out.resolve("result.json")));
        JsonNode rec = doc.get("recommended");
        // nvidia-spectrum beats the chosen point on two of three objectives: not a reason to move
        assertThat(rec.get("verdict").asText()).isIn("trade-off", "keep-baseline");
        JsonNode spectrum = null;
        for (JsonNode a : rec.get("againstBaselines")) {
            List<String> names = new ArrayList<>();
            a.fieldNames().forEachRemaining(names::add);
            assertThat(names).containsExactly("name", "dominates", "dominatedBy", "better", "worse", "beyondSpread");
            if (a.get("name").asText().equals("nvidia-spectrum")) {
                spectrum = a;
            }
        }
        assertThat(spectrum).isNotNull();
        assertThat(spectrum.get("worse")).hasSize(2);
        assertThat(spectrum.get("dominates").asBoolean()).isFalse();
        String first = r.out().lines().findFirst().orElseThrow();
        assertThat(first).contains("nvidia-spectrum", "keep nvidia-spectrum unless");
        List<String> lines = r.out().lines().toList();
        assertThat(lines.get(lines.size() - 1)).contains("rocekit fabric render " + out.resolve("fabric-intent.yaml"));
        String html = Files.readString(out.resolve("report.html"));
        assertThat(html.indexOf(io.rocekit.cli.render.Html.escape(first))).as("the sentence heads the page")
                .isBetween(0, html.indexOf("<main>"));
        assertThat(html.lastIndexOf("rocekit fabric render")).isGreaterThan(html.indexOf("id=\"front\""));
        // one size style: baselines' 150KB and the grid's 505000 read alike, and JSON holds byte counts
        assertThat(r.out()).contains("505.0 kB").doesNotContain("150KB");
        assertThat(doc.get("baselines").get(0).get("knobs").get("ecn.kmin").isNumber()).isTrue();
        // a first run ran everything: nothing came "from the results file"
        assertThat(r.out()).doesNotContain("from the results file").contains("reused within this run");
        assertThat(doc.get("simulations").get("cached").asInt()).isZero();
    }

    @Test
    void aSecondRunTakesEveryRowFromTheResultsFileAndSaysSo() throws Exception {
        Path out = tmp.resolve("again");
        CliRunner.run("tune", resource("tiny-sweep.yaml").toString(), "--out", out.toString(), "--no-progress");
        CliRunner.Result r = CliRunner.run("tune", resource("tiny-sweep.yaml").toString(), "--out", out.toString(),
                "--no-progress");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.OK);
        long rows = Files.readAllLines(out.resolve("rows.jsonl")).size();
        assertThat(r.out()).contains("simulations: 0 run, " + rows + " from the results file of an earlier run");
    }

    @Test
    void aSweepBasedOnARealSwitchConfigurationListsCurrentAmongItsBaselines() throws Exception {
        Path sweep = tmp.resolve("on-switch.yaml");
        Path config = Path.of("..", "rocekit-fabric", "src", "test", "resources", "switch",
                "sonic-utilities-mock-config_db-qos-partial.json").toAbsolutePath();
        Files.writeString(sweep, Files.readString(resource("tiny-sweep.yaml"))
                .replace("tiny-scenario.yaml", resource("tiny-scenario.yaml").toString())
                .replace("  set: {ecn.pmax: 0.5}\n", "  switch: " + config + "\n"));
        Path out = tmp.resolve("sw");
        CliRunner.Result r = CliRunner.run("tune", sweep.toString(), "--out", out.toString(), "--no-progress");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.OK);
        JsonNode doc = Json.mapper().readTree(Files.readString(out.resolve("result.json")));
        assertThat(doc.get("baselines").get(0).get("name").asText()).isEqualTo("current");
        assertThat(doc.get("baselines").get(0).get("knobs").get("ecn.kmin").asLong()).isEqualTo(1_048_576);
        assertThat(doc.get("recommended").get("againstBaselines").get(0).get("name").asText()).isEqualTo("current");
        assertThat(r.out()).contains("starting from the switch " + config + ", port Ethernet0 (baseline current)");
        String verdict = doc.get("recommended").get("verdict").asText();
        if (!verdict.equals("adopt")) {
            assertThat(r.out().lines().findFirst().orElseThrow()).contains("current");
        }
        // the fragment is for the ports the sweep simulated (tiny-scenario.yaml: 100G), not the profile's 400G
        assertThat(Files.readString(out.resolve("fabric-intent.yaml"))).contains("buffers:\n  speed: 100G");
    }
}
