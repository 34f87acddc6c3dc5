package io.rocekit.wire.ib;

import io.rocekit.wire.Bytes;

/**
 * Flyweight over the RDMA Extended Transport Header, 16 bytes (IBA Vol 1, 9.3.3). Carried by RDMA
 * WRITE First/Only and RDMA READ Request.
 *
 * <pre>
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |                 Virtual Address (64 bits)                     |
 * +                                                               +
 * |                                                               |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |                            R_Key                              |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |                         DMA Length                            |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * </pre>
 */
public final class Reth {
    public static final int VIRTUAL_ADDRESS_OFFSET = 0;
    public static final int RKEY_OFFSET = 8;
    public static final int DMA_LENGTH_OFFSET = 12;
    public static final int LENGTH = DMA_LENGTH_OFFSET + 4;

    private byte[] buffer;
    private int offset;

    public Reth wrap(byte[] buffer, int offset) {
        this.buffer = buffer;
        this.offset = offset;
        return this;
    }

    public int offset() {
        return offset;
    }

    /** The 64-bit virtual address (treat as unsigned). */
    public long virtualAddress() {
        return Bytes.u64(buffer, offset + VIRTUAL_ADDRESS_OFFSET);
    }

    public long rkey() {
        return Bytes.u32(buffer, offset + RKEY_OFFSET);
    }

    public long dmaLength() {
        return Bytes.u32(buffer, offset + DMA_LENGTH_OFFSET);
    }

    public Reth write(long virtualAddress, long rkey, long dmaLength) {
        Bytes.put64(buffer, offset + VIRTUAL_ADDRESS_OFFSET, virtualAddress);
        Bytes.put32(buffer, offset + RKEY_OFFSET, rkey);
        Bytes.put32(buffer, offset + DMA_LENGTH_OFFSET, dmaLength);
        return this;
    }
}
