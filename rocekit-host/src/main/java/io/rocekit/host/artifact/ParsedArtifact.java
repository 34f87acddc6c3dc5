package io.rocekit.host.artifact;

import io.rocekit.core.finding.Evidence;
import java.util.Objects;
import java.util.Optional;

/**
 * A model parsed from one file (or one part of a transcript), with the file it came from so that
 * rules can cite {@code file:line}.
 *
 * @param file  the file name as given (or snapshot-relative)
 * @param kind  what the text was recognised as
 * @param model   the typed model
 * @param command the command typed on the prompt line that introduced the part of a transcript
 *                ({@code mlnx_qos -i ens4np0}), if there was one: it may name the device the
 *                output is about when the output itself does not
 * @param <T>     the model type
 */
public record ParsedArtifact<T>(String file, ArtifactKind kind, T model, Optional<String> command) {
    public ParsedArtifact {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(command, "command");
    }

    /** A model parsed from a whole file (or a part no prompt line introduced). */
    public ParsedArtifact(String file, ArtifactKind kind, T model) {
        this(file, kind, model, Optional.empty());
    }

    /** Evidence for one line of this artifact. */
    public Evidence evidence(SourceLine line) {
        return Evidence.line(file, line.number(), line.trimmed());
    }
}
