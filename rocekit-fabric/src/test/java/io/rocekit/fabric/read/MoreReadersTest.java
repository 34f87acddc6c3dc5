package io.rocekit.fabric.read;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.fabric.Fixtures;
import io.rocekit.fabric.model.PortQos;
import io.rocekit.fabric.model.Scheduling;
import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.model.Trust;
import io.rocekit.fabric.model.Vendor;
import org.junit.jupiter.api.Test;

/** Cumulus 4.x traffic.conf, Comware 7 and Junos (curly and set) read to the ground truth of their .meta.md. */
class MoreReadersTest {
    @Test
    void cumulusTrafficConfReadsTheDocumentedRoceFileAndReportsItsUnlistedGroups() throws Exception {
        String text = Fixtures.text("cumulus4-traffic-conf-roce-lossless-partial.conf");
        assertThat(SwitchReaders.detect(text)).contains(Vendor.CUMULUS_TRAFFIC_CONF);
        SwitchConfig c = new CumulusTrafficConfReader().readOne("traffic.conf", text);
        // no listed group is configured, so no group applies; the port the unlisted groups name is still a port
        // of the switch, with the switch-wide settings (issue 19: the ports listed, the mismatch flagged)
        assertThat(c.ports()).extracting(PortQos::port).containsExactly("swp1");
        PortQos g = c.ports().get(0);
        assertThat(g.trust()).contains(Trust.DSCP);
        assertThat(g.dscpToTc()).containsEntry(26, 3).containsEntry(48, 2).containsEntry(0, 0).containsEntry(63, 0).hasSize(64);
        assertThat(g.queue(2).orElseThrow().scheduling()).contains(Scheduling.strict());
        assertThat(g.queue(3).orElseThrow().scheduling()).contains(new Scheduling(Scheduling.Kind.DWRR, 16));
        assertThat(g.pfcPriorities()).isEmpty();
        assertThat(c.references()).anyMatch(r -> r.name().equals("ROCE_PFC") && !r.resolved());
        assertThat(c.references()).anyMatch(r -> r.name().equals("ROCE_ECN") && !r.resolved());
        assertThat(c.notes()).anyMatch(n -> n.text().startsWith("pfc port group pfc_port_group has settings but")
                && n.text().endsWith("(its ports are listed without it)"));
        assertThat(c.unknownLines()).isEmpty();
    }

    @Test
    void cumulusTrafficConfWithTheGroupListedAppliesPfcAndEcnToItsPorts() throws Exception {
        String text = Fixtures.text("cumulus4-traffic-conf-roce-lossless-partial.conf")
                .replace("[ROCE_PFC]", "[pfc_port_group]").replace("[ROCE_ECN]", "[ecn_red_port_group]")
                .replace("port_set = swp1\n", "port_set = swp1-swp2,swp50s0-swp50s1\n");
        SwitchConfig c = new CumulusTrafficConfReader().readOne("traffic.conf", text);
        assertThat(c.ports()).extracting(PortQos::port).containsExactly("swp1", "swp2", "swp50s0", "swp50s1");
        PortQos p = c.port("swp2").orElseThrow();
        assertThat(p.pfcPriorities()).containsExactly(3);
        var ecn = p.queue(3).orElseThrow().ecn().orElseThrow();
        assertThat(ecn.min().orElseThrow().bytes()).hasValue(153600);
        assertThat(ecn.max().orElseThrow().bytes()).hasValue(1536000);
        assertThat(ecn.probabilityPercent()).hasValue(100.0);
        assertThat(p.priorityGroups()).containsEntry("3", "pfc.pfc_port_group");
        assertThat(c.buffers().profiles().get("pfc.pfc_port_group").xoffBytes()).hasValue(18000);
        assertThat(c.buffers().profiles().get("pfc.pfc_port_group").sizeBytes()).hasValue(70000);
    }

