package io.rocekit.wire.frame;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.wire.ib.Opcode;
import io.rocekit.wire.pcap.LinkType;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * A frame a mirror session delivers decodes like the same frame captured directly: the inner
 * Ethernet tag, IP DSCP/ECN, BTH and ICRC; damaged tunnel headers are errors or cuts with offsets.
 */
class TunnelDecodeTest {
    private final RoceFrame f = new RoceFrame();

    /** RDMA WRITE ONLY to QP 0x12, PSN 100, DSCP 26 CE, 802.1Q priority 3, 64 bytes of payload. */
    private static byte[] roce(boolean ipv6) {
        FrameBuilder b = new FrameBuilder().opcode(Opcode.of(10)).destQp(0x12).psn(100).reth(0x1000, 0x1234, 64)
                .vlan(3, 0, 100).dscpEcn(26, 3).payload(new byte[64]);
        if (ipv6) {
            b.ipv6(new byte[16], new byte[16]);
        } else {
            b.ipv4(0xc0a81e01L, 0xc0a81e02L);
        }
        byte[] out = new byte[b.frameLength()];
        b.write(out, 0);
        return out;
    }

    private boolean decode(byte[] frame) {
        return decode(frame, frame.length);
    }

    private boolean decode(byte[] frame, int captured) {
        return f.decode(frame, 0, captured, frame.length, LinkType.ETHERNET);
    }

    private void assertInnerRoce(int innerOffset) {
        assertThat(f.isRoce()).isTrue();
        assertThat(f.hasError()).isFalse();
        assertThat(f.decapsulated()).isTrue();
        assertThat(f.innerOffset()).isEqualTo(innerOffset);
        assertThat(f.opcode().code()).isEqualTo(10);
        assertThat(f.bth().destQp()).isEqualTo(0x12);
        assertThat(f.bth().psn()).isEqualTo(100);
        assertThat(f.dscp()).isEqualTo(26);
        assertThat(f.ecn()).isEqualTo(3);
        assertThat(f.vlan().pcp()).isEqualTo(3);
        assertThat(f.payloadLength()).isEqualTo(64);
        assertThat(f.verifyIcrc()).isEqualTo(IcrcVerdict.VALID);
    }

    @Test
    void shouldDecodeRoceInsideErspanII() {
        byte[] inner = roce(false);
        decode(Mirrors.erspanII(inner, 5, false));
        assertInnerRoce(Mirrors.GRE + 16);
        assertThat(f.tunnel()).isEqualTo(Tunnel.ERSPAN_II);
        assertThat(f.tunnelId()).isEqualTo(5);
        assertThat(f.outerIpVersion()).isEqualTo(4);
        assertThat(f.wireLength()).isEqualTo(inner.length);
        assertThat(f.icrcComputed()).isEqualTo(directIcrc(inner));
    }

    @Test
    void shouldDecodeRoceInsideErspanIIIWithAndWithoutThePlatformSubheader() {
        decode(Mirrors.erspanIII(roce(true), 7, false, 0));
        assertInnerRoce(Mirrors.GRE + 16);
        assertThat(f.tunnel()).isEqualTo(Tunnel.ERSPAN_III);
        decode(Mirrors.erspanIII(roce(true), 7, true, 0));
        assertInnerRoce(Mirrors.GRE + 24);
        assertThat(f.tunnelId()).isEqualTo(7);
    }

    @Test
    void shouldDecodeAnIpPacketInErspanIIIFrameType2() {
        byte[] inner = roce(false);
        byte[] ip = Arrays.copyOfRange(inner, 18, inner.length); // without Ethernet and the tag
        decode(Mirrors.erspanIII(ip, 7, false, 2));
        assertThat(f.isRoce()).isTrue();
        assertThat(f.hasEthernet()).isFalse();
        assertThat(f.dscp()).isEqualTo(26);
        assertThat(f.verifyIcrc()).isEqualTo(IcrcVerdict.VALID);
    }

    @Test
    void shouldDecodeRoceInsideErspanIAndVxlan() {
        decode(Mirrors.erspanI(roce(false)));
        assertInnerRoce(Mirrors.GRE + 4);
        assertThat(f.tunnel()).isEqualTo(Tunnel.ERSPAN_I);
        assertThat(f.tunnelId()).isEqualTo(-1);
        decode(Mirrors.vxlan(roce(true), 4242));
        assertInnerRoce(Mirrors.GRE + 16);
        assertThat(f.tunnel()).isEqualTo(Tunnel.VXLAN);
        assertThat(f.tunnelId()).isEqualTo(4242);
    }

    @Test
    void shouldLeaveADirectFrameAlone() {
        decode(roce(false));
        assertThat(f.tunnel()).isEqualTo(Tunnel.NONE);
        assertThat(f.decapsulated()).isFalse();
        assertThat(f.wireLength()).isEqualTo(roce(false).length);
    }

