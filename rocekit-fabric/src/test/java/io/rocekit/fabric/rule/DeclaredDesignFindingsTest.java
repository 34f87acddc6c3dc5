package io.rocekit.fabric.rule;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.rule.RuleSettings;
import io.rocekit.fabric.Fixtures;
import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.read.SwitchReaders;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What a configuration declares about its own design, judged on the real files: a Junos no-loss class with PFC on no
 * interface, and a lossy design whose RoCE class marks no ECN.
 */
class DeclaredDesignFindingsTest {
    private static List<Finding> judged(String fixture, Expectation expected) throws Exception {
        SwitchConfig c = SwitchReaders.read(fixture, Fixtures.text(fixture)).get(0);
        return FabricCheck.run(new FabricEvidence(c, expected.forConfig(c, false)), RuleSettings.defaults());
    }

    private static List<Finding> of(List<Finding> all, String rule, String titlePart) {
        return all.stream().filter(f -> f.rule().equals(rule) && f.title().contains(titlePart)).toList();
    }

    @Test
    void aJunosNoLossClassWithPfcOnNoInterfaceIsAWarnNamingTheStatementsThatMakeItLossless() throws Exception {
        // Apstra's spine: NO-LOSS (queue 4, no-loss, pfc-priority 0), profile cnp defined but bound to no interface
        List<Finding> f = of(judged("junos-apstra-dcqcn-spine-inactive-rendered.conf", Expectation.nvidiaDefault()), PfcOff.ID,
                "no-loss");
        assertThat(f).singleElement().satisfies(x -> {
            assertThat(x.severity()).isEqualTo(io.rocekit.core.finding.Severity.WARN);
            assertThat(x.title()).isEqualTo("forwarding class NO-LOSS (queue 4) is no-loss but no interface has PFC on its"
                    + " priority 0 (code point 000): it drops under congestion");
            assertThat(x.evidence().get(0).line()).hasValue(42);
            assertThat(x.remediation().get(0)).contains("set class-of-service congestion-notification-profile cnp input ieee-802.1"
                    + " code-point 000 pfc", "'input dscp code-point 000000 pfc'",
                    "set class-of-service interfaces et-0/0/0 congestion-notification-profile cnp");
            assertThat(x.reference()).contains("cos-qfx-series-lossless-ieee8021p-priority-config-understanding");
        });
    }

    @Test
    void switchWidePfcFindingsCiteNoJuniperPage() throws Exception {
        // the Junos no-loss source belongs to the no-loss finding; a SONiC, EOS or NX-OS switch without PFC cited it too
        for (String fixture : List.of("sonic-qos-voq-no-config.json", "junos-apstra-dcqcn-spine-inactive-rendered.conf")) {
            List<Finding> f = judged(fixture, Expectation.nvidiaDefault()).stream()
                    .filter(x -> x.rule().equals(PfcOff.ID) && !x.title().contains("no-loss")).toList();
            assertThat(f).as(fixture).isNotEmpty().allSatisfy(x -> assertThat(x.reference()).doesNotContain("juniper.net")
                    .contains("802.1Qbb"));
        }
    }

    @Test
    void manyNoLossClassesOnManyPortsAreJudgedInLinearTime() throws Exception {
        // each class once looked at every port, twice (5,000 classes on 50,000 interfaces: 21 s)
        StringBuilder t = new StringBuilder("set class-of-service classifiers dscp D forwarding-class C0 loss-priority low code-points 011010\n");
        for (int i = 0; i < 5_000; i++) {
            t.append("set class-of-service forwarding-classes class C").append(i).append(" queue-num ").append(i % 8).append(" no-loss\n");
        }
        for (int j = 0; j < 50_000; j++) {
            t.append("set class-of-service interfaces et-0/").append(j / 100).append('/').append(j % 100).append(" classifiers dscp D\n");
        }
        SwitchConfig c = SwitchReaders.read("many.txt", t.toString()).get(0);
        long start = System.nanoTime();
        List<Finding> f = LosslessClassPfc.check(c);
        assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(5_000);
        assertThat(f).hasSize(5_000);
        assertThat(f.get(0).remediation().get(0)).contains("input ieee-802.1 code-point 000 pfc",
                "interfaces et-0/0/0 congestion-notification-profile LOSSLESS-PFC");
    }

