package io.rocekit.fabric.read;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.fabric.model.PortQos;
import io.rocekit.fabric.model.SwitchConfig;
import org.junit.jupiter.api.Test;

/**
 * Shapes real configurations take that the readers must read for the format, not for one file
 * (issue 19): multi-ASIC VOQ chassis keys, a static threshold larger than its pool, traffic.conf port
 * groups the group list does not declare.
 */
class RealConfigurationShapesTest {
    /**
     * A VOQ chassis keys QUEUE and BUFFER_QUEUE by system port, {@code host|asic|port|queue}
     * (sonic-buildimage buffers_config.j2 writes {@code "{{ system_port }}|3-4"} for SYSTEM_PORT names):
     * the queue is after the last bar, the port is the system port before it.
     */
    @Test
    void voqChassisQueueKeysNameTheSystemPort() throws Exception {
        String db = """
                {
                  "WRED_PROFILE": {"AZURE_LOSSLESS": {"ecn": "ecn_all", "green_min_threshold": "1048576",
                      "green_max_threshold": "2097152", "green_drop_probability": "5", "wred_green_enable": "true"}},
                  "QUEUE": {
                    "str2-chassis-lc1|asic0|Ethernet0|3": {"wred_profile": "AZURE_LOSSLESS"},
                    "str2-chassis-lc1|asic1|Ethernet128|3-4": {"wred_profile": "AZURE_LOSSLESS"}
                  },
                  "BUFFER_PROFILE": {"egress_lossless_profile": {"pool": "egress_lossless_pool", "size": "0", "static_th": "33004032"}},
                  "BUFFER_POOL": {"egress_lossless_pool": {"size": "33004032", "type": "egress", "mode": "static"}},
                  "BUFFER_QUEUE": {"str2-chassis-lc1|asic0|Ethernet0|3-4": {"profile": "egress_lossless_profile"}}
                }
                """;
        SwitchConfig c = new SonicReader().readOne("voq.json", db);
        PortQos p = c.port("str2-chassis-lc1|asic0|Ethernet0").orElseThrow();
        assertThat(p.queue(3).orElseThrow().ecn()).hasValueSatisfying(e -> assertThat(e.min().orElseThrow().bytes()).hasValue(1_048_576));
        assertThat(p.queue(4).orElseThrow().bufferProfile()).contains("egress_lossless_profile");
        assertThat(c.port("str2-chassis-lc1|asic1|Ethernet128").orElseThrow().queue(4).orElseThrow().ecn()).isPresent();
        assertThat(c.unknownLines()).isEmpty();
        assertThat(c.notes()).noneMatch(n -> n.text().contains("exceeds"));
    }

    @Test
    void aStaticThresholdLargerThanItsPoolIsFlaggedWithItsLine() throws Exception {
        String db = """
                {
                  "BUFFER_POOL": {"egress_lossy_pool": {"size": "24194048", "type": "egress", "mode": "static"}},
                  "BUFFER_PROFILE": {"egress_lossy_profile": {"pool": "egress_lossy_pool", "size": "1518",
                      "static_th": "33004032"}}
                }
                """;
        SwitchConfig c = new SonicReader().readOne("db.json", db);
        assertThat(c.buffers().profiles().get("egress_lossy_profile").staticThBytes()).hasValue(33_004_032);
        assertThat(c.notes()).anySatisfy(n -> {
            assertThat(n.text()).isEqualTo("BUFFER_PROFILE egress_lossy_profile static_th 33004032 B exceeds the size of its pool "
                    + "egress_lossy_pool (24194048 B): the threshold can never be reached, so it does not limit what the queue or "
                    + "priority group takes from the pool");
            assertThat(n.where().orElseThrow().line()).hasValue(4);
        });
    }

    @Test
    void aBufferSizeThatIsNotANumberIsALineNotUnderstoodNotASilentGap() throws Exception {
        SwitchConfig c = new SonicReader().readOne("db.json", "{\"BUFFER_POOL\": {\"p\": {\n\"size\": \"lots\"}}}\n");
        assertThat(c.buffers().pools().get("p").sizeBytes()).isEmpty();
        assertThat(c.unknownLines()).extracting(l -> l.line()).containsExactly(2);
    }

    /**
     * traffic.conf keys of a group the {@code port_group_list} does not declare ({@code pfc.roce.*} with
     * the list saying {@code [lossless]}): switchd does not apply the group, but its ports are ports of
     * the switch and are listed; the mismatch is a note naming the line.
     */
    @Test
    void portGroupKeysOutsideTheDeclaredListStillListTheirPorts() throws Exception {
        String conf = """
                traffic.packet_priority_source_set = [dscp]
                traffic.cos_3.priority_source.dscp = [26]
                pfc.port_group_list = [lossless]
                pfc.roce.cos_list = [3]
                pfc.roce.port_set = swp1-swp4
                """;
        SwitchConfig c = new CumulusTrafficConfReader().readOne("traffic.conf", conf);
        assertThat(c.ports()).extracting(PortQos::port).containsExactly("swp1", "swp2", "swp3", "swp4");
        assertThat(c.ports()).allSatisfy(p -> {
            assertThat(p.pfcPriorities()).isEmpty();
            assertThat(p.dscpToTc()).containsEntry(26, 3);
        });
        assertThat(c.notes()).anySatisfy(n -> {
            assertThat(n.text()).startsWith("pfc port group roce has settings but pfc.port_group_list is [lossless]")
                    .endsWith("(its ports are listed without it)");
            assertThat(n.where().orElseThrow().line()).hasValue(4);
        });
        assertThat(c.references()).anySatisfy(r -> assertThat(r.name()).isEqualTo("lossless"));
    }
}
