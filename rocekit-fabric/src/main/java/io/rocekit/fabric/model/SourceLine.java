package io.rocekit.fabric.model;

import java.util.Objects;

/**
 * One line of an input, with its 1-based number.
 *
 * @param line the line number
 * @param text the line, verbatim
 */
public record SourceLine(int line, String text) {
    public SourceLine {
        Objects.requireNonNull(text, "text");
    }
}
