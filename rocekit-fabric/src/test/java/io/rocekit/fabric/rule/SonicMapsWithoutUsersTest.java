package io.rocekit.fabric.rule;

import static io.rocekit.fabric.rule.FixtureFindingsTest.findingsOf;
import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.fabric.Fixtures;
import io.rocekit.fabric.model.Definition;
import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.read.SwitchReaders;
import java.util.List;
import org.junit.jupiter.api.Test;

/** SONiC maps whose users are not in the file: the tunnel's maps of a qos.json render, a file of maps alone. */
class SonicMapsWithoutUsersTest {
    private static final String DUALTOR = "sonic-qos-arista7050cx3-dualtor.json";

    @Test
    void theFourTunnelMapsOfARenderAreForTheTunnelTableItDoesNotHold() throws Exception {
        // before: "DSCP_TO_TC_MAP 'AZURE_TUNNEL' is defined but used by nothing" and the same of TC_TO_QUEUE_MAP, two of
        // the four maps qos_config.j2 renders for the tunnel QoS remap (the TUNNEL row naming them is minigraph's)
        assertThat(findingsOf(DUALTOR, Fixtures.text(DUALTOR))).filteredOn(f -> f.contains("unused-definition")).containsExactly(
                "INFO fabric.unused-definition | " + DUALTOR + ": AZURE_TUNNEL | DSCP_TO_TC_MAP, TC_TO_QUEUE_MAP, "
                        + "TC_TO_PRIORITY_GROUP_MAP and TC_TO_DSCP_MAP 'AZURE_TUNNEL' used by nothing in this file: they are for "
                        + "SONiC's TUNNEL table (MuxTunnel0, the dual-ToR tunnel QoS remap), which the file does not hold");
        SwitchConfig c = SwitchReaders.read(DUALTOR, Fixtures.text(DUALTOR)).get(0);
        assertThat(c.definitions()).filteredOn(d -> d.usedOutside().isPresent()).extracting(Definition::name).containsOnly("AZURE_TUNNEL")
                .hasSize(4);
        assertThat(c.definitions()).filteredOn(d -> d.name().equals("AZURE_UPLINK")).allMatch(d -> d.usedOutside().isEmpty());
    }

    @Test
    void aTunnelMapAPortNamesOrATunnelTableThatNamesOthersKeepsTheUnusedOnes() throws Exception {
        String text = Fixtures.text(DUALTOR);
        // a TC_TO_DSCP_MAP a port uses is not the tunnel's: its DSCP_TO_TC_MAP and TC_TO_QUEUE_MAP of that name are unused
        String portUses = text.replaceFirst("\"dscp_to_tc_map\"  : \"AZURE_UPLINK\",",
                "\"dscp_to_tc_map\"  : \"AZURE_UPLINK\", \"tc_to_dscp_map\": \"AZURE_TUNNEL\",");
        assertThat(findingsOf(DUALTOR, portUses)).filteredOn(f -> f.contains("unused-definition")).extracting(f -> f.substring(f.lastIndexOf("| ")))
                .containsExactly("| DSCP_TO_TC_MAP 'AZURE_TUNNEL' is defined but used by nothing",
                        "| TC_TO_QUEUE_MAP 'AZURE_TUNNEL' is defined but used by nothing");
        // a TUNNEL table in the file says who uses what: one naming other maps leaves these unused
        String otherTunnel = text.substring(0, text.lastIndexOf('}')).stripTrailing() + ",\n    \"TUNNEL\": {\"MuxTunnel0\": {"
                + "\"dscp_mode\": \"uniform\", \"tunnel_type\": \"IPINIP\"}}\n}\n";
        assertThat(findingsOf(DUALTOR, otherTunnel)).filteredOn(f -> f.contains("unused-definition")).hasSize(2)
                .allMatch(f -> f.endsWith("is defined but used by nothing"));
    }

    @Test
    @org.junit.jupiter.api.Timeout(20)
    void manyTunnelMapsAreMarkedInOnePass() throws Exception {
        // found in review: each tunnel map rewrote every definition (20,000 maps in three tables: 25 s)
        StringBuilder sb = new StringBuilder("{\n");
        for (String table : List.of("TC_TO_DSCP_MAP", "DSCP_TO_TC_MAP", "TC_TO_QUEUE_MAP")) {
            sb.append("  \"").append(table).append("\": {");
            for (int i = 0; i < 20_000; i++) {
                sb.append(i == 0 ? "" : ",").append("\"M").append(i).append("\": {\"0\": \"0\"}");
            }
            sb.append("},\n");
        }
        sb.append("  \"PORT_QOS_MAP\": {\"Ethernet0\": {\"pfc_enable\": \"3,4\"}}\n}\n");
        SwitchConfig c = SwitchReaders.read("maps.json", sb.toString()).get(0);
        assertThat(c.definitions()).filteredOn(d -> d.usedOutside().isPresent()).hasSize(60_000);
    }

