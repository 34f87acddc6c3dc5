package io.rocekit.fabric.model;

import java.util.Collections;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The buffer pools and profiles of a configuration, by name.
 *
 * @param pools    pools by name
 * @param profiles profiles by name
 */
public record Buffers(SortedMap<String, BufferPool> pools, SortedMap<String, BufferProfile> profiles) {
    public Buffers {
        pools = Collections.unmodifiableSortedMap(new TreeMap<>(pools));
        profiles = Collections.unmodifiableSortedMap(new TreeMap<>(profiles));
    }

    /** No buffer configuration at all. */
    public static Buffers none() {
        return new Buffers(new TreeMap<>(), new TreeMap<>());
    }
}
