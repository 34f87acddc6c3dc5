package io.rocekit.wire.ib;

import io.rocekit.wire.Bytes;

/**
 * Flyweight over the ACK Extended Transport Header, 4 bytes (IBA Vol 1, 9.3.5).
 *
 * <pre>
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |R| Kd|  Value  |        Message Sequence Number (MSN)          |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * </pre>
 * The syndrome byte: R reserved, Kd the {@link AckKind}, Value the credit count (ACK), the RNR
 * timer (RNR NAK) or the {@link NakCode} (NAK). So NAK "PSN sequence error" is 0x60.
 */
public final class Aeth {
    public static final int SYNDROME_OFFSET = 0;
    public static final int MSN_OFFSET = 1;
    public static final int LENGTH = MSN_OFFSET + 3;
    /** Credit count 0x1f means "invalid" (end-to-end credits not in use). */
    public static final int CREDITS_INVALID = 0x1f;

    private byte[] buffer;
    private int offset;

    public Aeth wrap(byte[] buffer, int offset) {
        this.buffer = buffer;
        this.offset = offset;
        return this;
    }

    public int offset() {
        return offset;
    }

    public int syndrome() {
        return Bytes.u8(buffer, offset + SYNDROME_OFFSET);
    }

    public int msn() {
        return Bytes.u24(buffer, offset + MSN_OFFSET);
    }

    public AckKind kind() {
        return AckKind.ofSyndrome(syndrome());
    }

    /** The low 5 bits: credits, RNR timer or NAK code depending on {@link #kind()}. */
    public int value() {
        return syndrome() & 0x1f;
    }

    public Aeth write(int syndrome, int msn) {
        Bytes.put8(buffer, offset + SYNDROME_OFFSET, syndrome);
        Bytes.put24(buffer, offset + MSN_OFFSET, msn);
        return this;
    }

    /** The syndrome of an ACK with {@code credits}. */
    public static int ackSyndrome(int credits) {
        return credits & 0x1f;
    }

    /** The syndrome of an RNR NAK with an RNR timer code. */
    public static int rnrNakSyndrome(int timer) {
        return 0x20 | (timer & 0x1f);
    }

    /** The syndrome of a NAK. */
    public static int nakSyndrome(NakCode code) {
        return 0x60 | (code.code() & 0x1f);
    }
}
