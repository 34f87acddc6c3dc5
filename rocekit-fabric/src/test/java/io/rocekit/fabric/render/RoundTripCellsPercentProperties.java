package io.rocekit.fabric.render;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.RuleSettings;
import io.rocekit.fabric.intent.EcnIntent;
import io.rocekit.fabric.intent.Intent;
import io.rocekit.fabric.model.PortQos;
import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.model.Vendor;
import io.rocekit.fabric.read.SwitchReaders;
import io.rocekit.fabric.rule.FabricCheck;
import io.rocekit.fabric.rule.FabricEvidence;
import io.rocekit.fabric.rule.IntentMismatch;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Comware (thresholds in cells) and Junos (fill level in %): render -> read back gives the intent's
 * classification, PFC, watchdog and scheduling; the thresholds come back as the cells / percentages
 * the renderer converted to, check --intent says nothing above INFO and no rule FAILs. A Comware threshold of more
 * cells than a WRED limit takes is refused instead.
 */
class RoundTripCellsPercentProperties {
    @Property(tries = 100)
    void comwareAndJunosReadBack(@ForAll("intents") Intent intent) throws Exception {
        for (Target t : List.of(Target.COMWARE, Target.JUNOS)) {
            List<String> ports = t == Target.COMWARE ? List.of("HundredGigE1/0/1", "HundredGigE1/0/2") : List.of("et-0/0/0", "et-0/0/1");
            RenderOptions options = new RenderOptions(ports, Map.of(), 256, 10_000_000);
            if (t == Target.COMWARE && intent.ecn().stream()
                    .anyMatch(e -> Units.cells(e.maxBytes(), 256) > ComwareRenderer.MAX_WRED_CELLS)) {
                // more cells than a WRED limit takes: refused (an input error), never rendered
                assertThatThrownBy(() -> t.renderer().render(intent, options)).isInstanceOf(IllegalArgumentException.class)
                        .hasMessageContaining("a WRED limit takes 0-16000 cells");
                continue;
            }
            String text = t.renderer().render(intent, options);
            SwitchConfig c = SwitchReaders.read("rendered." + t.id(), text, t == Target.COMWARE ? Vendor.COMWARE : Vendor.JUNOS).get(0);
            assertThat(c.unknownLines()).as("%s%n%s", t, text).isEmpty();
            for (String port : ports) {
                PortQos p = c.port(port).orElseThrow();
                List<Object> got = RoundTripProperties.project(intent, p);
                List<Object> want = RoundTripProperties.expected(intent);
                // classification, queues of the DSCPs, PFC, watchdog: as in the intent
                assertThat(got.subList(0, 4)).as("%s %s%n%s", t, port, text).isEqualTo(want.subList(0, 4));
                for (EcnIntent e : intent.ecn()) {
                    var ecn = p.queue(e.queue()).flatMap(q -> q.ecn()).orElseThrow();
                    long lo = t == Target.COMWARE ? Units.cells(e.minBytes(), 256) : Units.percentOf(e.minBytes(), 10_000_000);
                    assertThat(ecn.min().orElseThrow().value().longValueExact()).as("%s%n%s", t, text).isEqualTo(lo);
                }
            }
            List<Finding> findings = FabricCheck.run(FabricEvidence.against(c, intent), RuleSettings.defaults());
            List<Finding> above = findings.stream().filter(f -> f.rule().equals(IntentMismatch.ID) && f.severity() != Severity.INFO).toList();
            assertThat(above).as("%s%n%s", t, text).isEmpty();
            // render never hands out what 'fabric check' would FAIL
            assertThat(findings.stream().filter(f -> f.severity() == Severity.FAIL).toList()).as("%s%n%s", t, text).isEmpty();
        }
    }

    @Provide
    Arbitrary<Intent> intents() {
        return new RoundTripProperties().intents();
    }
}