    /**
     * Each DSCP cites the line that lists it (microsoft/SDN's Cumulus 3.x traffic.conf puts all 64 in
     * cos_0 and ends with an empty cos_7 list, which a finding about DSCP 26 cited before).
     */
    @Test
    void cumulusTrafficConfCitesTheLineOfEachDscp() throws Exception {
        String text = "traffic.packet_priority_source_set = [dscp]\n"
                + "traffic.cos_0.priority_source.dscp = [0,26]\n"
                + "traffic.cos_4.priority_source.dscp = [42]\n"
                + "traffic.cos_7.priority_source.dscp = []\n";
        PortQos g = new CumulusTrafficConfReader().readOne("traffic.conf", text).port("global").orElseThrow();
        assertThat(g.whereDscp(26).orElseThrow().line()).hasValue(2);
        assertThat(g.whereDscp(42).orElseThrow().line()).hasValue(3);
        assertThat(g.whereDscp(5).orElseThrow().line()).as("unlisted: where the classification starts").hasValue(2);
    }

    @Test
    void cumulusTrafficConfBrokenLinesNameTheLineAndWhatWasExpected() {
        assertThatThrownBy(() -> new CumulusTrafficConfReader().readOne("t.conf", "traffic.packet_priority_source_set = [dscp]\nswp1 lossless\n"))
                .isInstanceOf(ConfigSyntaxException.class).hasMessage("t.conf:2: expected 'key = value' (traffic.conf), found 'swp1 lossless'");
        assertThatThrownBy(() -> new CumulusTrafficConfReader().readOne("t.conf", "traffic.packet_priority_source_set = [dscp]\n"
                + "traffic.cos_3.priority_source.dscp = [26, x]\n"))
                .hasMessageStartingWith("t.conf:2: expected a list of numbers like [0,1,2], found 'x'");
    }

    @Test
    void comwareInterfaceReadsToItsGroundTruth() throws Exception {
        String text = Fixtures.text("comware-s9855-roce-interface-partial.txt");
        assertThat(SwitchReaders.detect(text)).contains(Vendor.COMWARE);
        SwitchConfig c = new ComwareReader().readOne("h3c.txt", text);
        PortQos p = c.port("FourHundredGigE1/0/95").orElseThrow();
        assertThat(p.pfcPriorities()).containsExactly(5);
        assertThat(p.pfcWatchdogPriorities()).hasValueSatisfying(w -> assertThat(w).containsExactly(5));
        assertThat(p.trust()).contains(Trust.DSCP);
        assertThat(p.dscpToTc()).containsEntry(26, 5).containsEntry(48, 6);
        var ecn = p.queue(5).orElseThrow().ecn().orElseThrow();
        assertThat(ecn.min().orElseThrow().asWritten()).isEqualTo("6000 cells");
        assertThat(ecn.min().orElseThrow().bytes()).isEmpty();
        assertThat(ecn.max().orElseThrow().asWritten()).isEqualTo("12000 cells");
        assertThat(ecn.probabilityPercent()).hasValue(40.0);
        assertThat(p.queue(5).orElseThrow().scheduling()).contains(new Scheduling(Scheduling.Kind.DWRR, 96));
        assertThat(p.queue(6).orElseThrow().scheduling()).contains(Scheduling.strict());
        assertThat(c.unknownLines()).isEmpty();
        // no 'qos map-table dot1p-lp': Comware's documented default (HPE 5950 ACL/QoS guide, Appendix B) places the queue
        assertThat(p.tcToQueue()).containsEntry(0, 2).containsEntry(1, 0).containsEntry(2, 1).containsEntry(5, 5).hasSize(8);
        assertThat(p.queueOfTc(p.tcOfDscp(26).getAsInt())).isEqualTo(5);
        assertThat(p.queueOfTc(p.tcOfDscp(0).getAsInt())).isEqualTo(2);
        assertThat(c.notes()).anyMatch(n -> n.text().startsWith("802.1p priorities take Comware's default dot1p-lp map"));
        // a dot1p-lp table changes only the priorities it imports
        SwitchConfig mapped = new ComwareReader().readOne("h3c.txt", "qos map-table dot1p-lp\n import 0 export 0\n#\n" + text);
        assertThat(mapped.port("FourHundredGigE1/0/95").orElseThrow().tcToQueue()).containsEntry(0, 0).containsEntry(1, 0)
                .containsEntry(2, 1);
        assertThat(mapped.notes()).anyMatch(n -> n.text().startsWith("802.1p priorities not listed in 'qos map-table dot1p-lp'"));
    }

