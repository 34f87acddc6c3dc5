package io.rocekit.fabric.schema;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

/** Older SONiC's {@code [TABLE|name]} references rewritten to names as sonic-utilities' db_migrator rewrites them. */
class AbnfReferencesTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void eachBracketedItemBecomesItsNameAndOtherItemsAreDroppedAsTheMigratorDropsThem() {
        assertThat(AbnfReferences.names("[BUFFER_PROFILE|pg_lossless_100000_5m_profile]")).isEqualTo("pg_lossless_100000_5m_profile");
        assertThat(AbnfReferences.names("[BUFFER_PROFILE|ingress_lossless_profile],[BUFFER_PROFILE|ingress_lossy_profile]"))
                .isEqualTo("ingress_lossless_profile,ingress_lossy_profile");
        assertThat(AbnfReferences.names("plain,[BUFFER_POOL|p]")).isEqualTo("p");
        assertThat(AbnfReferences.isAbnf("pg_lossless_100000_5m_profile")).isFalse();
        assertThat(AbnfReferences.isAbnf("[DSCP_TO_TC_MAP|AZURE]")).isTrue();
    }

    @Test
    void onlyTheMigratorsFieldsAreRewrittenAndTheInputIsLeftAlone() throws Exception {
        JsonNode db = JSON.readTree("""
                {"BUFFER_PG": {"Ethernet0|3-4": {"profile": "[BUFFER_PROFILE|pg_lossless_100000_5m_profile]"}},
                 "BUFFER_PROFILE": {"pg_lossless_100000_5m_profile": {"pool": "[BUFFER_POOL|ingress_lossless_pool]", "size": "0"}},
                 "PORT_QOS_MAP": {"Ethernet0": {"dscp_to_tc_map": "[DSCP_TO_TC_MAP|AZURE]", "pfc_enable": "3,4"}},
                 "QUEUE": {"Ethernet0|3": {"scheduler": "[SCHEDULER|scheduler.0]", "wred_profile": "AZURE_LOSSLESS"}},
                 "DEVICE_METADATA": {"localhost": {"hostname": "[not|a reference field]"}}}
                """);
        String before = db.toString();
        AbnfReferences.Result r = AbnfReferences.toNames(db);
        assertThat(db.toString()).isEqualTo(before);
        assertThat(r.db().at("/BUFFER_PG/Ethernet0|3-4/profile").asText()).isEqualTo("pg_lossless_100000_5m_profile");
        assertThat(r.db().at("/BUFFER_PROFILE/pg_lossless_100000_5m_profile/pool").asText()).isEqualTo("ingress_lossless_pool");
        assertThat(r.db().at("/PORT_QOS_MAP/Ethernet0/dscp_to_tc_map").asText()).isEqualTo("AZURE");
        assertThat(r.db().at("/PORT_QOS_MAP/Ethernet0/pfc_enable").asText()).isEqualTo("3,4");
        assertThat(r.db().at("/QUEUE/Ethernet0|3/scheduler").asText()).isEqualTo("scheduler.0");
        assertThat(r.db().at("/DEVICE_METADATA/localhost/hostname").asText()).isEqualTo("[not|a reference field]");
        assertThat(r.rewritten()).hasSize(4);
        assertThat(r.rewritten().get(0).describe())
                .isEqualTo("QUEUE|Ethernet0|3 scheduler \"[SCHEDULER|scheduler.0]\" -> \"scheduler.0\"");
    }

    @Test
    void aDocumentWithNamesOnlyIsReturnedAsItIs() throws Exception {
        JsonNode db = JSON.readTree("{\"BUFFER_PG\": {\"Ethernet0|3-4\": {\"profile\": \"p\"}}, \"QUEUE\": [1, 2]}");
        AbnfReferences.Result r = AbnfReferences.toNames(db);
        assertThat(r.db()).isSameAs(db);
        assertThat(r.rewritten()).isEmpty();
    }
}
