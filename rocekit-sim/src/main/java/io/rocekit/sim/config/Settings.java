package io.rocekit.sim.config;

import io.rocekit.sim.SimInputException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * An immutable assignment of values to knobs. Every knob has a value (profiles set them all);
 * {@link #with} returns a copy with one knob changed, after checking its type and range.
 */
public final class Settings {
    private final Map<String, Object> values;

    private Settings(Map<String, Object> values) {
        this.values = Collections.unmodifiableMap(values);
    }

    static Settings ofValues(Map<String, Object> values) {
        for (Knob k : Knobs.all()) {
            if (!values.containsKey(k.name())) {
                throw new IllegalStateException("profile leaves knob " + k.name() + " unset");
            }
        }
        return new Settings(new LinkedHashMap<>(values));
    }

    /**
     * A copy with knob {@code name} set from {@code text}; {@code where} says where the value came
     * from ("--set", "scenario.yaml: dcqcn.rpg_ai_rate") for the error message.
     */
    public Settings with(String name, String text, String where) {
        Knob knob = Knobs.find(name).orElseThrow(() -> new SimInputException(where + ": unknown knob '" + name
                + "' (rocekit sim --list-knobs shows them all)"));
        Object v = knob.type().parse(text).orElseThrow(() -> new SimInputException(where + ": " + knob.name()
                + "=" + text + ": expected " + expectedOf(knob)));
        check(knob, v, text, where);
        Map<String, Object> m = new LinkedHashMap<>(values);
        m.put(knob.name(), v);
        return new Settings(m);
    }

    private static String expectedOf(Knob knob) {
        return knob.type() == KnobType.CHOICE ? "one of " + String.join(", ", knob.choices())
                : knob.type().expected();
    }

    private static void check(Knob knob, Object v, String text, String where) {
        if (knob.type() == KnobType.CHOICE) {
            if (!knob.choices().contains((String) v)) {
                throw new SimInputException(where + ": " + knob.name() + "=" + text + ": expected one of "
                        + String.join(", ", knob.choices()));
            }
            return;
        }
        if (v instanceof Number n) {
            double d = n.doubleValue();
            if (d < knob.min() || d > knob.max()) {
                String range = knob.max() == Double.POSITIVE_INFINITY ? ">= " + fmt(knob.min())
                        : fmt(knob.min()) + ".." + fmt(knob.max());
                throw new SimInputException(where + ": " + knob.name() + "=" + text + " is out of range ("
                        + range + (knob.unit().isEmpty() ? "" : " " + knob.unit()) + ")");
            }
        }
    }

    private static String fmt(double d) {
        return d == Math.rint(d) ? String.valueOf((long) d) : String.valueOf(d);
    }

    /** A copy with a typed value (used by profiles; not range-checked beyond the type). */
    Settings withValue(String name, Object value) {
        Knob knob = Knobs.find(name).orElseThrow(() -> new IllegalArgumentException("no knob " + name));
        Map<String, Object> m = new LinkedHashMap<>(values);
        m.put(knob.name(), value);
        return new Settings(m);
    }

    public long getLong(String name) {
        return ((Number) get(name)).longValue();
    }

    public int getInt(String name) {
        return (int) getLong(name);
    }

    public double getDouble(String name) {
        return ((Number) get(name)).doubleValue();
    }

    public boolean getBool(String name) {
        return (Boolean) get(name);
    }

    public String getString(String name) {
        return (String) get(name);
    }

    public Object get(String name) {
        Object v = values.get(name);
        if (v == null) {
            throw new IllegalArgumentException("no knob " + name);
        }
        return v;
    }

    /** All values, in catalogue order. */
    public Map<String, Object> asMap() {
        return values;
    }

    /** The value as a user would write it (durations in us, rates in Gbps). */
    public String display(String name) {
        Knob k = Knobs.find(name).orElseThrow();
        Object v = get(k.name());
        return switch (k.type()) {
            case DURATION -> fmt(((Long) v) / 1e6) + "us";
            case RATE -> io.rocekit.sim.topology.Units.formatRate((Long) v);
            case DOUBLE -> fmt((Double) v);
            default -> String.valueOf(v);
        };
    }
}
