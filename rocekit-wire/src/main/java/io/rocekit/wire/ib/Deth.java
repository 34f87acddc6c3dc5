package io.rocekit.wire.ib;

import io.rocekit.wire.Bytes;

/**
 * Flyweight over the Datagram Extended Transport Header, 8 bytes (IBA Vol 1, 9.3.2). Carried by UD
 * and RD requests, never by UC.
 *
 * <pre>
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |                            Q_Key                              |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |   Reserved    |                  Source QP                    |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * </pre>
 */
public final class Deth {
    public static final int QKEY_OFFSET = 0;
    public static final int SRC_QP_OFFSET = 5;
    public static final int LENGTH = 8;

    private byte[] buffer;
    private int offset;

    public Deth wrap(byte[] buffer, int offset) {
        this.buffer = buffer;
        this.offset = offset;
        return this;
    }

    public int offset() {
        return offset;
    }

    public long qkey() {
        return Bytes.u32(buffer, offset + QKEY_OFFSET);
    }

    public int srcQp() {
        return Bytes.u24(buffer, offset + SRC_QP_OFFSET);
    }

    public Deth write(long qkey, int srcQp) {
        Bytes.put32(buffer, offset + QKEY_OFFSET, qkey);
        Bytes.put8(buffer, offset + 4, 0);
        Bytes.put24(buffer, offset + SRC_QP_OFFSET, srcQp);
        return this;
    }
}
