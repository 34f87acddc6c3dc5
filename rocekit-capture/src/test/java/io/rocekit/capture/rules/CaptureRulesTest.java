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
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new RuleSettings(0, 0.05, 100))
                .hasMessageContaining("stall threshold 0 ns must be > 0");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new RuleSettings(1, 1.5, 100))
                .hasMessageContaining("fraction 1.5 must be in (0, 1]");
    }
}
