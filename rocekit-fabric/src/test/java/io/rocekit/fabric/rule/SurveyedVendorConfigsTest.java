package io.rocekit.fabric.rule;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.fabric.Fixtures;
import io.rocekit.fabric.model.PortQos;
import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.read.SwitchReaders;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Real Comware RoCE configurations (see each fixture's .meta.md) that rocekit misread:
 * what is read from them now, and the findings they give.
 */
class SurveyedVendorConfigsTest {
    private static SwitchConfig read(String name, String text) throws Exception {
        List<SwitchConfig> c = SwitchReaders.read(name, text);
        assertThat(c).hasSize(1);
        return c.get(0);
    }

    private static PortQos port(SwitchConfig c, String name) {
        return c.port(name).orElseThrow();
    }

    /**
     * {@code qos trust dscp} with no dscp-dot1p table: DSCP takes Comware's documented default map
     * (26 -> 802.1p 3, 48 -> 6). Before: "no classification map", DSCP 26 not checked at all.
     */
    @Test
    void comwareTrustDscpWithoutATableTakesTheDefaultMap() throws Exception {
        String f = "comware-s9827-roce-leaf-rendered.txt";
        SwitchConfig c = read(f, Fixtures.text(f));
        for (String name : List.of("FourHundredGigE1/0/33", "TwoHundredGigE1/0/1:1")) {
            PortQos p = port(c, name);
            assertThat(p.dscpToTc()).hasSize(64).containsEntry(26, 3).containsEntry(48, 6).containsEntry(0, 0).containsEntry(63, 7);
            assertThat(p.pfcPriorities()).containsExactly(3);
            assertThat(p.pfcWatchdogPriorities()).hasValueSatisfying(w -> assertThat(w).containsExactly(3));
            assertThat(p.whereDscp(26)).hasValueSatisfying(e -> assertThat(e.text()).isEqualTo("qos trust dscp"));
        }
        assertThat(c.notes()).anyMatch(n -> n.text().contains("Comware's default dscp-dot1p map"));
        assertThat(FixtureFindingsTest.findings(f)).containsExactly(
                "FAIL fabric.dangling-reference | " + f + ": FourHundredGigE1/0/33 | WRED table '400G-WRED-Template' used by"
                        + " FourHundredGigE1/0/33 is not defined",
                "FAIL fabric.dangling-reference | " + f + ": TwoHundredGigE1/0/1:1 | WRED table '200G-WRED-Template' used by"
                        + " TwoHundredGigE1/0/1:1 is not defined");
    }

    /** A dscp-dot1p table changes only what it imports: the other DSCP values keep the default. */
    @Test
    void comwareTableOverlaysTheDefaultMap() throws Exception {
        String f = "comware-s9855-roce-interface-partial.txt";
        PortQos p = port(read(f, Fixtures.text(f)), "FourHundredGigE1/0/95");
        assertThat(p.dscpToTc()).hasSize(64).containsEntry(26, 5).containsEntry(48, 6).containsEntry(24, 3).containsEntry(46, 5);
    }
}
