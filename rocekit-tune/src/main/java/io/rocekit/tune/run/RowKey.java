package io.rocekit.tune.run;

import java.util.Map;
import java.util.TreeMap;

/** The identity of a simulation in the results file: knob values (sorted by name), seed, length. */
final class RowKey {
    private RowKey() {
    }

    static String of(Map<String, String> knobs, long seed, long untilPs) {
        StringBuilder b = new StringBuilder();
        new TreeMap<>(knobs).forEach((k, v) -> b.append(k).append('=').append(v).append(';'));
        return b.append("seed=").append(seed).append(";until=").append(untilPs).toString();
    }
}
