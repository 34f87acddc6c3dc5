package io.rocekit.fleet.node;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A traffic_class file sets the same ToS whether MLNX_OFED prints it ({@code Global tclass=106}, NVIDIA/nccl#2383)
 * or a driver prints the bare number: two such nodes must not be told apart as QoS drift.
 */
class QosFactsTest {
    @Test
    void theSameTrafficClassIsOneValueWhicheverWayTheDriverPrintsIt() {
        assertThat(QosFacts.trafficClass("Global tclass=106\n")).isEqualTo("106");
        assertThat(QosFacts.trafficClass("106")).isEqualTo("106");
        assertThat(QosFacts.trafficClass("Global tclass=236")).isEqualTo("236");
        // unset, or a form not understood, is kept as written (and differs from a node that sets 106)
        assertThat(QosFacts.trafficClass("")).isEmpty();
        assertThat(QosFacts.trafficClass("tclass=abc")).isEqualTo("tclass=abc");
    }
}