    @Test
    void noLossClassesWhosePriorityHasPfcAreNotReported() throws Exception {
        // JVD: NO-LOSS queue 4 pfc-priority 3 with DSCP PFC on 26; the set form: NO-LOSS queue 3, PFC on 802.1p 3
        for (String fixture : List.of("junos-jvd-rocev2-lossless.conf", "junos-jvd-roce-qos-set-partial.txt",
                "junos-jvd-roce-qos-set-v2-rendered.txt", "junos-apstra-dcqcn-configlet-rendered.conf")) {
            assertThat(of(judged(fixture, Expectation.nvidiaDefault()), PfcOff.ID, "no-loss")).as(fixture).isEmpty();
        }
        // the same JVD file with its profile unbound: now the no-loss class has PFC nowhere
        String unbound = Fixtures.text("junos-jvd-roce-qos-set-partial.txt").lines()
                .filter(l -> !l.contains("interfaces et-0/0/0 congestion-notification-profile")).reduce("", (a, b) -> a + b + "\n");
        SwitchConfig c = SwitchReaders.read("unbound.txt", unbound).get(0);
        assertThat(FabricCheck.run(new FabricEvidence(c, Expectation.nvidiaDefault()), RuleSettings.defaults()))
                .anyMatch(x -> x.rule().equals(PfcOff.ID) && x.title().startsWith("forwarding class NO-LOSS (queue 3) is no-loss"));
    }

    @Test
    void aLossyDesignWhoseRoceClassMarksNoEcnIsAWarn() throws Exception {
        // Apstra's storage pod, a lossy design by its 0 % lossless partitions: DSCP 26 -> queue 5 marks ECN (quiet);
        // checked for RoCE on DSCP 48 (-> queue 7, no ECN, no PFC) it is the case the lossy design cannot signal
        assertThat(of(judged("junos-apstra-storage-pod-qos-set-rendered.txt", Expectation.nvidiaDefault()),
                RoceDscpLossy.ID, "")).isEmpty();
        List<Finding> f = of(judged("junos-apstra-storage-pod-qos-set-rendered.txt", new Expectation(48, 3, 26, 6, true)),
                RoceDscpLossy.ID, "");
        assertThat(f).singleElement().satisfies(x -> {
            assertThat(x.severity()).isEqualTo(io.rocekit.core.finding.Severity.WARN);
            assertThat(x.title()).isEqualTo("lossy design: RoCE DSCP 48 -> class 7 (queue 7) marks no ECN and has no PFC:"
                    + " congestion there only drops RoCE packets");
            assertThat(x.remediation().get(0)).isEqualTo("Enable ECN on queue 7, or map DSCP 48 to the class of a queue that"
                    + " marks ECN (here queue 0,5).");
        });
    }

    @Test
    void nvidiaLossyModesStayQuiet() throws Exception {
        // lossy: DSCP 26 -> TC 3, which marks ECN; lossy-multi-tc: DSCP 11-40 -> TC 4, unmarked by NVIDIA's design
        for (String fixture : List.of("cumulus510-nvue-roce-lossy-partial.txt", "cumulus514-nvue-show-qos-roce-lossy-multi-tc.txt")) {
            SwitchConfig first = SwitchReaders.read(fixture, Fixtures.text(fixture)).get(0);
            assertThat(first.lossyDeclared()).as(fixture).isPresent();
            assertThat(judged(fixture, Expectation.nvidiaDefault())).as(fixture)
                    .noneMatch(x -> x.severity() != io.rocekit.core.finding.Severity.INFO);
        }
    }
}
