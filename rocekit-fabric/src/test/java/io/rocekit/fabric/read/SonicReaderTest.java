package io.rocekit.fabric.read;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.fabric.Fixtures;
import io.rocekit.fabric.model.PortQos;
import io.rocekit.fabric.model.Reference;
import io.rocekit.fabric.model.Scheduling;
import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.model.Vendor;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class SonicReaderTest {
    private static SwitchConfig read(String name) throws ConfigSyntaxException {
        return new SonicReader().readOne(name, Fixtures.text(name));
    }

    @Test
    void arista7050ReadsToItsGroundTruth() throws Exception {
        SwitchConfig c = read("sonic-qos-arista7050.json");
        assertThat(c.vendor()).isEqualTo(Vendor.SONIC);
        assertThat(c.ports()).hasSize(28);
        PortQos p = c.port("Ethernet4").orElseThrow();
        assertThat(p.dscpToTc()).hasSize(64).containsEntry(3, 3).containsEntry(4, 4).containsEntry(8, 0)
                .containsEntry(5, 2).containsEntry(46, 5).containsEntry(48, 6).containsEntry(26, 1);
        assertThat(p.pfcPriorities()).containsExactly(3, 4);
        assertThat(p.pfcWatchdogPriorities()).contains(new java.util.TreeSet<>(List.of(3, 4)));
        assertThat(p.queueOfTc(3)).isEqualTo(3);
        var q3 = p.queue(3).orElseThrow();
        assertThat(q3.ecn().orElseThrow().min().orElseThrow().bytes()).hasValue(1048576);
        assertThat(q3.ecn().orElseThrow().max().orElseThrow().bytes()).hasValue(2097152);
        assertThat(q3.ecn().orElseThrow().probabilityPercent()).hasValue(5.0);
        assertThat(q3.scheduling()).contains(new Scheduling(Scheduling.Kind.DWRR, 15));
        assertThat(p.queue(0).orElseThrow().scheduling()).contains(new Scheduling(Scheduling.Kind.DWRR, 14));
        assertThat(p.queue(0).orElseThrow().ecn()).isEmpty();
        assertThat(p.queue(7)).isEmpty();
        assertThat(c.references()).allMatch(Reference::resolved);
        assertThat(c.unknownLines()).isEmpty();
        assertThat(p.where("pfc").orElseThrow().line()).isPresent();
    }

    @Test
    void aWholeConfigDbPassesOverItsTablesThatAreNotQos() throws Exception {
        // before: "57 line(s) not understood", one per CRM, VLAN, BGP_NEIGHBOR, MUX_CABLE ... row
        SwitchConfig c = read("sonic-utilities-mock-asic0-config_db.json");
        assertThat(c.unknownLines()).isEmpty();
        assertThat(c.notes()).extracting(n -> n.text()).anyMatch(n -> n.startsWith("passed over 28 tables that are not QoS (57 rows): "
                + "ACL_RULE, ACL_TABLE, BGP_NEIGHBOR,") && n.contains("CRM") && n.contains("MUX_CABLE") && n.contains("VLAN_MEMBER"));
        // the wred_profile's own line, not the key's (351)
        assertThat(c.port("Ethernet4").orElseThrow().where("queue.1").orElseThrow().line()).hasValue(353);
    }

    @Test
    void aQosTableRocekitDoesNotReadIsStillALineNotUnderstood() throws Exception {
        String text = "{\"DSCP_TO_FC_MAP|AZURE\": {\"26\": \"3\"}, \"VLAN|Vlan1000\": {\"vlanid\": \"1000\"},"
                + " \"PORT_QOS_MAP|Ethernet0\": {\"pfc_enable\": \"3\"}}";
        SwitchConfig c = new SonicReader().readOne("x.json", text);
        assertThat(c.unknownLines()).extracting(l -> l.text()).containsExactly("\"DSCP_TO_FC_MAP|AZURE\"");
        assertThat(c.notes()).extracting(n -> n.text()).contains("passed over 1 table that is not QoS (1 row): VLAN");
    }

    @Test
    void tcToDscpMapIsReadAsADefinition() throws Exception {
        SwitchConfig c = read("sonic-qos-arista7050cx3-dualtor.json");
        assertThat(c.definitions()).anyMatch(d -> d.kind().equals("TC_TO_DSCP_MAP") && d.name().equals("AZURE_TUNNEL"));
        assertThat(c.unknownLines()).isEmpty();
    }

    @Test
    void voqQueueKeysAreTheSystemPortsQueues() throws Exception {
        SwitchConfig c = read("sonic-qos-pch-config.json");
        assertThat(c.ports().stream().filter(p -> !p.isSystemPort()).map(PortQos::port)).containsExactly("Ethernet0");
        assertThat(c.ports().stream().filter(PortQos::isSystemPort)).hasSize(144);
        PortQos voq = c.port("SONIC4|asic0|Ethernet0").orElseThrow();
        assertThat(voq.dscpToTc()).as("PORT_QOS_MAP global classifies the local ports, not the VOQs").isEmpty();
        assertThat(voq.pfcPriorities()).isEmpty();
        assertThat(voq.queue(3).orElseThrow().ecn().orElseThrow().min().orElseThrow().bytes()).hasValue(2_000_000);
        assertThat(voq.queue(3).orElseThrow().scheduling()).contains(new Scheduling(Scheduling.Kind.DWRR, 15));
        assertThat(voq.queue(0).orElseThrow().scheduling()).contains(new Scheduling(Scheduling.Kind.DWRR, 14));
        // each field's own line (the key is on 327): before, both cited the key's line
        assertThat(voq.where("queue.3").orElseThrow().line()).hasValue(329);
        assertThat(voq.where("queue.3").orElseThrow().text()).isEqualTo("\"QUEUE|SONIC4|asic0|Ethernet0|3\" wred_profile: AZURE_LOSSLESS");
        assertThat(voq.whereScheduling(3).orElseThrow().line()).hasValue(328);
        assertThat(c.notes()).extracting(n -> n.text()).anyMatch(n -> n.startsWith("VOQ chassis: 144 system ports "
                + "(SONIC1|asic0|Ethernet0 ... SONIC4|asic1|Ethernet280, hostname|asic|port)"));
        assertThat(c.references()).allMatch(Reference::resolved);
        assertThat(c.unknownLines()).isEmpty();
    }

    /**
     * The source note says PORT_QOS_MAP holds a "global" entry naming a DSCP map AZURE that does not
     * exist; the file itself (line 60) has an empty PORT_QOS_MAP. The reader reports the file: no port,
     * no reference, and the DOT1P map, WRED profile and schedulers defined but used by nothing.
     */
    @Test
    void storageBackendConfiguresNoPortAndUsesNoneOfItsDefinitions() throws Exception {
        SwitchConfig c = read("sonic-qos-arista7050-t0-storage-backend.json");
        assertThat(c.ports()).isEmpty();
        assertThat(c.references()).isEmpty();
        assertThat(c.definitions()).extracting(d -> d.kind() + " " + d.name())
                .contains("DOT1P_TO_TC_MAP AZURE", "WRED_PROFILE AZURE_LOSSLESS", "SCHEDULER scheduler.0",
                        "SCHEDULER scheduler.1")
                .doesNotContain("DSCP_TO_TC_MAP AZURE");
        assertThat(c.notes()).anyMatch(n -> n.text().contains("yellow max threshold 2097152 differs from green 12000144"));
        assertThat(c.notes()).anyMatch(n -> n.text().startsWith("PORT_QOS_MAP is empty"));
    }

    @Test
    void mellanoxBuffersSayTheLosslessHeadroomIsNotInTheFile() throws Exception {
        SwitchConfig c = read("sonic-buffers-mellanox4600c-t1.json");
        assertThat(c.buffers().pools().get("ingress_lossless_pool").sizeBytes()).hasValue(44130304);
        assertThat(c.buffers().pools().get("ingress_lossless_pool").xoffBytes()).hasValue(8790016);
        assertThat(c.buffers().pools().get("egress_lossless_pool").sizeBytes()).hasValue(60817392);
        assertThat(c.buffers().pools().get("ingress_zero_pool").sizeBytes()).hasValue(0);
        var lossless = c.buffers().profiles().get("ingress_lossless_profile");
        assertThat(lossless.dynamicTh()).contains("7");
        assertThat(lossless.xoffBytes()).isEmpty();
        assertThat(c.buffers().profiles().get("egress_lossy_profile").sizeBytes()).hasValue(9216);
        assertThat(c.buffers().profiles().get("ingress_lossy_pg_zero_profile").staticThBytes()).hasValue(0);
        assertThat(c.ports()).hasSize(64);
        PortQos e0 = c.port("Ethernet0").orElseThrow();
        assertThat(e0.priorityGroups()).containsEntry("0", "ingress_lossy_profile").hasSize(1);
        assertThat(e0.queue(3).orElseThrow().bufferProfile()).contains("egress_lossless_profile");
        assertThat(e0.cableLength()).contains("300m");
        assertThat(c.port("Ethernet8").orElseThrow().cableLength()).contains("5m");
        long fourLossless = c.ports().stream().filter(p -> p.queue(6).flatMap(q -> q.bufferProfile())
                .equals(Optional.of("egress_lossless_profile"))).count();
        assertThat(fourLossless).isEqualTo(20);
        assertThat(c.notes()).anyMatch(n -> n.text().startsWith("lossless PG headroom not present in config"));
    }

    @Test
    void flatMockConfigDbReadsToItsGroundTruth() throws Exception {
        SwitchConfig c = read("sonic-utilities-mock-config_db-qos-partial.json");
        PortQos e0 = c.port("Ethernet0").orElseThrow();
        assertThat(e0.pfcPriorities()).containsExactly(3, 4);
        assertThat(e0.priorityGroups()).containsEntry("3-4", "NULL").containsEntry("0", "ingress_lossy_profile");
        assertThat(e0.queue(3).orElseThrow().scheduling()).contains(new Scheduling(Scheduling.Kind.DWRR, 15));
        assertThat(e0.queue(3).orElseThrow().bufferProfile()).contains("egress_lossless_profile");
        assertThat(e0.pfcWatchdogPriorities()).contains(new java.util.TreeSet<>(List.of(3, 4)));
        PortQos e8 = c.port("Ethernet8").orElseThrow();
        assertThat(e8.pfcPriorities()).isEmpty();
        assertThat(e8.pfcWatchdogPriorities()).isPresent();
        assertThat(e8.queue(4).orElseThrow().ecn().orElseThrow().max().orElseThrow().bytes()).hasValue(2097152);
        var hr = c.buffers().profiles().get("headroom_profile");
        assertThat(hr.xonBytes()).hasValue(18432);
        assertThat(hr.xoffBytes()).hasValue(32768);
        assertThat(hr.sizeBytes()).hasValue(51200);
        assertThat(c.buffers().profiles().get("ingress_lossless_profile_hbm").staticThBytes()).hasValue(12121212);
        assertThat(c.buffers().pools().get("ingress_lossless_pool_hbm").sizeBytes()).hasValue(139458240);
        assertThat(c.references()).filteredOn(r -> !r.resolved()).extracting(Reference::name).containsExactly("port_scheduler");
        assertThat(c.notes()).anyMatch(n -> n.text().contains("ingress_lossless_pool has no size"));
    }

    @Test
    void brokenJsonNamesFileAndLine() {
        assertThatThrownBy(() -> new SonicReader().readOne("x.json", "{\n  \"PORT_QOS_MAP\": {\n    \"Ethernet0\": {\"pfc_enable\": }\n}"))
                .isInstanceOf(ConfigSyntaxException.class).hasMessageStartingWith("x.json:3: expected valid JSON")
                .message().asString().doesNotContain("comma before");
    }

    /**
     * The end of sonic-config-engine's sample output qos-nokia-ixr7250e-36x400g.json (sonic-buildimage
     * src/sonic-config-engine/tests/sample_output/py3 @9fc44f11): SONiC's template left a comma before
     * the closing brace, which sonic-cfggen's json.loads refuses too; the message says so.
     */
    @Test
    void aTrailingCommaIsNamedAsTheCause() {
        String text = "{\n    \"QUEUE\": {\n        \"str2-7250-lc2-1|asic1|Ethernet280|4\": {\n"
                + "            \"wred_profile\": \"AZURE_LOSSLESS\"\n        },\n    }\n}\n";
        assertThatThrownBy(() -> new SonicReader().readOne("qos.json", text)).isInstanceOf(ConfigSyntaxException.class)
                .hasMessageStartingWith("qos.json:6: expected valid JSON")
                .hasMessageContaining("a comma before the closing '}': JSON allows none there");
        assertThatThrownBy(() -> new SonicReader().readOne("l.json", "{\"PORT\": {\"Ethernet0\": {\"lanes\": [1, 2, ]}}}"))
                .hasMessageContaining("a comma before the closing ']'");
    }

    @Test
    void aJsonWithOnlyATunnelIsNotSonicQos() throws Exception {
        // before: recognised as SONiC by its "TUNNEL" key, read to nothing (exit 4); now the clear "expected a switch
        // configuration" of an unrecognised file (exit 2). The TUNNEL row is the one of sonic-net/SONiC
        // doc/qos/tunnel_dscp_remapping.md 5.1.2, as a tool other than SONiC's QoS templates may hold it.
        String tunnel = "{\n    \"TUNNEL\": {\n        \"MuxTunnel0\": {\n            \"dscp_mode\": \"pipe\",\n"
                + "            \"dst_ip\": \"10.1.0.32\",\n            \"tunnel_type\": \"IPINIP\"\n        }\n    },\n"
                + "    \"DEVICE_METADATA\": {\"localhost\": {\"hostname\": \"tor1\"}}\n}\n";
        assertThat(SwitchReaders.detect(tunnel)).isEmpty();
        assertThatThrownBy(() -> SwitchReaders.read("tunnel.json", tunnel)).isInstanceOf(ConfigSyntaxException.class)
                .hasMessageContaining("tunnel.json:1").hasMessageContaining("expected a switch configuration");
        // a table's name as a value, not a key, says nothing either
        assertThat(SwitchReaders.detect("{\"kind\": \"PORT_QOS_MAP\", \"of\": \"QUEUE\"}")).isEmpty();
        // beside a QoS table, the TUNNEL row is read as before
        assertThat(SwitchReaders.detect(tunnel.replaceFirst("\\{", "{\"PORT_QOS_MAP\": {},"))).contains(Vendor.SONIC);
        assertThat(SwitchReaders.detect("{\"TUNNEL|MuxTunnel0\": {}, \"QUEUE|Ethernet0|3\": {}}")).contains(Vendor.SONIC);
        for (String f : List.of("sonic-qos-arista7050.json", "sonic-buffers-mellanox4600c-t1.json", "sonic-qos-arista7050cx3-dualtor.json",
                "sonic-utilities-mock-config_db-qos-partial.json", "sonic-utilities-mock-asic0-config_db.json", "sonic-qos-pch-config.json")) {
            assertThat(SwitchReaders.detect(Fixtures.text(f))).as(f).contains(Vendor.SONIC);
        }
    }
}
