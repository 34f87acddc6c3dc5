package io.rocekit.cli.tune;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.cli.CliRunner;
import io.rocekit.cli.command.ExitCodes;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * tune on the hostile inputs of issue 18: each is an input error (exit 2) with a one-line message
 * naming what was wrong, never a trace, a hang, a file written outside the working directory or
 * {@code --out}, nor the content of a file the sweep pointed at.
 */
class TuneHostileInputTest {
    @TempDir
    Path tmp;

    /** The tiny sweep with its scenario beside it, {@code edit} applied to the sweep text. */
    private Path sweep(java.util.function.UnaryOperator<String> edit) throws Exception {
        Files.copy(TuneCommandTest.resource("tiny-scenario.yaml"), tmp.resolve("tiny-scenario.yaml"));
        Path f = tmp.resolve("sweep.yaml");
        Files.writeString(f, edit.apply(Files.readString(TuneCommandTest.resource("tiny-sweep.yaml"))),
                StandardCharsets.UTF_8);
        return f;
    }

    /**
     * The cases that rest on core's bounded, strict-UTF-8 reader and YAML loader (issue 18's core
     * part) run once core has them; until then tune reads these files with the JDK's readers.
     */
    static boolean boundedReader() {
        try {
            Class.forName("io.rocekit.core.yaml.YamlLoader");
            return true;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }

    private static void inputError(CliRunner.Result r) {
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(r.err()).doesNotContain("\tat ", "Exception", "internal error");
        assertThat(r.err().strip().lines().count()).as(r.err()).isEqualTo(1);
    }

    static Stream<Arguments> names() {
        return Stream.of(Arguments.of("/tmp/rocekit-abs-x"), Arguments.of("../../escaped"), Arguments.of("a/b"),
                Arguments.of("evil\u001b[31mred"), Arguments.of("</script><script>alert(1)"), Arguments.of(".."),
                Arguments.of("a\nb"));
    }

    @ParameterizedTest
    @MethodSource("names")
    void aSweepNameThatIsNotOnePlainPathComponentIsRefusedBeforeAnythingIsWritten(String name) throws Exception {
        String quoted = "\"" + name.replace("\\", "\\\\").replace("\"", "\\\"").replace("\u001b", "\\e")
                .replace("\n", "\\n") + "\"";
        Path f = sweep(t -> t.replace("name: tiny", "name: " + quoted));
        Path work = tmp.resolve("work");
        Files.createDirectories(work);
        CliRunner.Result r = CliRunner.run("tune", f.toString(), "--no-progress");
        inputError(r);
        assertThat(r.err()).contains("sweep.yaml: name: expected a name of letters, digits").doesNotContain("\u001b");
        assertThat(Path.of("/tmp/rocekit-abs-x-tune")).doesNotExist();
        assertThat(tmp.getParent().resolve("escaped-tune")).doesNotExist();
    }

    @Test
    void threadsBelowOneAreAnInputErrorNotSilentlyOne() throws Exception {
        Path f = sweep(t -> t);
        for (String n : new String[] {"0", "-1"}) {
            CliRunner.Result r = CliRunner.run("tune", f.toString(), "--threads", n, "--out", tmp.resolve("o" + n).toString(),
                    "--no-progress");
            assertThat(r.exitCode()).as(r.err()).isEqualTo(2);
            assertThat(r.err()).contains("--threads must be at least 1, found " + n);
        }
    }

    @Test
    void aDefaultNameFromAnOddFileNameIsMadePlain() throws Exception {
        Path f = sweep(t -> t.replace("name: tiny\n", ""));
        Path odd = Files.move(f, tmp.resolve("we\u001bird name.yaml"));
        Path out = tmp.resolve("o");
        CliRunner.Result r = CliRunner.run("tune", odd.toString(), "--out", out.toString(), "--no-progress", "--json");
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).contains("\"sweep\" : \"we_ird_name\"");
    }