    /** The map tables of sonic-qos-arista7050.json, its lines as they are, without what follows them (SCHEDULER on). */
    private static String mapsAlone() {
        String text = Fixtures.text("sonic-qos-arista7050.json");
        String maps = text.substring(0, text.indexOf("    \"SCHEDULER\"")).stripTrailing();
        return maps.substring(0, maps.length() - 1) + "\n}\n"; // the comma before SCHEDULER
    }

    private static String withPortQosMap(String portQosMap) {
        String maps = mapsAlone();
        return maps.substring(0, maps.lastIndexOf('}')).stripTrailing() + ",\n    \"PORT_QOS_MAP\": " + portQosMap + "\n}\n";
    }

    @Test
    void mapsAloneSayWhichTablesAreMissingRatherThanFailPfc() throws Exception {
        // before: FAIL fabric.pfc-off "no port has PFC on any priority (no port is configured at all)" and INFO
        // unused-definition for DSCP_TO_TC_MAP and TC_TO_QUEUE_MAP AZURE, whose users are in tables the file does not hold
        String maps = mapsAlone();
        assertThat(findingsOf("maps.json", maps)).containsExactly("INFO fabric.pfc-off | maps.json | PFC not judged: the file "
                + "defines classification maps but no port in PORT_QOS_MAP, QUEUE, BUFFER_PG to say which ports use them and with "
                + "which PFC priorities");
        SwitchConfig c = SwitchReaders.read("maps.json", maps).get(0);
        assertThat(c.absentPortTables()).containsExactly("PORT_QOS_MAP", "QUEUE", "BUFFER_PG");
        assertThat(c.notes()).extracting(n -> n.text()).contains("no port in PORT_QOS_MAP, QUEUE, BUFFER_PG: which ports use the "
                + "maps and profiles defined here, and with which PFC priorities, is not in this file");
    }

    @Test
    void aPortQosMapOfGlobalOnlyGivesNoPortPfcAndIsStillFlagged() throws Exception {
        // The PORT_QOS_MAP is there and gives no port a pfc_enable: the storage-backend render's ground truth asks for
        // "no PFC-enabled priorities anywhere" to be flagged, so this is not a file of maps alone
        String global = withPortQosMap("{\n        \"global\": {\n            \"dscp_to_tc_map\"  : \"AZURE\"\n        }\n    }");
        assertThat(findingsOf("global.json", global)).first().asString().startsWith("FAIL fabric.pfc-off | global.json | "
                + "no port has PFC on any priority");
        assertThat(SwitchReaders.read("global.json", global).get(0).absentPortTables()).isEmpty();
    }

    @Test
    void aVoqLinecardWithNoLocalPortIsNotFailedForPfc() throws Exception {
        // before: FAIL fabric.pfc-off "no port has PFC on any priority" on qos_config.j2's render for a linecard none of
        // whose ports has a neighbour: PORT_QOS_MAP global alone, QUEUE rows of the chassis' 144 system ports only
        String fixture = "sonic-qos-voq-no-config.json";
        List<String> f = findingsOf(fixture, Fixtures.text(fixture));
        assertThat(f).filteredOn(x -> x.contains("fabric.pfc-off")).containsExactly("INFO fabric.pfc-off | " + fixture + " | PFC not "
                + "judged: no local port in PORT_QOS_MAP, only the VOQ chassis' 144 system ports, whose PFC their own linecards set");
        assertThat(f).noneMatch(x -> x.startsWith("WARN")).filteredOn(x -> x.startsWith("FAIL")).containsExactly("FAIL fabric.roce-dscp-lossy | "
                + fixture + ": global | RoCE DSCP 26 -> class 1 (queue 1) without PFC; no priority has PFC");
    }

    @Test
    void mapsGivenToPortsAreStillJudged() throws Exception {
        // an empty PORT_QOS_MAP says no port gets anything (the storage-backend render): still no PFC anywhere
        assertThat(findingsOf("empty.json", withPortQosMap("{\n    }"))).first().asString().startsWith("FAIL fabric.pfc-off | empty.json | "
                + "no port has PFC on any priority");
        // a port row that takes the maps: DSCP 26 lands on lossy class 1, as on the whole file
        String port = withPortQosMap("{\"global\": {\"dscp_to_tc_map\": \"AZURE\"}, \"Ethernet0\": {\"dscp_to_tc_map\": \"AZURE\", "
                + "\"tc_to_queue_map\": \"AZURE\", \"pfc_enable\": \"3,4\"}}");
        assertThat(findingsOf("port.json", port)).contains("FAIL fabric.roce-dscp-lossy | port.json: Ethernet0 | RoCE DSCP 26 -> class 1 "
                + "(queue 1) without PFC; PFC is on 3,4 (reached by DSCP 3,4)");
        assertThat(SwitchReaders.read("port.json", port).get(0).absentPortTables()).isEmpty();
    }
}
