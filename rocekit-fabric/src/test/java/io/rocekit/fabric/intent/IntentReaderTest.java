package io.rocekit.fabric.intent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.fabric.model.Scheduling;
import java.util.List;
import org.junit.jupiter.api.Test;

class IntentReaderTest {
    @Test
    void nvidiaLosslessIsTheRecipe() {
        Intent in = Profiles.intent("nvidia-lossless");
        assertThat(in.dscpToTc()).containsEntry(26, 3).containsEntry(48, 6).hasSize(2);
        assertThat(in.pfc().priorities()).containsExactly(3);
        assertThat(in.ecnOf(3)).get().satisfies(e -> {
            assertThat(e.minBytes()).isEqualTo(150_000);
            assertThat(e.maxBytes()).isEqualTo(1_500_000);
            assertThat(e.probabilityPercent()).isEqualTo(100.0);
        });
        assertThat(in.cnp()).get().satisfies(c -> assertThat(c.strict()).isTrue());
        assertThat(in.scheduling().get(6)).isEqualTo(Scheduling.strict());
        assertThat(in.pfc().watchdog()).get().isEqualTo(new WatchdogIntent(200, 200, "drop"));
        // headroom from the calculator: 400G, 5 m, MTU 9216, Spectrum-3 (same as 'rocekit fabric headroom')
        assertThat(in.buffers().xoffBytes()).isPositive();
        assertThat(in.buffers().derivation().get(0)).contains("400G", "5m", "spectrum-3");
        assertThat(in.nic().rdmaCmDscp()).isEqualTo(26);
    }

    @Test
    void sonicAzureIsTheTemplateDefault() {
        Intent in = Profiles.intent("sonic-azure");
        assertThat(in.dscpToTc()).containsEntry(3, 3).containsEntry(4, 4);
        assertThat(in.pfc().priorities()).containsExactly(3, 4);
        assertThat(in.ecnOf(4)).get().satisfies(e -> {
            assertThat(e.minBytes()).isEqualTo(1_048_576);
            assertThat(e.maxBytes()).isEqualTo(2_097_152);
            assertThat(e.probabilityPercent()).isEqualTo(5.0);
        });
    }

    @Test
    void lossyAndPfcOnlyProfiles() {
        assertThat(Profiles.intent("lossy-ecn").pfc().priorities()).isEmpty();
        Intent pfcOnly = Profiles.intent("pfc-only");
        assertThat(pfcOnly.ecn()).isEmpty();
        assertThat(pfcOnly.cnp()).isEmpty();
        assertThat(pfcOnly.nic().dcqcnPriorities()).isEmpty();
    }

    @Test
    void aFileStartsFromAProfileAndOverridesParts() throws IntentException {
        Intent in = IntentReader.read("x.yaml", """
                base: nvidia-lossless
                ecn:
                  queues:
                    - {queue: 3, minBytes: 100KiB, maxBytes: 1MB, probabilityPercent: 20}
                buffers: {xoffBytes: 50000, xonBytes: 18432}
                """);
        assertThat(in.dscpToTc()).containsEntry(26, 3);
        assertThat(in.ecnOf(3).get().minBytes()).isEqualTo(102_400);
        assertThat(in.ecnOf(3).get().maxBytes()).isEqualTo(1_000_000);
        assertThat(in.buffers().xoffBytes()).isEqualTo(50_000);
        assertThat(in.buffers().derivation()).isEqualTo(List.of("given in the intent"));
        assertThat(in.name()).contains("nvidia-lossless", "x.yaml");
    }

    @Test
    void errorsNameTheKeyPath() {
        String base = "base: nvidia-lossless\n";
        assertThatThrownBy(() -> IntentReader.read("intent.yaml", base
                + "ecn:\n  queues:\n    - {queue: 3, minBytes: lots, maxBytes: 1MB, probabilityPercent: 5}\n"))
                .hasMessageStartingWith("intent.yaml: ecn.queues[0].minBytes: expected a size like 150KB");
        assertThatThrownBy(() -> IntentReader.read("intent.yaml", base + "classes:\n  - {priority: 9, dscp: [26]}\n"))
                .hasMessage("intent.yaml: classes[0].priority: expected a whole number 0..7, found 9");
        assertThatThrownBy(() -> IntentReader.read("intent.yaml", base + "pfc: {priorites: [3]}\n"))
                .hasMessageStartingWith("intent.yaml: pfc.priorites: unknown key; expected one of priorities, watchdog");
        assertThatThrownBy(() -> IntentReader.read("intent.yaml", base + "cnp: {dscp: 26, priority: 6}\n"))
                .hasMessageContaining("cnp.dscp: DSCP 26 is already in classes[0]");
        assertThatThrownBy(() -> IntentReader.read("intent.yaml", "classes: [\n"))
                .hasMessageStartingWith("intent.yaml:").hasMessageContaining("expected valid YAML");
        assertThatThrownBy(() -> IntentReader.read("intent.yaml", "base: cisco-magic\n"))
                .hasMessageStartingWith("intent.yaml: base: expected a profile name, one of nvidia-lossless");
        assertThatThrownBy(() -> IntentReader.read("intent.yaml", "mtu: 9216\n"))
                .hasMessage("intent.yaml: classes: missing (required)");
        assertThatThrownBy(() -> IntentReader.read("intent.yaml", base
                + "ecn:\n  queues:\n    - {queue: 3, minBytes: 2MB, maxBytes: 1MB, probabilityPercent: 5}\n"))
                .hasMessageContaining("ecn.queues[0].minBytes: expected minBytes <= maxBytes");
    }
}
