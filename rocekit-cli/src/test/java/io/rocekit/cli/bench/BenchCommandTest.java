package io.rocekit.cli.bench;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.rocekit.cli.CliRunner;
import io.rocekit.cli.command.ExitCodes;
import io.rocekit.host.artifact.TextSource;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BenchCommandTest {
    static String fixture(String name) {
        try {
            return Path.of(BenchCommandTest.class.getClassLoader().getResource("bench/" + name).toURI()).toString();
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static JsonNode json(String out) throws Exception {
        return new ObjectMapper().readTree(out);
    }

    private static List<String> names(JsonNode n) {
        List<String> out = new ArrayList<>();
        for (Iterator<String> it = n.fieldNames(); it.hasNext();) {
            out.add(it.next());
        }
        return out;
    }

    @Test
    void textReportShowsTableEfficiencyChecksAndFindings() {
        CliRunner.Result r = CliRunner.run("bench", fixture("nccltests-roce-2node-h100-gdr-off-with-log.txt"));
        assertThat(r.exitCode()).isEqualTo(ExitCodes.FINDINGS);
        assertThat(r.out()).contains("nccl-tests all_reduce", "status ok", "16 ranks (device lines) on 2 node(s)",
                "8589934592   2147483648", "peak busbw 275.64 GB/s (2205.1 Gb/s) at 8 GiB",
                "Avg bus bandwidth 175.0 GB/s (footer)", "efficiency 68.9 %",
                "check busbw = algbw x 2(n-1)/n = 1.875 (n=16): ok",
                "NCCL 2.19.3+cuda12.3, network IB", "GPUDirect RDMA: enabled 0, disabled 2",
                "FAIL bench.below-line-rate", "FAIL nccl.gdr-disabled", "troubleshooting row 1");
        assertThat(r.err()).isEmpty();
    }

    @Test
    void jsonFollowsTheContractForNcclTests() throws Exception {
        CliRunner.Result r = CliRunner.run("bench", "--json", fixture("nccltests-roce-2node-h100-gdr-off-with-log.txt"));
        assertThat(r.exitCode()).isEqualTo(ExitCodes.FINDINGS);
        JsonNode doc = json(r.out());
        assertThat(names(doc)).contains("runs", "findings");
        JsonNode run = doc.get("runs").get(0);
        assertThat(names(run)).contains("file", "tool", "test", "nodes", "ranks", "lineRateGbps", "rows", "avgBusBwGBps",
                "peakBusBwGBps", "efficiency", "status");
        assertThat(run.get("tool").asText()).isEqualTo("nccl-tests");
        assertThat(run.get("test").asText()).isEqualTo("all_reduce");
        assertThat(run.get("nodes").asInt()).isEqualTo(2);
        assertThat(run.get("ranks").asInt()).isEqualTo(16);
        assertThat(run.get("lineRateGbps").asDouble()).isEqualTo(400.0);
        assertThat(run.get("avgBusBwGBps").asDouble()).isEqualTo(175.025);
        assertThat(run.get("peakBusBwGBps").asDouble()).isEqualTo(275.64);
        assertThat(run.get("efficiency").asDouble()).isCloseTo(275.64 * 8 / 3200, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(run.get("status").asText()).isEqualTo("ok");
        JsonNode row = run.get("rows").get(13);
        assertThat(names(row)).contains("sizeBytes", "count", "type", "redop", "timeUs", "algBwGBps", "busBwGBps", "wrong");
        assertThat(row.get("sizeBytes").asLong()).isEqualTo(8589934592L);
        assertThat(row.get("timeUs").isNumber()).isTrue();
        assertThat(row.get("busBwGBps").asDouble()).isEqualTo(274.82);
        assertThat(row.get("inPlace").get("busBwGBps").asDouble()).isEqualTo(275.64);
        assertThat(row.get("wrong").asLong()).isZero();
        JsonNode f = doc.get("findings").get(0);
        assertThat(names(f)).containsExactly("rule", "severity", "title", "subject", "evidence", "remediation", "reference");
        assertThat(names(f.get("evidence").get(0))).containsExactly("file", "line", "text");
        assertThat(f.get("evidence").get(0).get("line").asInt()).isEqualTo(60);
    }

    @Test
    void jsonRowsOfPerftestBandwidthAndLatency() throws Exception {
        CliRunner.Result r = CliRunner.run("bench", "--json", fixture("perftest273-write-postlist-8B-msgrate.txt"),
                fixture("perftest-send-lat-rxe-slow.txt"));
        JsonNode runs = json(r.out()).get("runs");
        JsonNode bw = runs.get(0).get("rows").get(0);
        assertThat(names(bw)).contains("sizeBytes", "iterations", "bwPeak", "bwAverage", "unit", "msgRateMpps");
        assertThat(bw.get("unit").asText()).isEqualTo("Gb/sec");
        assertThat(bw.get("msgRateMpps").asDouble()).isEqualTo(7.498617);
        JsonNode lat = runs.get(1).get("rows").get(0);
        assertThat(names(lat)).contains("sizeBytes", "iterations", "tMin", "tMax", "tTypical", "tAvg", "tStdev", "p99", "p999");
        assertThat(lat.get("tTypical").asDouble()).isEqualTo(7.92);
        assertThat(runs.get(1).get("test").asText()).isEqualTo("ib_send_lat");
        // the latency and MTU findings make it exit 0 at the default --fail-on FAIL, 1 at WARN
        assertThat(r.exitCode()).isEqualTo(ExitCodes.OK);
        assertThat(CliRunner.run("bench", "--fail-on", "WARN", fixture("perftest-send-lat-rxe-slow.txt")).exitCode())
                .isEqualTo(ExitCodes.FINDINGS);
    }

    @Test
    void failedRunHasNoRowsAndNoBandwidthNeverZero() throws Exception {
        CliRunner.Result r = CliRunner.run("bench", "--json", fixture("perftest-pr21-use-cuda-v100-roce-mtu1024-old.txt"));
        JsonNode run = json(r.out()).get("runs").get(0);
        assertThat(run.get("status").asText()).isEqualTo("failed");
        assertThat(run.get("rows")).isEmpty();
        assertThat(run.has("efficiency")).isFalse();
        assertThat(run.has("peakBusBwGBps")).isFalse();
        assertThat(run.has("peakGbps")).isFalse();
        assertThat(run.get("statusReason").asText()).contains("no result rows");
    }

    @Test
    void aCommandLineWithoutItsOutputIsNothingToJudgeNotNoFindings(@TempDir Path dir) throws Exception {
        // before: exit 0 "No findings: none of the rules that ran matched this input" on a command line alone;
        // recognised but holding nothing to judge is exit 4, as for doctor, topo and fabric check
        Path f = dir.resolve("write-bw.txt");
        Files.writeString(f, "$ ib_write_bw -d mlx5_0 -s 65536 10.0.0.2\n");
        CliRunner.Result r = CliRunner.run("bench", f.toString());
        assertThat(r.exitCode()).isEqualTo(ExitCodes.NOTHING_TO_JUDGE);
        assertThat(r.err()).contains(f.toString()).contains("nothing to judge was read")
                .contains("a command line alone? give the output it printed");
        assertThat(r.out()).doesNotContain("No findings");
    }

    @Test
    void partialRunKeepsItsRowsAndSaysWhy() throws Exception {
        CliRunner.Result r = CliRunner.run("bench", "--json", "--line-rate", "400G",
                fixture("nccltests-allreduce-failure-after-rows.txt"));
        JsonNode run = json(r.out()).get("runs").get(0);
        assertThat(run.get("status").asText()).isEqualTo("partial");
        assertThat(run.get("rows")).hasSize(4);
        assertThat(run.get("statusReason").asText()).contains("Test NCCL failure");
    }

    @Test
    void lineRateFromIbvDevinfoGivenAlongside() {
        CliRunner.Result r = CliRunner.run("bench", fixture("perftest-write-bw-a-gbits-cx5-100g.txt"),
                fixture("ibv-devinfo-v-cx5-100g-cx7-400g.txt"));
        assertThat(r.exitCode()).isEqualTo(ExitCodes.OK);
        assertThat(r.out()).contains("line rate 100 Gb/s per NIC port (the device under test: mlx5_0 port 1)",
                "efficiency 92.5 %", "No findings:");
    }

    @Test
    void beforeAndAfterAreShownSideBySide() throws Exception {
        CliRunner.Result r = CliRunner.run("bench", fixture("nccltests-roce-2node-h100-gdr-off-with-log.txt"),
                fixture("nccltests-roce-2node-h100-tuned-with-log.txt"));
        assertThat(r.out()).contains("Side by side: nccl-tests all_reduce float sum (busbw GB/s)", "8 GiB", "+34.1%");
        JsonNode side = json(CliRunner.run("bench", "--json", fixture("nccltests-roce-2node-h100-gdr-off-with-log.txt"),
                fixture("nccltests-roce-2node-h100-tuned-with-log.txt")).out()).get("comparisons").get(0);
        assertThat(side.get("files")).hasSize(2);
        JsonNode last = side.get("rows").get(13);
        assertThat(last.get("values").get(0).asDouble()).isEqualTo(275.64);
        assertThat(last.get("values").get(1).asDouble()).isEqualTo(369.58);
    }

    @Test
    void malformedRowIsAnInputErrorNamingTheLine() {
        String f = fixture("nccltests-malformed-row.txt");
        CliRunner.Result r = CliRunner.run("bench", f);
        assertThat(r.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(r.err()).startsWith("rocekit: " + f + ":7: expected an nccl-tests row").contains("3x.25")
                .doesNotContain("Exception", "\tat ");
    }

    @Test
    void inputsThatAreNotBenchmarksAreRefused(@TempDir Path dir) throws Exception {
        Path notes = Files.writeString(dir.resolve("notes.txt"), "hello\nthis is not a benchmark\n");
        CliRunner.Result r = CliRunner.run("bench", notes.toString());
        assertThat(r.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(r.err()).contains("notes.txt: not a perftest, nccl-tests or NCCL_DEBUG=INFO output");
        assertThat(CliRunner.run("bench", dir.resolve("missing.txt").toString()).err()).contains("no such file");
        assertThat(CliRunner.run("bench", fixture("ibv-devinfo-v-cx5-100g-cx7-400g.txt")).err())
                .contains("no benchmark output among the inputs");
        CliRunner.Result rate = CliRunner.run("bench", "--line-rate", "fast", fixture("perftest273-write-postlist-8B-msgrate.txt"));
        assertThat(rate.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(rate.err()).contains("--line-rate: line rate 'fast' is not a rate");
        assertThat(CliRunner.run("bench").exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
    }

    @Test
    void aSnapshotDirectoryIsSearchedForBenchmarksAndRates(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve("commands"));
        Files.copy(Path.of(fixture("perftest-write-bw-a-gbits-cx5-100g.txt")), dir.resolve("commands/ib_write_bw.txt"));
        Files.copy(Path.of(fixture("ibv-devinfo-v-cx5-100g-cx7-400g.txt")), dir.resolve("commands/ibv_devinfo-v.txt"));
        Files.writeString(dir.resolve("commands/uname.txt"), "Linux node7 6.5.0 x86_64\n");
        Files.write(dir.resolve("capture.bin"), new byte[] {0, 1, 2, 3});
        CliRunner.Result r = CliRunner.run("bench", "--json", dir.toString());
        assertThat(r.exitCode()).isEqualTo(ExitCodes.OK);
        JsonNode run = json(r.out()).get("runs").get(0);
        assertThat(run.get("file").asText()).endsWith("ib_write_bw.txt");
        assertThat(run.get("lineRateGbps").asDouble()).isEqualTo(100.0);
    }

    @Test
    void aUsingLineMixingMergedAndOnePortDevicesShowsEveryNic(@TempDir Path dir) throws Exception {
        Path log = Files.writeString(dir.resolve("mixed.txt"),
                "bigo:1884:2298 [0] NCCL INFO NET/IB : Using [0]={[0] mlx5_2:1/RoCE, [1] mlx5_3:1/RoCE} [2]mlx5_4:1/RoCE"
                        + " [RO]; OOB bond0.526:169.136.106.9<0>\n"
                        + "bigo:1884:2298 [0] NCCL INFO Using network IBext_v8\n");
        CliRunner.Result r = CliRunner.run("bench", log.toString());
        assertThat(r.out()).contains("NICs: [0]={mlx5_2:1/RoCE, mlx5_3:1/RoCE} mlx5_4:1/RoCE [RO]; OOB bond0.526")
                .doesNotContain("[-1]");
        JsonNode nics = json(CliRunner.run("bench", "--json", log.toString()).out()).get("logs").get(0).get("nics");
        assertThat(nics).hasSize(3);
        assertThat(nics.get(2).get("name").asText()).isEqualTo("mlx5_4");
        assertThat(nics.get(2).has("virtualDevice")).isFalse();
        assertThat(nics.get(0).get("virtualDevice").asInt()).isZero();
    }

    @Test
    void standardInputIsReadOnce() throws Exception {
        byte[] text = Files.readAllBytes(Path.of(fixture("perftest273-write-postlist-8B-msgrate.txt")));
        List<TextSource> s = BenchInputs.read(List.of("-"), new ByteArrayInputStream(text));
        assertThat(s).singleElement().satisfies(t -> {
            assertThat(t.file()).isEqualTo("<stdin>");
            assertThat(t.lines()).contains(" ibv_wr* API     : OFF");
        });
        assertThat(new String(text, StandardCharsets.UTF_8)).contains("Post List");
    }

    @Test
    void helpTeachesWithExamplesAndExitCodes() {
        CliRunner.Result r = CliRunner.run("bench", "--help");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.OK);
        assertThat(r.out()).contains("--line-rate", "8x400G", "Examples:", "rocekit bench before.txt after.txt",
                "2(n-1)/n", "Exit codes:");
    }

    @Test
    void rulesCommandListsTheBenchRules() {
        CliRunner.Result r = CliRunner.run("rules");
        assertThat(r.out()).contains("bench.below-line-rate", "nccl.socket-transport", "perftest.mtu-small");
        assertThat(CliRunner.run("rules", "--markdown").out()).contains("bench.below-line-rate.warnBelow");
    }
}
