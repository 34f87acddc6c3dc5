package io.rocekit.fabric.render;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.core.finding.Severity;
import io.rocekit.fabric.intent.Intent;
import io.rocekit.fabric.intent.PfcIntent;
import io.rocekit.fabric.intent.Profiles;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** Render checks what it renders: the text read back and judged by the fabric rules against the intent. */
class RenderingTest {
    @Test
    void everyProfileRendersWithoutAFailOnEveryReadableTarget() {
        for (String profile : Profiles.names()) {
            for (Target t : Target.values()) {
                Rendering.Rendered r = Rendering.render(t, Profiles.intent(profile), RenderOptions.defaults());
                assertThat(r.failures()).as(profile + " " + t + "\n" + r.text()).isEmpty();
                if (t != Target.COMWARE && t != Target.JUNOS) { // their thresholds convert to cells/percent: noted
                    assertThat(r.findings()).as(profile + " " + t + "\n" + r.text())
                            .allMatch(f -> f.severity() == Severity.INFO); // sonic-azure's weights sum to 58: INFO
                }
            }
        }
    }

    @Test
    void comwareListsSeveralNoDropPrioritiesSeparatedBySpaces() {
        // H3C's commands take a space-separated dot1p-list ("priority-flow-control no-drop dot1p 0 1 2 3 ..."); the render
        // wrote "3,4" for sonic-azure's two lossless priorities
        Rendering.Rendered r = Rendering.render(Target.COMWARE, Profiles.intent("sonic-azure"), RenderOptions.defaults());
        assertThat(r.text()).contains("priority-flow-control no-drop dot1p 3 4\n").doesNotContain("dot1p 3,4");
        assertThat(r.failures()).isEmpty();
    }

    @Test
    void anIntentBuiltPastTheReaderWithPfcBesideItsClassFailsTheCheck() {
        Intent good = Profiles.intent("nvidia-lossless");
        Intent bad = new Intent(good.name(), good.mtu(), good.classes(), good.cnp(), good.ecn(),
                new PfcIntent(new TreeSet<>(java.util.List.of(4)), Optional.empty()), good.buffers(), good.scheduling(), good.nic());
        Rendering.Rendered r = Rendering.render(Target.SONIC, bad, RenderOptions.defaults());
        assertThat(r.failures()).isNotEmpty();
        assertThat(r.failures()).allMatch(f -> f.severity() == Severity.FAIL);
    }

    @Test
    void comwareRefusesThresholdsAboveTheWredLimitsCellRangeInsteadOfFailingItsOwnReadBack() {
        Intent in = Profiles.intent("nvidia-lossless");
        long maxBytes = in.ecn().stream().mapToLong(e -> e.maxBytes()).max().orElseThrow();
        int fits = (int) ((maxBytes + ComwareRenderer.MAX_WRED_CELLS - 1) / ComwareRenderer.MAX_WRED_CELLS);
        Rendering.Rendered ok = Rendering.render(Target.COMWARE, in,
                new RenderOptions(java.util.List.of(), Map.of(), fits, RenderOptions.defaults().queueBufferBytes()));
        assertThat(ok.failures()).isEmpty();
        for (int cell : new int[] {1, fits - 1}) { // init's intent at --cell-size 1 was an internal error (exit 3)
            assertThatThrownBy(() -> Rendering.render(Target.COMWARE, in,
                    new RenderOptions(java.util.List.of(), Map.of(), cell, RenderOptions.defaults().queueBufferBytes())))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("cells of " + cell + " B; a WRED limit takes 0-16000 cells")
                    .hasMessageContaining("--cell-size");
        }
    }

