package io.rocekit.host.collect;

import io.rocekit.host.snapshot.ItemStatus;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * What running a {@link CommandSpec} gave.
 *
 * @param status         ok, failed (non-zero exit), timed out, not installed
 * @param exitCode       the exit code when it ended by itself
 * @param durationMillis wall time
 * @param stdout         the stdout kept (up to the cap)
 * @param truncated      true when stdout went past the cap
 * @param stderrHead     the first line of stderr, for the manifest note (empty when none)
 */
public record CommandResult(ItemStatus status, OptionalInt exitCode, long durationMillis,
                            byte[] stdout, boolean truncated, String stderrHead) {
    public CommandResult {
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(exitCode, "exitCode");
        Objects.requireNonNull(stdout, "stdout");
        Objects.requireNonNull(stderrHead, "stderrHead");
    }

    /** A program that is not on this host. */
    public static CommandResult notInstalled() {
        return new CommandResult(ItemStatus.NOT_INSTALLED, OptionalInt.empty(), 0, new byte[0], false, "");
    }
}
