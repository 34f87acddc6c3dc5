package io.rocekit.wire.ib;

import io.rocekit.wire.Bytes;

/**
 * Flyweight over the Atomic Acknowledge Extended Transport Header, 8 bytes (IBA Vol 1, 9.3.6):
 * the original remote data an atomic operation read.
 *
 * <pre>
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |               Original Remote Data (64 bits)                  |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * </pre>
 */
public final class AtomicAckEth {
    public static final int ORIGINAL_OFFSET = 0;
    public static final int LENGTH = 8;

    private byte[] buffer;
    private int offset;

    public AtomicAckEth wrap(byte[] buffer, int offset) {
        this.buffer = buffer;
        this.offset = offset;
        return this;
    }

    public int offset() {
        return offset;
    }

    public long original() {
        return Bytes.u64(buffer, offset + ORIGINAL_OFFSET);
    }

    public AtomicAckEth write(long original) {
        Bytes.put64(buffer, offset + ORIGINAL_OFFSET, original);
        return this;
    }
}
