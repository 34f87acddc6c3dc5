package io.rocekit.core.finding;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class FindingTest {
    private static Finding finding(String rule, Severity s, String subject) {
        return new Finding(rule, s, "t", subject, List.of(Evidence.value("v")), List.of(), "ref");
    }

    @Test
    void shouldOrderMostSevereFirstThenByRuleAndSubject() {
        List<Finding> sorted = Findings.sorted(List.of(
                finding("b.x", Severity.INFO, "s"),
                finding("a.x", Severity.FAIL, "z"),
                finding("a.x", Severity.FAIL, "a"),
                finding("a.y", Severity.WARN, "s")));
        assertThat(sorted).extracting(f -> f.rule() + "/" + f.subject())
                .containsExactly("a.x/a", "a.x/z", "a.y/s", "b.x/s");
    }

    @Test
    void shouldCountFindingsAtOrAboveAThreshold() {
        List<Finding> fs = List.of(finding("a.x", Severity.INFO, "s"), finding("a.y", Severity.WARN, "s"),
                finding("a.z", Severity.FAIL, "s"));
        assertThat(Findings.countAtLeast(fs, Severity.WARN)).isEqualTo(2);
        assertThat(Findings.highest(fs)).contains(Severity.FAIL);
        assertThat(Findings.highest(List.of())).isEmpty();
    }

    @Test
    void shouldPrintEvidenceLikeACompiler() {
        assertThat(Evidence.line("lspci.txt", 12, "ACSCtl: SrcValid+").toString())
                .isEqualTo("lspci.txt:12: ACSCtl: SrcValid+");
        assertThat(Evidence.value("3 of 8 bridges").toString()).isEqualTo("3 of 8 bridges");
    }

    @Test
    void shouldRefuseRuleIdsThatAreNotDottedLowerCase() {
        assertThatThrownBy(() -> new RuleInfo("PCIe_ACS", Severity.FAIL, "c", "e", "f", "s"))
                .hasMessageContaining("PCIe_ACS");
        assertThat(new RuleInfo("nic.counter.rx-out-of-buffer", Severity.WARN, "c", "e", "f", "s").id())
                .isEqualTo("nic.counter.rx-out-of-buffer");
    }

    @Test
    void shouldParseSeverityCaseInsensitivelyAndNameTheAllowedValues() {
        assertThat(Severity.parse("warn")).isEqualTo(Severity.WARN);
        assertThatThrownBy(() -> Severity.parse("bad")).hasMessageContaining("INFO, WARN, FAIL");
    }
}
