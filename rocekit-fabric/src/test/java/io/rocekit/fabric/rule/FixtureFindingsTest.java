package io.rocekit.fabric.rule;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.rule.RuleSettings;
import io.rocekit.fabric.Fixtures;
import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.read.SwitchReaders;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The checker reports the inconsistencies each fixture's source note lists, and nothing else. */
class FixtureFindingsTest {
    static List<String> findings(String fixture) throws Exception {
        return findingsOf(fixture, Fixtures.text(fixture));
    }

    /** {@code SEVERITY rule | subject | title} of each finding on the text, read as the file {@code name}. */
    static List<String> findingsOf(String name, String text) throws Exception {
        List<String> out = new ArrayList<>();
        for (SwitchConfig c : SwitchReaders.read(name, text)) {
            for (Finding f : FabricCheck.run(new FabricEvidence(c, Expectation.nvidiaDefault()), RuleSettings.defaults())) {
                out.add(f.severity() + " " + f.rule() + " | " + f.subject() + " | " + f.title());
            }
        }
        return out;
    }

    private static List<String> rules(String fixture) throws Exception {
        return findings(fixture).stream().map(f -> f.substring(0, f.indexOf(" |"))).toList();
    }

    @Test
    void arista7050PutsDscp26OnALossyClassOnAll28Ports() throws Exception {
        assertThat(findings("sonic-qos-arista7050.json")).containsExactly(
                "FAIL fabric.roce-dscp-lossy | sonic-qos-arista7050.json: Ethernet4, Ethernet8, Ethernet12 ... Ethernet124 (28 ports)"
                        + " | RoCE DSCP 26 -> class 1 (queue 1) without PFC; PFC is on 3,4 (reached by DSCP 3,4)");
    }

    @Test
    void mellanoxBuffersAloneGiveNoFinding() throws Exception {
        assertThat(findings("sonic-buffers-mellanox4600c-t1.json")).isEmpty();
    }

    @Test
    void storageBackendHasNoPfcAndUnusedDefinitions() throws Exception {
        assertThat(rules("sonic-qos-arista7050-t0-storage-backend.json")).containsExactly("FAIL fabric.pfc-off",
                "INFO fabric.unused-definition", "INFO fabric.unused-definition", "INFO fabric.unused-definition",
                "INFO fabric.unused-definition", "INFO fabric.unused-definition");
        assertThat(findings("sonic-qos-arista7050-t0-storage-backend.json")).anyMatch(f -> f.endsWith(
                "WRED_PROFILE 'AZURE_LOSSLESS' is defined but used by nothing"));
    }

    @Test
    void mockConfigDbHasNullBuffersWatchdogWithoutPfcAndADanglingScheduler() throws Exception {
        List<String> f = findings("sonic-utilities-mock-config_db-qos-partial.json");
        assertThat(f).contains(
                "FAIL fabric.dangling-reference | sonic-utilities-mock-config_db-qos-partial.json: PORT_QOS_MAP|Ethernet0 | SCHEDULER "
                        + "'port_scheduler' used by PORT_QOS_MAP|Ethernet0 is not defined",
                "FAIL fabric.pfc-buffer-missing | sonic-utilities-mock-config_db-qos-partial.json: Ethernet0 | PFC on priority 3 but "
                        + "its priority group 3-4 has buffer profile NULL (no headroom)",
                "WARN fabric.pfc-watchdog | sonic-utilities-mock-config_db-qos-partial.json: Ethernet8 | PFC watchdog configured "
                        + "but the port has no PFC priority");
        assertThat(rules("sonic-utilities-mock-config_db-qos-partial.json")).containsExactly("FAIL fabric.dangling-reference",
                "FAIL fabric.pfc-buffer-missing", "FAIL fabric.pfc-buffer-missing", "WARN fabric.pfc-watchdog",
                "WARN fabric.port-outlier", "INFO fabric.ecn-without-pfc", "INFO fabric.ecn-without-pfc");
    }

