package io.rocekit.doctor.examine;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Severity;
import io.rocekit.doctor.rule.counter.PauseRule;
import io.rocekit.doctor.rule.counter.RxOutOfBufferRule;
import io.rocekit.doctor.rule.nic.TrustModeRule;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class RateJudgementTest {
    private static Finding finding(String rule, Severity severity) {
        return new Finding(rule, severity, rule + " title", "ens1", List.of(), List.of(), "ref");
    }

    @Test
    void rateFindingsReplaceTheCumulativeCounterFindingsAndNothingElse() {
        Examination e = new Examination(Optional.of("node1"), List.of(), Optional.empty(), List.of(
                finding(PauseRule.ID, Severity.WARN),
                finding(TrustModeRule.ID, Severity.FAIL),
                finding(RxOutOfBufferRule.ID, Severity.INFO)));

        Examination judged = RateJudgement.replaceCumulative(e, List.of(finding("monitor.pause-storm", Severity.WARN)));

        assertThat(judged.findings()).extracting(Finding::rule)
                .containsExactly(TrustModeRule.ID, "monitor.pause-storm");
        assertThat(judged.host()).contains("node1");
    }
}
