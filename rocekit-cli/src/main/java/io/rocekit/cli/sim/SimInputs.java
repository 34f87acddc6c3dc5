package io.rocekit.cli.sim;

import io.rocekit.sim.config.Settings;
import io.rocekit.sim.topology.Topology;
import io.rocekit.sim.traffic.Flow;
import java.util.List;

/** A run's inputs, from a scenario file or from HPCC files. {@code untilPs} 0 = until all flows end. */
record SimInputs(String name, String profileName, Topology topology, List<Flow> flows, Settings settings,
        int[] tracedFlows, long untilPs) {
}
