package io.rocekit.sim.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.sim.SimLimits;
import io.rocekit.sim.config.SimConfig;
import io.rocekit.sim.engine.CalendarEventQueue;
import io.rocekit.sim.engine.EventLoop;
import io.rocekit.sim.net.Network;
import io.rocekit.sim.scenario.Scenario;
import io.rocekit.sim.scenario.ScenarioLoader;
import io.rocekit.sim.topology.Routing;
import io.rocekit.sim.topology.Topology;
import io.rocekit.sim.topology.TopologyGenerators;
import io.rocekit.sim.topology.Wiring;
import io.rocekit.sim.traffic.Flow;
import io.rocekit.sim.validation.Fixtures;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SimMemoryTest {

    private static Scenario permutation(int k) {
        String text;
        try (InputStream in = SimMemoryTest.class.getResourceAsStream("/scale/fattree-k8-permutation.yaml")) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return ScenarioLoader.parse("k" + k, text.replace("k: 8", "k: " + k), Path.of("."));
    }

    /** The state a built fabric holds (packet pool and per-port records) plus its routes. */
    private static long builtStateBytes(Topology t, List<Flow> flows, SimConfig cfg) {
        Network net = new Network(new Wiring(t), new Routing(new Wiring(t), cfg.packet().mtuBytes()), cfg, flows,
                new EventLoop(new CalendarEventQueue(1_000)), new int[0]);
        return net.stateBytes() + SimMemory.routeBytes(t);
    }

    @Test
    void theEstimateCoversWhatTheSimulatorAllocatesForTheScaleWorkloadAndTheReferenceFiles() {
        Scenario k8 = permutation(8);
        SimConfig k8cfg = Fixtures.hpcc(k8.topology());
        assertThat(SimMemory.estimateBytes(k8.topology(), k8.flows(), k8cfg))
                .isGreaterThan(builtStateBytes(k8.topology(), k8.flows(), k8cfg));
        Topology fat320 = Fixtures.topology("fat320_topology.txt");
        List<Flow> web = Fixtures.flows("fat320_websearch_l30_2ms_seed1_flows.txt", fat320);
        SimConfig cfg = Fixtures.hpcc(fat320);
        assertThat(SimMemory.estimateBytes(fat320, web, cfg)).isGreaterThan(builtStateBytes(fat320, web, cfg));
    }

    /**
     * k=32 permutation, measured (docs/performance.md): 2.1 M packets at once (67 MB of pool), 49,152
     * ports (about 740 B each), 10 MB of routes, peak RSS 284-300 MB for the whole JVM. The estimate
     * bounds that without the worst case of every buffer full of small frames: tune's old estimate,
     * 23.5 GB, let it run one k=32 simulation at a time on any machine.
     */
    @Test
    void theK32PermutationIsEstimatedAboveWhatItHoldsAndWellUnderAGigabyte() {
        Scenario k32 = permutation(32);
        long bytes = SimMemory.estimateBytes(k32.topology(), k32.flows(), Fixtures.hpcc(k32.topology()));
        long measuredState = 2_096_133L * 32 + 49_152L * 740 + 10_000_000L;
        assertThat(bytes).isGreaterThan(measuredState).isLessThan(1L << 30);
        assertThat(SimMemory.routeBytes(k32.topology()))
                .as("512 edge switches x 1,280 switches x 4 B + 512^2 x 28 B")
                .isEqualTo(512L * 1_280 * 4 + 512L * 512 * 28);
    }

    /** The largest values the inputs allow (10 Tb/s, 1000 s links, 1 TB flows) saturate, never overflow. */
    @Test
    void extremeInputsGiveALargePositiveEstimateNotAnOverflow() {
        Topology star = TopologyGenerators.star(64, SimLimits.MAX_RATE_BITS_PER_SEC,
                SimLimits.MAX_TIME_PS);
        List<Flow> flows = new ArrayList<>();
        for (int i = 0; i < 63; i++) {
            flows.add(new Flow(i, i, i + 1, 3, SimLimits.MAX_FLOW_BYTES, 0, 10_000 + i, 100, -1));
        }
        long bytes = SimMemory.estimateBytes(star, flows, Fixtures.hpcc(star));
        assertThat(bytes).isPositive()
                .isGreaterThanOrEqualTo(3 * SimMemory.MAX_PACKETS * 32)
                .isLessThan(4 * SimMemory.MAX_PACKETS * 32);
    }
}
