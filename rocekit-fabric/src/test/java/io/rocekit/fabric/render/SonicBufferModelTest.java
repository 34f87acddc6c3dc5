package io.rocekit.fabric.render;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.rocekit.fabric.intent.Profiles;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A SONiC rendering safe to apply: the switch's buffer model, its pools and maps respected, a JSON Patch beside it. */
class SonicBufferModelTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode render(RenderOptions o) throws Exception {
        return JSON.readTree(Rendering.render(Target.SONIC, Profiles.intent("sonic-azure"), o).text());
    }

    private static RenderOptions on(SonicBase base, Optional<SonicBase.BufferModel> model, boolean replace) {
        return new RenderOptions(List.of("Ethernet0", "Ethernet4"), Map.of(), 256, 10_000_000, base, model, replace);
    }

    @Test
    void traditionalWritesCompleteObjectsReferringToTheSwitchsPoolAndLeavesPgZero() throws Exception {
        JsonNode db = render(on(SonicBase.none(), Optional.empty(), false));
        assertThat(db.has("BUFFER_POOL")).as("the switch's pools are never redefined").isFalse();
        JsonNode profile = db.get("BUFFER_PROFILE").elements().next();
        assertThat(profile.get("pool").asText()).isEqualTo("ingress_lossless_pool");
        assertThat(profile.get("size").asLong()).isPositive();
        assertThat(db.get("BUFFER_PG").has("Ethernet0|3-4")).isTrue();
        assertThat(db.get("BUFFER_PG").has("Ethernet0|0")).isFalse();
        assertThat(db.get("BUFFER_QUEUE").get("Ethernet4|4").get("profile").asText()).isEqualTo("egress_lossless_profile");
    }

    @Test
    void dynamicLetsBuffermgrdComputeTheHeadroom() throws Exception {
        SonicBase dynamicSwitch = new SonicBase(JSON.readTree("{\"DEVICE_METADATA\": {\"localhost\": {\"buffer_model\": \"dynamic\"}}}"));
        Rendering.Rendered r = Rendering.render(Target.SONIC, Profiles.intent("sonic-azure"), on(dynamicSwitch, Optional.empty(), false));
        JsonNode db = JSON.readTree(r.text());
        assertThat(db.get("BUFFER_PG").get("Ethernet0|3-4").get("profile").asText()).isEqualTo("NULL");
        assertThat(db.has("BUFFER_PROFILE")).isFalse();
        assertThat(db.get("CABLE_LENGTH").get("AZURE").get("Ethernet4").asText()).isEqualTo("5m");
        assertThat(r.failures()).isEmpty();
        assertThat(r.notes()).anyMatch(n -> n.contains("buffermgrd computes the lossless headroom"));
        // the fragment says the model NULL needs (buffermgrd runs the traditional model unless told), so 'fabric check'
        // on the same text, without render's own filter, finds no missing headroom
        assertThat(db.get("DEVICE_METADATA").get("localhost").get("buffer_model").asText()).isEqualTo("dynamic");
        assertThat(Rendering.check(Target.SONIC, Profiles.intent("sonic-azure"), r.text()))
                .noneMatch(f -> f.rule().equals("fabric.pfc-buffer-missing"));
    }

    @Test
    void aMapTheSwitchUsesIsNotReplacedUnlessAsked() throws Exception {
        SonicBase azure = new SonicBase(JSON.readTree("{\"PORT_QOS_MAP\": {\"Ethernet0\": {\"dscp_to_tc_map\": \"AZURE\"}},"
                + "\"BUFFER_POOL\": {\"ingress_lossless_pool\": {}}, \"BUFFER_PROFILE\": {\"egress_lossless_profile\": {}}}"));
        assertThatThrownBy(() -> render(on(azure, Optional.empty(), false)))
                .hasMessageContaining("PORT_QOS_MAP|Ethernet0 dscp_to_tc_map = AZURE").hasMessageContaining("--replace-maps");
        assertThat(render(on(azure, Optional.empty(), true)).get("PORT_QOS_MAP").get("Ethernet0").get("dscp_to_tc_map").asText())
                .isEqualTo("ROCEKIT");
    }

    @Test
    void aSwitchWithoutTheLosslessPoolIsToldSoInTheTraditionalModel() throws Exception {
        SonicBase bare = new SonicBase(JSON.readTree("{\"DEVICE_METADATA\": {\"localhost\": {\"buffer_model\": \"traditional\"}}}"));
        assertThatThrownBy(() -> render(on(bare, Optional.empty(), false)))
                .hasMessageContaining("the switch has no BUFFER_POOL|ingress_lossless_pool");
    }

    @Test
    void thePatchAddsFieldsOfExistingRowsAndWholeRowsOtherwise() throws Exception {
        SonicBase sw = new SonicBase(JSON.readTree("{\"PORT\": {\"Ethernet0\": {\"mtu\": \"1500\", \"lanes\": \"0,1,2,3\"}}}"));
        JsonNode fragment = JSON.readTree("{\"PORT\": {\"Ethernet0\": {\"mtu\": \"9100\"}}, \"WRED_PROFILE\": {\"X\": {\"ecn\": \"ecn_all\"}},"
                + "\"CABLE_LENGTH\": {\"AZURE\": {\"Ethernet0\": \"5m\"}}}");
        JsonNode patch = JSON.readTree(SonicPatch.of(fragment, sw));
        assertThat(patch.toString()).contains("{\"op\":\"add\",\"path\":\"/PORT/Ethernet0/mtu\",\"value\":\"9100\"}",
                "{\"op\":\"add\",\"path\":\"/WRED_PROFILE\",\"value\":{\"X\":{\"ecn\":\"ecn_all\"}}}");
        assertThat(patch.toString()).doesNotContain("lanes");
        assertThat(SonicPatch.esc("a/b~c")).isEqualTo("a~1b~0c");
    }
}