    @Test
    void nullLosslessGroupsWithoutTheDynamicModelSaidAreFailedWithBothWaysOut() throws Exception {
        // NULL asks buffermgrd to compute the headroom only under buffer_model dynamic, which it runs only when told
        // (sonic-net/SONiC doc/qos/dynamically-headroom-calculation.md): the fix names the profile and that setting
        String fixture = "sonic-qos-mellanox4700-o28-t1-smartswitch_dyn.json";
        SwitchConfig c = SwitchReaders.read(fixture, Fixtures.text(fixture)).get(0);
        List<Finding> nulls = FabricCheck.run(new FabricEvidence(c, Expectation.nvidiaDefault()),
                RuleSettings.defaults()).stream().filter(x -> x.rule().equals(PfcBufferMissing.ID)).toList();
        assertThat(nulls).isNotEmpty().allSatisfy(x -> {
            assertThat(x.severity()).isEqualTo(io.rocekit.core.finding.Severity.FAIL);
            assertThat(x.remediation()).anyMatch(t -> t.contains("hset \"DEVICE_METADATA|localhost\" buffer_model dynamic"));
        });
        String said = Fixtures.text(fixture).replaceFirst("\\{", "{\"DEVICE_METADATA\": {\"localhost\": {\"buffer_model\": \"dynamic\"}},");
        assertThat(rulesOf(fixture, said)).noneMatch(x -> x.contains("fabric.pfc-buffer-missing"));
    }

    @Test
    void voqSystemPortsAreQueuesNotFrontPanelPortsWithoutPfc() throws Exception {
        // before: 145 ports, the 144 system ports failed roce-dscp-lossy and made Ethernet0 a port-outlier
        String fixture = "sonic-qos-pch-config.json";
        assertThat(findings(fixture)).containsExactly("FAIL fabric.roce-dscp-lossy | " + fixture + ": Ethernet0 | RoCE DSCP 26 -> "
                + "class 1 (queue 1) without PFC; PFC is on 3,4 (reached by DSCP 3,4)");
    }

    @Test
    void anEmptyPfcwdSwEnableIsNoWatchdogAndAnEmptyMapNameNoReference() throws Exception {
        // before: WARN pfc-watchdog "configured but the port has no PFC priority" and FAIL dangling MAP_PFC_PRIORITY_TO_QUEUE ''
        String fixture = "sonic-qos-arista7060x6-partial.json";
        assertThat(rules(fixture)).doesNotContain("WARN fabric.pfc-watchdog", "FAIL fabric.dangling-reference");
        assertThat(findings(fixture)).contains("WARN fabric.port-outlier | " + fixture + ": Ethernet512, Ethernet513 | PFC priorities "
                + "none on Ethernet512, Ethernet513 but 3,4 on the other 128 ports");
    }

    @Test
    void dualTorWatchdogOnTheLosslessTcsIsSonicsSplitNotAMissedPriority() throws Exception {
        // before: WARN pfc-watchdog "misses lossless priority 2,6" on the 8 uplinks qos_config.j2 gives pfc_enable 2,3,4,6
        String fixture = "sonic-qos-arista7050cx3-dualtor.json";
        assertThat(rules(fixture)).doesNotContain("WARN fabric.pfc-watchdog");
        assertThat(findings(fixture)).contains("INFO fabric.pfc-watchdog | " + fixture + ": Ethernet24, Ethernet28, Ethernet32 ... "
                + "Ethernet100 (8 ports) | software PFC watchdog (pfcwd_sw_enable) on 3,4 "
                + "leaves priority 2,6 of PFC on 2-4,6 to SONiC's split between software and hardware watchdog (dual-ToR tunnel "
                + "QoS remap)");
    }

