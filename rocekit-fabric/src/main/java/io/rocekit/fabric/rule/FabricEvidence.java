package io.rocekit.fabric.rule;

import io.rocekit.fabric.model.SwitchConfig;
import java.util.Objects;

/**
 * What a {@code fabric.*} rule reads: one configuration and what it is meant to carry.
 *
 * @param config   the configuration, read into the normalised model
 * @param expected the design it is checked against
 */
public record FabricEvidence(SwitchConfig config, Expectation expected) {
    public FabricEvidence {
        Objects.requireNonNull(config, "config");
        Objects.requireNonNull(expected, "expected");
    }
}
