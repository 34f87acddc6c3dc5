package io.rocekit.sim.scenario;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.sim.SimInputException;
import io.rocekit.sim.topology.HpccTopologyReader;
import io.rocekit.sim.topology.TopologyGenerators;
import io.rocekit.sim.traffic.HpccFlowReader;
import org.junit.jupiter.api.Test;

/** Issue 10, items 9 and 10: values the simulator cannot hold are refused when read, naming the limit. */
class ScenarioLimitsTest {
    private static final String STAR = "name: x\ntopology:\n  star: {hosts: 17, rate: 100Gbps, delay: %s}\n"
            + "traffic:\n  - incast: {senders: %s, receiver: 0, size: %s, start: %s}\n";

    private static void refused(String yaml, String message) {
        assertThatThrownBy(() -> ScenarioLoader.parse("s.yaml", yaml, null))
                .isInstanceOf(SimInputException.class).hasMessageContaining(message);
    }

    @Test
    void deeplyNestedYamlIsRefusedBeforeSnakeYamlRecurses() {
        refused("[".repeat(10_000) + "]".repeat(10_000), "nested more than 64 levels");
        refused("a:\n" + "- ".repeat(5000) + "x\n", "nested more than 64 levels");
    }

    @Test
    void timesBeyondThePicosecondClockAreRefused() {
        refused(STAR.formatted("1e300s", "1..16", "1MB", "0"), "topology.star.delay: 1e300s is longer than the simulator holds");
        refused(STAR.formatted("1us", "1..16", "1MB", "1e300s"), "start: 1e300s is longer than the simulator holds (at most 1000 s");
    }

    @Test
    void sizesAndRangesBeyondMemoryAreRefused() {
        refused(STAR.formatted("1us", "1..2000000000", "1MB", "0"), "range '1..2000000000' goes beyond the topology's nodes 0..17");
        refused(STAR.formatted("1us", "1..16", "1e300", "0"), "is larger than the simulator holds (at most 1 TB)");
        refused("name: x\ntopology:\n  star: {hosts: 17, rate: 100Gbps, delay: 1us}\ntraffic:\n"
                + "  - poisson: {load: 0.5, cdf: websearch, duration: 999s}\n", "the simulator holds at most 10000000");
    }

    @Test
    void fabricWhoseRoutesCannotFitTheHeapIsRefusedBeforeAllocating() {
        assertThatThrownBy(() -> new io.rocekit.sim.topology.Routing(
                new io.rocekit.sim.topology.Wiring(TopologyGenerators.leafSpine(40_000, 1, 1, 100_000_000_000L, 1,
                        1_000_000)), 1000))
                .isInstanceOf(SimInputException.class).hasMessageContaining("needs about").hasMessageContaining("heap");
    }

    @Test
    void hpccFilesWithValuesBeyondTheClockAreRefused() {
        assertThatThrownBy(() -> HpccTopologyReader.read("topo.txt", "1000000000 1 1000\n0\n"))
                .isInstanceOf(SimInputException.class).hasMessageContaining("a node count of at most 1000000");
        assertThatThrownBy(() -> HpccTopologyReader.read("topo.txt", "3 1 2\n2\n0 2 100Gbps 1e20ns 0\n1 2 100Gbps 1us 0\n"))
                .isInstanceOf(SimInputException.class).hasMessageContaining("a delay of at most 1000 s");
        var t = HpccTopologyReader.read("topo.txt", "3 1 2\n2\n0 2 100Gbps 1us 0\n1 2 100Gbps 1us 0\n");
        assertThatThrownBy(() -> HpccFlowReader.read("flow.txt", "1\n0 1 3 100 1000 1e300\n", t))
                .isInstanceOf(SimInputException.class).hasMessageContaining("a start time in seconds, at most 1000 s");
    }
}
