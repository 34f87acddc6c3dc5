package io.rocekit.host.artifact;

import java.util.List;
import java.util.Objects;

/**
 * A text to recognise or parse: a whole file, or one part of a pasted terminal transcript.
 *
 * @param file      the file name to print in evidence and errors (as given, or snapshot-relative),
 *                  with control characters made visible
 * @param firstLine the 1-based line number of {@code lines.get(0)} in that file
 * @param lines     the lines, without line terminators
 */
public record TextSource(String file, int firstLine, List<String> lines) {
    public TextSource {
        // A display name: a file name from a directory listing may hold a newline or an escape
        // that would forge a line of the report where it is printed.
        file = io.rocekit.core.text.Printable.oneLine(Objects.requireNonNull(file, "file"));
        if (firstLine < 1) {
            throw new IllegalArgumentException("firstLine=" + firstLine + " < 1");
        }
        lines = List.copyOf(lines);
    }

    /** A whole file's text. */
    public static TextSource of(String file, String text) {
        return new TextSource(file, 1, text.lines().toList());
    }

    /** The 1-based line number in {@link #file()} of the line at {@code index} in {@link #lines()}. */
    public int lineNumber(int index) {
        return firstLine + index;
    }

    /** A part of this source: lines {@code [from, to)}. */
    public TextSource slice(int from, int to) {
        return new TextSource(file, firstLine + from, lines.subList(from, to));
    }
}
