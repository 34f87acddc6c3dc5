package io.rocekit.tune.run;

import java.io.Serializable;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One simulation of a sweep: a point's knobs (the sweep's {@code base.set} first, then the swept
 * and tied knobs, as text for {@code --set}) with one seed.
 *
 * @param kind "point", "baseline" or "effect" (a one-knob-at-a-time point around the chosen one)
 * @param untilPs a shorter run for a successive-halving rung (stop this long after the first flow
 *     starts); 0 = the base's own length
 */
public record Trial(String id, String kind, Map<String, String> knobs, long seed, long untilPs)
        implements Serializable {
    private static final long serialVersionUID = 1L;

    public Trial {
        knobs = Collections.unmodifiableMap(new LinkedHashMap<>(knobs));
    }

    /** What identifies the simulation regardless of the id it was given: knobs, seed, length. */
    public String key() {
        return RowKey.of(knobs, seed, untilPs);
    }
}
