package io.rocekit.host.collect;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.host.snapshot.ItemStatus;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class ProcessCommandRunnerTest {
    private final ProcessCommandRunner runner = new ProcessCommandRunner();

    @Test
    void keepsStdoutAndTheExitCode() {
        CommandResult r = runner.run(new CommandSpec("x", List.of("echo", "hello", "world"), 10_000, 1000));
        assertThat(r.status()).isEqualTo(ItemStatus.OK);
        assertThat(r.exitCode()).hasValue(0);
        assertThat(new String(r.stdout(), StandardCharsets.UTF_8)).isEqualTo("hello world\n");
    }

    @Test
    void argumentsAreNeverInterpretedByAShell() {
        CommandResult r = runner.run(new CommandSpec("x", List.of("echo", "$HOME;", "`id`", "|", "*"), 10_000, 1000));
        assertThat(new String(r.stdout(), StandardCharsets.UTF_8)).isEqualTo("$HOME; `id` | *\n");
    }

    @Test
    void aNonZeroExitIsFailedWithStderrsFirstLine() {
        CommandResult r = runner.run(new CommandSpec("x", List.of("ls", "/no/such/dir/rocekit"), 10_000, 1000));
        assertThat(r.status()).isEqualTo(ItemStatus.FAILED);
        assertThat(r.exitCode()).isPresent().isNotEqualTo(java.util.OptionalInt.of(0));
        assertThat(r.stderrHead()).contains("/no/such/dir/rocekit");
    }

    @Test
    void aCommandPastItsTimeoutIsKilled() {
        CommandResult r = runner.run(new CommandSpec("x", List.of("sleep", "30"), 200, 1000));
        assertThat(r.status()).isEqualTo(ItemStatus.TIMED_OUT);
        assertThat(r.exitCode()).isEmpty();
        assertThat(r.stderrHead()).contains("killed after 200 ms");
    }

    @Test
    void outputBeyondTheCapIsDroppedAndMarked() {
        CommandResult r = runner.run(new CommandSpec("x", List.of("head", "-c", "200000", "/dev/zero"), 10_000, 1000));
        assertThat(r.status()).isEqualTo(ItemStatus.OK);
        assertThat(r.stdout()).hasSize(1000);
        assertThat(r.truncated()).isTrue();
    }

    @Test
    void aMissingProgramIsNotInstalledAndNotRun() {
        CommandResult r = runner.run(new CommandSpec("x", List.of("rocekit-no-such-tool-42"), 10_000, 1000));
        assertThat(r.status()).isEqualTo(ItemStatus.NOT_INSTALLED);
        assertThat(runner.find("rocekit-no-such-tool-42")).isEmpty();
    }
}
