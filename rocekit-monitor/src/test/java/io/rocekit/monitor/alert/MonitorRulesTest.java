package io.rocekit.monitor.alert;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.RuleCatalogue;
import io.rocekit.core.rule.RuleSettings;
import io.rocekit.monitor.rate.SampleRates;
import io.rocekit.monitor.testing.RateProbe;
import io.rocekit.monitor.testing.RoceTree;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each monitor rule on a RoCE port whose counters move as in the situation it is about. */
class MonitorRulesTest {
    @TempDir
    Path dir;
    RoceTree tree;
    RateProbe probe;

    @BeforeEach
    void setUp() {
        tree = new RoceTree(dir);
        probe = new RateProbe(tree);
    }

    private SampleRates over(double seconds, Runnable change) {
        return probe.over(seconds, change);
    }

    @Test
    void quietPortHasNoFindings() {
        SampleRates r = over(1, () -> tree.ib("port_rcv_data", 1_000_000).hw("np_ecn_marked_roce_packets", 0));
        assertThat(MonitorRules.check(r, RuleSettings.defaults())).isEmpty();
    }

    @Test
    void pauseStormAtHalfTheTimeIsAFail() {
        SampleRates r = over(10, () -> tree.eth("rx_prio3_pause_duration", 6_000_000).eth("rx_prio3_pause", 90_000));
        List<Finding> f = RateProbe.findings(r, PauseStormRule.ID);
        assertThat(f).singleElement().satisfies(x -> {
            assertThat(x.severity()).isEqualTo(Severity.FAIL);
            assertThat(x.title()).contains("Priority 3").contains("60 %");
            assertThat(x.subject()).isEqualTo("mlx5_0/1 (ens1f0np0)");
        });
        SampleRates mild = over(10, () -> tree.eth("rx_prio3_pause_duration", 6_000_000 + 2_000_000));
        assertThat(RateProbe.findings(mild, PauseStormRule.ID)).singleElement().extracting(Finding::severity).isEqualTo(Severity.WARN);
    }

    @Test
    void stormPreventionFiring() {
        SampleRates r = over(1, () -> tree.eth("tx_pause_storm_error_events", 1));
        assertThat(RateProbe.findings(r, PauseStormRule.ID)).singleElement().extracting(Finding::severity).isEqualTo(Severity.FAIL);
    }

    @Test
    void ecnMarksWithoutCnpsAndCnpsWithoutMarks() {
        SampleRates marks = over(1, () -> tree.hw("np_ecn_marked_roce_packets", 5_000));
        assertThat(RateProbe.findings(marks, CnpWithoutEcnRule.ID)).singleElement()
                .satisfies(x -> assertThat(x.title()).contains("no CNP is sent"));
        SampleRates cnps = over(1, () -> tree.hw("np_cnp_sent", 300));
        assertThat(RateProbe.findings(cnps, CnpWithoutEcnRule.ID)).singleElement()
                .satisfies(x -> assertThat(x.title()).contains("while no ECN-marked"));
        SampleRates both = over(1, () -> tree.hw("np_cnp_sent", 600).hw("np_ecn_marked_roce_packets", 9_000));
        assertThat(RateProbe.findings(both, CnpWithoutEcnRule.ID)).isEmpty();
    }

    @Test
    void dropsOnTheLosslessPriorityAreAFailAndOtherPrioritiesFollowTheSetting() {
        SampleRates r = over(1, () -> tree.eth("rx_prio3_buf_discard", 50).eth("rx_prio0_buf_discard", 50));
        assertThat(RateProbe.findings(r, LosslessDropRule.ID)).singleElement().satisfies(x -> {
            assertThat(x.severity()).isEqualTo(Severity.FAIL);
            assertThat(x.title()).contains("lossless priority 3");
        });
        RuleCatalogue cat = RuleCatalogue.builder().rules(MonitorRules.AREA, MonitorRules.all()).build();
        RuleSettings prio0 = RuleSettings.ofSets(cat, List.of("monitor.lossless-drops.priorities=0"));
        SampleRates again = over(1, () -> tree.eth("rx_prio0_buf_discard", 90));
        assertThat(MonitorRules.check(again, prio0)).singleElement()
                .satisfies(x -> assertThat(x.title()).contains("lossless priority 0"));
    }

    @Test
    void outOfBufferRising() {
        SampleRates r = over(1, () -> tree.hw("out_of_buffer", 135 + 20).eth("rx_out_of_buffer", 7));
        assertThat(RateProbe.findings(r, LosslessDropRule.ID)).extracting(Finding::title)
                .anyMatch(t -> t.contains("RDMA receive queue empty"))
                .anyMatch(t -> t.contains("rx_out_of_buffer"));
    }

    @Test
    void linkFlap() {
        SampleRates r = over(1, () -> tree.state("1: DOWN").ib("link_downed", 1));
        assertThat(RateProbe.findings(r, LinkFlapRule.ID)).hasSize(2).allMatch(f -> f.severity() == Severity.FAIL);
    }

    @Test
    void retransmissionsAndTimeouts() {
        SampleRates r = over(10, () -> tree.hw("out_of_sequence", 100).hw("duplicate_request", 50));
        assertThat(RateProbe.findings(r, RetransmissionRule.ID)).singleElement().satisfies(x -> {
            assertThat(x.severity()).isEqualTo(Severity.WARN);
            assertThat(x.title()).isEqualTo("Retransmissions 15/s");
        });
        SampleRates t = over(10, () -> tree.hw("local_ack_timeout_err", 40));
        assertThat(RateProbe.findings(t, RetransmissionRule.ID)).singleElement().extracting(Finding::severity).isEqualTo(Severity.FAIL);
    }

    @Test
    void everyRuleIsInTheContract() {
        RuleCatalogue cat = RuleCatalogue.builder().rules(MonitorRules.AREA, MonitorRules.all()).build();
        assertThat(cat.entries()).hasSize(5).allSatisfy(e -> {
            assertThat(e.info().id()).startsWith("monitor.");
            assertThat(e.area()).isEqualTo("monitor");
            assertThat(e.thresholds()).isNotEmpty();
        });
    }
}
