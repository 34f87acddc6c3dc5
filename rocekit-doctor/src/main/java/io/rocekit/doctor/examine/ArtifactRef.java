package io.rocekit.doctor.examine;

import java.util.Objects;
import java.util.Optional;

/**
 * One input part and what it was recognised as.
 *
 * @param file      the file (snapshot-relative inside a snapshot)
 * @param kind      the kind id ({@code lspci-vv}, {@code unknown})
 * @param firstLine the part's first line when the file held several outputs
 * @param problem   why it could not be parsed, when it could not
 */
public record ArtifactRef(String file, String kind, Optional<Integer> firstLine, Optional<String> problem) {
    public ArtifactRef {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(firstLine, "firstLine");
        Objects.requireNonNull(problem, "problem");
    }
}
