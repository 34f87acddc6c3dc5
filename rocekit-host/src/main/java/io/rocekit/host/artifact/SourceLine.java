package io.rocekit.host.artifact;

import java.util.Objects;

/**
 * One input line a model value was read from, kept so that a finding can show it as evidence
 * ({@code file:line: text}). The file is known to the {@link ParsedArtifact} that holds the model.
 *
 * @param number the 1-based line number in the file
 * @param text   the line verbatim (without its terminator)
 */
public record SourceLine(int number, String text) {
    public SourceLine {
        if (number < 1) {
            throw new IllegalArgumentException("line number " + number + " < 1");
        }
        Objects.requireNonNull(text, "text");
    }

    /** The line at {@code index} of {@code source}. */
    public static SourceLine of(TextSource source, int index) {
        return new SourceLine(source.lineNumber(index), source.lines().get(index));
    }

    /** The line with surrounding whitespace removed, for one-line evidence. */
    public String trimmed() {
        return text.strip();
    }
}
