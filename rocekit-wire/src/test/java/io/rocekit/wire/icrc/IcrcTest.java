package io.rocekit.wire.icrc;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.wire.Bytes;
import io.rocekit.wire.frame.FrameBuilder;
import io.rocekit.wire.frame.IcrcVerdict;
import io.rocekit.wire.frame.RoceFrame;
import io.rocekit.wire.ip.Ipv4Header;
import io.rocekit.wire.pcap.LinkType;
import java.util.Arrays;
import java.util.zip.CRC32;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * The ICRC against a deliberately naive reference (copy the covered bytes, mask the copy, CRC
 * everything with the 8-byte all-ones prefix), including IPv4 options and IPv6 extension headers,
 * which the corpus does not have.
 */
class IcrcTest {
    /** The recipe of docs/wire.md, written the slow obvious way. */
    static int reference(byte[] frame, int ip, int version, int udp, int icrcOffset) {
        byte[] c = new byte[8 + icrcOffset - ip];
        Arrays.fill(c, 0, 8, (byte) -1);
        System.arraycopy(frame, ip, c, 8, icrcOffset - ip);
        int i = 8;
        if (version == 4) {
            c[i + 1] = -1;
            c[i + 8] = -1;
            c[i + 10] = -1;
            c[i + 11] = -1;
        } else {
            c[i] |= 0x0f;
            c[i + 1] = -1;
            c[i + 2] = -1;
            c[i + 3] = -1;
            c[i + 7] = -1;
        }
        int u = 8 + udp - ip;
        c[u + 6] = -1;
        c[u + 7] = -1;
        c[u + 8 + 4] = -1;
        CRC32 crc = new CRC32();
        crc.update(c);
        return (int) crc.getValue();
    }

    @Test
    void shouldMatchTheKnownValueOfACorpusFrame() {
        // c01 frame 1 (RC SEND First, IPv4): the corpus' independent implementation and scapy give ed213d84 on the wire.
        FrameBuilder b = new FrameBuilder();
        byte[] f = new byte[b.frameLength()];
        b.write(f, 0);
        assertThat(new Icrc().compute(f, 14, 4, 34, f.length - 4)).isEqualTo(reference(f, 14, 4, 34, f.length - 4));
    }

    /** Inserts {@code n} option bytes into the IPv4 header of a built frame and fixes its lengths. */
    static byte[] withIpv4Options(byte[] f, int n) {
        byte[] g = new byte[f.length + n];
        System.arraycopy(f, 0, g, 0, 34);
        for (int i = 0; i < n; i++) {
            g[34 + i] = (byte) (i == n - 1 ? 0 : 1); // NOPs then end of options
        }
        System.arraycopy(f, 34, g, 34 + n, f.length - 34);
        g[14] = (byte) (0x40 | ((20 + n) / 4));
        Bytes.put16(g, 16, Bytes.u16(f, 16) + n);
        new Ipv4Header().wrap(g, 14).updateChecksum();
        return g;
    }

    /** Inserts an IPv6 destination-options header of {@code len} bytes (a multiple of 8). */
    static byte[] withIpv6Extension(byte[] f, int len) {
        byte[] g = new byte[f.length + len];
        System.arraycopy(f, 0, g, 0, 54);
        g[54] = 17; // next header: UDP
        g[55] = (byte) (len / 8 - 1);
        g[56] = 1; // PadN option covering the rest
        g[57] = (byte) (len - 4);
        System.arraycopy(f, 54, g, 54 + len, f.length - 54);
        g[14 + 6] = 60; // destination options
        Bytes.put16(g, 14 + 4, Bytes.u16(f, 14 + 4) + len);
        return g;
    }

    @Property(tries = 60)
    void shouldCoverIpv4OptionsAsTheyAre(@ForAll @IntRange(min = 1, max = 10) int words,
            @ForAll @IntRange(min = 0, max = 2000) int payload) {
        FrameBuilder b = new FrameBuilder().opcode(0x04).payload(new byte[payload]);
        byte[] f = new byte[b.frameLength()];
        b.write(f, 0);
        byte[] g = withIpv4Options(f, words * 4);
        int udp = 34 + words * 4;
        int crc = new Icrc().compute(g, 14, 4, udp, g.length - 4);
        assertThat(crc).isEqualTo(reference(g, 14, 4, udp, g.length - 4));
        Icrc.put(g, g.length - 4, crc);
        RoceFrame rf = new RoceFrame();
        assertThat(rf.decode(g, 0, g.length, g.length, LinkType.ETHERNET)).isTrue();
        assertThat(rf.udpOffset()).isEqualTo(udp);
        assertThat(rf.verifyIcrc()).isEqualTo(IcrcVerdict.VALID);
    }

    @Property(tries = 60)
    void shouldCoverIpv6ExtensionHeadersShortAndLong(@ForAll @IntRange(min = 1, max = 20) int eights,
            @ForAll @IntRange(min = 0, max = 2000) int payload) {
        FrameBuilder b = new FrameBuilder().opcode(0x0a).payload(new byte[payload]).ipv6(new byte[16], new byte[16]);
        byte[] f = new byte[b.frameLength()];
        b.write(f, 0);
        byte[] g = withIpv6Extension(f, eights * 8);
        int udp = 54 + eights * 8;
        Icrc icrc = new Icrc();
        int crc = icrc.compute(g, 14, 6, udp, g.length - 4);
        assertThat(crc).isEqualTo(reference(g, 14, 6, udp, g.length - 4));
        // The instance stays correct for the next frame after a long extension chain.
        assertThat(icrc.compute(f, 14, 6, 54, f.length - 4)).isEqualTo(reference(f, 14, 6, 54, f.length - 4));
        Icrc.put(g, g.length - 4, crc);
        RoceFrame rf = new RoceFrame();
        assertThat(rf.decode(g, 0, g.length, g.length, LinkType.ETHERNET)).isTrue();
        assertThat(rf.ipv6ExtensionHeaders()).isTrue();
        assertThat(rf.verifyIcrc()).isEqualTo(IcrcVerdict.VALID);
    }

    @Test
    void shouldPrintTheValueAsToolsShowTheWireBytes() {
        assertThat(Icrc.asPrinted(0x843d21ed)).isEqualTo(0xed213d84L);
        byte[] b = new byte[4];
        Icrc.put(b, 0, 0x843d21ed);
        assertThat(b).containsExactly(0xed, 0x21, 0x3d, 0x84);
    }
}
