package io.rocekit.wire.ib;

/**
 * The body of a RoCEv2 Congestion Notification Packet (opcode 0x81, Annex A17): 16 reserved bytes
 * after the BTH, which must be zero. By convention the BTH has BECN set, and its DestQP names the
 * sender's QP being throttled.
 */
public final class Cnp {
    public static final int LENGTH = 16;

    private byte[] buffer;
    private int offset;

    public Cnp wrap(byte[] buffer, int offset) {
        this.buffer = buffer;
        this.offset = offset;
        return this;
    }

    /** Whether all 16 reserved bytes are zero, as the annex requires. */
    public boolean reservedIsZero() {
        for (int i = 0; i < LENGTH; i++) {
            if (buffer[offset + i] != 0) {
                return false;
            }
        }
        return true;
    }

    public Cnp write() {
        java.util.Arrays.fill(buffer, offset, offset + LENGTH, (byte) 0);
        return this;
    }
}
