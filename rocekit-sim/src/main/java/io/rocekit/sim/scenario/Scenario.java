package io.rocekit.sim.scenario;

import io.rocekit.sim.topology.Topology;
import io.rocekit.sim.traffic.Flow;
import java.util.List;
import java.util.Optional;

/**
 * A loaded scenario.
 *
 * @param knobs knob overrides in file order (key, value text, key path for errors)
 * @param untilPs stop this long after the first flow starts; 0 = when every flow has finished
 */
public record Scenario(String name, String profile, Topology topology, List<Flow> flows, List<KnobOverride> knobs,
        int[] traceFlows, long untilPs, Optional<Long> seed) {

    /** One {@code knobs:} entry. */
    public record KnobOverride(String key, String value, String path) {
    }

    public Scenario {
        flows = List.copyOf(flows);
        knobs = List.copyOf(knobs);
        traceFlows = traceFlows.clone();
    }
}
