package io.rocekit.fabric.rule;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.fabric.Fixtures;
import io.rocekit.fabric.model.PortQos;
import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.read.SwitchReaders;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Real Comware and NX-OS RoCE configurations (see each fixture's .meta.md) that rocekit misread:
 * what is read from them now, and the findings they give.
 */
class SurveyedVendorConfigsTest {
    private static SwitchConfig read(String name, String text) throws Exception {
        List<SwitchConfig> c = SwitchReaders.read(name, text);
        assertThat(c).hasSize(1);
        return c.get(0);
    }

    private static PortQos port(SwitchConfig c, String name) {
        return c.port(name).orElseThrow();
    }

    /**
     * {@code qos trust dscp} with no dscp-dot1p table: DSCP takes Comware's documented default map
     * (26 -> 802.1p 3, 48 -> 6). Before: "no classification map", DSCP 26 not checked at all.
     */
    @Test
    void comwareTrustDscpWithoutATableTakesTheDefaultMap() throws Exception {
        String f = "comware-s9827-roce-leaf-rendered.txt";
        SwitchConfig c = read(f, Fixtures.text(f));
        for (String name : List.of("FourHundredGigE1/0/33", "TwoHundredGigE1/0/1:1")) {
            PortQos p = port(c, name);
            assertThat(p.dscpToTc()).hasSize(64).containsEntry(26, 3).containsEntry(48, 6).containsEntry(0, 0).containsEntry(63, 7);
            assertThat(p.pfcPriorities()).containsExactly(3);
            assertThat(p.pfcWatchdogPriorities()).hasValueSatisfying(w -> assertThat(w).containsExactly(3));
            assertThat(p.whereDscp(26)).hasValueSatisfying(e -> assertThat(e.text()).isEqualTo("qos trust dscp"));
        }
        assertThat(c.notes()).anyMatch(n -> n.text().contains("Comware's default dscp-dot1p map"));
        assertThat(FixtureFindingsTest.findings(f)).containsExactly(
                "FAIL fabric.dangling-reference | " + f + ": FourHundredGigE1/0/33 | WRED table '400G-WRED-Template' used by"
                        + " FourHundredGigE1/0/33 is not defined",
                "FAIL fabric.dangling-reference | " + f + ": TwoHundredGigE1/0/1:1 | WRED table '200G-WRED-Template' used by"
                        + " TwoHundredGigE1/0/1:1 is not defined");
    }

    /** A dscp-dot1p table changes only what it imports: the other DSCP values keep the default. */
    @Test
    void comwareTableOverlaysTheDefaultMap() throws Exception {
        String f = "comware-s9855-roce-interface-partial.txt";
        PortQos p = port(read(f, Fixtures.text(f)), "FourHundredGigE1/0/95");
        assertThat(p.dscpToTc()).hasSize(64).containsEntry(26, 5).containsEntry(48, 6).containsEntry(24, 3).containsEntry(46, 5);
    }

    /**
     * {@code class type network-qos c-out-8q-q3} names a queuing class where a network-qos class
     * belongs: NX-OS refuses it, so its {@code pause pfc-cos 3} makes nothing lossless. Before: PFC 3,
     * no finding.
     */
    @Test
    void nxosQueuingClassInANetworkQosPolicyIsDanglingAndGivesNoPfc() throws Exception {
        String f = "nxos-n9332-roce-net-policy-partial.txt";
        SwitchConfig c = read(f, Fixtures.text(f));
        assertThat(port(c, "Ethernet1/27").pfcPriorities()).isEmpty();
        assertThat(port(c, "Ethernet1/27").dscpToTc()).containsEntry(26, 3);
        assertThat(c.notes()).anyMatch(n -> n.text().contains("'c-out-8q-q3', a queuing class"));
        assertThat(FixtureFindingsTest.findings(f)).containsExactly(
                "FAIL fabric.dangling-reference | " + f + ": policy-map ROCE_NET_POLICY | class-map 'c-out-8q-q3' used by policy-map"
                        + " ROCE_NET_POLICY is not defined",
                "FAIL fabric.pfc-off | " + f + " | no port has PFC on any priority",
                "FAIL fabric.roce-dscp-lossy | " + f + ": Ethernet1/27, Ethernet1/28 | RoCE DSCP 26 -> class 3 (queue 3) without PFC;"
                        + " no priority has PFC");
    }

    /**
     * The global {@code priority-flow-control watch-dog-interval on} is read (it was a line not
     * understood), and the typed blob's {@code conf} is a session line, not configuration.
     */
    @Test
    void nxosGlobalWatchdogIsRead() throws Exception {
        String f = "nxos-roce-enable-script-rendered.txt";
        String text = Fixtures.text(f);
        SwitchConfig c = read(f, text);
        assertThat(c.unknownLines()).isEmpty();
        assertThat(c.ports()).hasSize(64);
        PortQos p = port(c, "Ethernet1/64");
        assertThat(p.dscpToTc()).containsEntry(24, 3).containsEntry(31, 3).containsEntry(26, 3).containsEntry(48, 7);
        assertThat(p.pfcPriorities()).containsExactly(3);
        assertThat(p.pfcWatchdogPriorities()).hasValueSatisfying(w -> assertThat(w).containsExactly(3));
        assertThat(FixtureFindingsTest.findings(f)).isEmpty();

        // the same file with only the global line: every interface still has the watchdog, cited at line 2
        String globalOnly = text.replace("\npriority-flow-control watch-dog-interval on\nmtu 9216", "\nmtu 9216");
        assertThat(globalOnly).isNotEqualTo(text);
        PortQos g = port(read(f, globalOnly), "Ethernet1/1");
        assertThat(g.pfcWatchdogPriorities()).hasValueSatisfying(w -> assertThat(w).containsExactly(3));
        assertThat(g.where().get("pfcwd").line()).hasValue(2);

        // and 'off' on the interface overrides the global 'on' (it was read as a watchdog)
        String off = text.replace("\npriority-flow-control watch-dog-interval on\nmtu 9216",
                "\npriority-flow-control watch-dog-interval off\nmtu 9216");
        assertThat(port(read(f, off), "Ethernet1/1").pfcWatchdogPriorities()).isEmpty();
    }

    /**
     * Juniper's Apstra AI-lab configlet makes DSCP 0-7 lossless on PFC priority 0: checked against
     * NVIDIA's DSCP 26, the finding's fix now names the DSCPs this switch treats as lossless.
     */
    @Test
    void junosDesignOnOtherDscpsNamesItsLosslessDscps() throws Exception {
        String f = "junos-apstra-dcqcn-configlet-rendered.conf";
        SwitchConfig c = read(f, Fixtures.text(f));
        PortQos server = port(c, "et-0/0/24:0");
        assertThat(server.dscpToTc()).containsOnlyKeys(0, 1, 2, 3, 4, 5, 6, 7).containsEntry(0, 4);
        assertThat(server.pfcPriorities()).containsExactly(0);
        assertThat(port(c, "et-0/0/0").pfcPriorities()).isEmpty();
        assertThat(FixtureFindingsTest.findings(f)).containsExactly(
                "FAIL fabric.roce-dscp-lossy | " + f + ": et-0/0/0, et-0/0/24:0, et-0/0/32 | RoCE DSCP 26 is not mapped to any class",
                "WARN fabric.port-outlier | " + f + ": et-0/0/0 | PFC priorities none on et-0/0/0 but 0 on the other 2 ports",
                "INFO fabric.ecn-thresholds | " + f + ": et-0/0/0, et-0/0/24:0, et-0/0/32 | queue 4 ECN thresholds in percent"
                        + " (20 percent / 60 percent): no byte size without the ASIC's drain rate, so not checked against the buffer",
                "INFO fabric.ecn-without-pfc | " + f + ": et-0/0/0 | queue 4 marks ECN but has no PFC");
        var fix = io.rocekit.fabric.read.SwitchReaders.read(f, Fixtures.text(f)).stream()
                .flatMap(x -> FabricCheck.run(new FabricEvidence(x, Expectation.nvidiaDefault()),
                        io.rocekit.core.rule.RuleSettings.defaults()).stream())
                .filter(x -> x.rule().equals("fabric.roce-dscp-lossy")).findFirst().orElseThrow().remediation();
        assertThat(String.join(" ", fix)).contains("(here DSCP 0-7, PFC on 0)");
    }

    /** A network-qos policy with {@code pause pfc-cos 3} that {@code system qos} does not apply: a note says why nothing is lossless. */
    @Test
    void nxosUnappliedNetworkQosIsNoted() throws Exception {
        String f = "nxos-netgen-roce-nq-class-rendered.txt";
        SwitchConfig c = read(f, Fixtures.text(f));
        assertThat(port(c, "Ethernet1/1").pfcPriorities()).isEmpty();
        assertThat(c.notes()).anyMatch(n -> n.text().startsWith("policy-map type network-qos ROCE-NQ-POLICY has PFC (pause) but"
                + " 'system qos' does not apply it") && n.where().orElseThrow().line().orElseThrow() == 15);
        assertThat(c.notes()).anyMatch(n -> n.text().startsWith("class-map ROCE-CLASS is match-all on CoS 3 and DSCP 26: only packets"
                + " with both are in it") && n.where().orElseThrow().line().orElseThrow() == 4);
        assertThat(FixtureFindingsTest.findings(f)).containsExactly("FAIL fabric.pfc-off | " + f + " | no port has PFC on any priority",
                "FAIL fabric.roce-dscp-lossy | " + f + ": Ethernet1/1 | RoCE DSCP 26 -> class 3 (queue 3) without PFC; no priority has PFC");
        // match-all is NX-OS's default: the class map without the keyword needs both too (found in review); match-any does not
        String text = Fixtures.text(f);
        String byDefault = text.replace("class-map type qos match-all ROCE-CLASS", "class-map type qos ROCE-CLASS");
        assertThat(byDefault).isNotEqualTo(text);
        assertThat(read(f, byDefault).notes()).anyMatch(n -> n.text().startsWith("class-map ROCE-CLASS is match-all on CoS 3"));
        String any = text.replace("class-map type qos match-all ROCE-CLASS", "class-map type qos match-any ROCE-CLASS");
        assertThat(read(f, any).notes()).noneMatch(n -> n.text().startsWith("class-map ROCE-CLASS is match-all"));
    }

    /**
     * A congestion-notification profile with only its {@code output} side (the pause response) is
     * defined: before, binding it was a false "is not defined" FAIL.
     */
    @Test
    void junosOutputOnlyCongestionNotificationProfileIsDefined() throws Exception {
        String f = "junos-apstra-storage-pod-qos-set-rendered.txt";
        SwitchConfig c = read(f, Fixtures.text(f));
        PortQos host = port(c, "et-0/0/0");
        assertThat(host.dscpToTc()).containsEntry(26, 5).containsEntry(48, 7).containsEntry(0, 1).containsEntry(10, 0);
        assertThat(host.pfcPriorities()).isEmpty();
        var q5 = host.queue(5).orElseThrow().ecn().orElseThrow();
        assertThat(q5.min().orElseThrow().asWritten()).isEqualTo("1 percent");
        assertThat(q5.max().orElseThrow().asWritten()).isEqualTo("2 percent");
        assertThat(FixtureFindingsTest.findings(f)).noneMatch(x -> x.contains("fabric.dangling-reference"));
    }

    /**
     * Lossless shared-buffer partitions at 0 % on ingress and egress, no no-loss class, no PFC sent: the
     * configuration is a lossy (ECN) design by its own statements and is judged as one, with a note
     * citing the partition line. Before: FAIL pfc-off and FAIL roce-dscp-lossy against the lossless recipe.
     */
    @Test
    void junosZeroLosslessPartitionsDeclareALossyDesign() throws Exception {
        String f = "junos-apstra-storage-pod-qos-set-rendered.txt";
        SwitchConfig c = read(f, Fixtures.text(f));
        assertThat(c.lossyDeclared()).hasValueSatisfying(e -> assertThat(e.text())
                .isEqualTo("set class-of-service shared-buffer ingress buffer-partition lossless percent 0"));
        assertThat(c.notes()).anyMatch(n -> n.text().startsWith("a lossy design (ECN only, no PFC): the lossless shared-buffer partitions"));
        List<String> judged = FabricCheck.run(new FabricEvidence(c, Expectation.nvidiaDefault().forConfig(c, false)),
                io.rocekit.core.rule.RuleSettings.defaults()).stream().map(x -> x.severity() + " " + x.rule() + " | " + x.subject()
                        + " | " + x.title()).toList();
        assertThat(judged).containsExactly(
                "INFO fabric.ecn-thresholds | " + f + ": et-0/0/0, et-0/0/48 | queue 0 ECN thresholds in percent (0 percent / 20 percent):"
                        + " no byte size without the ASIC's drain rate, so not checked against the buffer",
                "INFO fabric.ecn-thresholds | " + f + ": et-0/0/0, et-0/0/48 | queue 5 ECN thresholds in percent (1 percent / 2 percent):"
                        + " no byte size without the ASIC's drain rate, so not checked against the buffer");
        // a lossless partition above 0 % (Juniper's Apstra DCQCN configlet: 80 %) declares nothing
        assertThat(read("junos-apstra-dcqcn-configlet-rendered.conf", Fixtures.text("junos-apstra-dcqcn-configlet-rendered.conf"))
                .lossyDeclared()).isEmpty();
    }

    /** A set-form template that starts with the CLI's {@code configure}: read (it was exit 2 at that line). */
    @Test
    void junosSetLinesAfterConfigureAreRead() throws Exception {
        String f = "junos-jvd-roce-qos-set-v2-rendered.txt";
        String text = Fixtures.text(f);
        assertThat(text).contains("\nconfigure\n");
        SwitchConfig c = read(f, text);
        PortQos p = port(c, "et-0/0/0");
        assertThat(p.dscpToTc()).containsEntry(26, 3);
        assertThat(p.pfcPriorities()).containsExactly(3);
        var ecn = p.queue(3).orElseThrow().ecn().orElseThrow();
        assertThat(ecn.min().orElseThrow().asWritten()).isEqualTo("30 percent");
        assertThat(ecn.max().orElseThrow().asWritten()).isEqualTo("100 percent");
        assertThat(c.unknownLines()).isEmpty();
        assertThat(FixtureFindingsTest.findings(f)).noneMatch(x -> x.startsWith("FAIL") || x.startsWith("WARN"));
    }

    /** {@code deactivate PATH} (display set's inactive statements): the statements under PATH are not read. */
    @Test
    void junosDeactivatedStatementsAreNotRead() throws Exception {
        String f = "junos-cos-deactivate-set-partial.txt";
        SwitchConfig c = read(f, Fixtures.text(f));
        assertThat(c.ports()).isEmpty();
        assertThat(c.notes()).anyMatch(n -> n.text().equals("4 statement(s) under 3 'deactivate' line(s) passed over: inactive, not in"
                + " effect") && n.where().orElseThrow().line().orElseThrow() == 49);
        // the same file without its deactivate lines binds both interfaces, as rocekit read it before
        String active = Fixtures.text(f).lines().filter(l -> !l.startsWith("deactivate ")).collect(java.util.stream.Collectors.joining("\n"));
        assertThat(read(f, active).ports()).extracting(PortQos::port).containsExactlyInAnyOrder("ae100", "et-0/0/37");
        // a runbook's 'activate PATH' undoes the deactivate of that path (was exit 2 at the activate line)
        SwitchConfig reactivated = read(f, Fixtures.text(f) + "\nactivate class-of-service interfaces ae100\n");
        assertThat(reactivated.ports()).extracting(PortQos::port).containsExactly("ae100");
        assertThat(reactivated.notes()).anyMatch(n -> n.text().endsWith("under 2 'deactivate' line(s) passed over: inactive, not in effect"));
    }

    @Test
    void junosOneLineInactiveBlocksAreNotReadEither() throws Exception {
        // found in review: 'inactive: et-0/0/0 { scheduler-map sm1; }' on one line was read as a live port
        String f = "junos-apstra-dcqcn-configlet-rendered.conf";
        String text = Fixtures.text(f);
        String oneLine = text.replace("      et-0/0/0 {\n        scheduler-map sm1;\n      }", "      inactive: et-0/0/0 { scheduler-map sm1; }");
        assertThat(oneLine).isNotEqualTo(text);
        assertThat(read(f, oneLine).ports()).extracting(PortQos::port).doesNotContain("et-0/0/0", "inactive:");
        String leaf = text.replace("      et-0/0/0 {\n        scheduler-map sm1;\n      }", "      et-0/0/0 { inactive: scheduler-map sm1; }");
        assertThat(read(f, leaf).notes()).anyMatch(n -> n.text().startsWith("1 statement(s) under 1 'deactivate' line(s)"));
        String live = text.replace("      et-0/0/0 {\n        scheduler-map sm1;\n      }", "      et-0/0/0 { scheduler-map sm1; }");
        assertThat(read(f, live).ports()).extracting(PortQos::port).contains("et-0/0/0");
    }

    @Test
    @org.junit.jupiter.api.Timeout(30)
    void theSwitchsLosslessDscpsAreWorkedOutOncePerConfigurationNotPerPort() throws Exception {
        // found in review: each port without DSCP 26 in a class scanned every port for the fix text (10,000 ports: 94 s)
        String f = "junos-apstra-dcqcn-configlet-rendered.conf";
        String text = Fixtures.text(f);
        StringBuilder ports = new StringBuilder();
        for (int i = 0; i < 8_000; i++) {
            ports.append("      et-1/0/").append(i).append(" {\n        congestion-notification-profile cnp;\n        scheduler-map sm1;\n      }\n");
        }
        String many = text.replace("      all {", ports + "      all {");
        assertThat(FixtureFindingsTest.findingsOf(f, many)).anyMatch(x -> x.startsWith("FAIL fabric.roce-dscp-lossy")
                && x.contains("RoCE DSCP 26 is not mapped to any class"));
    }

    @Test
    @org.junit.jupiter.api.Timeout(20)
    void aLongStatementBesideADeactivateLineIsReadInLinearTime() throws Exception {
        // found in review: every prefix of a statement was hashed: 8 statements of 140,000 words took 106 s
        StringBuilder sb = new StringBuilder("deactivate class-of-service interfaces xe-0/0/0\n");
        String points = " 000001".repeat(140_000);
        for (int i = 0; i < 8; i++) {
            sb.append("set class-of-service classifiers dscp c").append(i)
                    .append(" forwarding-class fc1 loss-priority low code-points [").append(points).append(" ]\n");
        }
        SwitchConfig c = read("long.txt", sb.toString());
        assertThat(c.notes()).anyMatch(n -> n.text().startsWith("0 statement(s) under 1 'deactivate' line(s)"));
    }

    @Test
    @org.junit.jupiter.api.Timeout(20)
    void manyDeactivateLinesAreReadInTimeLinearInTheStatements() throws Exception {
        // 40,000 interfaces, each set and deactivated: paths compared pair-wise were 1.6e9 list comparisons
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 40_000; i++) {
            sb.append("set class-of-service interfaces et-0/0/").append(i).append(" congestion-notification-profile cnp\n");
            sb.append("deactivate class-of-service interfaces et-0/0/").append(i).append('\n');
        }
        SwitchConfig c = read("many.txt", sb.toString());
        assertThat(c.ports()).isEmpty();
        assertThat(c.notes()).anyMatch(n -> n.text().startsWith("40000 statement(s) under 40000 'deactivate' line(s)"));
    }

    /**
     * The curly form's {@code inactive:} (as {@code show configuration} prints a deactivated statement)
     * is read as the set form's {@code deactivate}: the statements under it are not in effect.
     */
    @Test
    void junosCurlyInactiveStatementsAreNotRead() throws Exception {
        String f = "junos-apstra-dcqcn-spine-inactive-rendered.conf";
        String text = Fixtures.text(f);
        SwitchConfig c = read(f, text);
        assertThat(c.ports()).extracting(PortQos::port).containsExactly("et-0/0/0");
        assertThat(c.unknownLines()).isEmpty();
        assertThat(c.notes()).anyMatch(n -> n.text().equals("1 statement(s) under 2 'deactivate' line(s) passed over: inactive, not in effect")
                && n.where().orElseThrow().line().orElseThrow() == 36);
        // an inactive interface block of the same file: not a port (before, a port named "inactive:")
        String inactiveIf = text.replace("      et-0/0/0 {", "      inactive: et-0/0/0 {");
        assertThat(inactiveIf).isNotEqualTo(text);
        assertThat(read(f, inactiveIf).ports()).extracting(PortQos::port).doesNotContain("inactive:", "et-0/0/0");
    }
}
