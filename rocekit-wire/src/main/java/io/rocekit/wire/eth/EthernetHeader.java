package io.rocekit.wire.eth;

import io.rocekit.wire.Bytes;

/**
 * Flyweight over an Ethernet II header (IEEE 802.3, DIX framing).
 *
 * <pre>
 *  0                   1                   2                   3
 *  0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |                    Destination MAC (6 bytes)                  |
 * +                               +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |                               |                               |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+                               +
 * |                      Source MAC (6 bytes)                     |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |           EtherType           |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * </pre>
 * The FCS is usually not captured and is not part of this view.
 */
public final class EthernetHeader {
    public static final int DESTINATION_OFFSET = 0;
    public static final int SOURCE_OFFSET = 6;
    public static final int ETHER_TYPE_OFFSET = 12;
    public static final int LENGTH = ETHER_TYPE_OFFSET + 2;

    private byte[] buffer;
    private int offset;

    public EthernetHeader wrap(byte[] buffer, int offset) {
        this.buffer = buffer;
        this.offset = offset;
        return this;
    }

    public int offset() {
        return offset;
    }

    /** The destination MAC as the low 48 bits of a long. */
    public long destination() {
        return mac(DESTINATION_OFFSET);
    }

    public EthernetHeader destination(long mac) {
        putMac(DESTINATION_OFFSET, mac);
        return this;
    }

    /** The source MAC as the low 48 bits of a long. */
    public long source() {
        return mac(SOURCE_OFFSET);
    }

    public EthernetHeader source(long mac) {
        putMac(SOURCE_OFFSET, mac);
        return this;
    }

    public int etherType() {
        return Bytes.u16(buffer, offset + ETHER_TYPE_OFFSET);
    }

    public EthernetHeader etherType(int type) {
        Bytes.put16(buffer, offset + ETHER_TYPE_OFFSET, type);
        return this;
    }

    private long mac(int field) {
        return ((long) Bytes.u16(buffer, offset + field) << 32) | Bytes.u32(buffer, offset + field + 2);
    }

    private void putMac(int field, long mac) {
        Bytes.put16(buffer, offset + field, (int) (mac >>> 32));
        Bytes.put32(buffer, offset + field + 2, mac);
    }

    /** {@code aa:bb:cc:dd:ee:ff}. */
    public static StringBuilder appendMac(StringBuilder sb, long mac) {
        for (int shift = 40; shift >= 0; shift -= 8) {
            int v = (int) (mac >>> shift) & 0xff;
            sb.append(Character.forDigit(v >>> 4, 16)).append(Character.forDigit(v & 0xf, 16));
            if (shift > 0) {
                sb.append(':');
            }
        }
        return sb;
    }
}
