package io.rocekit.core.finding;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * One piece of evidence behind a finding: the exact input line or value, and where it came from.
 *
 * @param file the file it was read from (as the user named it, or relative to the snapshot), if any
 * @param line the 1-based line in that file, if the evidence is a line
 * @param text the line or value itself, verbatim where it is a line
 */
public record Evidence(Optional<String> file, OptionalInt line, String text) {
    public Evidence {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(line, "line");
        Objects.requireNonNull(text, "text");
    }

    /** A line of a file. */
    public static Evidence line(String file, int line, String text) {
        return new Evidence(Optional.of(file), OptionalInt.of(line), text);
    }

    /** A value read from a file with no meaningful line (a sysfs value, a packet capture). */
    public static Evidence inFile(String file, String text) {
        return new Evidence(Optional.of(file), OptionalInt.empty(), text);
    }

    /** A derived value (a computed ratio, a count) with no single source line. */
    public static Evidence value(String text) {
        return new Evidence(Optional.empty(), OptionalInt.empty(), text);
    }

    /** {@code file:line: text}, as compilers print it. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        file.ifPresent(f -> sb.append(f).append(':'));
        line.ifPresent(l -> sb.append(l).append(':'));
        if (sb.length() > 0) {
            sb.append(' ');
        }
        return sb.append(text).toString();
    }
}
