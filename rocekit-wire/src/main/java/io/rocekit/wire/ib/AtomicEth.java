package io.rocekit.wire.ib;

import io.rocekit.wire.Bytes;

/**
 * Flyweight over the Atomic Extended Transport Header, 28 bytes (IBA Vol 1, 9.3.4). Carried by
 * CmpSwap and FetchAdd.
 *
 * <pre>
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |                 Virtual Address (64 bits)                     |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |                            R_Key                              |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |                Swap (or Add) Data (64 bits)                   |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |                   Compare Data (64 bits)                      |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * </pre>
 */
public final class AtomicEth {
    public static final int VIRTUAL_ADDRESS_OFFSET = 0;
    public static final int RKEY_OFFSET = 8;
    public static final int SWAP_ADD_OFFSET = 12;
    public static final int COMPARE_OFFSET = 20;
    public static final int LENGTH = COMPARE_OFFSET + 8;

    private byte[] buffer;
    private int offset;

    public AtomicEth wrap(byte[] buffer, int offset) {
        this.buffer = buffer;
        this.offset = offset;
        return this;
    }

    public int offset() {
        return offset;
    }

    public long virtualAddress() {
        return Bytes.u64(buffer, offset + VIRTUAL_ADDRESS_OFFSET);
    }

    public long rkey() {
        return Bytes.u32(buffer, offset + RKEY_OFFSET);
    }

    public long swapAdd() {
        return Bytes.u64(buffer, offset + SWAP_ADD_OFFSET);
    }

    public long compare() {
        return Bytes.u64(buffer, offset + COMPARE_OFFSET);
    }

    public AtomicEth write(long virtualAddress, long rkey, long swapAdd, long compare) {
        Bytes.put64(buffer, offset + VIRTUAL_ADDRESS_OFFSET, virtualAddress);
        Bytes.put32(buffer, offset + RKEY_OFFSET, rkey);
        Bytes.put64(buffer, offset + SWAP_ADD_OFFSET, swapAdd);
        Bytes.put64(buffer, offset + COMPARE_OFFSET, compare);
        return this;
    }
}
