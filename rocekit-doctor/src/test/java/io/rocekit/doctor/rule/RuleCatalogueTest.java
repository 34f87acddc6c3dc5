package io.rocekit.doctor.rule;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.RuleCatalogue;
import io.rocekit.core.rule.RulesMarkdown;
import io.rocekit.doctor.ruleset.DoctorRules;
import java.util.List;
import org.junit.jupiter.api.Test;

class RuleCatalogueTest {
    private static final RuleInfo BENCH = new RuleInfo("bench.busbw-low", Severity.WARN, "c", "e", "f", "s");

    @Test
    void shouldListRulesOfEveryAreaById() {
        RuleCatalogue c = RuleCatalogue.builder().rules(DoctorRules.AREA, DoctorRules.all())
                .infos("bench", List.of(BENCH)).build();
        assertThat(c.entries()).extracting(e -> e.info().id()).isSorted().contains("bench.busbw-low", "pcie.link-degraded");
        assertThat(c.entry("bench.busbw-low").get().area()).isEqualTo("bench");
        assertThat(c.entry("pcie.max-read-request").get().thresholds()).isNotEmpty();
    }

    @Test
    void shouldRefuseTheSameIdTwice() {
        assertThatThrownBy(() -> RuleCatalogue.builder().infos("bench", List.of(BENCH)).infos("capture", List.of(BENCH)).build())
                .hasMessage("rule id 'bench.busbw-low' is defined twice (areas bench and capture)");
    }

    @Test
    void doctorRuleIdsAreUniqueAndMatchTheirFindings() {
        List<Rule> rules = DoctorRules.all();
        assertThat(rules).extracting(r -> r.info().id()).doesNotHaveDuplicates();
        RuleEngine engine = new RuleEngine(rules);
        NodeEvidence ev = Evidences.of("extra/lspci/derived-l2fwd6-cx6dx-mrrs512-x8.txt");
        assertThat(engine.run(ev)).extracting(f -> f.severity() + " " + f.rule())
                .containsExactly("FAIL pcie.link-degraded", "WARN pcie.max-read-request");
    }

    @Test
    void markdownHasOneSectionPerRuleWithThresholds() {
        RuleCatalogue c = RuleCatalogue.builder().rules(DoctorRules.AREA, DoctorRules.all()).build();
        String md = RulesMarkdown.render(c);
        assertThat(md).startsWith("# Rules\n").contains("\n## pcie.link-degraded\n", "\n## pcie.max-read-request\n",
                "| `pcie.max-read-request.minMaxReadRequest` | 4KiB | bytes, 128B .. 4KiB |");
    }
}
