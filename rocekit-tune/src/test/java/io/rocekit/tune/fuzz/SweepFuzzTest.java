package io.rocekit.tune.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.rocekit.core.fuzz.Budget;
import io.rocekit.tune.TuneInputException;
import io.rocekit.tune.sweep.SweepLoader;
import java.nio.charset.StandardCharsets;

/**
 * Coverage-guided fuzzing of the sweep reader: any text as a sweep file, its base (inline
 * scenarios, knob values through the simulator's own parser), space, ties, sampling, objectives,
 * constraints, baselines and search. The contract: a sweep, or a {@link TuneInputException} naming
 * the file and key path; never another exception, never an Error, within the time bound
 * (docs/reliability.md).
 */
class SweepFuzzTest {
    @FuzzTest(maxDuration = "2m")
    void readsAnySweep(byte[] data) {
        long t0 = System.nanoTime();
        try {
            SweepLoader.parse("fuzz.yaml", new String(data, StandardCharsets.UTF_8), null);
        } catch (TuneInputException expected) {
            // names the file, the key path and what was expected
        }
        Budget.check(t0, data.length);
    }
}
