package io.rocekit.core.rule;

import java.util.Map;
import java.util.Objects;

/**
 * The resolved values of one rule's thresholds for one run: the overrides the user set, and each
 * threshold's default for the rest. A rule reads its limits only through {@link #get}, so that
 * {@code --set} reaches every comparison it makes. Built by {@link RuleSettings#limitsFor}.
 */
public final class Limits {
    private static final Limits DEFAULTS = new Limits(Map.of());
    private final Map<String, Double> byName;

    private Limits(Map<String, Double> byName) {
        this.byName = Map.copyOf(byName);
    }

    /** Every threshold at its default. */
    public static Limits defaults() {
        return DEFAULTS;
    }

    /**
     * Overrides by threshold name, in each unit's base; values are not range-checked here (use
     * {@link RuleSettings} for user input).
     */
    public static Limits of(Map<String, Double> byName) {
        return new Limits(byName);
    }

    /** The value of {@code t}: its override, else its default, in the unit's base. */
    public double get(Threshold t) {
        Objects.requireNonNull(t, "t");
        return byName.getOrDefault(t.name(), t.defaultValue());
    }

    /** {@link #get} rounded to a long (bytes, nanoseconds, counts). */
    public long getLong(Threshold t) {
        return Math.round(get(t));
    }

    /** True when the user changed {@code t} from its default. */
    public boolean isOverridden(Threshold t) {
        return byName.containsKey(t.name());
    }

    @Override
    public String toString() {
        return "Limits" + byName;
    }
}
