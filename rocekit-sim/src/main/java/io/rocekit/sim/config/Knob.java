package io.rocekit.sim.config;

import java.util.List;

/**
 * A named tunable. {@code name} is the key in scenario files and for {@code --set}; DCQCN knobs
 * keep the ConnectX firmware names ({@code dcqcn.rpg_time_reset}) and may be given without the
 * {@code dcqcn.} prefix.
 *
 * @param unit the unit a bare number means, for the documentation ("us", "Mb/s", "bytes")
 * @param choices the allowed words of a {@link KnobType#CHOICE} knob, else empty
 * @param min the smallest allowed numeric value (inclusive)
 * @param max the largest allowed numeric value (inclusive)
 */
public record Knob(String name, KnobType type, String unit, String description, List<String> choices,
        double min, double max) {

    public Knob {
        choices = List.copyOf(choices);
    }

    static Knob of(String name, KnobType type, String unit, double min, double max, String description) {
        return new Knob(name, type, unit, description, List.of(), min, max);
    }

    static Knob choice(String name, String description, String... choices) {
        return new Knob(name, KnobType.CHOICE, "", description, List.of(choices), 0, 0);
    }
}
