package io.rocekit.capture;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.capture.report.CaptureReport;
import io.rocekit.capture.rules.CaptureRules;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.rule.RuleCatalogue;
import io.rocekit.core.rule.RuleSettings;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * One case per rule behaviour, as data: a capture, the options, the rule ids that must fire and
 * those that must not (a clean twin next to each firing case).
 */
class RuleCasesTest {
    private static final int QB = 0x0000b1;
    private static final int QA = 0x0000a1;

    record Case(String name, Supplier<CaptureReport> report, Set<String> fires, Set<String> silent) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Arguments> cases() {
        return Stream.of(
                new Case("clean write with ACK and CNP", () -> clean().analyse(), Set.of(),
                        ids(CaptureRules.all())),
                new Case("data not ECN-capable", () -> new TestCapture()
                        .frame(f -> f.opcode(0x0a).destQp(QB).psn(1).payload(new byte[64]).dscpEcn(26, 0))
                        .ack(QA, 1).analyse(), Set.of("capture.non-ect"), Set.of("capture.dscp-mismatch")),
                new Case("bad ICRC", () -> new TestCapture().write(QB, 1)
                        .frame(f -> f.opcode(0x0a).destQp(QB).psn(2).payload(new byte[64]), b -> b[100] ^= 1)
                        .analyse(), Set.of("capture.icrc-bad"), Set.of("capture.malformed-frames")),
                new Case("CNP on the data DSCP", () -> new TestCapture().write(QB, 1).write(QB, 2).ack(QA, 2)
                        .frame(f -> f.opcode(0x81).destQp(QA).dscpEcn(26, 0).vlan(6, 0, 100)
                                .ipv4(TestCapture.B, TestCapture.A)).analyse(),
                        Set.of("capture.cnp-on-data-priority"), Set.of("capture.cnp-dscp-mismatch")),
                new Case("CNPs on two DSCPs", () -> clean().cnp(QA).cnp(QA).frame(f -> f.opcode(0x81).destQp(QA)
                        .dscpEcn(46, 0).vlan(6, 0, 100).ipv4(TestCapture.B, TestCapture.A)).analyse(),
                        Set.of("capture.cnp-dscp-mismatch"), Set.of("capture.cnp-on-data-priority")),
                new Case("CNPs on the data priority", () -> new TestCapture().write(QB, 1).ack(QA, 1)
                        .frame(f -> f.opcode(0x81).destQp(QA).dscpEcn(48, 0).vlan(3, 0, 100)
                                .ipv4(TestCapture.B, TestCapture.A)).analyse(),
                        Set.of("capture.cnp-on-data-priority"), Set.of("capture.pcp-mismatch")),
                new Case("one frame on another priority", () -> clean().write(QB, 3).write(QB, 4)
                        .frame(f -> f.opcode(0x0a).destQp(QB).psn(5).payload(new byte[64]).vlan(0, 0, 100))
                        .analyse(), Set.of("capture.pcp-mismatch"), Set.of("capture.dscp-mismatch")),
                new Case("a drop before the capture point", () -> new TestCapture().write(QB, 1).write(QB, 3)
                        .analyse(), Set.of("capture.psn-gap"), Set.of("capture.retransmission-storm")),
                new Case("retransmission storm", () -> storm().analyse(), Set.of("capture.retransmission-storm"),
                        Set.of()),
                new Case("storm below the minimum", () -> storm().analyse(AnalysisOptions.defaults()
                        .withRules(set("capture.retransmission-storm.minPackets=1000"))), Set.of(),
                        Set.of("capture.retransmission-storm")),
                new Case("stall of 5 ms", () -> stall().analyse(), Set.of("capture.flow-stalled"), Set.of()),
                new Case("stall under a 10 ms threshold", () -> stall().analyse(AnalysisOptions.defaults()
                        .withRules(set("capture.flow-stalled.stall=10ms"))), Set.of(),
                        Set.of("capture.flow-stalled")),
                new Case("BTH with TVer 1", () -> clean()
                        .frame(f -> f.opcode(0x0a).destQp(QB).psn(9).payload(new byte[8]), b -> b[47] |= 1)
                        .analyse(), Set.of("capture.malformed-frames"), Set.of("capture.icrc-bad")),
                new Case("no RoCE at all", () -> new TestCapture()
                        .frame(f -> f.opcode(0x0a).udpPorts(5000, 4792).payload(new byte[8])).analyse(),
                        Set.of("capture.no-roce"), Set.of("capture.malformed-frames")))
                .map(Arguments::of);
    }

    private static RuleSettings set(String... sets) {
        return RuleSettings.ofSets(RuleCatalogue.builder().rules(CaptureRules.AREA, CaptureRules.rules()).build(),
                List.of(sets));
    }

    private static Set<String> ids(List<RuleInfo> rules) {
        return rules.stream().map(RuleInfo::id).collect(Collectors.toSet());
    }

    /** A WRITE, its ACK and a CNP for a CE mark: every QoS value as the recipe wants it. */
    private static TestCapture clean() {
        return new TestCapture()
                .frame(f -> f.opcode(0x0a).destQp(QB).psn(1).payload(new byte[64]).dscpEcn(26, 3))
                .cnp(QA).write(QB, 2).ack(QA, 2);
    }

    private static TestCapture storm() {
        TestCapture c = new TestCapture();
        for (int round = 0; round < 3; round++) {
            for (int p = 0; p < 60; p++) {
                c.write(QB, p);
            }
        }
        return c.ack(QA, 59);
    }

    private static TestCapture stall() {
        return new TestCapture().write(QB, 1).ack(QA, 1).write(QB, 2).at(5_100_000).write(QB, 2).ack(QA, 2);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void ruleFiresExactlyWhereItShould(Case c) {
        CaptureReport r = c.report().get();
        Set<String> fired = r.findings().stream().map(Finding::rule).collect(Collectors.toSet());
        assertThat(fired).as("fired").containsAll(c.fires());
        for (String silent : c.silent()) {
            assertThat(fired).as("must stay silent").doesNotContain(silent);
        }
        assertThat(fired).as("every fired rule is catalogued").isSubsetOf(ids(CaptureRules.all()));
        for (Finding f : r.findings()) {
            assertThat(f.evidence()).as(f.rule() + " evidence").isNotEmpty();
            assertThat(f.remediation()).as(f.rule() + " remediation").isNotEmpty();
        }
    }
}
