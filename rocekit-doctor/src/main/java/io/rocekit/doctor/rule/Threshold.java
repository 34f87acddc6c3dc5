package io.rocekit.doctor.rule;

import java.util.Objects;

/**
 * A documented limit a rule compares against, with its default: shown by {@code rocekit rules}
 * and in {@code docs/rules.md}.
 *
 * @param name         the name ({@code minMaxReadRequestBytes}), units in the name
 * @param defaultValue the default, as text ({@code 4096})
 * @param meaning      what it limits and why this default
 */
public record Threshold(String name, String defaultValue, String meaning) {
    public Threshold {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(defaultValue, "defaultValue");
        Objects.requireNonNull(meaning, "meaning");
    }
}