    /**
     * Comware as typed (an automation template for an S9855, commands without the display's indent,
     * placeholders filled): each view's commands are read as the display would show them, {@code
     * interface range A to B} names each interface, and a WRED finding cites the limits line, not a
     * later weight line. The template itself, unrendered, is an input error naming the placeholder.
     */
    @Test
    void comwareTypedCommandsAndInterfaceRangesRead() throws Exception {
        String typed = """
                interface range FourHundredGigE 1/0/95 to FourHundredGigE 1/0/96
                port link-mode bridge
                priority-flow-control enable
                priority-flow-control no-drop dot1p 5
                qos trust dscp
                qos wred queue 5 drop-level 0 low-limit 6000 high-limit 12000 discard-probability 40
                qos wred queue 5 ecn
                qos wred queue 5 weighting-constant 0
                quit
                """;
        SwitchConfig c = new ComwareReader().readOne("typed.txt", typed);
        assertThat(c.ports()).extracting(PortQos::port).containsExactly("FourHundredGigE1/0/95", "FourHundredGigE1/0/96");
        PortQos p = c.port("FourHundredGigE1/0/96").orElseThrow();
        assertThat(p.pfcPriorities()).containsExactly(5);
        assertThat(p.queues()).anyMatch(q -> q.queue() == 5 && q.ecn().isPresent());
        assertThat(c.unknownLines()).isEmpty();
        assertThat(ComwareCommands.range(" Ten-GigabitEthernet1/0/1 Ten-GigabitEthernet1/0/3 to Ten-GigabitEthernet1/0/4", "f", 1))
                .containsExactly("Ten-GigabitEthernet1/0/1", "Ten-GigabitEthernet1/0/3", "Ten-GigabitEthernet1/0/4");
        assertThatThrownBy(() -> new ComwareReader().readOne("t.txt", typed.replace("1/0/95", "1/0/{{ start_port }}")))
                .isInstanceOf(ConfigSyntaxException.class).hasMessageStartingWith("t.txt:1: expected interfaces after 'interface range'");
        // the display form is read as before
        assertThat(ComwareCommands.indented(" x\ninterface A\n y\n")).isEqualTo(" x\ninterface A\n y\n");
    }

    @Test
    void comwareUnknownLinesAreKeptAndBrokenWredNamesItsLine() throws Exception {
        SwitchConfig c = new ComwareReader().readOne("h.txt", "interface Ten-GigabitEthernet1/0/1\n priority-flow-control enable\n"
                + " priority-flow-control no-drop dot1p 3\n qos frobnicate 7\n");
        assertThat(c.unknownLines()).extracting(l -> l.line()).containsExactly(4);
        assertThatThrownBy(() -> new ComwareReader().readOne("h.txt", "interface X1\n qos wred queue 3 low-limit lots\n"))
                .isInstanceOf(ConfigSyntaxException.class).hasMessageStartingWith("h.txt:2: expected 'queue Q [drop-level L] low-limit N");
    }

