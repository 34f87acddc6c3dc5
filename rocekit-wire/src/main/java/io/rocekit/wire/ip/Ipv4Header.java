package io.rocekit.wire.ip;

import io.rocekit.wire.Bytes;

/**
 * Flyweight over an IPv4 header (RFC 791; DSCP/ECN per RFC 2474 and RFC 3168).
 *
 * <pre>
 *  0                   1                   2                   3
 *  0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |Version|  IHL  |   DSCP    |ECN|          Total Length         |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |         Identification        |Flags|      Fragment Offset    |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |  Time to Live |    Protocol   |         Header Checksum       |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |                       Source Address                          |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |                    Destination Address                        |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |                    Options (IHL > 5)                          |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * </pre>
 */
public final class Ipv4Header {
    public static final int VERSION_IHL_OFFSET = 0;
    public static final int TOS_OFFSET = 1;
    public static final int TOTAL_LENGTH_OFFSET = 2;
    public static final int IDENTIFICATION_OFFSET = 4;
    public static final int FLAGS_FRAGMENT_OFFSET = 6;
    public static final int TTL_OFFSET = 8;
    public static final int PROTOCOL_OFFSET = 9;
    public static final int CHECKSUM_OFFSET = 10;
    public static final int SOURCE_OFFSET = 12;
    public static final int DESTINATION_OFFSET = 16;
    /** Length without options. */
    public static final int MIN_LENGTH = DESTINATION_OFFSET + 4;
    public static final int PROTOCOL_UDP = 17;

    private byte[] buffer;
    private int offset;

    public Ipv4Header wrap(byte[] buffer, int offset) {
        this.buffer = buffer;
        this.offset = offset;
        return this;
    }

    public int offset() {
        return offset;
    }

    public int version() {
        return Bytes.u8(buffer, offset) >>> 4;
    }

    /** Header length in 32-bit words. */
    public int ihl() {
        return Bytes.u8(buffer, offset) & 0xf;
    }

    public int headerLength() {
        return ihl() * 4;
    }

    public int dscp() {
        return Bytes.u8(buffer, offset + TOS_OFFSET) >>> 2;
    }

    public int ecn() {
        return Bytes.u8(buffer, offset + TOS_OFFSET) & 3;
    }

    public int totalLength() {
        return Bytes.u16(buffer, offset + TOTAL_LENGTH_OFFSET);
    }

    public int identification() {
        return Bytes.u16(buffer, offset + IDENTIFICATION_OFFSET);
    }

    /** True for any fragment but an unfragmented datagram (MF set or a non-zero offset). */
    public boolean isFragment() {
        return (Bytes.u16(buffer, offset + FLAGS_FRAGMENT_OFFSET) & 0x3fff) != 0;
    }

    public int ttl() {
        return Bytes.u8(buffer, offset + TTL_OFFSET);
    }

    public int protocol() {
        return Bytes.u8(buffer, offset + PROTOCOL_OFFSET);
    }

    public int checksum() {
        return Bytes.u16(buffer, offset + CHECKSUM_OFFSET);
    }

    /** The source address as an unsigned 32-bit value. */
    public long source() {
        return Bytes.u32(buffer, offset + SOURCE_OFFSET);
    }

    public long destination() {
        return Bytes.u32(buffer, offset + DESTINATION_OFFSET);
    }

    /** Whether the header checksum verifies. */
    public boolean checksumValid() {
        return InternetChecksum.sum(buffer, offset, headerLength()) == 0xffff;
    }

    // ---- writers ----

    /** Writes a 20-byte header (no options) with the checksum computed. */
    public Ipv4Header write(int dscp, int ecn, int totalLength, int identification, int ttl,
            int protocol, long source, long destination) {
        Bytes.put8(buffer, offset, 0x45);
        Bytes.put8(buffer, offset + TOS_OFFSET, ((dscp & 0x3f) << 2) | (ecn & 3));
        Bytes.put16(buffer, offset + TOTAL_LENGTH_OFFSET, totalLength);
        Bytes.put16(buffer, offset + IDENTIFICATION_OFFSET, identification);
        Bytes.put16(buffer, offset + FLAGS_FRAGMENT_OFFSET, 0x4000); // DF, as RDMA NICs send
        Bytes.put8(buffer, offset + TTL_OFFSET, ttl);
        Bytes.put8(buffer, offset + PROTOCOL_OFFSET, protocol);
        Bytes.put32(buffer, offset + SOURCE_OFFSET, source);
        Bytes.put32(buffer, offset + DESTINATION_OFFSET, destination);
        updateChecksum();
        return this;
    }

    /** Recomputes the header checksum over {@link #headerLength()} bytes. */
    public Ipv4Header updateChecksum() {
        Bytes.put16(buffer, offset + CHECKSUM_OFFSET, 0);
        Bytes.put16(buffer, offset + CHECKSUM_OFFSET,
                ~InternetChecksum.sum(buffer, offset, headerLength()) & 0xffff);
        return this;
    }

    /** Dotted quad of an address. */
    public static StringBuilder appendAddress(StringBuilder sb, long address) {
        return sb.append((address >>> 24) & 0xff).append('.').append((address >>> 16) & 0xff).append('.')
                .append((address >>> 8) & 0xff).append('.').append(address & 0xff);
    }
}
