package io.rocekit.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import io.rocekit.cli.command.ExitCodes;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 18: a user's file that is not UTF-8, not a regular file, or YAML over the loader's limits is
 * an input error (exit 2) naming the file, in every command that reads one; never exit 3 or a hang.
 */
class UserFilesCommandTest {
    @TempDir
    Path tmp;

    private static String resource(String name) {
        try {
            return Path.of(UserFilesCommandTest.class.getResource(name).toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void inputError(CliRunner.Result r, String... parts) {
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(r.err()).contains(parts).doesNotContain("internal error").doesNotContain("\tat ");
    }

    @Test
    void switchConfigWithOneLatin1ByteIsAnInputErrorWithItsOffset() throws Exception {
        Path cfg = tmp.resolve("eos.cfg");
        Files.write(cfg, "qos map dscp 26 to traffic-class 3\n! caf\u00e9\n".getBytes(StandardCharsets.ISO_8859_1));
        inputError(CliRunner.run("fabric", "check", cfg.toString()), "eos.cfg:2: byte offset 40 (0xE9) is not UTF-8");
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void deviceAsSwitchConfigIsRefusedWithoutReadingIt() {
        assumeThat(Path.of("/dev/zero")).exists();
        inputError(CliRunner.run("fabric", "check", "/dev/zero"), "/dev/zero: not a regular file");
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void deviceAsIntentIsRefusedWithoutReadingIt() {
        assumeThat(Path.of("/dev/zero")).exists();
        inputError(CliRunner.run("fabric", "check", resource("/fabric/eos-avd-qos.cfg"), "--intent", "/dev/zero"),
                "/dev/zero: not a regular file");
    }

    @Test
    void utf16IntentIsNamedAsUtf16() throws Exception {
        Path intent = tmp.resolve("intent.yaml");
        Files.write(intent, "\uFEFFname: x\n".getBytes(StandardCharsets.UTF_16LE));
        inputError(CliRunner.run("fabric", "check", resource("/fabric/eos-avd-qos.cfg"), "--intent", intent.toString()),
                "intent.yaml:1: starts with a UTF-16 byte-order mark");
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void deeplyNestedIntentIsRefusedAtTheNestingLimit() throws Exception {
        Path intent = tmp.resolve("deep.yaml");
        Files.writeString(intent, "classes: " + "[".repeat(50_000) + "]".repeat(50_000) + "\n");
        inputError(CliRunner.run("fabric", "check", resource("/fabric/eos-avd-qos.cfg"), "--intent", intent.toString()),
                "deep.yaml:1: expected valid YAML: YAML nested more than 64 levels deep");
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void nvueYamlWhoseAliasesDoubleIsRefusedBeforeItExpands() throws Exception {
        StringBuilder sb = new StringBuilder("- set:\n    interface:\n      a0: &a0 {swp1: {}}\n");
        for (int i = 1; i < 25; i++) {
            sb.append("      a").append(i).append(": &a").append(i).append(" {x: *a").append(i - 1).append(", y: *a")
                    .append(i - 1).append("}\n");
        }
        Path nvue = tmp.resolve("nvue.yaml");
        Files.writeString(nvue, sb.toString()); // 48 aliases, 2^24 leaves once expanded
        inputError(CliRunner.run("fabric", "check", nvue.toString()), "nvue.yaml:");
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void deeplyNestedSweepIsRefusedAtTheNestingLimit() throws Exception {
        Path sweep = tmp.resolve("sweep.yaml");
        Files.writeString(sweep, "name: x\nspace: " + "{a: ".repeat(20_000) + "1" + "}".repeat(20_000) + "\n");
        inputError(CliRunner.run("tune", sweep.toString(), "--out", tmp.resolve("o").toString()),
                "sweep.yaml:2: YAML nested more than 64 levels deep");
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void resultsFileWithAnInvalidByteIsAnInputErrorNotATrace() throws Exception {
        Path out = tmp.resolve("o");
        Files.createDirectories(out);
        Files.write(out.resolve("rows.jsonl"), new byte[] {'{', '"', (byte) 0xFF, '"', '}', '\n'});
        inputError(CliRunner.run("tune", resource("/tune/tiny-sweep.yaml"), "--out", out.toString()),
                "rows.jsonl:1: byte offset 2 (0xFF) is not UTF-8");
    }

    @Test
    void yamlEndingInsideAnEscapeIsAnInputErrorInEveryYamlReader() throws Exception {
        // found by IntentFuzzTest: exit 3 (NumberFormatException out of SnakeYAML) before the fix
        Path intent = tmp.resolve("cut.yaml");
        Files.writeString(intent, "name: \"x\\u");
        inputError(CliRunner.run("fabric", "render", "--target", "sonic", intent.toString()), "cut.yaml:1:",
                "ends inside an escape sequence");
        inputError(CliRunner.run("tune", intent.toString(), "--out", tmp.resolve("o").toString()), "cut.yaml:1:");
        inputError(CliRunner.run("sim", intent.toString()), "cut.yaml:1:");
        Path nvue = tmp.resolve("nv.yaml");
        Files.writeString(nvue, "- set:\n    qos: \"\\x");
        inputError(CliRunner.run("fabric", "check", nvue.toString()), "nv.yaml:", "ends inside an escape sequence");
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void aRecordingThatIsADeviceOrNotUtf8IsAnInputError() throws Exception {
        assumeThat(Path.of("/dev/zero")).exists();
        inputError(CliRunner.run("doctor", "--recording", "/dev/zero"), "/dev/zero: not a regular file");
        Path rec = tmp.resolve("rec.jsonl");
        Files.write(rec, "{}\n\u00e9\n".getBytes(StandardCharsets.ISO_8859_1));
        inputError(CliRunner.run("doctor", "--recording", rec.toString()), "rec.jsonl:2: byte offset 3 (0xE9) is not UTF-8");
    }
}
