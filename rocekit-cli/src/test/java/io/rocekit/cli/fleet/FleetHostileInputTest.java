package io.rocekit.cli.fleet;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.rocekit.cli.CliRunner;
import io.rocekit.cli.command.ExitCodes;
import io.rocekit.cli.render.Json;
import io.rocekit.fleet.generate.FleetGenerator;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 18: fleet on empty, unreadable and oddly named snapshots; never all clear on nothing. */
class FleetHostileInputTest {
    @TempDir
    static Path tmp;
    static Path real;

    @BeforeAll
    static void generate() throws Exception {
        real = tmp.resolve("real");
        new FleetGenerator(12, 11).write(real, FleetGenerator.Format.TAR_GZ, 2);
    }

    /** A gzipped tar with no entry: what a failed 'collect -o' can leave. */
    private static Path emptyArchive(Path dir, String name) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        try (GZIPOutputStream z = new GZIPOutputStream(b)) {
            z.write(new byte[1024]);
        }
        return Files.write(Files.createDirectories(dir).resolve(name), b.toByteArray());
    }

    @Test
    void onlyEmptySnapshotsIsNothingToJudgeEvenWithFailOnInfo() throws Exception {
        Path dir = tmp.resolve("empties");
        List<String> args = new ArrayList<>(List.of("fleet"));
        for (int i = 0; i < 3; i++) {
            args.add(emptyArchive(dir, "node" + i + ".tar.gz").toString());
        }
        args.add(Files.write(dir.resolve("zero.tar.gz"), new byte[0]).toString()); // not even gzip
        Path emptyDir = Files.createDirectories(dir.resolve("nodeD/commands"));
        args.add(emptyDir.getParent().toString());
        for (String failOn : new String[] {"FAIL", "INFO"}) {
            List<String> a = new ArrayList<>(args);
            a.addAll(List.of("--fail-on", failOn, "--threads", "2"));
            CliRunner.Result r = CliRunner.run(a.toArray(String[]::new));
            assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.NOTHING_TO_JUDGE);
            assertThat(r.out()).startsWith("Nothing to judge: none of the 5 snapshots")
                    .contains("node0.tar.gz: no evidence recognised in the snapshot", "zero.tar.gz: not a readable")
                    .doesNotContain("every compared setting is the same");
        }
        CliRunner.Result json = CliRunner.run(args.toArray(String[]::new)[0], args.get(1), "--json");
        assertThat(json.exitCode()).isEqualTo(ExitCodes.NOTHING_TO_JUDGE);
        JsonNode j = Json.mapper().readTree(json.out());
        assertThat(j.get("nodes").asInt()).isZero();
        assertThat(j.get("unreadable").size()).isEqualTo(1);
    }

    /** A snapshot cut short names its file once in the text report (the reader's message starts with it). */
    @Test
    void aTruncatedSnapshotIsNamedOnceInTheText() throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("cut"));
        byte[] whole;
        try (var s = Files.list(real)) {
            whole = Files.readAllBytes(s.sorted().findFirst().orElseThrow());
        }
        Path cut = Files.write(dir.resolve("cut.tar.gz"), java.util.Arrays.copyOf(whole, whole.length / 2));
        CliRunner.Result r = CliRunner.run("fleet", real.toString(), cut.toString(), "--threads", "2");
        assertThat(r.out()).contains("    " + cut + ": not a readable .tar.gz snapshot").doesNotContain(cut + ": " + cut);
    }

    @Test
    void anEmptySnapshotNextToRealNodesIsUnreadableNotDrift() throws Exception {
        Path empty = emptyArchive(tmp.resolve("mixed-empty"), "ghost.tar.gz");
        CliRunner.Result r = CliRunner.run("fleet", real.toString(), empty.toString(), "--json", "--threads", "2");
        JsonNode j = Json.mapper().readTree(r.out());
        assertThat(j.get("nodes").asInt()).isEqualTo(12);
        assertThat(j.get("unreadable")).hasSize(1);
        assertThat(j.get("unreadable").get(0).get("node").asText()).isEqualTo("ghost");
        assertThat(j.get("unreadable").get(0).get("error").asText()).contains("no evidence recognised");
        for (JsonNode d : j.get("drift")) {
            assertThat(d.get("nodes").has("ghost")).as(d.get("key").asText()).isFalse();
        }
    }

    @Test
    void aNewlineInASnapshotNameCannotForgeALine() throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("names"));
        Path odd = Files.write(dir.resolve("x\nFAIL forged.tar.gz"), "not gzip".getBytes());
        CliRunner.Result r = CliRunner.run("fleet", real.toString(), odd.toString(), "--threads", "2");
        assertThat(r.out()).contains("x\\nFAIL forged.tar.gz");
        assertThat(r.out().lines()).noneMatch(l -> l.startsWith("FAIL forged"));
    }

    @Test
    void aLinkLoopOrADanglingLinkNamesItsReasonNotNoSuchFile() throws IOException {
        Path loop = tmp.resolve("loop");
        Files.createSymbolicLink(loop, loop);
        CliRunner.Result r = CliRunner.run("fleet", loop.toString());
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(r.err()).contains("loop: a link that cannot be followed (").contains("levels of symbolic links")
                .doesNotContain("no such file");
        Path dangling = Files.createSymbolicLink(tmp.resolve("dangling"), tmp.resolve("gone"));
        CliRunner.Result d = CliRunner.run("fleet", dangling.toString());
        assertThat(d.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(d.err()).contains("dangling: a link that cannot be followed (");
    }

    @Test
    void theLargestTopDoesNotOverflow() {
        CliRunner.Result r = CliRunner.run("fleet", real.toString(), "--top", "2147483647", "--threads", "2");
        assertThat(r.exitCode()).as(r.err()).isIn(ExitCodes.OK, ExitCodes.FINDINGS);
        assertThat(r.err()).doesNotContain("internal error");
        assertThat(r.out()).contains("rocekit fleet: 12 nodes compared");
    }

    @Test
    void aUriWithoutSparkIsAnInputErrorSayingSparkReadsIt() {
        CliRunner.Result r = CliRunner.run("fleet", real.toUri().toString());
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(r.err()).contains("a URI is read by Spark's executors through Hadoop's FileSystem API: add"
                + " --spark-master (local[N] or a cluster URL), or give the folder as a local path");
        CliRunner.Result hdfs = CliRunner.run("fleet", "hdfs://namenode/snaps/", "--json");
        assertThat(hdfs.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(hdfs.out()).isEmpty();
    }

    @Test
    void hostileUrisAreInputErrorsBeforeSparkIsStartedOrSubmitted() {
        String[] hostile = {"s3a://AKIA:s3cr3t@bucket/snaps/", "file:///tmp/\u001b[31mFAIL", "hdfs://nn/a\nFAIL",
            "file:///tmp/a b", "hdfs://nn/snaps?x=1", "gopher://" + "a".repeat(5000)};
        for (String uri : hostile) {
            for (String master : new String[] {null, "spark://127.0.0.1:7077"}) {
                CliRunner.Result r = master == null ? CliRunner.run("fleet", uri)
                        : CliRunner.run("fleet", uri, "--spark-master", master);
                assertThat(r.exitCode()).as(uri + " " + r.err()).isEqualTo(ExitCodes.INPUT_ERROR);
                assertThat(r.err()).as(uri).doesNotContain("s3cr3t", "\u001b", "\nFAIL", "Exception", "\tat ")
                        .doesNotContain("rocekit fleet: "); // no spark-submit line: nothing was submitted
            }
        }
        CliRunner.Result pw = CliRunner.run("fleet", hostile[0], "--spark-master", "spark://127.0.0.1:7077");
        assertThat(pw.err()).contains("s3a://***@bucket/snaps/", "user information");
    }

    @Test
    void aUriWithLocalSparkButNoSparkRunnerSaysHowToGetIt() {
        // rocekit-cli's test class path has no rocekit-spark (nor Hadoop): a plain 'java -jar rocekit.jar'
        CliRunner.Result r = CliRunner.run("fleet", real.toUri().toString(), "--spark-master", "local[2]");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(r.err()).contains("the Spark runner is not on the class path");
    }
}
