package io.rocekit.host.detect;

import io.rocekit.host.artifact.ArtifactKind;
import java.util.Comparator;

/**
 * How well a text fits one kind.
 *
 * @param kind       the kind
 * @param signatures lines only this kind prints
 * @param fitting    lines this kind prints (signatures included)
 * @param lines      non-blank lines looked at
 * @param tooLong    more lines than this kind ever prints
 */
record Score(ArtifactKind kind, int signatures, int fitting, int lines, boolean tooLong) {
    /** Most of the text must fit, and at least one line must be a signature. */
    static final double MIN_FIT = 0.5;

    /** Best first: the larger share of fitting lines, then of signature lines, then kind order. */
    static final Comparator<Score> BEST_FIRST = Comparator.comparingDouble(Score::fit).reversed()
            .thenComparing(Comparator.comparingDouble(Score::signatureShare).reversed())
            .thenComparing(Score::kind);

    double fit() {
        return lines == 0 ? 0 : (double) fitting / lines;
    }

    double signatureShare() {
        return lines == 0 ? 0 : (double) signatures / lines;
    }

    boolean accepted() {
        return !tooLong && signatures > 0 && fit() >= MIN_FIT;
    }
}
