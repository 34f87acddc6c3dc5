package io.rocekit.wire.tunnel;

import io.rocekit.wire.Bytes;

/**
 * The VXLAN header (RFC 7348), in a UDP datagram to port {@link #PORT}; an Ethernet frame follows.
 *
 * <pre>
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |R|R|R|R|I|R|R|R|                   Reserved                    |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |          VXLAN Network Identifier (VNI)       |   Reserved    |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * </pre>
 * The flags are not checked: receivers ignore the reserved bits (RFC 7348, 5), and Wireshark
 * decodes the inner frame whatever they hold.
 */
public final class VxlanHeader {
    public static final int FLAGS_OFFSET = 0;
    public static final int VNI_OFFSET = 4;
    public static final int LENGTH = VNI_OFFSET + 4;
    /** IANA "vxlan". */
    public static final int PORT = 4789;

    private VxlanHeader() {
    }

    /** The 24-bit VXLAN network identifier. */
    public static int vni(byte[] b, int off) {
        return Bytes.u24(b, off + VNI_OFFSET);
    }
}