    @Test
    void aT1PortFacingADualTorKeepsSonicsWatchdogSplitWithoutTunnelMaps() throws Exception {
        // before: WARN pfc-watchdog "misses lossless priority 2,6 (watchdog on 3,4, PFC on 2-4,6)" on the 20 ports
        // qos_config.j2 gives pfc_enable 2,3,4,6 on a T1 with the tunnel remap; its render holds no tunnel map, but its
        // AZURE map takes the tunnel's rewritten DSCPs 2 and 6 into TC 2 and 6
        String fixture = "sonic-qos-arista7260-t1.json";
        assertThat(rules(fixture)).doesNotContain("WARN fabric.pfc-watchdog").contains("INFO fabric.pfc-watchdog");
        assertThat(findings(fixture)).contains("INFO fabric.pfc-watchdog | " + fixture + ": Ethernet136, Ethernet144, Ethernet148 ... "
                + "Ethernet252 (20 ports) | software PFC watchdog (pfcwd_sw_enable) on 3,4 leaves priority 2,6 of PFC on 2-4,6 to "
                + "SONiC's split between software and hardware watchdog (dual-ToR tunnel QoS remap)");
        // DSCP 26 stays lossy: the real finding
        assertThat(rules(fixture)).containsSubsequence("FAIL fabric.roce-dscp-lossy", "FAIL fabric.roce-dscp-lossy");
        // the same ports with DSCP 2 and 6 in the lossy class are not the tunnel's: still warned
        String lossy = Fixtures.text(fixture).replace("\"2\" : \"2\"", "\"2\" : \"1\"").replace("\"6\" : \"6\"", "\"6\" : \"1\"");
        assertThat(rulesOf(fixture, lossy)).contains("WARN fabric.pfc-watchdog");
    }

    @Test
    void portsThatDifferOnlyByTheDualTorRemapAreNotOutliers() throws Exception {
        // before: WARN port-outlier "PFC priorities 2-4,6 on Ethernet24 ... but 3,4 on the other 24 ports": qos_config.j2
        // writes pfc_enable 2,3,4,6 on the ports that face the tunnel peer, 3,4 on the others (the fixtures' ground truth)
        for (String fixture : List.of("sonic-qos-arista7050cx3-dualtor.json", "sonic-qos-arista7260-t1.json")) {
            assertThat(rules(fixture)).as(fixture).doesNotContain("WARN fabric.port-outlier").contains("INFO fabric.port-outlier");
            assertThat(findings(fixture)).as(fixture).anyMatch(f -> f.startsWith("INFO fabric.port-outlier") && f.endsWith(
                    ": SONiC's dual-ToR tunnel QoS remap (PFC on 2,6 as well, on the ports that face the tunnel peer)"));
        }
        // without the remap's signs (uplink maps, TC_TO_DSCP_MAP), the same PFC difference is an outlier again
        String fixture = "sonic-qos-arista7050cx3-dualtor.json";
        String plain = Fixtures.text(fixture).replace(": \"AZURE_UPLINK\"", ": \"AZURE\"").replaceFirst("\"TC_TO_DSCP_MAP\"", "\"X_TC_TO_DSCP_MAP\"");
        assertThat(rulesOf(fixture, plain)).contains("WARN fabric.port-outlier");
    }

    @Test
    void tunnelPrioritiesTwoAndSixOfADualTorUplinkAreReachedByTheTunnelsDecapMaps() throws Exception {
        // before: WARN pfc-unreached "PFC on priority 2 (and 6) but no DSCP maps to it" on the 7260 dual ToR's 8 uplinks:
        // its AZURE map sends DSCP 2 and 6 to TC 1, and the tunnel's decap maps (TC_TO_PRIORITY_GROUP_MAP AZURE_TUNNEL
        // TC 3 -> PG 2, TC 4 -> PG 6) put the bounced-back traffic there (sonic-net/SONiC doc/qos/tunnel_dscp_remapping.md)
        String fixture = "sonic-qos-arista7260-dualtor.json";
        assertThat(rules(fixture)).doesNotContain("WARN fabric.pfc-unreached", "WARN fabric.pfc-watchdog", "WARN fabric.port-outlier");
        assertThat(findings(fixture)).contains("INFO fabric.pfc-unreached | " + fixture + ": Ethernet48, Ethernet52, Ethernet56 ... "
                + "Ethernet76 (8 ports) | PFC on priority 2,6, which no DSCP of the port's map reaches: not judged (SONiC's dual-ToR "
                + "tunnel QoS remap puts the bounced-back tunnel traffic there through the tunnel's decap maps)");
        assertThat(rules(fixture)).containsSubsequence("FAIL fabric.roce-dscp-lossy", "FAIL fabric.roce-dscp-lossy");
        // without the remap's signs (no TC_TO_DSCP_MAP), the same unreached priorities are warned again
        String plain = Fixtures.text(fixture).replaceFirst("\"TC_TO_DSCP_MAP\"", "\"X_TC_TO_DSCP_MAP\"");
        assertThat(rulesOf(fixture, plain)).contains("WARN fabric.pfc-unreached").doesNotContain("INFO fabric.pfc-unreached");
    }

