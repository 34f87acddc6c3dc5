package io.rocekit.wire.udp;

import io.rocekit.wire.Bytes;

/**
 * Flyweight over a UDP header (RFC 768). RoCEv2 uses destination port {@link #ROCE_V2_PORT}; the
 * source port is the per-QP ECMP entropy and the checksum is usually 0.
 *
 * <pre>
 *  0                   1                   2                   3
 *  0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |          Source Port          |       Destination Port        |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |            Length             |           Checksum            |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * </pre>
 */
public final class UdpHeader {
    public static final int SOURCE_PORT_OFFSET = 0;
    public static final int DESTINATION_PORT_OFFSET = 2;
    public static final int LENGTH_OFFSET = 4;
    public static final int CHECKSUM_OFFSET = 6;
    public static final int LENGTH = CHECKSUM_OFFSET + 2;
    /** IANA "roce". */
    public static final int ROCE_V2_PORT = 4791;

    private byte[] buffer;
    private int offset;

    public UdpHeader wrap(byte[] buffer, int offset) {
        this.buffer = buffer;
        this.offset = offset;
        return this;
    }

    public int offset() {
        return offset;
    }

    public int sourcePort() {
        return Bytes.u16(buffer, offset + SOURCE_PORT_OFFSET);
    }

    public int destinationPort() {
        return Bytes.u16(buffer, offset + DESTINATION_PORT_OFFSET);
    }

    /** The UDP length field: header plus payload, in bytes. */
    public int length() {
        return Bytes.u16(buffer, offset + LENGTH_OFFSET);
    }

    public int checksum() {
        return Bytes.u16(buffer, offset + CHECKSUM_OFFSET);
    }

    public UdpHeader write(int sourcePort, int destinationPort, int length, int checksum) {
        Bytes.put16(buffer, offset + SOURCE_PORT_OFFSET, sourcePort);
        Bytes.put16(buffer, offset + DESTINATION_PORT_OFFSET, destinationPort);
        Bytes.put16(buffer, offset + LENGTH_OFFSET, length);
        Bytes.put16(buffer, offset + CHECKSUM_OFFSET, checksum);
        return this;
    }
}
