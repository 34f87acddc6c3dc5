package io.rocekit.monitor.sample;

import java.util.Collections;
import java.util.SortedMap;
import java.util.TreeMap;

/** Immutable sorted copies of counter maps (sorted so that JSON and the exposition are stable). */
final class Counters {
    private Counters() {
    }

    static SortedMap<String, Long> copy(SortedMap<String, Long> m) {
        return Collections.unmodifiableSortedMap(new TreeMap<>(m));
    }
}
