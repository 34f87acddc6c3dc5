package io.rocekit.host.detect;

import io.rocekit.host.artifact.ArtifactKind;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Recognises one kind by its lines: signature lines only that kind prints, compatible lines it
 * may print. A text is of the kind when it has a signature line and most of its lines fit.
 *
 * @param kind       the kind
 * @param signatures patterns of lines only this kind prints (found anywhere in the line)
 * @param compatible patterns of other lines this kind prints
 * @param maxLines   the most non-blank lines such an output has (1 for /proc/cmdline)
 */
record Recogniser(ArtifactKind kind, List<Pattern> signatures, List<Pattern> compatible, int maxLines) {
    Recogniser {
        signatures = List.copyOf(signatures);
        compatible = List.copyOf(compatible);
    }

    /**
     * Lines longer than this are foreign to every kind: the longest line a supported tool prints
     * is a /proc/interrupts row of a machine with about a thousand CPUs (11 characters a CPU), and
     * skipping longer ones keeps recognition of a hostile file linear with a small constant.
     */
    static final int MAX_LINE_CHARS = 16 << 10;

    LineClass classify(String line) {
        if (line.length() > MAX_LINE_CHARS) {
            return LineClass.FOREIGN;
        }
        for (Pattern p : signatures) {
            if (p.matcher(line).find()) {
                return LineClass.SIGNATURE;
            }
        }
        for (Pattern p : compatible) {
            if (p.matcher(line).find()) {
                return LineClass.COMPATIBLE;
            }
        }
        return LineClass.FOREIGN;
    }

    /** Builds a recogniser from regular expressions. */
    static Recogniser of(ArtifactKind kind, int maxLines, List<String> signatures, List<String> compatible) {
        return new Recogniser(kind, signatures.stream().map(Pattern::compile).toList(),
                compatible.stream().map(Pattern::compile).toList(), maxLines);
    }
}
