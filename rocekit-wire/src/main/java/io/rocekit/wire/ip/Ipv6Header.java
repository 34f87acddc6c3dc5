package io.rocekit.wire.ip;

import io.rocekit.wire.Bytes;

/**
 * Flyweight over an IPv6 fixed header (RFC 8200). The traffic class carries DSCP and ECN as in
 * IPv4.
 *
 * <pre>
 *  0                   1                   2                   3
 *  0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |Version|   DSCP    |ECN|               Flow Label              |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |         Payload Length        |  Next Header  |   Hop Limit   |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |                   Source Address (16 bytes)                   |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |                Destination Address (16 bytes)                 |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * </pre>
 */
public final class Ipv6Header {
    public static final int VERSION_CLASS_FLOW_OFFSET = 0;
    public static final int PAYLOAD_LENGTH_OFFSET = 4;
    public static final int NEXT_HEADER_OFFSET = 6;
    public static final int HOP_LIMIT_OFFSET = 7;
    public static final int SOURCE_OFFSET = 8;
    public static final int DESTINATION_OFFSET = 24;
    public static final int LENGTH = DESTINATION_OFFSET + 16;

    /** Next-header values of extension headers rocekit walks over to find UDP. */
    public static final int HOP_BY_HOP = 0;
    public static final int ROUTING = 43;
    public static final int FRAGMENT = 44;
    public static final int DESTINATION_OPTIONS = 60;

    private byte[] buffer;
    private int offset;

    public Ipv6Header wrap(byte[] buffer, int offset) {
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

    public int trafficClass() {
        return (Bytes.u16(buffer, offset) >>> 4) & 0xff;
    }

    public int dscp() {
        return trafficClass() >>> 2;
    }

    public int ecn() {
        return trafficClass() & 3;
    }

    public int flowLabel() {
        return (int) (Bytes.u32(buffer, offset) & 0xfffff);
    }

    public int payloadLength() {
        return Bytes.u16(buffer, offset + PAYLOAD_LENGTH_OFFSET);
    }

    public int nextHeader() {
        return Bytes.u8(buffer, offset + NEXT_HEADER_OFFSET);
    }

    public int hopLimit() {
        return Bytes.u8(buffer, offset + HOP_LIMIT_OFFSET);
    }

    /** Offset of the source address in the buffer (16 bytes). */
    public int sourceOffset() {
        return offset + SOURCE_OFFSET;
    }

    public int destinationOffset() {
        return offset + DESTINATION_OFFSET;
    }

    public byte[] buffer() {
        return buffer;
    }

    /** Writes the fixed header. Addresses are copied from {@code src} and {@code dst} (16 bytes each). */
    public Ipv6Header write(int dscp, int ecn, int flowLabel, int payloadLength, int nextHeader,
            int hopLimit, byte[] src, byte[] dst) {
        int tc = ((dscp & 0x3f) << 2) | (ecn & 3);
        Bytes.put32(buffer, offset, (6L << 28) | ((long) tc << 20) | (flowLabel & 0xfffff));
        Bytes.put16(buffer, offset + PAYLOAD_LENGTH_OFFSET, payloadLength);
        Bytes.put8(buffer, offset + NEXT_HEADER_OFFSET, nextHeader);
        Bytes.put8(buffer, offset + HOP_LIMIT_OFFSET, hopLimit);
        System.arraycopy(src, 0, buffer, offset + SOURCE_OFFSET, 16);
        System.arraycopy(dst, 0, buffer, offset + DESTINATION_OFFSET, 16);
        return this;
    }

    /**
     * RFC 5952 text form of the 16 bytes at {@code off}: lower case, the longest run of two or more
     * zero groups shortened to {@code ::}, IPv4-mapped addresses as {@code ::ffff:a.b.c.d}.
     */
    public static StringBuilder appendAddress(StringBuilder sb, byte[] b, int off) {
        int bestStart = -1;
        int bestLen = 0;
        for (int i = 0; i < 8; ) {
            if (Bytes.u16(b, off + 2 * i) == 0) {
                int j = i;
                while (j < 8 && Bytes.u16(b, off + 2 * j) == 0) {
                    j++;
                }
                if (j - i > bestLen && j - i >= 2) {
                    bestStart = i;
                    bestLen = j - i;
                }
                i = j;
            } else {
                i++;
            }
        }
        boolean mapped = bestStart == 0 && bestLen == 5 && Bytes.u16(b, off + 10) == 0xffff;
        if (mapped) {
            sb.append("::ffff:");
            return Ipv4Header.appendAddress(sb, Bytes.u32(b, off + 12));
        }
        for (int i = 0; i < 8; i++) {
            if (i == bestStart) {
                sb.append("::");
                i += bestLen - 1;
                continue;
            }
            if (i > 0 && i != bestStart + bestLen) {
                sb.append(':');
            }
            sb.append(Integer.toHexString(Bytes.u16(b, off + 2 * i)));
        }
        return sb;
    }
}
