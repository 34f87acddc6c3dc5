package io.rocekit.doctor.rule.fabric;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.rule.Limits;
import io.rocekit.doctor.rule.NodeEvidence;
import io.rocekit.doctor.switchcfg.EvidenceReaders;
import io.rocekit.host.artifact.ArtifactKind;
import io.rocekit.host.artifact.ParsedArtifact;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.detect.DetectedPart;
import io.rocekit.host.parse.Parsers;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The switch-against-host rules on the demo's real mlnx_qos (trust dscp, PFC 3) and real or minimal switch configurations. */
class HostSwitchRulesTest {
    private static final String DEMO = "/io/rocekit/doctor/demo/h100-untuned/";

    private static String resource(String path) throws Exception {
        try (InputStream in = HostSwitchRulesTest.class.getResourceAsStream(path)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static NodeEvidence evidence(String switchFile, String switchText) throws Exception {
        Parsers p = EvidenceReaders.parsers();
        List<ParsedArtifact<?>> a = new ArrayList<>();
        a.add(p.parse(new DetectedPart(TextSource.of("mlnx_qos.txt", resource(DEMO + "commands/mlnx_qos.ens83np0.txt")),
                ArtifactKind.MLNX_QOS, Optional.empty(), Set.of())).orElseThrow());
        a.add(p.parse(new DetectedPart(TextSource.of(switchFile, switchText), ArtifactKind.SWITCH_CONFIG, Optional.empty(), Set.of()))
                .orElseThrow());
        return NodeEvidence.of(a);
    }

    @Test
    void sonicsAzureMapMakesTheNodesLosslessDscp26LossyOnTheSwitch() throws Exception {
        NodeEvidence e = evidence("config_db.json", resource(DEMO + "extra/switch-config_db.json"));
        List<Finding> f = new HostDscpRule().check(e, Limits.defaults());
        assertThat(f).hasSize(1);
        assertThat(f.get(0).title()).isEqualTo("RoCE DSCP 26 is lossless on the NIC (priority 3, PFC on 3) but on switch config_db.json "
                + "it maps to class 1 without PFC (PFC on 3,4) on 28 port(s): Ethernet4, Ethernet8, Ethernet12 and 25 more");
        assertThat(new HostPfcRule().check(e, Limits.defaults())).isEmpty(); // PFC 3 is on at both ends
        assertThat(new HostCnpRule().check(e, Limits.defaults())).isEmpty(); // 48 -> TC 6, 26 -> TC 1
    }

    @Test
    void aSwitchPortWithoutTheNicsPfcPriorityAndTrustingPcpIsReported() throws Exception {
        String eos = "interface Ethernet1\n   qos trust cos\n   priority-flow-control on\n   priority-flow-control priority 4 no-drop\n"
                + "   tx-queue 4\n      random-detect ecn minimum-threshold 150 kbytes maximum-threshold 1500 kbytes\n";
        NodeEvidence e = evidence("leaf.cfg", eos);
        List<Finding> pfc = new HostPfcRule().check(e, Limits.defaults());
        assertThat(pfc).extracting(Finding::title).containsExactly("NIC has PFC on priority 3 but switch leaf.cfg has PFC on 4 on 1 port(s): Ethernet1");
        List<Finding> trust = new HostTrustRule().check(e, Limits.defaults());
        assertThat(trust).extracting(Finding::title).containsExactly("NIC trusts dscp but switch leaf.cfg trusts pcp on 1 port(s): Ethernet1");
        assertThat(new HostDscpRule().check(e, Limits.defaults())).isEmpty(); // the port does not look at DSCP: trust says so
    }

    @Test
    void aSwitchThatAgreesGivesNoFinding() throws Exception {
        String eos = "qos map dscp 26 to traffic-class 3\nqos map dscp 48 to traffic-class 6\ninterface Ethernet1\n   qos trust dscp\n"
                + "   priority-flow-control on\n   priority-flow-control priority 3 no-drop\n";
        NodeEvidence e = evidence("leaf.cfg", eos);
        for (var r : List.of(new HostDscpRule(), new HostPfcRule(), new HostTrustRule(), new HostCnpRule())) {
            assertThat(r.check(e, Limits.defaults())).as(r.info().id()).isEmpty();
        }
    }

    private static NodeEvidence ibvAndSwitch(String ibvResource, String switchFile, String switchText) throws Exception {
        Parsers p = EvidenceReaders.parsers();
        List<ParsedArtifact<?>> a = new ArrayList<>();
        a.add(p.parse(new DetectedPart(TextSource.of("ibv_devinfo.txt", resource(ibvResource)), ArtifactKind.IBV_DEVINFO,
                Optional.empty(), Set.of())).orElseThrow());
        a.add(p.parse(new DetectedPart(TextSource.of(switchFile, switchText), ArtifactKind.SWITCH_CONFIG, Optional.empty(), Set.of()))
                .orElseThrow());
        return NodeEvidence.of(a);
    }

    private static final String IBV_4096 = "/bench/variants/ibv-devinfo-v-cx5-100g-cx7-400g.txt";

    @Test
    void roceActiveMtu4096DoesNotFitASwitchPortOf1500() throws Exception {
        String eos = "qos map dscp 26 to traffic-class 3\ninterface Ethernet1\n   mtu 1500\n   qos trust dscp\n   priority-flow-control on\n   priority-flow-control priority 3 no-drop\n"
                + "interface Ethernet2\n   mtu 9214\n   qos trust dscp\n   priority-flow-control on\n   priority-flow-control priority 3 no-drop\n";
        List<Finding> f = new HostMtuRule().check(ibvAndSwitch(IBV_4096, "leaf.cfg", eos), Limits.defaults());
        assertThat(f).extracting(Finding::title).containsExactly("The node sends RoCE packets of up to 4192 B (mlx5_0 active_mtu 4096 "
                + "+ 96 B of headers) but switch leaf.cfg passes IP packets of 1500 B on 1 port(s): Ethernet1");
        assertThat(f.get(0).evidence()).extracting(Object::toString).anyMatch(x -> x.contains("leaf.cfg:3: mtu 1500"))
                .anyMatch(x -> x.contains("ibv_devinfo.txt:14: active_mtu:"));
    }

    @Test
    void aJunosMediaMtuIsComparedAsTheIpPacketItPasses() throws Exception {
        // 4192 B IP packets need a media MTU of 4206; 4200 passes 4186 B.
        String junos = "set class-of-service forwarding-classes class RDMA queue-num 3 no-loss\n"
                + "set class-of-service interfaces et-0/0/1 scheduler-map SM\n"
                + "set interfaces et-0/0/1 mtu 4200\n";
        List<Finding> f = new HostMtuRule().check(ibvAndSwitch(IBV_4096, "qfx.txt", junos), Limits.defaults());
        assertThat(f).extracting(Finding::title).containsExactly("The node sends RoCE packets of up to 4192 B (mlx5_0 active_mtu 4096 "
                + "+ 96 B of headers) but switch qfx.txt passes IP packets of 4186 B (mtu 4200 counts 14 B of Ethernet framing) on "
                + "1 port(s): et-0/0/1");
        assertThat(f.get(0).remediation().get(0)).contains("mtu 4206 as this switch counts it");
    }

    @Test
    void aSwitchWithoutPortMtusIsSaidNotToBeCompared() throws Exception {
        List<Finding> f = new HostMtuRule().check(ibvAndSwitch(IBV_4096, "config_db.json", resource(DEMO + "extra/switch-config_db.json")),
                Limits.defaults());
        assertThat(f).extracting(Finding::severity, Finding::title).containsExactly(org.assertj.core.groups.Tuple.tuple(
                io.rocekit.core.finding.Severity.INFO, "MTU not compared: switch config_db.json states no port MTU (the node sends "
                        + "RoCE packets of up to 4192 B (mlx5_0 active_mtu 4096 + 96 B of headers))"));
    }

    @Test
    void jumboPortsPassTheNodesPacketsAndNoHostEvidenceMeansNoComparison() throws Exception {
        String eos = "qos map dscp 26 to traffic-class 3\ninterface Ethernet1\n   mtu 9214\n   qos trust dscp\n   priority-flow-control on\n   priority-flow-control priority 3 no-drop\n";
        assertThat(new HostMtuRule().check(ibvAndSwitch(IBV_4096, "leaf.cfg", eos), Limits.defaults())).isEmpty();
        assertThat(new HostMtuRule().check(evidence("leaf.cfg", eos), Limits.defaults())).isEmpty(); // mlnx_qos has no MTU
    }

    @Test
    void theDemoSnapshotsNicMtuIsReadFromSysfsAndTheSwitchWithoutPortMtusIsSaidNotToBeCompared() throws Exception {
        var snapshot = io.rocekit.host.snapshot.ResourceSnapshot.open("demo", DEMO);
        io.rocekit.host.facts.HostFacts facts = io.rocekit.host.facts.HostFactsReader.read(snapshot);
        assertThat(facts.netMtus()).hasSize(8).allMatch(v -> v.value().equals("4200") && v.path().endsWith("/mtu"));
        NodeEvidence e = evidence("extra/switch-config_db.json", resource(DEMO + "extra/switch-config_db.json")).with(facts);
        List<Finding> f = new HostMtuRule().check(e, Limits.defaults());
        assertThat(f).extracting(Finding::title).containsExactly("MTU not compared: switch extra/switch-config_db.json states no port "
                + "MTU (the node sends IP packets of up to 4200 B (NIC MTU 4200))");
        String jumbo = "qos map dscp 26 to traffic-class 3\ninterface Ethernet1\n   mtu 4000\n   qos trust dscp\n";
        assertThat(new HostMtuRule().check(evidence("leaf.cfg", jumbo).with(facts), Limits.defaults())).extracting(Finding::title)
                .containsExactly("The node sends IP packets of up to 4200 B (NIC MTU 4200) but switch leaf.cfg passes IP packets of "
                        + "4000 B on 1 port(s): Ethernet1");
    }
}
