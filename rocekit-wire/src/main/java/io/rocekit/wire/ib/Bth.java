package io.rocekit.wire.ib;

import io.rocekit.wire.Bytes;

/**
 * Flyweight over the Base Transport Header, 12 bytes, big-endian (IBA Vol 1, 9.2).
 *
 * <pre>
 *  0                   1                   2                   3
 *  0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |    OpCode     |S|M|Pad|  TVer |            P_Key              |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |F|B|  Resv6    |                 Destination QP                |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |A|   Resv7     |           Packet Sequence Number              |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * </pre>
 * S = solicited event, M = MigReq, Pad = PadCnt (0-3 bytes of pad before the ICRC), TVer = 0,
 * F/B = FECN/BECN (byte 4 is masked out of the ICRC), A = AckReq. The PSN wraps 0xffffff -> 0.
 */
public final class Bth {
    public static final int OPCODE_OFFSET = 0;
    public static final int FLAGS_OFFSET = 1;
    public static final int PKEY_OFFSET = 2;
    public static final int RESV8A_OFFSET = 4;
    public static final int DEST_QP_OFFSET = 5;
    public static final int ACK_REQ_OFFSET = 8;
    public static final int PSN_OFFSET = 9;
    public static final int LENGTH = PSN_OFFSET + 3;
    /** PSNs and QP numbers are 24-bit. */
    public static final int MASK_24 = 0xffffff;

    private byte[] buffer;
    private int offset;

    public Bth wrap(byte[] buffer, int offset) {
        this.buffer = buffer;
        this.offset = offset;
        return this;
    }

    public int offset() {
        return offset;
    }

    public int opcode() {
        return Bytes.u8(buffer, offset + OPCODE_OFFSET);
    }

    public boolean solicitedEvent() {
        return (buffer[offset + FLAGS_OFFSET] & 0x80) != 0;
    }

    public boolean migReq() {
        return (buffer[offset + FLAGS_OFFSET] & 0x40) != 0;
    }

    public int padCount() {
        return (buffer[offset + FLAGS_OFFSET] >>> 4) & 3;
    }

    public int tver() {
        return buffer[offset + FLAGS_OFFSET] & 0xf;
    }

    public int pkey() {
        return Bytes.u16(buffer, offset + PKEY_OFFSET);
    }

    public boolean fecn() {
        return (buffer[offset + RESV8A_OFFSET] & 0x80) != 0;
    }

    public boolean becn() {
        return (buffer[offset + RESV8A_OFFSET] & 0x40) != 0;
    }

    public int destQp() {
        return Bytes.u24(buffer, offset + DEST_QP_OFFSET);
    }

    public boolean ackReq() {
        return (buffer[offset + ACK_REQ_OFFSET] & 0x80) != 0;
    }

    public int psn() {
        return Bytes.u24(buffer, offset + PSN_OFFSET);
    }

    /** Writes every field; reserved bits are zero. */
    public Bth write(int opcode, boolean se, boolean migReq, int padCount, int tver, int pkey,
            boolean fecn, boolean becn, int destQp, boolean ackReq, int psn) {
        Bytes.put8(buffer, offset + OPCODE_OFFSET, opcode);
        Bytes.put8(buffer, offset + FLAGS_OFFSET,
                (se ? 0x80 : 0) | (migReq ? 0x40 : 0) | ((padCount & 3) << 4) | (tver & 0xf));
        Bytes.put16(buffer, offset + PKEY_OFFSET, pkey);
        Bytes.put8(buffer, offset + RESV8A_OFFSET, (fecn ? 0x80 : 0) | (becn ? 0x40 : 0));
        Bytes.put24(buffer, offset + DEST_QP_OFFSET, destQp);
        Bytes.put8(buffer, offset + ACK_REQ_OFFSET, ackReq ? 0x80 : 0);
        Bytes.put24(buffer, offset + PSN_OFFSET, psn);
        return this;
    }

    /** {@code b - a} in PSN space (24-bit, wrapping), in [-2^23, 2^23). */
    public static int psnDistance(int a, int b) {
        return ((b - a) << 8) >> 8;
    }
}
