package io.rocekit.host.snapshot;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * One thing {@code rocekit collect} tried to gather.
 *
 * @param kind           a command, a file, a directory tree, a link
 * @param command        the argument list of a command (empty for the others)
 * @param path           the host path that was read (file, directory, link)
 * @param file           where the output lies in the snapshot (stdout of a command, the copy of a
 *                       file, the root of a copied tree), when something was written
 * @param status         ok, failed, timed out, not installed, not present, unreadable
 * @param exitCode       the exit code of a command that ran to its end
 * @param durationMillis how long it took
 * @param truncated      true when the output reached the cap and the rest was dropped
 * @param note           stderr's first line of a failed command, counts of a copied tree, ...
 */
public record ManifestItem(
        ItemKind kind,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> command,
        Optional<String> path,
        Optional<String> file,
        ItemStatus status,
        OptionalInt exitCode,
        long durationMillis,
        boolean truncated,
        Optional<String> note) {
    public ManifestItem {
        Objects.requireNonNull(kind, "kind");
        command = command == null ? List.of() : List.copyOf(command);
        path = path == null ? Optional.empty() : path;
        file = file == null ? Optional.empty() : file;
        Objects.requireNonNull(status, "status");
        exitCode = exitCode == null ? OptionalInt.empty() : exitCode;
        note = note == null ? Optional.empty() : note;
    }

    /** The command line as a user would type it (for text output; never run through a shell). */
    public String commandLine() {
        return String.join(" ", command);
    }

    /** What this item is about: the command line or the path. */
    public String subject() {
        return kind == ItemKind.COMMAND ? commandLine() : path.orElse("?");
    }
}
