package io.rocekit.wire.ib;

import io.rocekit.wire.Bytes;

/**
 * Flyweight over the XRC Extended Transport Header, 4 bytes (IBA Vol 1, 9.3.9, XRC annex): a
 * reserved byte and the 24-bit XRC shared receive queue number. Carried by XRC requests.
 */
public final class Xrceth {
    public static final int XRC_SRQ_OFFSET = 1;
    public static final int LENGTH = 4;

    private byte[] buffer;
    private int offset;

    public Xrceth wrap(byte[] buffer, int offset) {
        this.buffer = buffer;
        this.offset = offset;
        return this;
    }

    public int xrcSrq() {
        return Bytes.u24(buffer, offset + XRC_SRQ_OFFSET);
    }

    public Xrceth write(int xrcSrq) {
        Bytes.put8(buffer, offset, 0);
        Bytes.put24(buffer, offset + XRC_SRQ_OFFSET, xrcSrq);
        return this;
    }
}
