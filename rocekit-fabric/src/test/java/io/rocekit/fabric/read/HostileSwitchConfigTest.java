package io.rocekit.fabric.read;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.fabric.model.SwitchConfig;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 18's switch configurations: oversized, non-numeric and out-of-range numbers in every vendor
 * reader are a {@link ConfigSyntaxException} naming the file and the line (exit 2), the way the intent
 * reader refuses the same values; never a trace, never a value in the model that the switch cannot
 * have; ranges and aliases that would expand without bound are refused.
 */
class HostileSwitchConfigTest {
    private static void refused(String text, String file, int line, String expected) {
        assertThatThrownBy(() -> SwitchReaders.read(file, text)).isInstanceOf(ConfigSyntaxException.class)
                .hasMessageStartingWith(file + ":" + line + ": expected").hasMessageContaining(expected);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            EOS DSCP 64                  | qos map dscp 26,64 to traffic-class 3\\n                                 | 1 | a list of DSCP values (values 0-63)
            EOS DSCP 1000                | qos map dscp 1000 to traffic-class 3\\n                                   | 1 | values 0-63
            EOS traffic class 9          | qos map dscp 26 to traffic-class 9\\n                                    | 1 | a traffic class after 'traffic-class' (0-7)
            EOS bandwidth oversized      | interface Ethernet1\\n   tx-queue 3\\n      bandwidth percent 99999999999\\n | 3 | a percentage (0-100)
            EOS probability              | interface Ethernet1\\n   tx-queue 3\\n      random-detect ecn minimum-threshold 1 kbytes maximum-threshold 2 kbytes max-mark-probability 999999999\\n | 3 | a max-mark-probability (0-100)
            EOS 1e999999999 bytes        | interface Ethernet1\\n   tx-queue 3\\n      random-detect ecn minimum-threshold 1e999999999 bytes maximum-threshold 2 kbytes\\n | 3 | a number before 'bytes'
            EOS 2 TiB                    | interface Ethernet1\\n   tx-queue 3\\n      random-detect ecn minimum-threshold 2199023255552 bytes maximum-threshold 2 kbytes\\n | 3 | a threshold of at most 1 TiB
            NX-OS pfc-cos 3,8,99         | policy-map type network-qos nq\\n  class type network-qos c1\\n    pause pfc-cos 3,8,99\\n | 3 | a list of CoS values after 'pfc-cos' (values 0-7)
            NX-OS bandwidth remaining    | policy-map type queuing q\\n  class type queuing c-out-8q-q3\\n    bandwidth remaining percent 99999999999\\n | 3 | a percentage (0-100)
            NX-OS drop-probability       | policy-map type queuing q\\n  class type queuing c-out-8q-q3\\n    random-detect minimum-threshold 1 kbytes maximum-threshold 2 kbytes drop-probability 99999999999 weight 0 ecn\\n | 3 | a percentage (0-100)
            Comware no-drop 5,8,99-4000  | priority-flow-control no-drop dot1p 5,8,99-4000\\n                          | 1 | a list of 802.1p priorities (values 0-7)
            Comware import 99999999999   | qos map-table dscp-dot1p\\n import 99999999999 export 5\\n              | 2 | DSCP values after 'import' (values 0-63)
            Comware export 9             | qos map-table dscp-dot1p\\n import 26 export 9\\n                        | 2 | an 802.1p priority or local precedence after 'export' (0-7)
            Comware byte-count           | qos wred queue table T\\n queue 3 ecn\\ninterface X1\\n qos wrr 3 group 1 byte-count 99999999999\\n | 4 | a weight or byte-count
            Comware jumboframe           | qos wred queue table T\\n queue 3 ecn\\ninterface X1\\n jumboframe enable 99999999999\\n | 4 | a frame size after 'enable'
            Comware discard-probability  | qos wred queue table T\\n queue 3 low-limit 10 high-limit 20 discard-probability 99999999999\\n | 2 | a discard-probability (0-100)
            Junos queue-num 999999999    | set class-of-service forwarding-classes class fc1 queue-num 999999999\\n  | 1 | a queue number after 'queue-num' (0-15)
            Junos transmit-rate          | set class-of-service schedulers s1 transmit-rate percent 99999999999\\n    | 1 | a percentage after 'transmit-rate percent' (0-100)
            Junos queue oversized        | set class-of-service forwarding-classes queue 99999999999 fc1\\n          | 1 | a queue number after 'queue' (0-15)
            Cumulus traffic.cos_9        | traffic.packet_priority_source_set = [dscp]\\ntraffic.cos_9.priority_source.dscp = [26]\\n | 2 | a COS 0-7 in 'traffic.cos_N' (0-7)
            Cumulus DSCP 64              | traffic.packet_priority_source_set = [dscp]\\ntraffic.cos_3.priority_source.dscp = [26,64]\\n | 2 | DSCP values 0-63
            Cumulus port range           | traffic.packet_priority_source_set = [dscp]\\npfc.port_group_list = [g]\\npfc.g.cos_list = [3]\\npfc.g.port_set = swp1-swp99999999999\\n | 4 | an ascending port range of at most 1024 ports
            Cumulus probability          | traffic.packet_priority_source_set = [dscp]\\necn_red.port_group_list = [g]\\necn_red.g.cos_list = [3]\\necn_red.g.port_set = swp1\\necn_red.g.probability = 999999999\\n | 5 | a probability 0-100
            NVUE switch-priority 0-4096  | nv set qos pfc default-global switch-priority 0-4096\\n                   | 1 | switch priorities
            NVUE probability             | nv set qos congestion-control default-global traffic-class 3 probability 999999999\\n | 1 | a probability (0-100)
            NVUE DSCP 64                 | nv set qos mapping default-global dscp 64 switch-priority 3\\n            | 1 | DSCP values
            NVUE swp1-5000000            | nv set interface swp1-5000000 link mtu 9216\\n                          | 1 | an ascending interface range of at most 1024 ports
            NVUE oversized mtu           | nv set interface swp1 link mtu 99999999999\\n                          | 1 | an MTU after 'mtu' (64-65535)
            SONiC DSCP 64                | {"DSCP_TO_TC_MAP": {"AZURE": {\\n"26": "3",\\n"64": "3"}}}\\n             | 3 | a key of DSCP_TO_TC_MAP (0-63)
            SONiC traffic class 99       | {"DSCP_TO_TC_MAP": {"AZURE": {\\n"26": "99"}}}\\n                         | 2 | a value of DSCP_TO_TC_MAP (0-15)
            SONiC pfc_enable 3,8         | {"PORT_QOS_MAP": {"Ethernet0": {\\n"pfc_enable": "3,8"}}}\\n              | 2 | PFC priorities in pfc_enable (values 0-7)
            EOS DSCP -0                  | qos map dscp -0 to traffic-class 3\\n                                   | 1 | a list of DSCP values (values 0-63)
            NX-OS pfc-cos 3,-0           | policy-map type network-qos nq\\n  class type network-qos c1\\n    pause pfc-cos 3,-0\\n | 3 | a list of CoS values after 'pfc-cos' (values 0-7)
            Junos queue-num 1e1          | set class-of-service forwarding-classes class fc1 queue-num 1e1\\n        | 1 | a queue number after 'queue-num' (0-15)
            NVUE mtu 0x2400              | nv set interface swp1 link mtu 0x2400\\n                               | 1 | an MTU after 'mtu' (64-65535)
            """)
    void outOfRangeOrOversizedNumbersAreRefusedNamingTheLine(String what, String text, int line, String expected) {
        refused(text.replace("\\n", "\n").strip() + "\n", "sw.cfg", line, expected);
    }

    @Test
    void thresholdsNeverThrowHoweverLargeTheNumber() {
        long t0 = System.nanoTime();
        assertThat(Thresholds.of("1e999999999", "bytes", false)).isEmpty();
        assertThat(Thresholds.of("1e-999999999", "kbytes", false)).isEmpty();
        assertThat(Thresholds.of("99999999999999999999", "kbytes", false)).isEmpty();
        assertThat(Thresholds.of("1099511627776", "bytes", false)).hasValueSatisfying(t -> assertThat(t.bytes()).hasValue(1L << 40));
        assertThat(Thresholds.of("146.48", "KB", true)).hasValueSatisfying(t -> assertThat(t.bytes()).hasValue(149_996));
        assertThat(System.nanoTime() - t0).as("no billion-digit arithmetic").isLessThan(5_000_000_000L);
    }

    @Test
    void aLineOfManyEosModeOpeningsWithoutAPromptIsReadInLinearTime() {
        // EOS prompts are looked for on every line of every file being recognised: one '(config-' after another
        // with no ')' once made each '(' rescan the rest of the line (12,500 of them: 37 s)
        String line = "x" + "(config-".repeat(12_500);
        long t0 = System.nanoTime();
        assertThatThrownBy(() -> SwitchReaders.read("eos.txt", "qos trust dscp\n" + line + "\n"))
                .isInstanceOf(ConfigSyntaxException.class).hasMessageStartingWith("eos.txt:");
        assertThat(System.nanoTime() - t0).as("linear in the line").isLessThan(5_000_000_000L);
        assertThat(EosCommands.indented("Leaf-1(config-if-Et1)# priority-flow-control on\n")).isEqualTo("   priority-flow-control on\n");
    }

    @Test
    void anNvueRangeOfAtMost1024PortsIsExpandedLikeTrafficConf() throws Exception {
        SwitchConfig c = SwitchReaders.read("nv.txt", "nv set qos roce\nnv set interface swp1-1024 qos pfc profile default-global\n").get(0);
        assertThat(c.ports()).hasSize(1025); // global and swp1..swp1024
        refused("nv set qos roce\nnv set interface swp1-1025 qos pfc profile default-global\n", "nv.txt", 2, "at most 1024 ports");
    }

    @Test
    void anNvueYamlAliasBombIsBounded() {
        // 20 levels of a mapping that names the one below twice: 2^20 leaves from a few hundred bytes
        StringBuilder y = new StringBuilder("- a0: &a0 {enable: on, mode: lossless}\n");
        for (int i = 1; i <= 20; i++) {
            y.append("- a").append(i).append(": &a").append(i).append(" {x: *a").append(i - 1).append(", y: *a").append(i - 1).append("}\n");
        }
        y.append("- set:\n    qos:\n      roce: *a20\n");
        long t0 = System.nanoTime();
        assertThatThrownBy(() -> SwitchReaders.read("nv.yaml", "- header:\n    model: x\n" + y)).isInstanceOf(ConfigSyntaxException.class)
                .hasMessageStartingWith("nv.yaml:").hasMessageContaining("expected valid YAML")
                .hasMessageContaining("aliases");
        assertThat(System.nanoTime() - t0).isLessThan(10_000_000_000L);
    }

    @Test
    void deeplyNestedNvueYamlIsAnInputError() {
        String deep = "- set:\n    qos: " + "[".repeat(20_000) + "]".repeat(20_000) + "\n";
        assertThatThrownBy(() -> SwitchReaders.read("nv.yaml", deep)).isInstanceOf(ConfigSyntaxException.class)
                .hasMessageStartingWith("nv.yaml:2: expected valid YAML: YAML nested more than 64 levels deep");
    }

    @Test
    void aHeaderOnlyNvShowPasteIsNothingUnderstoodNotAPortWithoutSettings() throws Exception {
        String paste = "cumulus@switch:mgmt:~$ nv show qos roce\n                    operational  applied\n"
                + "------------------  -----------  -------\n";
        List<SwitchConfig> cs = SwitchReaders.read("paste.txt", paste);
        assertThat(cs).singleElement().satisfies(c -> {
            assertThat(c.ports()).isEmpty();
            assertThat(c.notes()).anyMatch(n -> n.text().contains("nothing understood in its output"));
        });
    }

    @Test
    void sonicNumbersThatAreNotNumbersAreLinesNotUnderstoodNeverNaNInTheModel() throws ConfigSyntaxException {
        String json = """
                {"PORT": {"Ethernet0": {"mtu": "NaN", "speed": "Infinity"}},
                 "PORT_QOS_MAP": {"Ethernet0": {"pfc_enable": "3"}},
                 "WRED_PROFILE": {"W": {"ecn": "ecn_all", "green_min_threshold": "-0",
                   "green_max_threshold": "1e309", "green_drop_probability": "NaN"}},
                 "QUEUE": {"Ethernet0|3": {"wred_profile": "W"}, "Ethernet0|4": {"wred_profile": "W"}}}
                """;
        SwitchConfig c = SwitchReaders.read("sonic.json", json).get(0);
        assertThat(c.unknownLines()).extracting(l -> l.text()).anyMatch(t -> t.contains("mtu"))
                .anyMatch(t -> t.contains("speed")).anyMatch(t -> t.contains("green_min_threshold"))
                .anyMatch(t -> t.contains("green_max_threshold")).anyMatch(t -> t.contains("green_drop_probability"))
                .doesNotHaveDuplicates();
        assertThat(String.valueOf(c.ports())).doesNotContain("NaN").doesNotContain("Infinity");
    }
}
