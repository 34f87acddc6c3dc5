package io.rocekit.wire.ib;

import io.rocekit.wire.Bytes;

/**
 * Flyweight over the Immediate Data header, 4 bytes (IBA Vol 1, 9.3.7), carried by the "with
 * Immediate" SEND and RDMA WRITE opcodes.
 */
public final class ImmDt {
    public static final int IMMEDIATE_OFFSET = 0;
    public static final int LENGTH = 4;

    private byte[] buffer;
    private int offset;

    public ImmDt wrap(byte[] buffer, int offset) {
        this.buffer = buffer;
        this.offset = offset;
        return this;
    }

    public int offset() {
        return offset;
    }

    public long immediate() {
        return Bytes.u32(buffer, offset + IMMEDIATE_OFFSET);
    }

    public ImmDt write(long immediate) {
        Bytes.put32(buffer, offset + IMMEDIATE_OFFSET, immediate);
        return this;
    }
}
