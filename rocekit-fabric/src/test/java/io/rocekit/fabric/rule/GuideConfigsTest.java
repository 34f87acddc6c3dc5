package io.rocekit.fabric.rule;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.fabric.Fixtures;
import io.rocekit.fabric.model.PortQos;
import io.rocekit.fabric.model.Scheduling;
import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.model.Trust;
import io.rocekit.fabric.model.Vendor;
import io.rocekit.fabric.read.ConfigSyntaxException;
import io.rocekit.fabric.read.SwitchReaders;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Configurations as vendor guides and write-ups print them, read to their .meta.md ground truth. */
class GuideConfigsTest {
    @Test
    void eosCliInputWithItsPromptsIsReadAsTheRunningConfigWouldPrintIt() throws Exception {
        String fixture = "eos-roce-guide-leaf-typed-partial.txt";
        String text = Fixtures.text(fixture);
        assertThat(SwitchReaders.detect(text)).contains(Vendor.EOS); // before: no reader recognised it, exit 2
        SwitchConfig c = SwitchReaders.read(fixture, text).get(0);
        PortQos p = c.port("Ethernet1").orElseThrow();
        assertThat(p.trust()).contains(Trust.DSCP);
        assertThat(p.mtu()).hasValue(9214);
        assertThat(p.dscpToTc()).containsEntry(26, 3).containsEntry(48, 6);
        assertThat(p.pfcPriorities()).containsExactly(3);
        // 'uc-tx-queue 3' typed at the uc-txq-1 prompt is the profile's, not a child of queue 1
        assertThat(p.queue(1).orElseThrow().scheduling()).contains(new Scheduling(Scheduling.Kind.PERCENT, 5));
        assertThat(p.queue(3).orElseThrow().scheduling()).contains(new Scheduling(Scheduling.Kind.PERCENT, 95));
        assertThat(p.queue(6).orElseThrow().scheduling()).contains(Scheduling.strict());
        var ecn = p.queue(3).orElseThrow().ecn().orElseThrow();
        assertThat(ecn.min().orElseThrow().bytes()).hasValue(262_144L);
        assertThat(ecn.max().orElseThrow().bytes()).hasValue(524_288L);
        assertThat(ecn.probabilityPercent()).hasValue(100.0);
        assertThat(c.unknownLines()).isEmpty();
        assertThat(FixtureFindingsTest.findings(fixture)).isEmpty();
    }

    @Test
    void aRunningConfigPastedUnderAConfigModePromptIsStillReadWhole() throws Exception {
        // a paste that ends at 'leaf1(config)#', or 'show running-config' typed in config mode: every line without a
        // prompt was blanked as output, and the whole running-config read as nothing (exit 2)
        String config = Fixtures.text("eos-avd-qos.cfg");
        int ports = SwitchReaders.read("plain.cfg", config).get(0).ports().size();
        for (String paste : List.of(config + "leaf1(config)#\n", "leaf1(config)#show running-config\n" + config + "leaf1(config)#\n",
                "leaf1#show running-config\n" + config + "leaf1(config)# end\n")) {
            assertThat(SwitchReaders.detect(paste)).contains(Vendor.EOS);
            assertThat(SwitchReaders.read("paste.cfg", paste).get(0).ports()).hasSize(ports);
        }
    }

    @Test
    void typographicQuotesAreNamedInTheInputError() {
        String fixture = "sonic202012-guide-shared-headroom-typographic-quotes.json";
        assertThatThrownBy(() -> SwitchReaders.read(fixture, Fixtures.text(fixture)))
                .isInstanceOf(ConfigSyntaxException.class)
                .hasMessageStartingWith(fixture + ":6: expected valid JSON")
                .hasMessageContaining("a typographic quote '\u201c'")
                .hasMessageContaining("JSON needs the plain double quote");
    }

    @Test
    void theSonicGuidesPfcFragmentPutsDscp26OnALossyClass() throws Exception {
        String fixture = "sonic202012-guide-pfc-maps-partial.json";
        SwitchConfig c = SwitchReaders.read(fixture, Fixtures.text(fixture)).get(0);
        PortQos p = c.port("Ethernet0").orElseThrow();
        assertThat(p.pfcPriorities()).containsExactly(3, 4);
        assertThat(p.dscpToTc()).containsEntry(26, 1).containsEntry(3, 3).containsEntry(48, 6).hasSize(64);
        assertThat(FixtureFindingsTest.findings(fixture)).containsExactly(
                "FAIL fabric.roce-dscp-lossy | " + fixture + ": Ethernet0 | RoCE DSCP 26 -> class 1 (queue 1) without PFC; PFC is on"
                        + " 3,4 (reached by DSCP 3,4)",
                "INFO fabric.unused-definition | " + fixture + ": SCHEDULER scheduler.0 | SCHEDULER 'scheduler.0' is defined but used"
                        + " by nothing",
                "INFO fabric.unused-definition | " + fixture + ": SCHEDULER scheduler.1 | SCHEDULER 'scheduler.1' is defined but used"
                        + " by nothing");
    }
}
