package io.rocekit.doctor.rule;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.core.finding.Finding;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Rule tests as data: a case names fixture files and the findings expected, each written
 * {@code SEVERITY subject}; an empty expectation is a case that must not fire.
 */
public final class RuleCases {
    private RuleCases() {
    }

    /** Runs {@code rule} on the fixtures and checks exactly the expected findings (any order). */
    public static List<Finding> check(Rule rule, String fixtures, String expected) {
        NodeEvidence evidence = Evidences.of(fixtures.strip().split("\\s*,\\s*"));
        List<Finding> findings = rule.check(evidence);
        List<String> got = findings.stream().map(f -> f.severity() + " " + f.subject()).sorted().toList();
        List<String> want = expected == null || expected.isBlank() ? List.of()
                : Arrays.stream(expected.split("\\s*;\\s*")).map(String::strip).sorted().collect(Collectors.toList());
        assertThat(got).as("findings of %s on %s", rule.info().id(), fixtures).isEqualTo(want);
        for (Finding f : findings) {
            assertThat(f.rule()).isEqualTo(rule.info().id());
            assertThat(f.evidence()).as("evidence of %s cites at least one file", f.title())
                    .anySatisfy(e -> assertThat(e.file()).isPresent());
            assertThat(f.remediation()).isNotEmpty();
        }
        return findings;
    }
}
