package io.rocekit.cli.options;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.cli.CliRunner;
import io.rocekit.cli.command.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** --set and --settings reach the rules of doctor, bench and analyze, and bad keys are refused up front. */
class RuleOptionsTest {
    private static final String NCCL = resource("bench/nccltests-roce-2node-h100-gdr-off-with-log.txt");

    static String resource(String name) {
        try {
            return Path.of(RuleOptionsTest.class.getClassLoader().getResource(name).toURI()).toString();
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void benchSetLowersTheFailLimit() {
        assertThat(CliRunner.run("bench", NCCL).out()).contains("FAIL bench.below-line-rate");
        CliRunner.Result r = CliRunner.run("bench", "--set", "bench.below-line-rate.failBelow=60%", NCCL);
        assertThat(r.out()).contains("WARN bench.below-line-rate", "(limit 90.0 %)", "< 90.0 % (WARN), 60.0 % (FAIL)")
                .doesNotContain("FAIL bench.below-line-rate");
    }

    @Test
    void settingsFileAndSetCombine(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("fabric.properties");
        Files.writeString(f, "# our fabric\nbench.below-line-rate.failBelow = 50%\nbench.below-line-rate.warnBelow = 60%\n");
        CliRunner.Result r = CliRunner.run("bench", "--settings", f.toString(), NCCL);
        assertThat(r.out()).doesNotContain("bench.below-line-rate");
        CliRunner.Result both = CliRunner.run("bench", "--settings", f.toString(), "--set",
                "bench.below-line-rate.warnBelow=95%", NCCL);
        assertThat(both.out()).contains("WARN bench.below-line-rate");
    }

    @Test
    void unknownThresholdIsAUsageErrorListingTheValidOnes() {
        CliRunner.Result r = CliRunner.run("bench", "--set", "bench.below-line-rate.warn=85%", NCCL);
        assertThat(r.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(r.err()).contains("has no threshold 'warn'", "warnBelow (ratio, default 90%)");
    }

    @Test
    void unknownRuleIsRefusedByDoctorBeforeAnyWork() {
        CliRunner.Result r = CliRunner.run("doctor", "--demo", "--set", "pcie.max-read-requests.minMaxReadRequest=512");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(r.err()).contains("unknown rule 'pcie.max-read-requests'", "pcie.max-read-request");
    }

    @Test
    void missingSettingsFileIsAUsageError(@TempDir Path dir) {
        CliRunner.Result r = CliRunner.run("bench", "--settings", dir.resolve("none.properties").toString(), NCCL);
        assertThat(r.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(r.err()).contains("none.properties: not a readable file");
    }

    @Test
    void settingsFileTooLargeOrNotUtf8IsAnInputErrorNamingIt(@TempDir Path dir) throws Exception {
        // round 3: a sparse 3 GiB --settings file was exit 3 (out of memory), a UTF-16 one "Input length = 1"
        Path sparse = dir.resolve("huge.properties");
        try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(sparse.toFile(), "rw")) {
            f.setLength(3L << 30);
        }
        CliRunner.Result big = CliRunner.run("bench", "--settings", sparse.toString(), NCCL);
        assertThat(big.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(big.err()).contains("--settings " + sparse + ": 3221225472 bytes");
        Path utf16 = dir.resolve("utf16.properties");
        Files.write(utf16, "\uFEFFbench.below-line-rate.warnBelow=80%\n".getBytes(java.nio.charset.StandardCharsets.UTF_16LE));
        CliRunner.Result wide = CliRunner.run("doctor", "--demo", "--settings", utf16.toString());
        assertThat(wide.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(wide.err()).contains(utf16 + ":1: starts with a UTF-16 byte-order mark").doesNotContain("Input length");
    }

    @Test
    void doctorSetReachesADoctorRule() {
        assertThat(CliRunner.run("doctor", "--demo").out()).contains("pcie.max-read-request");
        CliRunner.Result r = CliRunner.run("doctor", "--demo", "--set", "pcie.max-read-request.minMaxReadRequest=128");
        assertThat(r.out()).doesNotContain("pcie.max-read-request");
    }

    @Test
    void analyzeStallShorthandAndSetAgree() {
        String cap = resource("capture/f01_flow_two_rc_qps.pcap");
        assertThat(CliRunner.run("analyze", "--stall", "1s", cap).exitCode())
                .isEqualTo(CliRunner.run("analyze", "--set", "capture.flow-stalled.stall=1s", cap).exitCode());
        CliRunner.Result bad = CliRunner.run("analyze", "--stall", "0", cap);
        assertThat(bad.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(bad.err()).contains("capture.flow-stalled.stall", "outside 1ns");
    }

    @Test
    void rulesVerboseDocumentsEveryThresholdWithItsSetKey() {
        CliRunner.Result r = CliRunner.run("rules", "--verbose", "capture.");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.OK);
        assertThat(r.out()).contains("--set capture.flow-stalled.stall=1ms   (default; nanoseconds",
                "--set capture.retransmission-storm.fraction=5%", "--set capture.retransmission-storm.minPackets=100")
                .doesNotContain("pcie.");
        assertThat(CliRunner.run("rules", "nonexistent.").exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
    }

    @Test
    void helpTextsWithPercentSignsRenderWithoutPicocliWarnings() {
        for (String cmd : new String[] {"analyze", "bench", "doctor", "rules"}) {
            CliRunner.Result r = CliRunner.run(cmd, "--help");
            assertThat(r.out() + r.err()).as(cmd).doesNotContain("Could not format").contains("%");
        }
    }
}
