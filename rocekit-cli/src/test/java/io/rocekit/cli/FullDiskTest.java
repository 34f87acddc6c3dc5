package io.rocekit.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import io.rocekit.cli.command.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 18: a full disk while writing is exit 2 with the file and the reason, never exit 3.
 * {@code /dev/full} answers every write with ENOSPC ("No space left on device"), as a full disk does.
 */
class FullDiskTest {
    private static final Path FULL = Path.of("/dev/full");

    @TempDir
    Path dir;

    private static void diskFull(CliRunner.Result r, String option) {
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(r.err()).contains(option + " /dev/full: cannot write: No space left on device (the disk or the quota"
                + " is full").doesNotContain("internal error").doesNotContain("\tat ");
    }

    @Test
    void fabricRenderOutputOnAFullDiskIsAnInputError() {
        assumeThat(FULL).exists();
        CliRunner.Result init = CliRunner.run("fabric", "init", "--profile", "nvidia-lossless");
        Path intent = dir.resolve("intent.yaml");
        try {
            Files.writeString(intent, init.out());
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
        diskFull(CliRunner.run("fabric", "render", intent.toString(), "--target", "sonic", "-o", FULL.toString()), "-o");
    }

    @Test
    void monitorRecordOnAFullDiskIsAnInputError() throws Exception {
        assumeThat(FULL).exists();
        Path port = dir.resolve("sys/class/infiniband/mlx5_0/ports/1");
        Files.createDirectories(port.resolve("hw_counters"));
        Files.writeString(port.resolve("state"), "4: ACTIVE\n");
        Files.writeString(port.resolve("link_layer"), "Ethernet\n");
        Files.writeString(port.resolve("hw_counters/out_of_buffer"), "135\n");
        diskFull(CliRunner.run("monitor", "--sysfs", dir.resolve("sys").toString(), "--once", "--interval", "100ms",
                "--json", "--no-ethtool", "--record", FULL.toString()), "--record");
    }

    @Test
    void anyOtherWriteOnAFullDiskIsStillAnInputError() {
        Throwable full = new java.io.IOException("No space left on device");
        assertThat(io.rocekit.cli.command.Outputs.diskFull(full)).isTrue();
        assertThat(io.rocekit.cli.command.Outputs.diskFull(new java.io.IOException("Disk quota exceeded"))).isTrue();
        assertThat(io.rocekit.cli.command.Outputs.diskFull(new java.io.IOException("Broken pipe"))).isFalse();
    }
}
