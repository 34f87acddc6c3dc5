package io.rocekit.wire.frame;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.wire.ib.AckKind;
import io.rocekit.wire.ib.Opcode;
import io.rocekit.wire.pcap.LinkType;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/** Build -> decode round trips for every opcode with random field values. */
class FrameRoundTripProperties {
    record Fields(int opcode, boolean v6, boolean vlan, int pcp, int vid, int dscp, int ecn, int destQp, int psn,
            int pkey, boolean se, boolean becn, boolean ackReq, long va, long rkey, long len, int syndrome, int msn,
            long imm, int payload) {
    }

    @Provide
    Arbitrary<Fields> fields() {
        List<Integer> codes = Opcode.known().stream().map(Opcode::code).toList();
        Arbitrary<Integer> op = Arbitraries.of(codes);
        Arbitrary<Integer> u24 = Arbitraries.integers().between(0, 0xffffff);
        Arbitrary<Long> u32 = Arbitraries.longs().between(0, 0xffff_ffffL);
        return Combinators.combine(
                Combinators.combine(op, Arbitraries.of(true, false), Arbitraries.of(true, false),
                        Arbitraries.integers().between(0, 7), Arbitraries.integers().between(0, 4095),
                        Arbitraries.integers().between(0, 63), Arbitraries.integers().between(0, 3), u24)
                        .as((a, b, c, d, e, f, g, h) -> new Object[] {a, b, c, d, e, f, g, h}),
                Combinators.combine(u24, Arbitraries.integers().between(0, 0xffff), Arbitraries.of(true, false),
                        Arbitraries.of(true, false), Arbitraries.of(true, false), Arbitraries.longs(), u32, u32)
                        .as((a, b, c, d, e, f, g, h) -> new Object[] {a, b, c, d, e, f, g, h}),
                Combinators.combine(Arbitraries.integers().between(0, 255), u24, u32,
                        Arbitraries.integers().between(0, 4096))
                        .as((a, b, c, d) -> new Object[] {a, b, c, d}))
                .as((x, y, z) -> new Fields((Integer) x[0], (Boolean) x[1], (Boolean) x[2], (Integer) x[3],
                        (Integer) x[4], (Integer) x[5], (Integer) x[6], (Integer) x[7], (Integer) y[0], (Integer) y[1],
                        (Boolean) y[2], (Boolean) y[3], (Boolean) y[4], (Long) y[5], (Long) y[6], (Long) y[7],
                        (Integer) z[0], (Integer) z[1], (Long) z[2], (Integer) z[3]));
    }

