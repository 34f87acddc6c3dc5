package io.rocekit.capture.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.core.finding.RuleInfo;
import java.util.List;
import org.junit.jupiter.api.Test;

class CaptureRulesTest {
    @Test
    void shouldListEveryRuleOnceWithCompleteMetadata() {
        List<RuleInfo> all = CaptureRules.all();
        assertThat(all).extracting(RuleInfo::id).containsExactly(
                "capture.cnp-dscp-mismatch", "capture.cnp-on-data-priority", "capture.dscp-mismatch",
                "capture.flow-stalled", "capture.icrc-bad", "capture.malformed-frames", "capture.nak-error",
                "capture.no-roce", "capture.non-ect", "capture.pcp-mismatch", "capture.psn-gap",
                "capture.retransmission-storm", "capture.rnr-nak", "capture.truncated");
        assertThat(all).allSatisfy(r -> {
            assertThat(r.checks()).isNotBlank();
            assertThat(r.evidence()).isNotBlank();
            assertThat(r.fix()).isNotBlank();
            assertThat(r.source()).isNotBlank();
        });
    }

    @Test
    void shouldRefuseNonsenseThresholds() {
        io.rocekit.core.rule.RuleCatalogue c = io.rocekit.core.rule.RuleCatalogue.builder()
                .rules(CaptureRules.AREA, CaptureRules.rules()).build();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> io.rocekit.core.rule.RuleSettings.ofSets(c,
                java.util.List.of("capture.flow-stalled.stall=0")))
                .hasMessageContaining("stall: 0 is outside 1ns .. unbounded");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> io.rocekit.core.rule.RuleSettings.ofSets(c,
                java.util.List.of("capture.retransmission-storm.fraction=1.5")))
                .hasMessageContaining("fraction: 1.5 is outside 0% .. 100%");
    }
}