    @Test
    void aWatchdogMissingTwoAndSixWithoutTheTunnelMapsIsStillWarned() throws Exception {
        String fixture = "sonic-qos-arista7050cx3-dualtor.json";
        String plain = Fixtures.text(fixture).replace(": \"AZURE_UPLINK\"", ": \"AZURE\"").replaceFirst("\"TC_TO_DSCP_MAP\"", "\"X_TC_TO_DSCP_MAP\"");
        assertThat(rulesOf(fixture, plain)).contains("WARN fabric.pfc-watchdog");
        String hw = Fixtures.text(fixture).replace("\"pfcwd_sw_enable\" : \"3,4\"\n        },\n        \"Ethernet28\"",
                "\"pfcwd_sw_enable\" : \"3,4\", \"pfc_wd_hw_enable\": \"2,6\"\n        },\n        \"Ethernet28\"");
        assertThat(rulesOf(fixture, hw.replace(": \"AZURE_UPLINK\"", ": \"AZURE\"").replaceFirst("\"TC_TO_DSCP_MAP\"", "\"X_TC_TO_DSCP_MAP\"")))
                .as("a hardware watchdog field covering 2,6 on Ethernet24 shows the split").contains("INFO fabric.pfc-watchdog");
    }

    @Test
    void tunnelMapsNamedByTheTunnelAreUsed() throws Exception {
        // the qos.json render with the TUNNEL|MuxTunnel0 row of SONiC's tunnel_dscp_remapping HLD added: before, its
        // AZURE_TUNNEL maps were "defined but used by nothing"
        String fixture = "sonic-qos-arista7050cx3-dualtor.json";
        String text = Fixtures.text(fixture);
        String withTunnel = text.substring(0, text.lastIndexOf('}')).stripTrailing() + ",\n    \"TUNNEL\": {\"MuxTunnel0\": {"
                + "\"dscp_mode\": \"pipe\", \"tunnel_type\": \"IPINIP\", \"decap_dscp_to_tc_map\": \"AZURE_TUNNEL\", "
                + "\"decap_tc_to_pg_map\": \"AZURE_TUNNEL\", \"encap_tc_to_queue_map\": \"AZURE_TUNNEL\", "
                + "\"encap_tc_to_dscp_map\": \"AZURE_TUNNEL\"}}\n}\n";
        assertThat(rulesOf(fixture, text)).contains("INFO fabric.unused-definition");
        assertThat(rulesOf(fixture, withTunnel)).doesNotContain("INFO fabric.unused-definition");
        SwitchConfig c = SwitchReaders.read(fixture, withTunnel).get(0);
        assertThat(c.references()).filteredOn(r -> r.from().equals("TUNNEL|MuxTunnel0")).hasSize(4).allMatch(r -> r.resolved());
        assertThat(c.unknownLines()).isEmpty();
    }

    @Test
    void aNullLosslessProfileIsNotMissingWhereTheSwitchRunsTheDynamicBufferModel() throws Exception {
        String fixture = "sonic-utilities-mock-config_db-qos-partial.json";
        String text = Fixtures.text(fixture);
        String dynamic = text.replaceFirst("\\{", "{\n    \"DEVICE_METADATA|localhost\": {\"buffer_model\": \"dynamic\"},");
        String traditional = text.replaceFirst("\\{", "{\n    \"DEVICE_METADATA|localhost\": {\"buffer_model\": \"traditional\"},");
        assertThat(rulesOf(fixture, dynamic)).doesNotContain("FAIL fabric.pfc-buffer-missing");
        assertThat(rulesOf(fixture, traditional)).containsSubsequence("FAIL fabric.pfc-buffer-missing", "FAIL fabric.pfc-buffer-missing");
    }