    @Property(tries = 600)
    void shouldDecodeWhatWasBuilt(@ForAll("fields") Fields x) {
        Opcode op = Opcode.of(x.opcode());
        int payloadLength = op.hasPayload() ? x.payload() : 0;
        byte[] payload = new byte[payloadLength];
        for (int i = 0; i < payloadLength; i++) {
            payload[i] = (byte) (i * 31 + 7);
        }
        FrameBuilder b = new FrameBuilder().opcode(op).dscpEcn(x.dscp(), x.ecn()).destQp(x.destQp()).psn(x.psn())
                .pkey(x.pkey()).bthFlags(x.se(), false, false, x.becn(), x.ackReq())
                .reth(x.va(), x.rkey(), x.len()).aeth(x.syndrome(), x.msn()).immediate(x.imm())
                .atomic(x.va(), x.rkey(), x.va() ^ 0x5555, ~x.va()).atomicAck(x.va() + 1).deth(x.rkey(), x.msn())
                .invalidateRkey(x.rkey()).payload(payload);
        if (x.v6()) {
            byte[] src = new byte[16];
            byte[] dst = new byte[16];
            src[0] = (byte) 0xfd;
            dst[0] = (byte) 0xfd;
            dst[15] = 2;
            b.ipv6(src, dst).flowLabel(x.destQp() & 0xfffff);
        }
        if (x.vlan()) {
            b.vlan(x.pcp(), 0, x.vid());
        }
        byte[] buf = new byte[b.frameLength() + 8];
        int n = b.write(buf, 3);
        RoceFrame f = new RoceFrame();
        assertThat(f.decode(buf, 3, n, n, LinkType.ETHERNET)).as(f.errorMessage()).isTrue();
        assertThat(f.hasError()).as(f.errorMessage()).isFalse();
        assertThat(f.verifyIcrc()).isEqualTo(IcrcVerdict.VALID);
        assertThat(f.opcode()).isSameAs(op);
        assertThat(f.ipVersion()).isEqualTo(x.v6() ? 6 : 4);
        assertThat(f.dscp()).isEqualTo(x.dscp());
        assertThat(f.ecn()).isEqualTo(x.ecn());
        assertThat(f.vlanCount()).isEqualTo(x.vlan() ? 1 : 0);
        if (x.vlan()) {
            assertThat(f.vlan().pcp()).isEqualTo(x.pcp());
            assertThat(f.vlan().vid()).isEqualTo(x.vid());
        }
        if (x.v6()) {
            assertThat(f.ipv6().flowLabel()).isEqualTo(x.destQp() & 0xfffff);
        } else {
            assertThat(f.ipv4().checksumValid()).isTrue();
        }
        assertThat(f.bth().destQp()).isEqualTo(x.destQp());
        assertThat(f.bth().psn()).isEqualTo(x.psn());
        assertThat(f.bth().pkey()).isEqualTo(x.pkey());
        assertThat(f.bth().solicitedEvent()).isEqualTo(x.se());
        assertThat(f.bth().becn()).isEqualTo(x.becn());
        assertThat(f.bth().ackReq()).isEqualTo(x.ackReq());
        assertThat(f.payloadLength()).isEqualTo(payloadLength);
        assertThat(f.bth().padCount()).isEqualTo((4 - (payloadLength & 3)) & 3);
        assertThat(f.hasReth()).isEqualTo(op.has(io.rocekit.wire.ib.ExtHeader.RETH));
        if (f.hasReth()) {
            assertThat(f.reth().virtualAddress()).isEqualTo(x.va());
            assertThat(f.reth().rkey()).isEqualTo(x.rkey());
            assertThat(f.reth().dmaLength()).isEqualTo(x.len());
        }
        if (f.hasAeth()) {
            assertThat(f.aeth().syndrome()).isEqualTo(x.syndrome());
            assertThat(f.aeth().msn()).isEqualTo(x.msn());
            assertThat(f.aeth().kind()).isEqualTo(AckKind.ofSyndrome(x.syndrome()));
        }
        if (f.hasImmDt()) {
            assertThat(f.immDt().immediate()).isEqualTo(x.imm());
        }
        if (f.hasAtomicEth()) {
            assertThat(f.atomicEth().virtualAddress()).isEqualTo(x.va());
            assertThat(f.atomicEth().compare()).isEqualTo(~x.va());
        }
        if (f.hasAtomicAckEth()) {
            assertThat(f.atomicAckEth().original()).isEqualTo(x.va() + 1);
        }
        if (f.hasDeth()) {
            assertThat(f.deth().qkey()).isEqualTo(x.rkey());
            assertThat(f.deth().srcQp()).isEqualTo(x.msn());
        }
        if (f.hasIeth()) {
            assertThat(f.ieth().rkey()).isEqualTo(x.rkey());
        }
        for (int i = 0; i < payloadLength; i++) {
            assertThat(buf[f.payloadOffset() + i]).isEqualTo(payload[i]);
        }
    }

    @Property(tries = 200)
    void shouldDetectAnyFlipOfACoveredBitAsBadIcrc(@ForAll @IntRange(min = 0, max = 1500) int payload,
            @ForAll @IntRange(min = 0, max = 100_000) int flipSeed) {
        FrameBuilder b = new FrameBuilder().opcode(0x0a).payload(new byte[payload]);
        byte[] buf = new byte[b.frameLength()];
        int n = b.write(buf, 0);
        // Covered bytes: from the UDP ports on (not the UDP checksum, not BTH byte 4), excluding the ICRC.
        int first = 14 + 20 + 12; // after the IP addresses: start of the BTH is 42; ports at 34
        int bit = flipSeed % ((n - 4 - first) * 8);
        int at = first + bit / 8;
        if (at == 14 + 20 + 8 + 4) {
            return; // BTH byte 4 is masked by design
        }
        buf[at] ^= (byte) (1 << (bit % 8));
        RoceFrame f = new RoceFrame();
        f.decode(buf, 0, n, n, LinkType.ETHERNET);
        if (f.isRoce() && !f.hasError()) {
            assertThat(f.verifyIcrc()).isEqualTo(IcrcVerdict.INVALID);
        }
    }

    @Property(tries = 100)
    void shouldIgnoreChangesOfMaskedFields(@ForAll @IntRange(min = 0, max = 63) int dscp,
            @ForAll @IntRange(min = 0, max = 3) int ecn, @ForAll @IntRange(min = 1, max = 255) int ttl,
            @ForAll boolean v6) {
        FrameBuilder b = new FrameBuilder().opcode(0x04).payload(new byte[100]);
        if (v6) {
            b.ipv6(new byte[16], new byte[16]);
        }
        byte[] buf = new byte[b.frameLength()];
        int n = b.write(buf, 0);
        FrameBuilder changed = b.dscpEcn(dscp, ecn).ttl(ttl).flowLabel(dscp * 1000).computeIcrc(false);
        byte[] buf2 = new byte[n];
        changed.write(buf2, 0);
        System.arraycopy(buf, n - 4, buf2, n - 4, 4); // keep the first ICRC
        RoceFrame f = new RoceFrame();
        f.decode(buf2, 0, n, n, LinkType.ETHERNET);
        assertThat(f.verifyIcrc()).isEqualTo(IcrcVerdict.VALID);
    }
}
