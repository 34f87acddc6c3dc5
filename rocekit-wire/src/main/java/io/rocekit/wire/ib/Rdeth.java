package io.rocekit.wire.ib;

import io.rocekit.wire.Bytes;

/**
 * Flyweight over the Reliable Datagram Extended Transport Header, 4 bytes (IBA Vol 1, 9.3.1): a
 * reserved byte and the 24-bit EE context. Carried by every RD packet.
 */
public final class Rdeth {
    public static final int EE_CONTEXT_OFFSET = 1;
    public static final int LENGTH = 4;

    private byte[] buffer;
    private int offset;

    public Rdeth wrap(byte[] buffer, int offset) {
        this.buffer = buffer;
        this.offset = offset;
        return this;
    }

    public int eeContext() {
        return Bytes.u24(buffer, offset + EE_CONTEXT_OFFSET);
    }

    public Rdeth write(int eeContext) {
        Bytes.put8(buffer, offset, 0);
        Bytes.put24(buffer, offset + EE_CONTEXT_OFFSET, eeContext);
        return this;
    }
}
