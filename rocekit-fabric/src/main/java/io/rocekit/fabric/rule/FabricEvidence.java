package io.rocekit.fabric.rule;

import io.rocekit.fabric.intent.Intent;
import io.rocekit.fabric.model.SwitchConfig;
import java.util.Objects;
import java.util.Optional;

/**
 * What a {@code fabric.*} rule reads: one configuration and what it is meant to carry.
 *
 * @param config   the configuration, read into the normalised model
 * @param expected the design it is checked against
 * @param intent   the full intent, where one was given ({@code fabric check --intent}); every
 *                 difference from it is a {@code fabric.intent-mismatch} finding
 */
public record FabricEvidence(SwitchConfig config, Expectation expected, Optional<Intent> intent) {
    public FabricEvidence {
        Objects.requireNonNull(config, "config");
        Objects.requireNonNull(expected, "expected");
        Objects.requireNonNull(intent, "intent");
    }

    /** Checked against an expectation only, no intent. */
    public FabricEvidence(SwitchConfig config, Expectation expected) {
        this(config, expected, Optional.empty());
    }

    /** Checked against an intent (the expectation is derived from it). */
    public static FabricEvidence against(SwitchConfig config, Intent intent) {
        return new FabricEvidence(config, Expectation.of(intent), Optional.of(intent));
    }
}
