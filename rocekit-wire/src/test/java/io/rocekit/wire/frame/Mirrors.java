package io.rocekit.wire.frame;

import io.rocekit.wire.Bytes;
import io.rocekit.wire.ip.InternetChecksum;
import java.util.Arrays;

/**
 * Wraps a frame as a remote mirror session sends it: outer Ethernet and IPv4 (10.99.0.1 to
 * 10.99.0.9), then GRE and an ERSPAN header, or UDP to 4789 and VXLAN. Byte layouts as in
 * draft-foschiano-erspan-03 and RFC 7348, checked against tshark on the fixtures the same shapes
 * were built for with scapy (rocekit-capture flows/m4..m7).
 */
final class Mirrors {
    static final int OUTER_IP = 14;
    static final int GRE = OUTER_IP + 20;

    private Mirrors() {
    }

    /** GRE with sequence number (8 bytes) and the 8-byte ERSPAN II header, session {@code session}. */
    static byte[] erspanII(byte[] inner, int session, boolean truncated) {
        byte[] h = new byte[8 + 8];
        Bytes.put16(h, 0, 0x1000);
        Bytes.put16(h, 2, 0x88be);
        Bytes.put32(h, 4, 1);
        Bytes.put16(h, 8, 0x1000 | 100); // version 1, VLAN 100
        Bytes.put16(h, 10, (truncated ? 0x0400 : 0) | session);
        Bytes.put32(h, 12, 1);
        return ipv4(47, h, inner);
    }

    /** GRE without sequence number, then the frame: ERSPAN type I. */
    static byte[] erspanI(byte[] inner) {
        byte[] h = new byte[4];
        Bytes.put16(h, 2, 0x88be);
        return ipv4(47, h, inner);
    }

    /** GRE (4 bytes) and the 12-byte ERSPAN III header, plus its 8-byte platform subheader when {@code o}. */
    static byte[] erspanIII(byte[] inner, int session, boolean o, int frameType) {
        byte[] h = new byte[4 + 12 + (o ? 8 : 0)];
        Bytes.put16(h, 2, 0x22eb);
        Bytes.put16(h, 4, 0x2000 | 100); // version 2, VLAN 100
        Bytes.put16(h, 6, session);
        Bytes.put32(h, 8, 0x01020304);
        Bytes.put16(h, 14, frameType << 10 | (o ? 1 : 0));
        return ipv4(47, h, inner);
    }

    /** UDP 49152 to 4789 and the VXLAN header with the I flag and {@code vni}. */
    static byte[] vxlan(byte[] inner, int vni) {
        byte[] h = new byte[8 + 8];
        Bytes.put16(h, 0, 49152);
        Bytes.put16(h, 2, 4789);
        Bytes.put16(h, 4, h.length + inner.length);
        Bytes.put8(h, 8, 0x08);
        Bytes.put24(h, 12, vni);
        return ipv4(17, h, inner);
    }

    private static byte[] ipv4(int protocol, byte[] tunnelHeader, byte[] inner) {
        byte[] f = new byte[GRE + tunnelHeader.length + inner.length];
        Bytes.put16(f, 12, 0x0800);
        f[OUTER_IP] = 0x45;
        Bytes.put16(f, OUTER_IP + 2, f.length - OUTER_IP);
        f[OUTER_IP + 8] = 64;
        f[OUTER_IP + 9] = (byte) protocol;
        Bytes.put32(f, OUTER_IP + 12, 0x0a630001L);
        Bytes.put32(f, OUTER_IP + 16, 0x0a630009L);
        Bytes.put16(f, OUTER_IP + 10, ~InternetChecksum.sum(f, OUTER_IP, 20) & 0xffff);
        System.arraycopy(tunnelHeader, 0, f, GRE, tunnelHeader.length);
        System.arraycopy(inner, 0, f, GRE + tunnelHeader.length, inner.length);
        return f;
    }

    /** The first {@code n} bytes. */
    static byte[] head(byte[] b, int n) {
        return Arrays.copyOf(b, n);
    }
}
