package io.rocekit.fleet.node;

import java.util.Map;
import java.util.TreeMap;

/**
 * Where fact readers put what they read. Keys and values are interned: across ten thousand nodes
 * nearly every value is the majority's, so each distinct string is kept once.
 */
final class FactSink {
    private final Map<String, String> facts = new TreeMap<>();
    private final Map<String, Double> metrics = new TreeMap<>();

    /** Records {@code key = value} unless a reader earlier in the order already did. */
    void fact(String key, String value) {
        facts.putIfAbsent(key.intern(), value.strip().intern());
    }

    /** Records a number; NaN and infinities are dropped (nothing to compare). */
    void metric(String key, double value) {
        if (Double.isFinite(value)) {
            metrics.putIfAbsent(key.intern(), value);
        }
    }

    boolean hasFact(String key) {
        return facts.containsKey(key);
    }

    Map<String, String> facts() {
        return facts;
    }

    Map<String, Double> metrics() {
        return metrics;
    }
}
