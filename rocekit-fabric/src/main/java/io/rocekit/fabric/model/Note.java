package io.rocekit.fabric.model;

import io.rocekit.core.finding.Evidence;
import java.util.Objects;
import java.util.Optional;

/**
 * Something a reader says about what it read that is not a value: what is missing, what is
 * approximate, what it could not convert.
 *
 * @param text  the statement
 * @param where the line it is about, if one
 */
public record Note(String text, Optional<Evidence> where) {
    public Note {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(where, "where");
    }
}
