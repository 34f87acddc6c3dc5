package io.rocekit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.cli.command.ExitCodes;
import org.junit.jupiter.api.Test;

class RocekitCommandTest {
    @Test
    void bareCommandPrintsUsageAndExitsWithUsageError() {
        CliRunner.Result r = CliRunner.run();
        assertThat(r.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(r.err()).contains("Usage: rocekit");
    }

    @Test
    void helpListsEveryExitCode() {
        CliRunner.Result r = CliRunner.run("--help");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.OK);
        assertThat(r.out()).contains("Exit codes:", " 0 ", " 2 ", " 3 ", " 141 ");
    }

    @Test
    void helpListsOnlyTheExitCodesOfThatCommand() {
        assertThat(CliRunner.run("doctor", "--help").out()).contains(" 1 ", "Findings at or above --fail-on",
                " 4 ", "Nothing to judge");
        assertThat(CliRunner.run("decode", "--help").out()).contains(" 1 ").doesNotContain("Nothing to judge");
        assertThat(CliRunner.run("sim", "--help").out()).doesNotContain("--fail-on.").doesNotContain("Nothing to judge");
    }

    @Test
    void unknownOptionIsAUsageErrorWithAHint() {
        CliRunner.Result r = CliRunner.run("--frobnicate");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(r.err()).contains("Unknown option", "rocekit --help");
    }

    @Test
    void versionNamesRocekit() {
        CliRunner.Result r = CliRunner.run("--version");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.OK);
        assertThat(r.out()).startsWith("rocekit ").containsPattern("\\(commit ([0-9a-f]{12}(-dirty)?|unknown)\\)");
    }
}