    @Test
    void aTraditionalModelPortWithACableLengthGetsItsLosslessGroupsFromBuffermgrd() throws Exception {
        // before: FAIL pfc-buffer-missing "PFC on priority 3 (and 4) but no priority group of the port covers it" on all 45
        // ports of the 7800R3-48CQ2 linecard's qos and buffer renders in one CONFIG_DB: buffers_config.j2 writes only PG 0
        // and buffermgrd adds BUFFER_PG|PORT|3-4 at run time (sonic-swss cfgmgr/buffermgr.cpp doSpeedUpdateTask)
        String name = "sonic-arista7800r3-48cq2-lc-config_db.json";
        String configDb = configDb("sonic-qos-arista7800r3-48cq2-lc.json", "sonic-buffer-arista7800r3-48cq2-lc.json");
        assertThat(findingsOf(name, configDb)).containsExactly(
                "FAIL fabric.roce-dscp-lossy | " + name + ": Ethernet0, Ethernet4, Ethernet8 ... Ethernet188 (45 ports) | RoCE DSCP 26 "
                        + "-> class 1 (queue 1) without PFC; PFC is on 3,4 (reached by DSCP 3,4)",
                "INFO fabric.pfc-buffer-missing | " + name + ": Ethernet0, Ethernet4, Ethernet8 ... Ethernet188 (45 ports) | PFC on "
                        + "priority 3,4 with no priority group in the file: not judged (SONiC's buffermgrd adds BUFFER_PG for the "
                        + "pfc_enable priorities at run time, cable 5m)");
        // buffermgrd adds nothing at cable 0m ("Not creating/updating PG profile"): there the missing group is still a FAIL
        assertThat(rulesOf(name, configDb.replace("\"5m\"", "\"0m\""))).contains("FAIL fabric.pfc-buffer-missing")
                .doesNotContain("INFO fabric.pfc-buffer-missing");
        // a port that already has a lossless group for one PFC priority is not the template's: the other stays a FAIL
        String onePg = configDb.replace("\"Ethernet0|0\": {", "\"Ethernet0|3\": {\"profile\": \"ingress_lossy_profile\"},\n        \"Ethernet0|0\": {");
        assertThat(findingsOf(name, onePg)).contains("FAIL fabric.pfc-buffer-missing | " + name + ": Ethernet0 | PFC on priority 4 but "
                + "no priority group of the port covers it");
    }

    /** Two renders of one switch in one CONFIG_DB, as sonic-cfggen writes both templates' tables (no table in both). */
    private static String configDb(String first, String second) throws Exception {
        String a = Fixtures.text(first);
        String b = Fixtures.text(second);
        return a.substring(0, a.lastIndexOf('}')).stripTrailing() + ",\n" + b.substring(b.indexOf('{') + 1);
    }

    private static List<String> rulesOf(String name, String text) throws Exception {
        List<String> out = new ArrayList<>();
        for (SwitchConfig c : SwitchReaders.read(name, text)) {
            for (Finding f : FabricCheck.run(new FabricEvidence(c, Expectation.nvidiaDefault()), RuleSettings.defaults())) {
                out.add(f.severity() + " " + f.rule());
            }
        }
        return out;
    }

    @Test
    void nvueDocumentGivesTwoEcnMinimumsForOneConfiguration() throws Exception {
        List<String> f = findings("cumulus512-nvue-roce-partial.txt");
        assertThat(f).contains("WARN fabric.port-outlier | cumulus512-nvue-roce-partial.txt (nv show output): swp16 | queue 3 ECN "
                + "minimum 153 KB on swp16 but 146.48 KB on 1 port (global)");
        assertThat(rules("cumulus512-nvue-roce-partial.txt")).containsExactly("INFO fabric.ecn-without-pfc",
                "WARN fabric.port-outlier", "WARN fabric.port-outlier", "INFO fabric.ecn-without-pfc");
    }

    @Test
    void nxosClassifiesByCosMixesSharesAndLeavesCnpUnclassified() throws Exception {
        assertThat(rules("nxos-azurelocal-qos-partial.txt")).containsExactly("WARN fabric.cnp-class", "WARN fabric.roce-dscp-lossy",
                "INFO fabric.ecn-thresholds", "INFO fabric.scheduling-shares", "INFO fabric.scheduling-shares");
        assertThat(findings("nxos-azurelocal-qos-partial.txt")).anyMatch(x -> x.contains("classification by CoS/PCP, not DSCP"))
                .anyMatch(x -> x.contains("remaining bandwidth shares sum to 98 %"));
    }

