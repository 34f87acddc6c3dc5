package io.rocekit.cli.sim;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.rocekit.cli.CliRunner;
import io.rocekit.cli.command.ExitCodes;
import io.rocekit.cli.render.Json;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SimCommandTest {
    @TempDir
    Path tmp;

    static Path resource(String name) {
        try {
            return Path.of(SimCommandTest.class.getResource("/sim/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static Path example(String name) {
        return Path.of("..", "examples", name);
    }

    @Test
    void runsTheReferenceFilesAndWritesItsFctFormat() throws IOException {
        Path out = tmp.resolve("out");
        CliRunner.Result r = CliRunner.run("sim", "--hpcc-topology", resource("conv2_topology.txt").toString(),
                "--hpcc-flows", resource("conv2_flows.txt").toString(), "--profile", "hpcc-dcqcn", "--fct-format",
                "hpcc", "--out", out.toString(), "--no-progress");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.OK);
        assertThat(r.out()).contains("finished 2/2 flows", "hottest queue: switch 3 port 1", "conservation", "ok");
        List<String> ours = Files.readAllLines(out.resolve("fct.txt"));
        List<String> ref = Files.readAllLines(resource("hpcc_fct_conv2.txt"));
        assertThat(ours).hasSize(2);
        // same fields as the reference: sip dip sport dport size start_ns fct_ns standalone_fct_ns
        for (int i = 0; i < 2; i++) {
            String[] a = ours.get(i).split(" ");
            assertThat(a).hasSize(8);
            assertThat(ours.get(i)).matches("[0-9a-f]{8} [0-9a-f]{8} \\d+ \\d+ \\d+ \\d+ \\d+ \\d+");
        }
        assertThat(ours.stream().map(l -> l.substring(0, 9)).sorted())
                .containsExactlyElementsOf(ref.stream().map(l -> l.substring(0, 9)).sorted().toList());
        // start time and standalone FCT are identical to the reference's; the FCT within 5 %
        for (String line : ours) {
            String[] a = line.split(" ");
            String[] b = ref.stream().filter(l -> l.startsWith(a[0])).findFirst().orElseThrow().split(" ");
            assertThat(a[5]).isEqualTo(b[5]);
            assertThat(a[7]).isEqualTo(b[7]);
            assertThat(Math.abs(Long.parseLong(a[6]) - Long.parseLong(b[6])) / (double) Long.parseLong(b[6]))
                    .isLessThan(0.05);
        }
        assertThat(out.resolve("summary.json")).exists();
        assertThat(out.resolve("pfc.txt")).exists();
        String page = Files.readString(out.resolve("report.html"));
        assertThat(page.contains("id=\"chart-cdf\"") && page.contains("Slowdown CDF")).as("CDF chart in the page").isTrue();
        assertThat(page.contains("<script src") || page.contains("<link")).as("loads nothing from elsewhere").isFalse();
    }

    @Test
    void jsonSummaryHasStableFields() throws IOException {
        CliRunner.Result r = CliRunner.run("sim", example("incast16.yaml").toString(), "--json", "--no-progress");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.OK);
        JsonNode n = Json.mapper().readTree(r.out());
        assertThat(n.get("scenario").asText()).isEqualTo("incast16");
        assertThat(n.get("profile").asText()).isEqualTo("hpcc-dcqcn");
        assertThat(n.get("flows").get("total").asInt()).isEqualTo(16);
        assertThat(n.get("flows").get("finished").asInt()).isEqualTo(16);
        assertThat(n.get("slowdown").get(0).get("name").asText()).isEqualTo("all");
        assertThat(n.get("slowdown").get(0).get("slowdownP99").isNumber()).isTrue();
        assertThat(n.get("hottestPort").get("queuePeakBytes").asLong()).isGreaterThan(1_000_000);
        assertThat(n.get("invariants").get("conserved").asBoolean()).isTrue();
        assertThat(n.get("totals").get("ecnMarks").asLong()).isPositive();
        assertThat(n.get("run").get("packetHops").asLong()).isEqualTo(64_000);
        assertThat(n.get("settings").get("ecn.kmin").asLong()).isEqualTo(100_000);
    }

    @Test
    void aRunWhoseEstimateExceedsTheHeapIsToldWhatToGiveItBeforeItStarts() {
        long gib = 1L << 30;
        assertThat(SimCommand.shortHeapNote(612L << 20, 6 * gib)).isEmpty();
        assertThat(SimCommand.shortHeapNote(6 * gib, 6 * gib)).isEmpty();
        assertThat(SimCommand.shortHeapNote(13 * gib + 1, 6 * gib)).hasValue("rocekit sim: note: this run may need up"
                + " to about 13312 MiB of heap (an upper bound; runs measured hold about half) and this JVM has 6144"
                + " MiB: should it run out, give it more (ROCEKIT_JAVA_OPTS=-Xmx14g)");
        // a run that fits says nothing on stderr
        CliRunner.Result r = CliRunner.run("sim", example("incast16.yaml").toString(), "--json", "--no-progress");
        assertThat(r.err()).doesNotContain("note:");
    }

    @Test
    void scenarioRunWritesEveryOutput() {
        Path out = tmp.resolve("run");
        CliRunner.Result r = CliRunner.run("sim", example("incast16-pfc.yaml").toString(), "--out", out.toString(),
                "--no-progress", "--set", "sim.seed=2");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.OK);
        assertThat(r.out()).contains("PFC pause frames").contains("wrote summary.json, fct.csv");
        for (String f : List.of("summary.json", "fct.csv", "ports.csv", "queues.csv", "rates.csv", "pfc.csv",
                "report.html")) {
            assertThat(out.resolve(f)).exists();
        }
    }

    @Test
    void setOverridesAKnobAndUntilStopsEarly() throws IOException {
        CliRunner.Result r = CliRunner.run("sim", example("incast16.yaml").toString(), "--json", "--no-progress",
                "--set", "rpg_time_reset=55", "--until", "200us");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.OK);
        JsonNode n = Json.mapper().readTree(r.out());
        assertThat(n.get("settings").get("dcqcn.rpg_time_reset").asDouble()).isEqualTo(55.0);
        assertThat(n.get("flows").get("finished").asInt()).isZero();
        assertThat(n.get("invariants").get("flowsUnfinished").asInt()).isEqualTo(16);
        assertThat(n.get("invariants").get("conserved").asBoolean()).isTrue();
    }

    @Test
    void unknownKnobIsAnInputErrorNamingIt() {
        CliRunner.Result r = CliRunner.run("sim", example("conv2.yaml").toString(), "--set", "ecn.kmiin=5KB");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(r.err()).contains("unknown knob 'ecn.kmiin'");
    }

    @Test
    void readAheadTakesAutoInlineThreadOrOffAndNamesThemWhenGivenSomethingElse() {
        CliRunner.Result r = CliRunner.run("sim", example("conv2.yaml").toString(), "--read-ahead", "always");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(r.err()).contains("--read-ahead always: expected auto, inline, thread or off");
        for (String when : new String[] {"inline", "thread", "on", "off"}) {
            CliRunner.Result ok = CliRunner.run("sim", example("conv2.yaml").toString(), "--read-ahead", when, "--json");
            assertThat(ok.exitCode()).as(when + ": " + ok.err()).isEqualTo(ExitCodes.OK);
        }
    }

    @Test
    void threadsSplitTheFabricGiveTheSameFctsOnConv2AndSayWhenTheyCannot() throws IOException {
        for (String bad : new String[] {"0", "65", "-2"}) {
            CliRunner.Result r = CliRunner.run("sim", example("conv2.yaml").toString(), "--threads", bad);
            assertThat(r.exitCode()).as(bad).isEqualTo(ExitCodes.INPUT_ERROR);
            assertThat(r.err()).contains("--threads " + bad + ": expected 1 to 64");
        }
        CliRunner.Result one = CliRunner.run("sim", example("conv2.yaml").toString(), "--json");
        CliRunner.Result two = CliRunner.run("sim", example("conv2.yaml").toString(), "--threads", "2", "--json");
        assertThat(two.exitCode()).as(two.err()).isEqualTo(ExitCodes.OK);
        JsonNode a = Json.mapper().readTree(one.out());
        JsonNode b = Json.mapper().readTree(two.out());
        assertThat(b.get("run").get("threads").asInt()).isEqualTo(2);
        assertThat(a.get("run").get("threads").asInt()).isEqualTo(1);
        assertThat(b.get("flows")).isEqualTo(a.get("flows"));
        assertThat(b.get("totals")).isEqualTo(a.get("totals"));
        CliRunner.Result ring = CliRunner.run("sim", example("allreduce-ring8.yaml").toString(), "--threads", "2",
                "--json");
        assertThat(ring.exitCode()).as(ring.err()).isEqualTo(ExitCodes.OK);
        assertThat(ring.err()).contains("--threads 2: running on one thread: some flows start when others complete");
    }

    @Test
    void impossibleValueIsAnInputErrorWithTheReason() {
        CliRunner.Result r = CliRunner.run("sim", example("conv2.yaml").toString(), "--set", "ecn.kmin=900KB",
                "--set", "ecn.kmax=100KB");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(r.err()).contains("Kmin must not exceed Kmax");
    }

    @Test
    void badScenarioKeyIsReportedWithItsPath() throws IOException {
        Path f = tmp.resolve("bad.yaml");
        Files.writeString(f, "topology:\n  star: {hosts: 3, rate: 100Gbps}\ntraffic:\n  - incast: {receiver: 0,"
                + " size: 1MB, strat: 5us}\n");
        CliRunner.Result r = CliRunner.run("sim", f.toString());
        assertThat(r.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(r.err()).contains("traffic[0].incast.strat: unknown key");
    }

    @Test
    void malformedHpccTopologyNamesFileAndLine() throws IOException {
        Path topo = tmp.resolve("t.txt");
        Files.writeString(topo, "3 1 2\n2\n0 2 100Gbps 1000ns 0\n1 2 fast 1000ns 0\n");
        CliRunner.Result r = CliRunner.run("sim", "--hpcc-topology", topo.toString(), "--hpcc-flows",
                resource("conv2_flows.txt").toString());
        assertThat(r.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(r.err()).contains("t.txt:4: expected a rate such as 100Gbps, found 'fast'");
    }

    @Test
    void missingInputIsAnInputError() {
        CliRunner.Result r = CliRunner.run("sim", tmp.resolve("nope.yaml").toString());
        assertThat(r.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(r.err()).contains("nope.yaml: no such file");
        CliRunner.Result bare = CliRunner.run("sim");
        assertThat(bare.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(bare.err()).contains("nothing to simulate");
    }

    @Test
    void helpTeachesWithExamplesAndListsExitCodes() {
        CliRunner.Result r = CliRunner.run("sim", "--help");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.OK);
        assertThat(r.out()).contains("Examples:", "rocekit sim examples/incast16.yaml", "--hpcc-topology",
                "--fct-format hpcc", "Exit codes:");
    }

    @Test
    void listKnobsShowsConnectXNamesWithProfileValues() {
        CliRunner.Result r = CliRunner.run("sim", "--list-knobs", "--profile", "connectx-default");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.OK);
        assertThat(r.out()).contains("dcqcn.rpg_time_reset", "dcqcn.min_time_between_cnps", "dcqcn.dce_tcp_g",
                "dcqcn.rate_to_set_on_first_cnp", "dcqcn.cnp_802p_prio", "dcqcn.clamp_tgt_rate_after_time_inc");
        assertThat(r.out()).containsPattern("dcqcn\\.rpg_byte_reset\\s+32767");
    }
}
