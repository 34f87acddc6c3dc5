package io.rocekit.fleet.analysis;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One setting on which some nodes differ from the rest.
 *
 * @param key      the fact ({@code firmware.mlx5_0.version})
 * @param majority the value most nodes have (with {@code --baseline}: the baseline node's); empty
 *                 when most nodes lack the fact
 * @param nodes    every node that differs, with its value (empty: the node lacks the fact), by node name
 */
public record Drift(String key, Optional<String> majority, Map<String, Optional<String>> nodes) {
    public Drift {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(majority, "majority");
        nodes = Collections.unmodifiableMap(new LinkedHashMap<>(nodes));
    }
}
