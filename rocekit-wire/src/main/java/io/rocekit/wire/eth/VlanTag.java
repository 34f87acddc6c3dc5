package io.rocekit.wire.eth;

import io.rocekit.wire.Bytes;

/**
 * Flyweight over an IEEE 802.1Q / 802.1ad tag, wrapped at its TPID (where the EtherType would be).
 *
 * <pre>
 *  0                   1                   2                   3
 *  0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |     TPID (0x8100/0x88a8)      | PCP |D|         VID           |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |     EtherType of what follows |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * </pre>
 * PCP is the 802.1p priority that PFC acts on; RoCE traffic usually rides priority 3.
 */
public final class VlanTag {
    public static final int TPID_OFFSET = 0;
    public static final int TCI_OFFSET = 2;
    public static final int NEXT_ETHER_TYPE_OFFSET = 4;
    /** Bytes a tag adds to a frame. */
    public static final int LENGTH = 4;

    private byte[] buffer;
    private int offset;

    public VlanTag wrap(byte[] buffer, int offset) {
        this.buffer = buffer;
        this.offset = offset;
        return this;
    }

    public int offset() {
        return offset;
    }

    public int tpid() {
        return Bytes.u16(buffer, offset + TPID_OFFSET);
    }

    public int pcp() {
        return Bytes.u8(buffer, offset + TCI_OFFSET) >>> 5;
    }

    public int dei() {
        return (Bytes.u8(buffer, offset + TCI_OFFSET) >>> 4) & 1;
    }

    public int vid() {
        return Bytes.u16(buffer, offset + TCI_OFFSET) & 0x0fff;
    }

    public int nextEtherType() {
        return Bytes.u16(buffer, offset + NEXT_ETHER_TYPE_OFFSET);
    }

    /** Writes TPID and TCI (the next EtherType is the caller's). */
    public VlanTag set(int tpid, int pcp, int dei, int vid) {
        Bytes.put16(buffer, offset + TPID_OFFSET, tpid);
        Bytes.put16(buffer, offset + TCI_OFFSET, ((pcp & 7) << 13) | ((dei & 1) << 12) | (vid & 0xfff));
        return this;
    }
}
