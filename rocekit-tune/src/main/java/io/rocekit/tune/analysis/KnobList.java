package io.rocekit.tune.analysis;

import java.util.ArrayList;
import java.util.List;

/** A point's swept knobs as {@code name=value} pairs for a sentence. */
final class KnobList {
    private KnobList() {
    }

    static String of(PointSummary p, List<String> swept) {
        List<String> parts = new ArrayList<>();
        for (String k : swept) {
            String v = p.knobs().get(k);
            if (v != null) {
                parts.add(k + "=" + io.rocekit.tune.sweep.KnobText.human(k, v).replace(" ", ""));
            }
        }
        return parts.isEmpty() ? "the base settings" : String.join(", ", parts);
    }
}
