package io.rocekit.fabric.read;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.fabric.model.Ecn;
import io.rocekit.fabric.model.PortQos;
import io.rocekit.fabric.model.SwitchConfig;
import java.util.Optional;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

/**
 * Configurations as people publish them rather than as a device prints them (round 3, session 11
 * survey of vendor and third-party examples): an interface configured in two blocks, a view left with
 * {@code quit}, NX-OS's preset WRED curves.
 */
class TypedAndRepeatedBlocksTest {
    /** H3C lossless best-practice notes: the WRED table in one block, PFC for the same port in a second one. */
    private static final String COMWARE = """
            qos wred queue table queue-table5
              queue 5 weighting-constant 12
              queue 5 drop-level 0 low-limit 10 high-limit 20 discard-probability 30
              queue 5 ecn
              quit

            interface twenty-fivegige 1/0/3
              qos wred apply queue-table5

            interface twenty-fivegige 1/0/3
              priority-flow-control enable
              priority-flow-control no-drop dot1p 5
            """;

    @Test
    void comwareQuitInAnIndentedViewEndsItAndASecondInterfaceBlockAddsToTheFirst() throws Exception {
        // was exit 2 ("expected 'queue Q ...', found 'quit'"); with the quit gone the second block replaced the first
        SwitchConfig c = new ComwareReader().readOne("h3c.txt", COMWARE);
        PortQos p = c.port("twenty-fivegige 1/0/3").orElseThrow();
        assertThat(p.pfcPriorities()).containsExactly(5);
        assertThat(p.queue(5).orElseThrow().ecn()).isPresent();
        assertThat(c.unknownLines()).isEmpty();
    }

    @Test
    void eosInterfaceInTwoBlocksKeepsBoth() throws Exception {
        String eos = """
                interface Ethernet1
                   priority-flow-control on
                   priority-flow-control priority 3 no-drop
                !
                interface Ethernet1
                   tx-queue 3
                      random-detect ecn minimum-threshold 150 kbytes maximum-threshold 1500 kbytes max-mark-probability 100
                """;
        PortQos p = new EosReader().readOne("eos.cfg", eos).port("Ethernet1").orElseThrow();
        assertThat(p.pfcPriorities()).containsExactly(3); // was "PFC none": the second block replaced the first
        assertThat(p.queue(3).orElseThrow().ecn()).isPresent();
    }

    @Test
    void nxosPresetEcnCurveMarksWithoutInventedThresholds() throws Exception {
        // QingCloud NeonSAN and NetApp RCF examples: was exit 2 ("expected 'random-detect minimum-threshold ...")
        String nxos = """
                policy-map type queuing QOS_QUEUEING8q-out
                  class type queuing c-out-8q-q3
                    bandwidth remaining percent 50
                    random-detect threshold burst-optimized ecn
                  class type queuing c-out-8q-q2
                    random-detect threshold mesh-optimized
                system qos
                  service-policy type queuing output QOS_QUEUEING8q-out
                interface Ethernet1/1
                  priority-flow-control mode on
                """;
        SwitchConfig c = new NxosReader().readOne("nxos.txt", nxos);
        PortQos p = c.port("Ethernet1/1").orElseThrow();
        assertThat(p.queue(3).flatMap(q -> q.ecn())).contains(new Ecn(Optional.empty(), Optional.empty(), OptionalDouble.empty()));
        assertThat(p.queue(2).flatMap(q -> q.ecn())).isEmpty(); // a drop curve without ecn marks nothing
        assertThat(c.notes()).anyMatch(n -> n.text().startsWith("queue 3: 'random-detect threshold burst-optimized ecn' marks at"
                + " thresholds the switch presets"));
        var findings = io.rocekit.fabric.rule.FabricCheck.run(new io.rocekit.fabric.rule.FabricEvidence(c,
                io.rocekit.fabric.rule.Expectation.nvidiaDefault()), io.rocekit.core.rule.RuleSettings.defaults());
        assertThat(findings).filteredOn(f -> f.rule().equals("fabric.ecn-thresholds")).singleElement()
                .satisfies(f -> assertThat(f.title()).isEqualTo("queue 3 ECN marks at the platform's preset thresholds (none written):"
                        + " not checked"));
        // without a vendor preset, ECN switched on with no threshold is still a WARN (a SONiC WRED profile with ecn_all only)
        SwitchConfig sonic = new SonicReader().readOne("s.json", "{\"WRED_PROFILE\": {\"W\": {\"ecn\": \"ecn_all\"}},"
                + " \"QUEUE\": {\"Ethernet0|3\": {\"wred_profile\": \"W\"}}, \"PORT_QOS_MAP\": {\"Ethernet0\": {\"pfc_enable\": \"3\"}}}");
        assertThat(io.rocekit.fabric.rule.FabricCheck.run(new io.rocekit.fabric.rule.FabricEvidence(sonic,
                io.rocekit.fabric.rule.Expectation.nvidiaDefault()), io.rocekit.core.rule.RuleSettings.defaults()))
                .anyMatch(f -> f.rule().equals("fabric.ecn-thresholds") && f.severity() == io.rocekit.core.finding.Severity.WARN);
    }

