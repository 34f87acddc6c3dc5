package io.rocekit.fabric.read;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.fabric.Fixtures;
import io.rocekit.fabric.model.PortQos;
import io.rocekit.fabric.model.Scheduling;
import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.model.Trust;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class NvueReaderTest {
    private static final String FIXTURE = "cumulus512-nvue-roce-partial.txt";

    @Test
    void theDocumentedSessionGivesTheCommandsAndTheShowOutput() throws Exception {
        List<SwitchConfig> cs = new NvueReader().read(FIXTURE, Fixtures.text(FIXTURE));
        assertThat(cs).extracting(SwitchConfig::part).containsExactly(Optional.of("nv set commands"), Optional.of("nv show output"));
        assertThat(cs).allMatch(c -> c.unknownLines().isEmpty());
    }

    @Test
    void showQosRoceIsTheGlobalView() throws Exception {
        SwitchConfig show = new NvueReader().read(FIXTURE, Fixtures.text(FIXTURE)).get(1);
        PortQos g = show.port("global").orElseThrow();
        assertThat(g.dscpToPriority()).hasSize(64).containsEntry(26, 3).containsEntry(48, 6).containsEntry(8, 1);
        assertThat(g.dscpToTc()).containsEntry(26, 3).containsEntry(48, 6).containsEntry(8, 0).containsEntry(0, 0);
        assertThat(g.pfcPriorities()).containsExactly(3);
        assertThat(g.pfcWatchdogPriorities()).isEmpty();
        assertThat(g.trust()).contains(Trust.BOTH);
        assertThat(g.cableLength()).contains("100");
        var ecn = g.queue(3).orElseThrow().ecn().orElseThrow();
        assertThat(ecn.min().orElseThrow().asWritten()).isEqualTo("146.48 KB");
        assertThat(ecn.min().orElseThrow().bytes()).hasValue(149996); // 146.48 x 1024: 150,000 B printed rounded
        assertThat(ecn.min().orElseThrow().approximate()).isTrue();
        assertThat(ecn.max().orElseThrow().asWritten()).isEqualTo("1.43 MB");
        assertThat(ecn.probabilityPercent()).hasValue(100.0);
        assertThat(g.queue(0).orElseThrow().ecn()).isPresent();
        assertThat(g.queue(6).orElseThrow().scheduling()).contains(Scheduling.strict());
        assertThat(g.queue(3).orElseThrow().scheduling()).contains(new Scheduling(Scheduling.Kind.DWRR, 50));
        assertThat(show.buffers().pools()).containsKeys("lossy-default-ingress", "roce-reserved-egress", "roce-reserved-ingress");
        assertThat(show.buffers().pools().get("roce-reserved-ingress").sizeBytes()).hasValue(Math.round(15.16 * 1024 * 1024));
        assertThat(show.notes()).anyMatch(n -> n.text().contains("approximate"));
    }

    @Test
    void perPortViewHasItsOwnMinimum() throws Exception {
        SwitchConfig show = new NvueReader().read(FIXTURE, Fixtures.text(FIXTURE)).get(1);
        PortQos p = show.port("swp16").orElseThrow();
        assertThat(p.dscpToTc()).containsEntry(26, 3).containsEntry(48, 6).hasSize(2);
        assertThat(p.pfcPriorities()).containsExactly(3);
        assertThat(p.queue(3).orElseThrow().ecn().orElseThrow().min().orElseThrow().asWritten()).isEqualTo("153 KB");
        assertThat(p.queue(3).orElseThrow().ecn().orElseThrow().min().orElseThrow().bytes()).hasValue(156672);
        assertThat(p.queue(6).orElseThrow().scheduling()).contains(Scheduling.strict());
    }

    @Test
    void commandsMoveLosslessToPriorityTwo() throws Exception {
        SwitchConfig cmds = new NvueReader().read(FIXTURE, Fixtures.text(FIXTURE)).get(0);
        PortQos g = cmds.port("global").orElseThrow();
        assertThat(g.pfcPriorities()).containsExactly(2);
        assertThat(g.dscpToPriority()).containsEntry(26, 2).containsEntry(27, 3).containsEntry(48, 6);
        assertThat(g.dscpToTc()).containsEntry(26, 3).containsEntry(27, 0).containsEntry(48, 6);
        assertThat(g.trust()).contains(Trust.BOTH);
        assertThat(g.queue(3).orElseThrow().ecn().orElseThrow().min().orElseThrow().bytes()).hasValue(150000);
        assertThat(g.where("pfc").orElseThrow().line()).hasValue(113);
    }

    @Test
    void yamlConfigShowReadsLikeTheCommands() throws Exception {
        String yaml = """
                - header:
                    model: SN5600
                - set:
                    qos:
                      roce:
                        enable: on
                        mode: lossless
                      mapping:
                        default-global:
                          trust: l3
                    interface:
                      swp1:
                        mtu: 9216
                        qos:
                          pfc-watchdog: {}
                      swp2:
                        ip:
                          address:
                            10.0.0.1/31: {}
                """;
        SwitchConfig c = new NvueReader().read("nv.yaml", yaml).get(0);
        assertThat(c.port("global").orElseThrow().pfcPriorities()).containsExactly(3);
        assertThat(c.port("global").orElseThrow().trust()).contains(Trust.DSCP);
        PortQos swp1 = c.port("swp1").orElseThrow();
        assertThat(swp1.mtu()).hasValue(9216);
        assertThat(swp1.pfcWatchdogPriorities()).contains(new java.util.TreeSet<>(List.of(3)));
        assertThat(c.unknownLines()).extracting(l -> l.text()).containsExactly("nv set interface swp2 ip address 10.0.0.1/31");
        assertThat(c.unknownLines().get(0).line()).isEqualTo(19);
    }

    /**
     * NVIDIA's documented lossy RoCE mode (Cumulus Linux 5.10 guide, "To enable RoCE with ECN"): the
     * configuration declares its design, so the checker judges it lossy instead of failing it for
     * the PFC the mode turns off; an intent or --lossy still decides where given.
     */
    @Test
    void lossyModeDeclaresALossyDesignAndIsNotFailedForNoPfc() throws Exception {
        String f = "cumulus510-nvue-roce-lossy-partial.txt";
        SwitchConfig c = new NvueReader().read(f, Fixtures.text(f)).get(0);
        assertThat(c.lossyDeclared()).hasValueSatisfying(e -> assertThat(e.toString()).contains("nv set qos roce mode lossy"));
        assertThat(c.notes()).anyMatch(n -> n.text().startsWith("RoCE in lossy mode (ECN only, no PFC"));
        assertThat(c.port("global").orElseThrow().dscpToTc()).containsEntry(26, 3);

        io.rocekit.fabric.rule.Expectation nvidia = io.rocekit.fabric.rule.Expectation.nvidiaDefault();
        assertThat(nvidia.forConfig(c, false).lossless()).isFalse();
        assertThat(nvidia.forConfig(c, true)).isEqualTo(nvidia);
        var findings = io.rocekit.fabric.rule.FabricCheck.run(
                new io.rocekit.fabric.rule.FabricEvidence(c, nvidia.forConfig(c, false)), io.rocekit.core.rule.RuleSettings.defaults());
        assertThat(findings).noneMatch(x -> x.severity() == io.rocekit.core.finding.Severity.FAIL);
        var asLossless = io.rocekit.fabric.rule.FabricCheck.run(new io.rocekit.fabric.rule.FabricEvidence(c, nvidia),
                io.rocekit.core.rule.RuleSettings.defaults());
        assertThat(asLossless).anyMatch(x -> x.severity() == io.rocekit.core.finding.Severity.FAIL);

        SwitchConfig back = new NvueReader().read("x.txt", "nv set qos roce mode lossy\nnv set qos roce mode lossless\n").get(0);
        assertThat(back.lossyDeclared()).isEmpty();
        assertThat(new NvueReader().read("t.txt", "nv set qos roce mode lossy-multi-tc\n").get(0).lossyDeclared()).isPresent();
    }

    /**
     * NVIDIA's Cumulus Linux 5.14 guide, packet trimming: {@code mode lossy-multi-tc} and the {@code nv
     * show qos roce} it prints, where '-' means none (no PFC priority, no DSCP on priorities 5-7): was exit 2.
     */
    @Test
    void lossyMultiTcModeReadsAsTheGuideShowsIt() throws Exception {
        String f = "cumulus514-nvue-show-qos-roce-lossy-multi-tc.txt";
        List<SwitchConfig> cs = new NvueReader().read(f, Fixtures.text(f));
        assertThat(cs).hasSize(2).allMatch(c -> c.lossyDeclared().isPresent());
        for (SwitchConfig c : cs) {
            PortQos g = c.port("global").orElseThrow();
            assertThat(g.dscpToTc()).containsEntry(26, 4).containsEntry(11, 4).containsEntry(40, 4).containsEntry(48, 0)
                    .containsEntry(1, 1).containsEntry(5, 3);
            assertThat(g.pfcPriorities()).isEmpty();
            assertThat(g.trust()).hasValue(Trust.BOTH);
            for (int q : List.of(1, 2, 3)) {
                assertThat(g.queue(q).orElseThrow().ecn()).hasValueSatisfying(e -> {
                    assertThat(e.min().orElseThrow().bytes()).hasValue(166_912);
                    assertThat(e.probabilityPercent()).hasValue(5.0);
                });
            }
            assertThat(g.queue(4).flatMap(x -> x.ecn())).isEmpty();
            assertThat(g.queue(2).orElseThrow().scheduling()).hasValue(new Scheduling(Scheduling.Kind.DWRR, 18));
        }
        // the show output cites the row that puts DSCP 26 on priority 4
        assertThat(cs.get(1).port("global").orElseThrow().whereDscp(26).orElseThrow().toString()).contains(":27: 4  4    11,12");
        var findings = io.rocekit.fabric.rule.FabricCheck.run(new io.rocekit.fabric.rule.FabricEvidence(cs.get(1),
                io.rocekit.fabric.rule.Expectation.nvidiaDefault().forConfig(cs.get(1), false)),
                io.rocekit.core.rule.RuleSettings.defaults());
        assertThat(findings).noneMatch(x -> x.severity() == io.rocekit.core.finding.Severity.FAIL);
    }

    /**
     * The guide's ECN example sets only thresholds and RED on TC 4,5,7 ("The commands enable ECN on
     * egress queue 4, 5, and 7"; nv show then prints ECN enable, probability 100): ECN was dropped.
     */
    @Test
    void congestionControlEntryMarksUnlessSwitchedOff() throws Exception {
        String f = "cumulus514-nvue-ecn-default-global-partial.txt";
        PortQos g = new NvueReader().read(f, Fixtures.text(f)).get(0).port("global").orElseThrow();
        for (int q : List.of(4, 5, 7)) {
            assertThat(g.queue(q).orElseThrow().ecn()).hasValueSatisfying(e -> {
                assertThat(e.min().orElseThrow().bytes()).hasValue(40_000);
                assertThat(e.max().orElseThrow().bytes()).hasValue(200_000);
                assertThat(e.probabilityPercent()).hasValue(100.0);
            });
            assertThat(g.where("queue." + q).orElseThrow().toString()).contains("traffic-class 4,5,7");
        }
        PortQos off = new NvueReader().read("x.txt", "nv set qos congestion-control default-global traffic-class 0 ecn disable\n"
                + "nv set qos congestion-control default-global traffic-class 0 min-threshold 40000\n").get(0).port("global").orElseThrow();
        assertThat(off.queue(0).flatMap(x -> x.ecn())).isEmpty();
    }

    /**
     * NVIDIA's own `nv set qos roce` against rocekit's NVIDIA intent: the recipe also marks queue 0 (the
     * lossy default, which no RoCE class or CNP uses): said as INFO, not a WARN against the vendor's recipe.
     */
    @Test
    void nvidiasRecipeAgainstTheNvidiaIntentOnlyMissesTheWatchdogRocekitAdds() throws Exception {
        SwitchConfig c = new NvueReader().read("roce.txt", "nv set qos roce\nnv config apply\n").get(0);
        var intent = io.rocekit.fabric.intent.Profiles.intent("nvidia-lossless");
        var findings = io.rocekit.fabric.rule.FabricCheck.run(io.rocekit.fabric.rule.FabricEvidence.against(c, intent),
                io.rocekit.core.rule.RuleSettings.defaults());
        assertThat(findings).filteredOn(f -> f.severity() != io.rocekit.core.finding.Severity.INFO)
                .extracting(f -> f.title()).containsExactly("PFC watchdog on none, intent 3");
        assertThat(findings).extracting(f -> f.title()).contains("queue 0 marks ECN, intent marks none there");
    }

    @Test
    void badValueNamesTheLine() {
        assertThatThrownBy(() -> new NvueReader().read("x.txt", "nv set qos roce\nnv set qos mapping default-global trust maybe\n"))
                .isInstanceOf(ConfigSyntaxException.class)
                .hasMessage("x.txt:2: expected trust l2, l3, both or port, found 'maybe'");
    }
}
