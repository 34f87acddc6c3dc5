package io.rocekit.sim.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.rocekit.core.fuzz.Budget;
import io.rocekit.sim.SimInputException;
import io.rocekit.sim.scenario.ScenarioLoader;
import io.rocekit.sim.topology.HpccTopologyReader;
import io.rocekit.sim.topology.Topology;
import io.rocekit.sim.traffic.HpccFlowReader;
import java.nio.charset.StandardCharsets;

/**
 * Coverage-guided fuzzing of the simulator's readers: YAML scenarios (with their generators,
 * knobs and limits) and the HPCC topology and flow files. The contract: a scenario or topology,
 * or a {@link SimInputException} naming the file and what was expected; never another exception,
 * never an Error, within the time bound (docs/reliability.md).
 */
class SimInputFuzzTest {
    @FuzzTest(maxDuration = "2m")
    void readsAnyScenario(byte[] data) {
        long t0 = System.nanoTime();
        try {
            ScenarioLoader.parse("fuzz.yaml", new String(data, StandardCharsets.UTF_8), null);
        } catch (SimInputException expected) {
            // names the key path and what was expected
        }
        Budget.check(t0, data.length);
    }

    @FuzzTest(maxDuration = "2m")
    void readsAnyHpccFiles(byte[] data) {
        long t0 = System.nanoTime();
        String text = new String(data, StandardCharsets.UTF_8);
        int cut = text.indexOf("\n\n");
        try {
            Topology t = HpccTopologyReader.read("topology.txt", cut < 0 ? text : text.substring(0, cut));
            if (cut >= 0) {
                HpccFlowReader.read("flow.txt", text.substring(cut + 2), t);
            }
        } catch (SimInputException expected) {
            // names the file, the line and what was expected
        }
        Budget.check(t0, data.length);
    }
}