    @Test
    void junosCurlyJvdReadsToItsGroundTruth() throws Exception {
        String text = Fixtures.text("junos-jvd-rocev2-lossless.conf");
        assertThat(SwitchReaders.detect(text)).contains(Vendor.JUNOS);
        SwitchConfig c = new JunosReader().readOne("jvd.conf", text);
        PortQos p = c.port("et-*").orElseThrow();
        assertThat(p.dscpToTc()).containsEntry(26, 4).containsEntry(48, 3).hasSize(2);
        assertThat(p.priorityOfDscp(26)).hasValue(3);
        assertThat(p.pfcPriorities()).containsExactly(3);
        assertThat(p.pfcWatchdogPriorities()).hasValueSatisfying(w -> assertThat(w).containsExactly(3));
        assertThat(p.trust()).contains(Trust.DSCP);
        var ecn = p.queue(4).orElseThrow().ecn().orElseThrow();
        assertThat(ecn.min().orElseThrow().asWritten()).isEqualTo("55 percent");
        assertThat(ecn.max().orElseThrow().asWritten()).isEqualTo("90 percent");
        assertThat(ecn.probabilityPercent()).hasValue(100.0);
        assertThat(p.queue(3).orElseThrow().scheduling()).contains(Scheduling.strict());
        assertThat(p.queue(3).orElseThrow().ecn()).isEmpty();
        assertThat(c.unknownLines()).isEmpty();
        // the classifier lists 2 of 64 DSCP values; the rest is the platform's default, not guessed between QFX and MX/PTX
        assertThat(c.notes()).anyMatch(n -> n.text().startsWith("DSCP values classifier ") && n.text().contains("(2 of 64)")
                && n.text().contains("QFX (default forwarding classes best-effort 0, fcoe 3, no-loss 4, network-control 7)"));
    }

    @Test
    void junosSetFormKeepsTheMisplacedEcnStatementAsUnknown() throws Exception {
        String text = Fixtures.text("junos-jvd-roce-qos-set-partial.txt");
        assertThat(SwitchReaders.detect(text)).contains(Vendor.JUNOS);
        SwitchConfig c = new JunosReader().readOne("set.txt", text);
        PortQos p = c.port("et-0/0/0").orElseThrow();
        assertThat(p.dscpToTc()).containsEntry(26, 3);
        assertThat(p.pfcPriorities()).containsExactly(3);
        assertThat(p.queues()).allMatch(q -> q.ecn().isEmpty());
        assertThat(c.unknownLines()).extracting(l -> l.line()).containsExactly(8);
    }

    @Test
    void junosCurlyAndSetFormsOfOneConfigurationReadTheSame() throws Exception {
        String curly = Fixtures.text("junos-jvd-rocev2-lossless.conf");
        StringBuilder set = new StringBuilder();
        for (JunosReader.Statement s : JunosStatements.of("x", curly)) {
            set.append(String.join(" ", s.words())).append('\n');
        }
        PortQos a = new JunosReader().readOne("a", curly).ports().get(0);
        PortQos b = new JunosReader().readOne("b", set.toString()).ports().get(0);
        assertThat(b.dscpToTc()).isEqualTo(a.dscpToTc());
        assertThat(b.pfcPriorities()).isEqualTo(a.pfcPriorities());
        assertThat(b.queues()).isEqualTo(a.queues());
    }

    /**
     * {@code interfaces all} (and wildcards) assign a classifier to every interface (Juniper,
     * "Assigning CoS Components to Interfaces"): each named interface takes what it does not set
     * itself, and "all" is not read as a port of that name (an Apstra DCQCN configlet did so and got a
     * false PFC-off FAIL: no classifier, so the PFC code points mapped to nothing).
     */
    @Test
    void junosInterfacesAllAppliesToTheNamedInterfaces() throws Exception {
        String named = """
                        et-0/0/3 {
                            congestion-notification-profile cnp;
                        }
                        et-0/0/4 {
                            congestion-notification-profile cnp;
                            unit 0 {
                                classifiers {
                                    dscp own;
                                }
                            }
                        }
                        et-0/1/* {
                            congestion-notification-profile cnp;
                        }
                """;
        String template = """
                class-of-service {
                    classifiers {
                        dscp mydscp {
                            forwarding-class NO-LOSS {
                                loss-priority low code-points [ 011010 ];
                            }
                        }
                    }
                    forwarding-classes {
                        class NO-LOSS queue-num 3 no-loss pfc-priority 3;
                    }
                    congestion-notification-profile {
                        cnp {
                            input {
                                dscp {
                                    code-point 011010 {
                                        pfc;
                                    }
                                }
                            }
                        }
                    }
                    interfaces {
                        NAMED
                        all {
                            unit * {
                                classifiers {
                                    dscp mydscp;
                                }
                            }
                        }
                    }
                }
                """;
        String text = template.replace("        NAMED\n", named);
        SwitchConfig c = new JunosReader().readOne("all.conf", text);
        assertThat(c.ports()).extracting(PortQos::port).containsExactly("et-0/0/3", "et-0/0/4", "et-0/1/*");
        PortQos et3 = c.port("et-0/0/3").orElseThrow();
        assertThat(et3.dscpToTc()).containsEntry(26, 3);
        assertThat(et3.pfcPriorities()).containsExactly(3);
        assertThat(c.references()).anyMatch(r -> r.name().equals("own") && r.from().equals("et-0/0/4"));
        assertThat(c.notes()).anyMatch(n -> n.text().startsWith("interfaces all applies to every interface it matches; read here on the 2 named in class-of-service that it matches (et-0/0/3, et-0/1/*)"));
        assertThat(JunosPorts.matches("et-0/1/*", "et-0/1/7")).isTrue();
        assertThat(JunosPorts.matches("et-0/1/*", "et-0/0/7")).isFalse();
        // with no interface named, the wildcard stays as the one port that stands for them
        SwitchConfig only = new JunosReader().readOne("only.conf", template.replace("        NAMED\n", ""));
        assertThat(only.ports()).extracting(PortQos::port).containsExactly("all");
    }