    @Test
    void anEcnProbabilityIsAWholePercentAndOneThatRoundsToZeroIsRefused() throws Exception {
        // sonic-wred-profile.yang: green_drop_probability is uint64 0..100 (rocekit wrote "0.3"); the NVUE command
        // reference gives congestion-control probability 1-100 and AVD's schema max_probability 1-100 (rocekit wrote 0)
        Intent low = io.rocekit.fabric.intent.IntentReader.read("p.yaml", "base: nvidia-lossless\necn:\n  queues:\n"
                + "    - {queue: 3, minBytes: 150000, maxBytes: 1500000, probabilityPercent: 0.3}\n");
        // SONiC's schema takes 0, but 0 % is no marking below Kmax: refused too (was written "0" silently)
        assertThatThrownBy(() -> Rendering.render(Target.SONIC, low, RenderOptions.defaults()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("sonic: queue 3's ECN marking probability of 0.3 % rounds to 0 %, which marks nothing between"
                        + " the thresholds; sonic takes a whole percent: raise the intent's probabilityPercent to 1 or more"
                        + " (or 0 for no marking below the maximum)");
        for (Target t : java.util.List.of(Target.NVUE, Target.EOS)) {
            assertThatThrownBy(() -> Rendering.render(t, low, RenderOptions.defaults())).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage(t.id() + ": queue 3's ECN marking probability of 0.3 % rounds to 0 %; " + t.id()
                            + " takes a whole percent from 1 to 100: raise the intent's probabilityPercent");
        }
        Intent frac = io.rocekit.fabric.intent.IntentReader.read("p.yaml", "base: nvidia-lossless\necn:\n  queues:\n"
                + "    - {queue: 3, minBytes: 150000, maxBytes: 1500000, probabilityPercent: 2.6}\n");
        assertThat(Rendering.render(Target.SONIC, frac, RenderOptions.defaults()).text()).contains("\"red_drop_probability\" : \"3\"");
        assertThat(Rendering.render(Target.NVUE, frac, RenderOptions.defaults()).text()).contains("traffic-class 3 probability 3\n");
    }

    @Test
    void nvueRefusesDwrrWeightsAbove100BecauseItsBwPercentValuesMustTotalAtMost100() throws Exception {
        Intent heavy = io.rocekit.fabric.intent.IntentReader.read("s.yaml", "base: nvidia-lossless\nscheduling:\n  queues:\n"
                + "    - {queue: 0, dwrr: 80}\n    - {queue: 3, dwrr: 80}\n    - {queue: 6, strict: true}\n");
        assertThatThrownBy(() -> Rendering.render(Target.NVUE, heavy, RenderOptions.defaults())).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("nvue: the intent's DWRR weights sum to 160 %; NVUE's bw-percent values must total at most 100");
        assertThat(Rendering.render(Target.NVUE, Profiles.intent("nvidia-lossless"), RenderOptions.defaults()).text())
                .contains("traffic-class 0 bw-percent 50\n", "traffic-class 3 bw-percent 50\n");
    }

    @Test
    void sonicRefusesWatchdogTimesOutsidePfcWdsSchemaRange() throws Exception {
        // sonic-pfcwd.yang: detection_time uint32 100..5000, restoration_time 100..60000; the intent takes 1-60000 ms
        for (String times : java.util.List.of("{detectionMs: 50}", "{detectionMs: 6000}", "{restorationMs: 99}")) {
            Intent in = io.rocekit.fabric.intent.IntentReader.read("w.yaml", "base: nvidia-lossless\npfc:\n  watchdog: " + times + "\n");
            assertThatThrownBy(() -> Rendering.render(Target.SONIC, in, RenderOptions.defaults())).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("outside what PFC_WD takes (sonic-pfcwd.yang: detection_time 100-5000 ms");
            assertThat(Rendering.render(Target.EOS, in, RenderOptions.defaults()).failures()).isEmpty();
        }
        Intent edge = io.rocekit.fabric.intent.IntentReader.read("w.yaml",
                "base: nvidia-lossless\npfc:\n  watchdog: {detectionMs: 100, restorationMs: 60000}\n");
        assertThat(Rendering.render(Target.SONIC, edge, RenderOptions.defaults()).text())
                .contains("\"detection_time\" : \"100\"", "\"restoration_time\" : \"60000\"");
    }

    @Test
    void anMtuAboveThePlatformsIsRenderedAtTheLimitAndSaidSo() {
        Rendering.Rendered r = Rendering.render(Target.EOS, Profiles.intent("nvidia-lossless"), RenderOptions.defaults());
        assertThat(r.text()).contains("   mtu 9214\n").doesNotContain("mtu 9216");
        assertThat(r.notes()).containsExactly("eos: MTU 9216 is above what the platform takes; rendered with 9214");
        assertThat(r.findings()).isEmpty();
    }

    @Test
    void theNicScriptQuotesEveryValueAndSetsTos106() {
        String s = Target.NIC.renderer().render(Profiles.intent("nvidia-lossless"),
                new RenderOptions(java.util.List.of(), Map.of("mlx5_1", "ens1f1np1"), 256, 10_000_000));
        assertThat(s).contains("cma_roce_tos -d 'mlx5_1' -p 1 -t 106   # ToS = DSCP 26 x 4 + 2 (ECT(0)) = 106",
                "NCCL_IB_TC=106", "mlnx_qos -i 'ens1f1np1' --trust dscp",
                "port=$(( ${bdf##*.} + 1 ))", "\"CNP_DSCP_P$port=48\"");
        for (String line : s.lines().filter(l -> l.startsWith("echo ")).toList()) {
            assertThat(line).matches("echo (\\d+|'[^']*') > '[^']*'");
        }
    }
}
