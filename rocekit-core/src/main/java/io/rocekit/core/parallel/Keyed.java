package io.rocekit.core.parallel;

import java.io.Serializable;
import java.util.Objects;

/**
 * One key and one value, as {@link KeptResults} aggregations emit them (serialisable, unlike
 * {@code Map.entry}).
 *
 * @param key   what values are grouped by
 * @param value the value
 */
public record Keyed<K, V>(K key, V value) implements Serializable {
    private static final long serialVersionUID = 1L;

    public Keyed {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(value, "value");
    }
}
