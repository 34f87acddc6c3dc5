package io.rocekit.core.rule;

import io.rocekit.core.unit.Unit;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * A documented limit a rule compares against: its name, default and unit, shown by
 * {@code rocekit rules --verbose} and in {@code docs/rules.md}, and overridable with
 * {@code --set RULE_ID.NAME=VALUE} (the value in any text {@link Unit#parse} reads).
 *
 * @param name         camelCase, without the unit (the unit is typed): {@code warnBelow},
 *                     {@code minMaxReadRequest}, {@code stall}
 * @param defaultValue the default in the unit's base (bytes, bits/s, ns, a fraction for RATIO)
 * @param unit         how the value is typed and printed
 * @param meaning      what it limits and why this default (with its source when it has one)
 * @param min          the smallest value accepted (inclusive)
 * @param max          the largest value accepted (inclusive)
 */
public record Threshold(String name, double defaultValue, Unit unit, String meaning, double min, double max) {
    private static final Pattern NAME = Pattern.compile("[a-z][a-zA-Z0-9]*");

    public Threshold {
        Objects.requireNonNull(name, "name");
        if (!NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("threshold name '" + name + "' is not camelCase");
        }
        Objects.requireNonNull(unit, "unit");
        Objects.requireNonNull(meaning, "meaning");
        if (!(min <= max)) {
            throw new IllegalArgumentException("threshold " + name + ": min " + min + " > max " + max);
        }
        if (!(defaultValue >= min && defaultValue <= max)) {
            throw new IllegalArgumentException("threshold " + name + ": default " + defaultValue + " outside ["
                    + min + ", " + max + "]");
        }
    }

    /** A threshold accepting any value {@code >= 0} (every unit here is a size, rate, time or count). */
    public Threshold(String name, double defaultValue, Unit unit, String meaning) {
        this(name, defaultValue, unit, meaning, 0, Double.POSITIVE_INFINITY);
    }

    /** The same threshold accepting only {@code [min, max]} (e.g. a fraction in 0..1). */
    public Threshold between(double min, double max) {
        return new Threshold(name, defaultValue, unit, meaning, min, max);
    }

    /** The default as text ({@code 4KiB}, {@code 90%}, {@code 1ms}). */
    public String defaultText() {
        return unit.format(defaultValue);
    }

    /** The range as text, empty when it is just {@code >= 0}. */
    public String rangeText() {
        if (unit == Unit.PRIORITIES) {
            return ""; // any non-empty set of 0-7, which the unit's own grammar already says
        }
        if (min == 0 && max == Double.POSITIVE_INFINITY) {
            return "";
        }
        if (max == Double.POSITIVE_INFINITY) {
            return ">= " + unit.format(min);
        }
        return unit.format(min) + " .. " + unit.format(max);
    }

    /**
     * {@code text} parsed in this threshold's unit and checked against its range.
     *
     * @throws IllegalArgumentException naming the threshold, the text, the unit and the range
     */
    public double parse(String text) {
        double v;
        try {
            v = unit.parse(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(name + ": " + e.getMessage(), e);
        }
        if (v < min || v > max) {
            throw new IllegalArgumentException(name + ": " + text + " is outside " + unit.format(min) + " .. "
                    + (max == Double.POSITIVE_INFINITY ? "unbounded" : unit.format(max)));
        }
        return v;
    }
}