    @Test
    void aScenarioThatIsNotAScenarioIsNamedButNeverQuoted() throws Exception {
        Path secret = tmp.resolve("outside").resolve("shadow");
        Files.createDirectories(secret.getParent());
        Files.writeString(secret, "root:$6$SECRETHASH$xyz:19000:0:99999:7:::\nbin:*:19000:0:99999:7:::\n");
        Path f = sweep(t -> t.replace("scenario: tiny-scenario.yaml", "scenario: outside/shadow"));
        CliRunner.Result r = CliRunner.run("tune", f.toString(), "--out", tmp.resolve("o").toString());
        inputError(r);
        assertThat(r.err()).contains("shadow: not a rocekit sim scenario").doesNotContain("SECRETHASH", "root:");
    }

    @Test
    @org.junit.jupiter.api.condition.EnabledIf("boundedReader")
    void aScenarioWithBrokenYamlIsNamedButItsLinesAreNotQuoted() throws Exception {
        Path secret = tmp.resolve("key.pem");
        Files.writeString(secret, "-----BEGIN PRIVATE KEY-----\n  MIIEvQIBADANBgkqhkiG9w0BAQEFAASC: [x\n");
        Path f = sweep(t -> t.replace("scenario: tiny-scenario.yaml", "scenario: key.pem"));
        CliRunner.Result r = CliRunner.run("tune", f.toString(), "--out", tmp.resolve("o").toString());
        inputError(r);
        assertThat(r.err()).contains("key.pem").doesNotContain("MIIEvQIBADANBgkqhkiG9w0BAQEFAASC", "BEGIN PRIVATE");
    }

    @Test
    @org.junit.jupiter.api.condition.EnabledIf("boundedReader")
    void hpccFilesThatAreCharacterDevicesAreRefusedNotReadForever() throws Exception {
        Path f = sweep(t -> t.replace("scenario: tiny-scenario.yaml", "hpcc: {topology: /dev/zero, flows: /dev/zero}"));
        CliRunner.Result r = CliRunner.run("tune", f.toString(), "--out", tmp.resolve("o").toString());
        inputError(r);
        assertThat(r.err()).contains("/dev/zero");
    }

    @Test
    @org.junit.jupiter.api.condition.EnabledIf("boundedReader")
    void aSweepNestedDeeperThanYamlLimitIsAnInputError() throws Exception {
        Path f = tmp.resolve("deep.yaml");
        Files.writeString(f, "name: deep\nspace: " + "[".repeat(20_000) + "]".repeat(20_000) + "\n");
        CliRunner.Result r = CliRunner.run("tune", f.toString(), "--out", tmp.resolve("o").toString());
        inputError(r);
        assertThat(r.err()).contains("deep.yaml");
    }

    @Test
    @org.junit.jupiter.api.condition.EnabledIf("boundedReader")
    void aResultsFileWithInvalidUtf8IsAnInputErrorNamingTheFileAndOffset() throws Exception {
        Path f = sweep(t -> t);
        Path out = tmp.resolve("o");
        Files.createDirectories(out);
        Files.write(out.resolve("rows.jsonl"), new byte[] {'{', '"', 'i', 'd', '"', ':', '"', (byte) 0xC3, (byte) 0x28,
            '"', '}', '\n'});
        CliRunner.Result r = CliRunner.run("tune", f.toString(), "--out", out.toString(), "--no-progress");
        inputError(r);
        assertThat(r.err()).contains("rows.jsonl", "byte offset 7");
    }

    @ParameterizedTest
    @ValueSource(strings = {"local[-1]", "local[abc]", "local[0]", "local[2]; x", "local[99999999]", "local[2",
        "spark://head:7077; rm -rf /", "yarn\u001b[2J", "", "mesos://", "k8s://"})
    void aSparkMasterSparkWouldRefuseIsAnInputErrorThatShowsControlCharactersEscaped(String master) throws Exception {
        Path f = sweep(t -> t);
        CliRunner.Result r = CliRunner.run("tune", f.toString(), "--out", tmp.resolve("o").toString(),
                "--spark-master", master, "--no-progress");
        inputError(r);
        assertThat(r.err()).contains("--spark-master").doesNotContain("\u001b");
        assertThat(tmp.resolve("o").resolve("rows.jsonl")).doesNotExist();
    }
}