    @Test
    void eosHasDscp26OnClass4PfcOffAndStepMarking() throws Exception {
        List<String> f = findings("eos-avd-qos.cfg");
        assertThat(f).contains("FAIL fabric.pfc-off | eos-avd-qos.cfg | PFC is switched off switch-wide",
                "FAIL fabric.roce-dscp-lossy | eos-avd-qos.cfg: profile test_with_pfc | RoCE DSCP 26 -> class 4 (queue 4) without "
                        + "PFC; PFC is on 0",
                "INFO fabric.ecn-without-pfc | eos-avd-qos.cfg: profile wred_queues_test | queue 3 marks ECN but has no PFC");
        assertThat(f).anyMatch(x -> x.contains("queue 1 ECN thresholds in milliseconds"))
                .anyMatch(x -> x.contains("queue 4 ECN thresholds in segments"))
                .anyMatch(x -> x.contains("queue 2 ECN minimum equals maximum (320 kbytes (327680 B))"));
    }

    @Test
    void cumulusTrafficConfListsGroupsThatDoNotExistSoPfcAndEcnAreNotApplied() throws Exception {
        String f = "cumulus4-traffic-conf-roce-lossless-partial.conf";
        assertThat(findings(f)).containsExactly(
                "FAIL fabric.dangling-reference | " + f + ": ecn_red.port_group_list | ecn_red port group 'ROCE_ECN' used by "
                        + "ecn_red.port_group_list is not defined",
                "FAIL fabric.dangling-reference | " + f + ": pfc.port_group_list | pfc port group 'ROCE_PFC' used by "
                        + "pfc.port_group_list is not defined",
                "FAIL fabric.pfc-off | " + f + " | no port has PFC on any priority",
                "FAIL fabric.roce-dscp-lossy | " + f + ": swp1 | RoCE DSCP 26 -> class 3 (queue 3) without PFC; no priority has PFC");
        SwitchConfig c = SwitchReaders.read(f, Fixtures.text(f)).get(0);
        assertThat(c.notes()).extracting(n -> n.text()).anyMatch(n -> n.startsWith("pfc port group pfc_port_group has settings but "
                + "pfc.port_group_list is [ROCE_PFC]")).anyMatch(n -> n.startsWith("ecn_red port group ecn_red_port_group has settings"));
    }

    @Test
    void comwareRoceOnPriorityFiveIsConsistentAndOnlyItsCellThresholdsAreNoted() throws Exception {
        assertThat(findings("comware-s9855-roce-interface-partial.txt")).containsExactly(
                "INFO fabric.ecn-thresholds | comware-s9855-roce-interface-partial.txt: FourHundredGigE1/0/95 | queue 5 ECN thresholds "
                        + "in cells (6000 cells / 12000 cells): no byte size without the ASIC's segment size, so not checked against "
                        + "the buffer");
    }

    @Test
    void junosJvdHasNothingToFlagButItsPercentThresholds() throws Exception {
        assertThat(findings("junos-jvd-rocev2-lossless.conf")).containsExactly(
                "INFO fabric.ecn-thresholds | junos-jvd-rocev2-lossless.conf: et-* | queue 4 ECN thresholds in percent "
                        + "(55 percent / 90 percent): no byte size without the ASIC's drain rate, so not checked against the buffer");
    }

    @Test
    void junosSetFormLeavesItsEcnDropProfileUnusedAndTheMisplacedStatementUnknown() throws Exception {
        String f = "junos-jvd-roce-qos-set-partial.txt";
        assertThat(findings(f)).containsExactly("INFO fabric.unused-definition | " + f + ": drop-profile ECN-DP | drop-profile "
                + "'ECN-DP' is defined but used by nothing");
        SwitchConfig c = SwitchReaders.read(f, Fixtures.text(f)).get(0);
        assertThat(c.unknownLines()).extracting(l -> l.text())
                .containsExactly("set class-of-service forwarding-classes class NO-LOSS explicit-congestion-notification");
        assertThat(c.port("et-0/0/0").orElseThrow().queues()).allMatch(q -> q.ecn().isEmpty());
    }
}
