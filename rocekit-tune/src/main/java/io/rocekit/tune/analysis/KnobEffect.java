package io.rocekit.tune.analysis;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How much the objectives move across one knob's values with every other knob held at the chosen
 * point.
 *
 * @param levels the knob's values in axis order with each objective's mean over seeds
 * @param range per objective: largest minus smallest mean across the levels
 */
public record KnobEffect(String knob, List<Level> levels, Map<String, Double> range) {
    public KnobEffect {
        levels = List.copyOf(levels);
        range = Collections.unmodifiableMap(new LinkedHashMap<>(range));
    }

    /** @param point the point id holding this value */
    public record Level(String value, String point, Map<String, Double> objectives) {
        public Level {
            objectives = Collections.unmodifiableMap(new LinkedHashMap<>(objectives));
        }
    }
}
