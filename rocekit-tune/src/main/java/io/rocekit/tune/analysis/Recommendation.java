package io.rocekit.tune.analysis;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The chosen point and how sure the choice is.
 *
 * @param id the chosen point, or "none" when no point met the constraints
 * @param why one sentence: how it was chosen and whether its lead is larger than its seed spread
 * @param score its score (0 = best candidate on every objective)
 * @param seedSpread max - min of its score over its seeds
 * @param runnerUp the next-best point ("" when there is none)
 * @param lead runner-up's score minus its score
 * @param leadExceedsSpread whether the lead is larger than the seed spread
 * @param objectiveSpread per objective: mean, smallest and largest over the seeds
 */
public record Recommendation(String id, Map<String, String> knobs, String why, double score, double seedSpread,
        String runnerUp, double lead, boolean leadExceedsSpread, Map<String, Stat> objectiveSpread) {
    public Recommendation {
        knobs = Collections.unmodifiableMap(new LinkedHashMap<>(knobs));
        objectiveSpread = Collections.unmodifiableMap(new LinkedHashMap<>(objectiveSpread));
    }

    public boolean found() {
        return !id.equals("none");
    }
}
