package io.rocekit.fabric.read;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.fabric.Fixtures;
import io.rocekit.fabric.model.PortQos;
import io.rocekit.fabric.model.Scheduling;
import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.model.Trust;
import io.rocekit.fabric.model.Vendor;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class EosNxosReaderTest {
    @Test
    void eosAvdConfigReadsToItsGroundTruth() throws Exception {
        SwitchConfig c = new EosReader().readOne("eos-avd-qos.cfg", Fixtures.text("eos-avd-qos.cfg"));
        PortQos e1 = c.port("Ethernet1").orElseThrow();
        assertThat(e1.dscpToTc()).containsEntry(26, 4).containsEntry(46, 5).containsEntry(8, 1).doesNotContainKeys(0, 7, 48, 56);
        assertThat(e1.pcpToTc()).containsEntry(3, 3).containsEntry(1, 2);
        assertThat(e1.tcToQueue()).containsEntry(6, 2);
        assertThat(e1.trust()).contains(Trust.DSCP);
        assertThat(e1.mtu()).hasValue(1500);
        var q2 = e1.queue(2).orElseThrow();
        assertThat(q2.scheduling()).contains(Scheduling.strict());
        assertThat(q2.ecn().orElseThrow().min().orElseThrow().bytes()).hasValue(320 * 1024);
        assertThat(q2.ecn().orElseThrow().probabilityPercent()).hasValue(90.0);
        var q4 = e1.queue(4).orElseThrow().ecn().orElseThrow();
        assertThat(q4.min().orElseThrow().asWritten()).isEqualTo("320 segments");
        assertThat(q4.min().orElseThrow().bytes()).isEmpty();
        assertThat(c.pfcGlobal().orElseThrow().enabled()).isFalse();
        PortQos pfc = c.port("profile test_with_pfc").orElseThrow();
        assertThat(pfc.pfcPriorities()).containsExactly(0);
        assertThat(pfc.pfcWatchdogPriorities()).isPresent();
        PortQos uc = c.port("profile uc_mc_queues_test").orElseThrow();
        assertThat(uc.queue(1).orElseThrow().ecn().orElseThrow().min().orElseThrow().asWritten()).isEqualTo("3 milliseconds");
        PortQos wred = c.port("profile wred_queues_test").orElseThrow();
        assertThat(wred.queue(3).orElseThrow().ecn().orElseThrow().probabilityPercent()).isEmpty();
        assertThat(wred.queue(1).orElseThrow().ecn()).isEmpty(); // WRED drop, not ECN
        assertThat(c.port("Ethernet6").orElseThrow().trust()).contains(Trust.PCP);
        assertThat(c.ports()).extracting(PortQos::port).doesNotContain("Ethernet3", "Management1", "profile test", "profile experiment");
        assertThat(c.notes()).anyMatch(n -> n.text().startsWith("DSCP 0-7,48,56 not mapped"));
        assertThat(c.unknownLines()).isEmpty();
    }

    @Test
    void nxosAzureLocalReadsToItsGroundTruth() throws Exception {
        SwitchConfig c = new NxosReader().readOne("nx.txt", Fixtures.text("nxos-azurelocal-qos-partial.txt"));
        assertThat(c.ports()).extracting(PortQos::port).containsExactly("Ethernet1/17");
        PortQos p = c.ports().get(0);
        assertThat(p.dscpToTc()).isEmpty();
        assertThat(p.pcpToTc()).isEqualTo(Map.of(3, 3, 7, 7));
        assertThat(p.trust()).contains(Trust.PCP);
        assertThat(p.pfcPriorities()).containsExactly(3);
        assertThat(p.pfcWatchdogPriorities()).isEmpty();
        assertThat(p.mtu()).hasValue(9216);
        var ecn = p.queue(3).orElseThrow().ecn().orElseThrow();
        assertThat(ecn.min().orElseThrow().bytes()).hasValue(307200);
        assertThat(ecn.max().orElseThrow().bytes()).hasValue(307200);
        assertThat(ecn.probabilityPercent()).hasValue(100.0);
        assertThat(p.queue(3).orElseThrow().scheduling()).contains(new Scheduling(Scheduling.Kind.REMAINING_PERCENT, 50));
        assertThat(p.queue(7).orElseThrow().scheduling()).contains(new Scheduling(Scheduling.Kind.PERCENT, 1));
        assertThat(p.queue(0).orElseThrow().scheduling()).contains(new Scheduling(Scheduling.Kind.REMAINING_PERCENT, 48));
        assertThat(p.queue(6).orElseThrow().scheduling()).contains(new Scheduling(Scheduling.Kind.REMAINING_PERCENT, 0));
        assertThat(c.unknownLines()).isEmpty();
    }

    @Test
    void everyFixtureIsRecognised() {
        assertThat(SwitchReaders.detect(Fixtures.text("eos-avd-qos.cfg"))).contains(Vendor.EOS);
        assertThat(SwitchReaders.detect(Fixtures.text("nxos-azurelocal-qos-partial.txt"))).contains(Vendor.NXOS);
        assertThat(SwitchReaders.detect(Fixtures.text("cumulus512-nvue-roce-partial.txt"))).contains(Vendor.NVUE);
        for (String s : new String[] {"sonic-qos-arista7050.json", "sonic-buffers-mellanox4600c-t1.json",
            "sonic-qos-arista7050-t0-storage-backend.json", "sonic-utilities-mock-config_db-qos-partial.json"}) {
            assertThat(SwitchReaders.detect(Fixtures.text(s))).as(s).contains(Vendor.SONIC);
        }
        assertThat(SwitchReaders.detect("hello\nworld\n")).isEqualTo(Optional.empty());
    }

    /**
     * An EOS configuration whose only QoS is PFC on interfaces (lines of Arista AVD's intended
     * ethernet-interfaces.cfg, aristanetworks/avd eos_cli_config_gen molecule @004bb2cc) is EOS, with
     * or without RANCID's tag; NX-OS's interface PFC ('priority-flow-control mode on') is not.
     */
    @Test
    void interfacePfcAloneIsEos() throws Exception {
        String body = "!\ninterface Ethernet2\n   description SRV-POD02_Eth1\n   switchport mode trunk\n"
                + "   priority-flow-control on\n   priority-flow-control priority 5 no-drop\n!\n";
        assertThat(SwitchReaders.detect(body)).contains(Vendor.EOS);
        assertThat(SwitchReaders.detect("!RANCID-CONTENT-TYPE: arista\n!\nhostname x\n")).contains(Vendor.EOS);
        SwitchConfig c = SwitchReaders.read("e.cfg", body).get(0);
        assertThat(c.port("Ethernet2").orElseThrow().pfcPriorities()).containsExactly(5);
        assertThat(SwitchReaders.detect("interface Ethernet1/1\n  priority-flow-control mode on\n")).isNotEqualTo(Optional.of(Vendor.EOS));
    }

    /**
     * The Nexus 3000/5000 form of a lossless class: {@code pause no-drop} in the network-qos class
     * of a qos-group, PFC on the CoS values classified into that group. Lines of microsoft/SDN
     * SwitchConfigExamples "Cisco Nexus 3132 - Redundant TOR/Cisco Nexus 3132-TOR1.cfg" (NX-OS
     * 6.0(2)U6(1), @c24f9af6), which read as "PFC none" and a false PFC-off FAIL before.
     */
    @Test
    void nxosPauseNoDropGivesPfcOnTheCosOfItsQosGroup() throws Exception {
        String text = """
                class-map type qos match-all RDMA
                  match cos 3
                policy-map type qos QOS_MARKING
                  class RDMA
                    set qos-group 3
                  class class-default
                class-map type network-qos RDMA
                  match qos-group 3
                policy-map type network-qos QOS_NETWORK
                  class type network-qos RDMA
                    mtu 2240
                    pause no-drop
                  class type network-qos class-default
                    mtu 9216
                system qos
                  service-policy type qos input QOS_MARKING
                  service-policy type network-qos QOS_NETWORK

                interface Ethernet1/3/1
                  speed 10000
                  priority-flow-control mode on
                  switchport mode trunk
                """;
        SwitchConfig c = SwitchReaders.read("tor1.cfg", text).get(0);
        assertThat(c.vendor()).isEqualTo(Vendor.NXOS);
        PortQos p = c.port("Ethernet1/3/1").orElseThrow();
        assertThat(p.pfcPriorities()).containsExactly(3);
        assertThat(p.pcpToTc()).containsEntry(3, 3);
        assertThat(c.unknownLines()).isEmpty();
        // pfc-cos given with no-drop names the CoS itself
        SwitchConfig cos = SwitchReaders.read("t.cfg", text.replace("pause no-drop", "pause no-drop pfc-cos 4")).get(0);
        assertThat(cos.port("Ethernet1/3/1").orElseThrow().pfcPriorities()).containsExactly(4);
    }

    /**
     * {@code interface Ethernet1/1/1 - 2} as the ROCm networking guide writes it for an N9364E
     * (ROCm/gpu-cluster-networking docs/how-to/roce-network-config.rst @1156b4e9): two ports, not one
     * named with the range; a range past 1024 ports is refused with its line.
     */
    @Test
    void nxosInterfaceRangesAreOnePortEach() throws Exception {
        String text = """
                policy-map type network-qos qos_network
                  class type network-qos c-8q-nq3
                    mtu 9216
                    pause pfc-cos 3
                system qos
                  service-policy type network-qos qos_network
                !
                interface Ethernet1/1/1 - 2
                  mtu 9216
                  priority-flow-control mode on
                interface Ethernet1/5-6, Ethernet1/9
                  priority-flow-control mode on
                """;
        SwitchConfig c = SwitchReaders.read("n9k.txt", text).get(0);
        assertThat(c.ports()).extracting(PortQos::port)
                .containsExactly("Ethernet1/1/1", "Ethernet1/1/2", "Ethernet1/5", "Ethernet1/6", "Ethernet1/9");
        assertThat(c.port("Ethernet1/1/2").orElseThrow().pfcPriorities()).containsExactly(3);
        assertThatThrownBy(() -> SwitchReaders.read("r.txt", text.replace("Ethernet1/5-6", "Ethernet1/5-5000")))
                .isInstanceOf(ConfigSyntaxException.class)
                .hasMessage("r.txt:11: expected an ascending interface range of at most 1024 ports (Ethernet1/1-4), found 'Ethernet1/5-5000'");
    }

    @Test
    void brokenEcnLineNamesFileLineAndExpectation() {
        String cfg = "interface Ethernet1\n   qos trust dscp\n   tx-queue 3\n      random-detect ecn minimum-threshold 150 parsecs maximum-threshold 1 kbytes\n";
        assertThatThrownBy(() -> new EosReader().readOne("a.cfg", cfg)).isInstanceOf(ConfigSyntaxException.class)
                .hasMessageStartingWith("a.cfg:4: expected a threshold unit");
    }
}
