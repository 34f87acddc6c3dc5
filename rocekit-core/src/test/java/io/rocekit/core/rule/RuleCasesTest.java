package io.rocekit.core.rule;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.core.finding.Severity;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

class RuleCasesTest {
    private final RuleCases<List<Path>> cases = RuleCases.of(new LongLineRule(), files -> files);

    @TestFactory
    Stream<DynamicTest> caseFileRunsEveryCase() {
        return cases.fromResource(getClass(), "long-line.cases.json");
    }

    @Test
    void aFindingNobodyExpectedFailsTheCase() throws Exception {
        Path f = Path.of(getClass().getResource("long-lines.txt").toURI());
        assertThatThrownBy(() -> cases.check(List.of(f), List.of()))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("found but not expected")
                .hasMessageContaining("FAIL long-lines.txt:3");
    }

    @Test
    void anExpectationWithWrongEvidenceFailsTheCase() throws Exception {
        Path f = Path.of(getClass().getResource("long-lines.txt").toURI());
        List<RuleCases.Expect> want = List.of(
                new RuleCases.Expect(Severity.WARN, "long-lines.txt:2", "", List.of("not in the line"), List.of()),
                RuleCases.Expect.of(Severity.FAIL, "long-lines.txt:3"));
        assertThatThrownBy(() -> cases.check(List.of(f), want))
                .hasMessageContaining("expected but not found")
                .hasMessageContaining("not in the line");
    }

    @Test
    void overridesReachTheRule() throws Exception {
        Path f = Path.of(getClass().getResource("long-lines.txt").toURI());
        assertThat(cases.check(List.of(f), cases.limits(java.util.Map.of("maxLength", "1000")), List.of())).isEmpty();
    }

    @Test
    void caseFileForAnotherRuleIsRefused() {
        assertThatThrownBy(() -> cases.fromResource(getClass(), "other-rule.cases.json"))
                .hasMessageContaining("is for rule test.other, not test.long-line");
    }
}
