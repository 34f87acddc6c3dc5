package io.rocekit.wire.ib;

/** What an AETH syndrome says, from its bits 6-5 (IBA Vol 1, 9.7.5.1, table 44). */
public enum AckKind {
    /** 00: positive acknowledgement; bits 4-0 are the credit count (0x1f = invalid/unlimited). */
    ACK,
    /** 01: receiver not ready; bits 4-0 are the RNR timer code. */
    RNR_NAK,
    /** 10: reserved. */
    RESERVED,
    /** 11: negative acknowledgement; bits 4-0 are the {@link NakCode}. */
    NAK;

    private static final AckKind[] BY_BITS = values();

    public static AckKind ofSyndrome(int syndrome) {
        return BY_BITS[(syndrome >>> 5) & 3];
    }
}
