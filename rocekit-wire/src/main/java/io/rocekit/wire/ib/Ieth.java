package io.rocekit.wire.ib;

import io.rocekit.wire.Bytes;

/**
 * Flyweight over the Invalidate Extended Transport Header, 4 bytes (IBA Vol 1, 9.3.8): the R_Key
 * that SEND with Invalidate (RC 0x16/0x17) invalidates.
 */
public final class Ieth {
    public static final int RKEY_OFFSET = 0;
    public static final int LENGTH = 4;

    private byte[] buffer;
    private int offset;

    public Ieth wrap(byte[] buffer, int offset) {
        this.buffer = buffer;
        this.offset = offset;
        return this;
    }

    public int offset() {
        return offset;
    }

    public long rkey() {
        return Bytes.u32(buffer, offset + RKEY_OFFSET);
    }

    public Ieth write(long rkey) {
        Bytes.put32(buffer, offset + RKEY_OFFSET, rkey);
        return this;
    }
}
