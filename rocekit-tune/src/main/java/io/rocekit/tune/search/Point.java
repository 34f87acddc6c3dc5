package io.rocekit.tune.search;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A point of the space: swept and tied knob values (text for {@code --set}), without the base's
 * own overrides.
 */
public record Point(String id, Map<String, String> knobs) {
    public Point {
        knobs = Collections.unmodifiableMap(new LinkedHashMap<>(knobs));
    }
}