    @Test
    void shouldDecapsulateOneLevelOnly() {
        decode(Mirrors.erspanII(Mirrors.erspanII(roce(false), 9, false), 5, false));
        assertThat(f.isRoce()).isFalse();
        assertThat(f.hasError()).isFalse();
        assertThat(f.tunnel()).isEqualTo(Tunnel.ERSPAN_II);
        assertThat(f.tunnelId()).isEqualTo(5);
    }

    @Test
    void shouldNameAGarbledErspanVersion() {
        byte[] m = Mirrors.erspanII(roce(false), 5, false);
        m[Mirrors.GRE + 8] = 0x20;
        assertThat(decode(m)).isFalse();
        assertThat(f.errorMessage()).isEqualTo("ERSPAN at offset 42: version 2, expected 1 for its GRE protocol type");
        assertThat(f.tunnelDamaged()).isTrue();
    }

    @Test
    void shouldNameAGreHeaderTheIpPacketCuts() {
        byte[] m = Mirrors.head(Mirrors.erspanII(roce(false), 5, false), Mirrors.GRE + 6);
        m[Mirrors.OUTER_IP + 3] = 26; // IP total length: 20 + 6 bytes of GRE
        assertThat(decode(m)).isFalse();
        assertThat(f.errorMessage()).isEqualTo("GRE at offset 34: truncated, need 8 bytes, 6 available");
    }

    @Test
    void shouldRefuseGreRoutingAndAReservedFrameType() {
        byte[] m = Mirrors.erspanII(roce(false), 5, false);
        m[Mirrors.GRE] |= 0x40;
        decode(m);
        assertThat(f.error()).isEqualTo(DecodeError.GRE_ROUTING);
        decode(Mirrors.erspanIII(roce(false), 7, false, 5));
        assertThat(f.errorMessage()).isEqualTo("ERSPAN at offset 48: frame type 5, expected 0 (Ethernet) or 2 (IP)");
    }

    @Test
    void shouldNameAVxlanHeaderItsUdpLengthCuts() {
        byte[] m = Mirrors.vxlan(roce(false), 1);
        m[Mirrors.GRE + 4] = 0;
        m[Mirrors.GRE + 5] = 12;
        decode(m);
        assertThat(f.errorMessage()).isEqualTo("VXLAN at offset 42: truncated, need 8 bytes, 4 available");
    }

    @Test
    void shouldCallASnaplenInsideTheTunnelHeaderACut() {
        byte[] m = Mirrors.erspanII(roce(false), 5, false);
        assertThat(decode(m, Mirrors.GRE + 11)).isFalse();
        assertThat(f.hasError()).isFalse();
        assertThat(f.cut()).isEqualTo(DecodeError.ERSPAN_TRUNCATED);
        assertThat(f.appendCut(new StringBuilder()).toString())
                .isEqualTo("ERSPAN at offset 42: 3 of its 8 bytes captured (capture cut the frame to 45 of 192 bytes)");
        assertThat(f.tunnelDamaged()).isTrue();
    }

    @Test
    void shouldTakeAFrameTheMirrorTruncatedAsCutNotMalformed() {
        byte[] inner = roce(false);
        byte[] m = Mirrors.erspanII(Mirrors.head(inner, inner.length - 40), 5, true);
        byte[] withTrailer = Arrays.copyOf(m, m.length + 4); // an FCS after the outer packet must not be read as ICRC
        assertThat(decode(withTrailer)).isTrue();
        assertThat(f.hasError()).isFalse();
        assertThat(f.mirrorTruncated()).isTrue();
        assertThat(f.cutBySnaplen()).isTrue();
        assertThat(f.icrcCaptured()).isFalse();
        assertThat(f.verifyIcrc()).isEqualTo(IcrcVerdict.UNCHECKABLE);
        assertThat(f.wireLength()).isEqualTo(inner.length); // from its IP total length, not the 102 bytes delivered
    }

    @Test
    void shouldNotReadAnOuterTrailerAsTheInnerFrame() {
        byte[] inner = roce(false);
        byte[] m = Arrays.copyOf(Mirrors.erspanII(Mirrors.head(inner, inner.length - 4), 5, false), 300);
        assertThat(decode(m)).isFalse();
        assertThat(f.error()).isEqualTo(DecodeError.IPV4_TOTAL_LENGTH_LONG);
    }

    private static int directIcrc(byte[] frame) {
        RoceFrame d = new RoceFrame();
        d.decode(frame, 0, frame.length, frame.length, LinkType.ETHERNET);
        d.verifyIcrc();
        return d.icrcComputed();
    }
}