    /** NVIDIA's Cumulus Linux 5.14 guide, the Linux-commands tabs of PFC and ECN: qos_features.conf. */
    @Test
    void cumulusFiveQosFeaturesConfReadsGroupsWithHyphensAllPortsAndTheSwitchWideEcn() throws Exception {
        String f = "cumulus514-qos-features-pfc-ecn-partial.conf";
        String text = io.rocekit.fabric.Fixtures.text(f);
        assertThat(SwitchReaders.detect(text)).contains(io.rocekit.fabric.model.Vendor.CUMULUS_TRAFFIC_CONF);
        SwitchConfig c = new CumulusTrafficConfReader().readOne(f, text);
        assertThat(c.ports()).extracting(PortQos::port).containsExactly("global"); // allports: not a port named so
        PortQos g = c.ports().get(0);
        assertThat(g.pfcPriorities()).containsExactly(0);
        assertThat(g.cableLength()).hasValue("50");
        for (int q : java.util.List.of(4, 5, 7)) {
            assertThat(g.queue(q).flatMap(x -> x.ecn())).contains(Ecn.ofBytes(40_000, 200_000, 100));
        }
        assertThat(c.unknownLines()).isEmpty();
        // a group naming its own ports wins over the switch-wide settings, whichever comes first in the file
        String own = "ecn_red.port_group_list = [roce]\necn_red.roce.port_set = swp1\necn_red.roce.cos_list = [4]\n"
                + "ecn_red.roce.min_threshold_bytes = 150000\necn_red.roce.max_threshold_bytes = 1500000\n";
        String switchWide = "default_ecn_red_conf.egress_queue_list = [4]\ndefault_ecn_red_conf.ecn_enable = true\n"
                + "default_ecn_red_conf.min_threshold_bytes = 40000\ndefault_ecn_red_conf.max_threshold_bytes = 200000\n";
        for (String order : java.util.List.of(own + switchWide, switchWide + own)) {
            SwitchConfig both = new CumulusTrafficConfReader().readOne("q.conf", order);
            assertThat(both.port("swp1").orElseThrow().queue(4).flatMap(x -> x.ecn()).flatMap(Ecn::min).orElseThrow().bytes())
                    .hasValue(150_000);
            assertThat(both.port("global").orElseThrow().queue(4).flatMap(x -> x.ecn()).flatMap(Ecn::min).orElseThrow().bytes())
                    .hasValue(40_000);
        }
    }

    /**
     * NetApp-style reference configuration file for a Nexus cluster switch, as it is pasted: each mode's
     * commands at the left margin, modes left with 'exit', '#' comments (was: 0 ports, 62 lines not
     * understood, "no finding", exit 0).
     */
    @Test
    void nxosTypedReferenceConfigurationIsReadAsTheRunningConfigWouldBe() throws Exception {
        String rcf = """
                #********** PFC/QoS/ECN **********

                class-map type qos match-all STORAGE
                match cos 3
                exit
                policy-map type qos HA_STORAGE_POLICY
                class type qos STORAGE
                set qos-group 3


                class type qos class-default
                  set qos-group 0

                policy-map type queuing EGRESS_POLICY
                class type queuing c-out-8q-q3
                random-detect minimum-threshold 150 kbytes maximum-threshold 1500 kbytes drop-probability 100 weight 0 ecn
                bandwidth remaining percent 0
                class type queuing c-out-8q-q-default
                bandwidth remaining percent 0
                random-detect threshold burst-optimized ecn

                policy-map type network-qos NETQOS_POLICY
                class type network-qos c-8q-nq3
                pause pfc-cos 3
                mtu 9216
                exit
                exit

                system qos
                service-policy type network-qos NETQOS_POLICY
                service-policy type queuing output EGRESS_POLICY

                copp profile strict
                interface port-channel1
                priority-flow-control mode on
                mtu 9216
                service-policy type qos input HA_STORAGE_POLICY
                no shutdown
                """;
        SwitchConfig c = new NxosReader().readOne("rcf.txt", rcf);
        PortQos p = c.port("port-channel1").orElseThrow();
        assertThat(p.pcpToTc()).containsEntry(3, 3);
        assertThat(p.pfcPriorities()).containsExactly(3);
        assertThat(p.queue(3).flatMap(q -> q.ecn()).flatMap(Ecn::min).orElseThrow().bytes()).hasValue(150 * 1024);
        assertThat(p.queue(0).flatMap(q -> q.ecn())).contains(new Ecn(Optional.empty(), Optional.empty(), OptionalDouble.empty()));
        assertThat(c.unknownLines()).extracting(l -> l.text()).containsExactly("copp profile strict");
        // a running-config, indented as the device prints it, is left as it is
        String shown = "policy-map type queuing Q\n  class type queuing c-out-8q-q3\n    bandwidth remaining percent 50\n";
        assertThat(NxosCommands.indented(shown)).isSameAs(shown);
    }
}
