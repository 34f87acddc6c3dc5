package io.rocekit.fabric.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.rocekit.core.fuzz.Budget;
import io.rocekit.core.rule.RuleSettings;
import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.read.ComwareReader;
import io.rocekit.fabric.read.ConfigSyntaxException;
import io.rocekit.fabric.read.CumulusTrafficConfReader;
import io.rocekit.fabric.read.EosReader;
import io.rocekit.fabric.read.JunosReader;
import io.rocekit.fabric.read.NvueReader;
import io.rocekit.fabric.read.NxosReader;
import io.rocekit.fabric.read.SonicReader;
import io.rocekit.fabric.read.SwitchReader;
import io.rocekit.fabric.rule.Expectation;
import io.rocekit.fabric.rule.FabricCheck;
import io.rocekit.fabric.rule.FabricEvidence;
import java.nio.charset.StandardCharsets;

/**
 * Coverage-guided fuzzing of each switch-configuration reader, and of the fabric.* rules on what it
 * reads. The contract (issue 18): a configuration, or a {@link ConfigSyntaxException} naming the file
 * and the line; never another exception, never an Error, within the time bound (docs/reliability.md).
 * The text goes to the vendor's reader directly, whatever the detector would say, so every reader
 * sees every input.
 */
class SwitchConfigFuzzTest {
    private static void read(SwitchReader reader, byte[] data) {
        long t0 = System.nanoTime();
        try {
            for (SwitchConfig c : reader.read("fuzz.cfg", new String(data, StandardCharsets.UTF_8))) {
                FabricCheck.run(new FabricEvidence(c, Expectation.nvidiaDefault()), RuleSettings.defaults());
            }
        } catch (ConfigSyntaxException expected) {
            // names the file, the line and what was expected
        }
        Budget.check(t0, data.length);
    }

    @FuzzTest(maxDuration = "2m")
    void readsAnySonicConfigDb(byte[] data) {
        read(new SonicReader(), data);
    }

    @FuzzTest(maxDuration = "2m")
    void readsAnyNvue(byte[] data) {
        read(new NvueReader(), data);
    }

    @FuzzTest(maxDuration = "2m")
    void readsAnyCumulusTrafficConf(byte[] data) {
        read(new CumulusTrafficConfReader(), data);
    }

    @FuzzTest(maxDuration = "2m")
    void readsAnyEos(byte[] data) {
        read(new EosReader(), data);
    }

    @FuzzTest(maxDuration = "2m")
    void readsAnyNxos(byte[] data) {
        read(new NxosReader(), data);
    }

    @FuzzTest(maxDuration = "2m")
    void readsAnyComware(byte[] data) {
        read(new ComwareReader(), data);
    }

    @FuzzTest(maxDuration = "2m")
    void readsAnyJunos(byte[] data) {
        read(new JunosReader(), data);
    }
}
