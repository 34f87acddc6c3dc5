package io.rocekit.host.detect;

import io.rocekit.host.artifact.ArtifactKind;
import java.util.List;
import java.util.Objects;

/**
 * What one file holds: one part for a plain output, several for a transcript.
 *
 * @param file  the file name as given
 * @param parts its parts in order; never empty (an empty file is one {@code unknown} part)
 */
public record Identification(String file, List<DetectedPart> parts) {
    public Identification {
        Objects.requireNonNull(file, "file");
        parts = List.copyOf(parts);
        if (parts.isEmpty()) {
            throw new IllegalArgumentException("an identification has at least one part");
        }
    }

    /** True when the file was split into several outputs. */
    public boolean isTranscript() {
        return parts.size() > 1;
    }

    /** The kind of the whole file when it is one output, else {@link ArtifactKind#UNKNOWN}. */
    public ArtifactKind singleKind() {
        return parts.size() == 1 ? parts.get(0).kind() : ArtifactKind.UNKNOWN;
    }

    /** The parts of one kind. */
    public List<DetectedPart> partsOf(ArtifactKind kind) {
        return parts.stream().filter(p -> p.kind() == kind).toList();
    }
}
