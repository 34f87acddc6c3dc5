package io.rocekit.fabric.schema;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** yanglint's messages, as libyang 2 prints them, said of the user's file and CONFIG_DB row. */
class SchemaMessagesTest {
    @Test
    void aContainerLocationIsTheTableAndKey() {
        assertThat(SchemaMessages.forUser("libyang err : Invalid type uint32 value \"None\". (Data location "
                + "\"/sonic-device_metadata:sonic-device_metadata/DEVICE_METADATA/localhost/deployment_id\", line number 1.)", "db.json"))
                .isEqualTo("Invalid type uint32 value \"None\". (DEVICE_METADATA|localhost deployment_id)");
    }

    @Test
    void aListEntryLocationIsTheTableAndItsKeys() {
        assertThat(SchemaMessages.row("/sonic-buffer-pg:sonic-buffer-pg/BUFFER_PG/BUFFER_PG_LIST[port='Ethernet9'][pg_num='3-4']/profile"))
                .isEqualTo("BUFFER_PG|Ethernet9|3-4 profile");
        assertThat(SchemaMessages.row("/sonic-port-qos-map:sonic-port-qos-map/PORT_QOS_MAP/PORT_QOS_MAP_LIST[ifname='a/b']"))
                .isEqualTo("PORT_QOS_MAP|a/b");
    }

    @Test
    void theTemporaryInstanceIsTheUsersFile() {
        assertThat(SchemaMessages.forUser("YANGLINT[E]: Failed to parse input data file \"" + SchemaMessages.INSTANCE + "\".", "db.json"))
                .isEqualTo("YANGLINT[E]: Failed to parse input data file db.json.");
    }
}
