package io.rocekit.sim.topology;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Test vectors from an independent MurmurHash3 (x86, 32-bit) implementation in Python. */
class EcmpHashTest {
    @Test
    void matchesMurmur3OfTheTwelveByteKey() {
        assertThat(EcmpHash.hash(0x0b000101, 0x0b000001, 10000, 100, 3)).isEqualTo(0x58c5c24a);
        assertThat(EcmpHash.hash(0x0b000901, 0x0b001901, 10000, 100, 33)).isEqualTo(0xcbe6c55b);
        assertThat(EcmpHash.hash(0x0b001901, 0x0b000901, 100, 10000, 35)).isEqualTo(0xb36b2360);
        assertThat(EcmpHash.hash(0, 0, 0, 0, 0)).isEqualTo(0xd941144b);
    }

    @Test
    void hostIpsAreTheReferences() {
        assertThat(EcmpHash.hostIp(0)).isEqualTo(0x0b000001);
        assertThat(EcmpHash.hostIp(16)).isEqualTo(0x0b001001);
        assertThat(EcmpHash.hostIp(300)).isEqualTo(0x0b012c01);
    }

    @Test
    void pickIsTheUnsignedRemainder() {
        assertThat(EcmpHash.pick(0xcbe6c55b, 8)).isEqualTo((int) (0xcbe6c55bL % 8));
        assertThat(EcmpHash.pick(-1, 7)).isEqualTo((int) (0xffffffffL % 7));
    }
}