    /**
     * Statements at the [edit class-of-service] level with nothing around them, as the ROCm
     * networking guide prints its QFX5240 example (ROCm/gpu-cluster-networking
     * docs/how-to/roce-network-config.rst @1156b4e9): read as class-of-service, with a note, where
     * they were passed over as "outside class-of-service" (exit 4, nothing read).
     */
    @Test
    void junosClassOfServiceLevelFragmentIsRead() throws Exception {
        String text = """
                classifiers {
                    dscp mydscp {
                        forwarding-class CNP {
                            loss-priority low code-points 110000;
                        }
                        forwarding-class NO-LOSS {
                            loss-priority low code-points 011010;
                        }
                    }
                }
                forwarding-classes {
                    class CNP queue-num 3;
                    class NO-LOSS queue-num 4 no-loss pfc-priority 3;
                }
                congestion-notification-profile {
                    cnp {
                        input {
                            dscp {
                                code-point 011010 {
                                    pfc;
                                }
                            }
                        }
                    }
                }
                interfaces {
                    et-0/0/1 {
                        congestion-notification-profile cnp;
                        unit * {
                            classifiers {
                                dscp mydscp;
                            }
                        }
                    }
                }
                """;
        SwitchConfig c = new JunosReader().readOne("frag.conf", text);
        PortQos p = c.port("et-0/0/1").orElseThrow();
        assertThat(p.dscpToTc()).containsEntry(26, 4).containsEntry(48, 3);
        assertThat(p.pfcPriorities()).containsExactly(3);
        assertThat(c.notes()).anyMatch(n -> n.text().startsWith("read at the [edit class-of-service] level"));
        assertThat(c.notes()).anyMatch(n -> n.text().equals("forwarding class CNP (queue 3) has no pfc-priority: its queue number is"
                + " not taken as its priority, since priority 3 is lossless (PFC) on et-0/0/1, so DSCP 48 has no priority here"));
        // an interface's own MTU outside class-of-service stays what it is
        SwitchConfig mtu = new JunosReader().readOne("mtu.conf", text + "interfaces {\n    et-0/0/1 {\n        mtu 9216;\n    }\n}\n");
        assertThat(mtu.port("et-0/0/1").orElseThrow().mtu()).isPresent();
    }

    @Test
    void junosBrokenInputNamesTheLine() {
        assertThatThrownBy(() -> new JunosReader().readOne("j.conf", "class-of-service {\n    forwarding-classes {\n        class X queue-num 3;\n"))
                .isInstanceOf(ConfigSyntaxException.class).hasMessageStartingWith("j.conf:2: expected '}' to close 'forwarding-classes'");
        assertThatThrownBy(() -> new JunosReader().readOne("j.txt", "set class-of-service classifiers dscp D forwarding-class F loss-priority low code-points 2x\n"))
                .hasMessageStartingWith("j.txt:1: expected a 6-bit code point");
    }
}
