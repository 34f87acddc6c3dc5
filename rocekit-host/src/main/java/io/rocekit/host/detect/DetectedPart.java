package io.rocekit.host.detect;

import io.rocekit.host.artifact.ArtifactKind;
import io.rocekit.host.artifact.TextSource;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * One output in a file: the whole file, or one part of a pasted transcript.
 *
 * @param text         the lines of this part, with their line numbers in the file
 * @param kind         what the part was recognised as ({@link ArtifactKind#UNKNOWN} if nothing fits)
 * @param command      the command from the prompt line that introduced the part, if there was one
 * @param alsoContains other kinds whose lines are interleaved in this part (NCCL INFO lines in an
 *                     nccl-tests output), for parsers that read them too
 */
public record DetectedPart(TextSource text, ArtifactKind kind, Optional<String> command, Set<ArtifactKind> alsoContains) {
    public DetectedPart {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(command, "command");
        alsoContains = Set.copyOf(alsoContains);
    }

    /** The 1-based first line of this part in its file. */
    public int firstLine() {
        return text.firstLine();
    }

    /** The 1-based last line of this part in its file. */
    public int lastLine() {
        return text.firstLine() + Math.max(0, text.lines().size() - 1);
    }
}
