package io.rocekit.fabric.rule;

import static io.rocekit.fabric.rule.FixtureFindingsTest.findingsOf;
import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.fabric.Fixtures;
import io.rocekit.fabric.model.Definition;
import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.read.SwitchReaders;
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
}
