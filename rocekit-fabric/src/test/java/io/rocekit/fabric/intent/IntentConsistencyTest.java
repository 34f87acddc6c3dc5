package io.rocekit.fabric.intent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The intent's own consistency, checked when it is read, so that render never writes what check FAILs. */
class IntentConsistencyTest {
    private static final String BASE = "base: nvidia-lossless\n";

    @Test
    void pfcOnAPriorityWithoutItsLosslessClassIsRefused() {
        assertThatThrownBy(() -> IntentReader.read("i.yaml", BASE + "pfc: {priorities: [4]}\n"))
                .isInstanceOf(IntentException.class)
                .hasMessageStartingWith("i.yaml: pfc.priorities: PFC on [4] but the lossless classes are on priorities [3]");
    }

    @Test
    void aClassMayBeLossyInAPfcDesignWhenItSaysSo() throws IntentException {
        Intent in = IntentReader.read("i.yaml", BASE + """
                classes:
                  - {name: roce, priority: 3, dscp: [26]}
                  - {name: bulk, priority: 1, dscp: [10], lossless: false}
                """);
        assertThat(in.losslessClasses()).extracting(TrafficClassIntent::name).containsExactly("roce");
        assertThatThrownBy(() -> IntentReader.read("i.yaml", "base: lossy-ecn\nclasses:\n  - {priority: 3, dscp: [26], lossless: true}\n"))
                .hasMessageContaining("classes[0].lossless: class class3 is lossless but pfc.priorities is empty");
    }

    @Test
    void ecnOnlyOnDataQueuesAndOnEveryLosslessOne() {
        assertThatThrownBy(() -> IntentReader.read("i.yaml", BASE
                + "ecn:\n  queues:\n    - {queue: 6, minBytes: 1, maxBytes: 2, probabilityPercent: 5}\n"))
                .hasMessageContaining("ecn.queues[0].queue: queue 6 carries no class");
        assertThatThrownBy(() -> IntentReader.read("i.yaml", BASE + """
                classes:
                  - {name: roce, priority: 3, dscp: [26]}
                  - {name: storage, priority: 4, dscp: [28]}
                pfc: {priorities: [3, 4]}
                """)).hasMessageContaining("ecn.queues: lossless class storage leaves by queue 4, which has no ECN");
    }

    @Test
    void theCnpClassIsItsOwn() {
        assertThatThrownBy(() -> IntentReader.read("i.yaml", BASE + "cnp: {dscp: 48, priority: 3}\n"))
                .hasMessageContaining("cnp.priority: priority 3 is a PFC priority");
        assertThatThrownBy(() -> IntentReader.read("i.yaml", BASE + "cnp: {dscp: 48, priority: 6, queue: 3}\n"))
                .hasMessageContaining("cnp: the CNP class shares priority, traffic class or queue with class roce");
        assertThatThrownBy(() -> IntentReader.read("i.yaml", BASE + "nic: {cnpDscp: 46}\n"))
                .hasMessageContaining("nic: the NIC sends CNPs with DSCP 46 / priority 6 but the switch's CNP class is DSCP 48");
    }

    @Test
    void dcqcnFollowsEveryEcnMarkedClassUnlessGiven() throws IntentException {
        String two = BASE + """
                classes:
                  - {name: roce, priority: 3, dscp: [26]}
                  - {name: storage, priority: 4, dscp: [28]}
                pfc: {priorities: [3, 4]}
                ecn:
                  queues:
                    - {queue: 3, minBytes: 150000, maxBytes: 1500000, probabilityPercent: 100}
                    - {queue: 4, minBytes: 150000, maxBytes: 1500000, probabilityPercent: 100}
                """;
        assertThat(IntentReader.read("i.yaml", two).nic().dcqcnPriorities()).containsExactly(3, 4);
        assertThat(IntentReader.read("i.yaml", two + "nic: {dcqcnPriorities: [3]}\n").nic().dcqcnPriorities()).containsExactly(3);
        assertThatThrownBy(() -> IntentReader.read("i.yaml", BASE + "nic: {dcqcnPriorities: [5]}\n"))
                .hasMessageContaining("nic.dcqcnPriorities: priority 5 carries no class");
        assertThat(Profiles.intent("sonic-azure").nic().dcqcnPriorities()).containsExactly(3, 4);
        assertThat(Profiles.intent("pfc-only").nic().dcqcnPriorities()).isEmpty();
    }

    @Test
    void impossibleLinksAndSizesAreRefusedNamingTheKey() {
        assertThatThrownBy(() -> IntentReader.read("i.yaml", BASE + "buffers: {cableLength: 1e300m}\n"))
                .hasMessage("i.yaml: buffers.cableLength: expected a cable length like 5m or 300m, 0 to 40000 m, found '1e300m'");
        assertThatThrownBy(() -> IntentReader.read("i.yaml", BASE + "buffers: {cableLength: -5m}\n"))
                .hasMessageContaining("buffers.cableLength");
        assertThatThrownBy(() -> IntentReader.read("i.yaml", BASE + "buffers: {speed: 1e300G}\n"))
                .hasMessageContaining("buffers.speed: expected a port speed");
        assertThatThrownBy(() -> IntentReader.read("i.yaml", BASE + "buffers: {xoffBytes: 99999999999999999999}\n"))
                .hasMessageContaining("buffers.xoffBytes: expected a size");
        assertThatThrownBy(() -> IntentReader.read("i.yaml", BASE + "buffers: {xoffBytes: 1e999999999 bytes}\n"))
                .hasMessageContaining("buffers.xoffBytes: expected a size");
    }

    @Test
    void portGroupsGetTheirOwnHeadroom() throws IntentException {
        Intent in = IntentReader.read("i.yaml", BASE + """
                buffers:
                  cableLength: 3m
                  portGroups:
                    - {name: uplinks, ports: [Ethernet248-252], cableLength: 100m}
                """);
        assertThat(in.portGroups()).hasSize(1);
        PortGroupIntent up = in.portGroups().get(0);
        assertThat(up.ports()).containsExactly("Ethernet248-252");
        assertThat(up.buffers().cableLength()).isEqualTo("100m");
        assertThat(up.buffers().speedMbps()).isEqualTo(in.buffers().speedMbps()); // inherited 400G
        assertThat(up.buffers().xoffBytes()).isGreaterThan(in.buffers().xoffBytes());
        assertThatThrownBy(() -> IntentReader.read("i.yaml", BASE + "buffers:\n  portGroups:\n    - {name: a, ports: []}\n"))
                .hasMessageContaining("buffers.portGroups[0].ports: expected at least one port");
    }
}
