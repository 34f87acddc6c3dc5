package io.rocekit.host.artifact;

import io.rocekit.core.finding.Evidence;
import java.util.Objects;

/**
 * A model parsed from one file (or one part of a transcript), with the file it came from so that
 * rules can cite {@code file:line}.
 *
 * @param file  the file name as given (or snapshot-relative)
 * @param kind  what the text was recognised as
 * @param model the typed model
 * @param <T>   the model type
 */
public record ParsedArtifact<T>(String file, ArtifactKind kind, T model) {
    public ParsedArtifact {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(model, "model");
    }

    /** Evidence for one line of this artifact. */
    public Evidence evidence(SourceLine line) {
        return Evidence.line(file, line.number(), line.trimmed());
    }
}
