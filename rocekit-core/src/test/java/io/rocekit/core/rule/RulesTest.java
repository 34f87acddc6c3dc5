package io.rocekit.core.rule;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.unit.Unit;
import java.util.List;
import org.junit.jupiter.api.Test;

class RulesTest {
    static final Threshold MAX = new Threshold("max", 10, Unit.COUNT, "largest value that is fine");

    /** Fires when the evidence exceeds its limit; reports under {@code reportAs}. */
    record Above(String id, String reportAs) implements Rule<Integer> {
        @Override
        public RuleInfo info() {
            return new RuleInfo(id, Severity.WARN, "value above max", "a number", "lower it", "none");
        }

        @Override
        public List<Threshold> thresholds() {
            return List.of(MAX);
        }

        @Override
        public List<Finding> check(Integer value, Limits limits) {
            return value > limits.get(MAX)
                    ? List.of(new Finding(reportAs, Severity.WARN, "too high", "n", List.of(), List.of(), "none"))
                    : List.of();
        }
    }

    @Test
    void eachRuleRunsUnderItsOwnLimitsFromTheSettings() {
        List<Above> rules = List.of(new Above("a.one", "a.one"), new Above("a.two", "a.two"));
        RuleCatalogue cat = RuleCatalogue.builder().rules("a", rules).build();
        assertThat(Rules.run(rules, 20, RuleSettings.defaults())).extracting(Finding::rule).containsExactly("a.one", "a.two");
        RuleSettings raised = RuleSettings.ofSets(cat, List.of("a.two.max=30"));
        assertThat(Rules.run(rules, 20, raised)).extracting(Finding::rule).containsExactly("a.one");
    }

    @Test
    void aFindingUnderAnotherIdIsABug() {
        assertThatThrownBy(() -> Rules.run(List.of(new Above("a.one", "a.other")), 20, RuleSettings.defaults()))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("rule a.one reported a finding under id a.other");
    }
}
