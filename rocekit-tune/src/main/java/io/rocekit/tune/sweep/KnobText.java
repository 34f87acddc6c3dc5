package io.rocekit.tune.sweep;

import io.rocekit.sim.SimInputException;
import io.rocekit.sim.config.Knob;
import io.rocekit.sim.config.KnobType;
import io.rocekit.sim.config.Knobs;
import io.rocekit.sim.config.Profile;
import io.rocekit.sim.config.Settings;
import java.math.BigDecimal;
import java.util.Optional;

/**
 * Knob values as text, the form {@code rocekit sim --set} takes. Parsing goes through the
 * simulator's own {@link Settings} so that a value the sweep accepts is exactly a value
 * {@code rocekit sim} accepts, in the same stored unit (bytes, picoseconds, bits/s, the firmware
 * units of DCQCN knobs).
 */
public final class KnobText {
    private static final Settings PROBE = Profile.HPCC_DCQCN.settings(100_000_000_000L);

    private KnobText() {
    }

    /** The catalogue knob for a name (also DCQCN names without the prefix). */
    public static Optional<Knob> knob(String name) {
        return Knobs.find(name);
    }

    /** Whether a knob holds a number (ranges and ties need one). */
    public static boolean numeric(Knob k) {
        return k.type() != KnobType.BOOL && k.type() != KnobType.CHOICE;
    }

    /**
     * The stored value of {@code text} for knob {@code k}; the simulator's message (range, type)
     * on a bad value.
     */
    public static Object stored(Knob k, String text) {
        return PROBE.with(k.name(), text, "value").get(k.name());
    }

    /** Checks a value; returns the simulator's reason when it is refused. */
    public static Optional<String> problem(Knob k, String text) {
        try {
            stored(k, text);
            return Optional.empty();
        } catch (SimInputException e) {
            String m = e.getMessage();
            return Optional.of(m.startsWith("value: ") ? m.substring("value: ".length()) : m);
        }
    }

    /** A number in the knob's stored unit written so that the simulator reads it back exactly. */
    public static String format(Knob k, double stored) {
        return switch (k.type()) {
            case INT, BYTES -> Long.toString(Math.round(stored));
            case DURATION -> Math.round(stored) + "ps";
            case RATE -> Math.round(stored) + "bps";
            case DOUBLE -> plain(stored);
            default -> throw new IllegalArgumentException(k.name() + " is not numeric");
        };
    }

    /**
     * A value as people read it: sizes through the one byte formatter ({@code 505.0 kB} whether it
     * was written {@code 505000} or {@code 505KB}), everything else as given.
     */
    public static String human(String knob, String text) {
        return bytes(knob, text).map(io.rocekit.core.finding.Quantities::bytes).orElse(text);
    }

    /** The byte count of a size knob's value; empty for other knobs or a value it refuses. */
    public static Optional<Long> bytes(String knob, String text) {
        Optional<Knob> k = knob(knob);
        if (k.isEmpty() || k.get().type() != io.rocekit.sim.config.KnobType.BYTES) {
            return Optional.empty();
        }
        try {
            return Optional.of(((Number) stored(k.get(), text)).longValue());
        } catch (SimInputException e) {
            return Optional.empty();
        }
    }

    /** Shortest plain decimal of a double (0.05, 300, 1.5E-4 as 0.00015). */
    public static String plain(double d) {
        if (d == Math.rint(d) && Math.abs(d) < 1e15) {
            return Long.toString((long) d);
        }
        return new BigDecimal(Double.toString(d)).stripTrailingZeros().toPlainString();
    }
}
