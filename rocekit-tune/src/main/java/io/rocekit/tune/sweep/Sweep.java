package io.rocekit.tune.sweep;

import io.rocekit.tune.run.BaseBundle;
import java.util.List;

/**
 * A loaded sweep file (schema: docs/tune.md).
 *
 * @param axes swept knobs in file order (catalogue names)
 * @param ties knobs computed from another knob of the same point
 * @param seeds the seeds every point runs with
 * @param effects whether to run each knob's values around the chosen point (its effect)
 * @param current the switch configuration the sweep starts from ({@code base.switch}), if any
 */
public record Sweep(String name, String file, BaseBundle base, List<Axis> axes, List<Tie> ties, Sampling sampling,
        List<Long> seeds, List<Objective> objectives, List<Constraint> constraints, List<Baseline> baselines,
        Search search, boolean effects, java.util.Optional<CurrentSwitch> current) {
    public Sweep {
        axes = List.copyOf(axes);
        ties = List.copyOf(ties);
        seeds = List.copyOf(seeds);
        objectives = List.copyOf(objectives);
        constraints = List.copyOf(constraints);
        baselines = List.copyOf(baselines);
    }

    /** The knobs a point sets beyond the base: the axes, then the tied knobs. */
    public List<String> sweptKnobs() {
        List<String> out = new java.util.ArrayList<>();
        axes.forEach(a -> out.add(a.knob()));
        ties.forEach(t -> out.add(t.knob()));
        return out;
    }
}
