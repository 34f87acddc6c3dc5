package io.rocekit.fabric.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.rocekit.core.fuzz.Budget;
import io.rocekit.fabric.intent.Intent;
import io.rocekit.fabric.intent.IntentException;
import io.rocekit.fabric.intent.IntentReader;
import io.rocekit.fabric.render.RenderOptions;
import io.rocekit.fabric.render.Rendering;
import io.rocekit.fabric.render.Target;
import java.nio.charset.StandardCharsets;

/**
 * Coverage-guided fuzzing of the intent reader (core's YAML loader and YamlNode, the sections, the
 * base profiles, {@code IntentConsistency}) and of rendering what it accepts. The contract (issue
 * 18): an intent, or an {@link IntentException} naming the file and key path; never another
 * exception, within the time bound; and an intent the reader accepts renders for every target and
 * is checked there without an exception. A rendering whose own check FAILs is not a failure here:
 * {@code fabric render} refuses to write it (exit 2, the findings shown), which is its contract.
 * The first fuzzing run's input, kept as {@code priority-7-for-class-3-refused-by-render.yaml} (priority 7 for traffic class 3: expressible
 * on NVUE, refused for SONiC, EOS, NX-OS and Comware) is kept as such a case.
 */
class IntentFuzzTest {
    @FuzzTest(maxDuration = "2m")
    void readsAnyIntent(byte[] data) {
        long t0 = System.nanoTime();
        Intent in;
        try {
            in = IntentReader.read("fuzz.yaml", new String(data, StandardCharsets.UTF_8));
        } catch (IntentException expected) {
            Budget.check(t0, data.length);
            return; // names the file, the key path and what was expected
        }
        for (Target t : Target.values()) {
            Rendering.render(t, in, RenderOptions.defaults()).failures().forEach(f -> {
                if (f.title().isBlank()) {
                    throw new AssertionError("a finding without a title on " + t.id() + ": " + f);
                }
            });
        }
        Budget.check(t0, data.length);
    }
}
