package io.rocekit.wire.ib;

/**
 * The transport an opcode belongs to: bits 7-5 of the BTH opcode (IBA Vol 1, 9.2.1; CNP from
 * RoCEv2 Annex A17).
 */
public enum Transport {
    /** 000: reliable connection. */
    RC,
    /** 001: unreliable connection. */
    UC,
    /** 010: reliable datagram. */
    RD,
    /** 011: unreliable datagram. */
    UD,
    /** 100: congestion notification packet (RoCEv2). */
    CNP,
    /** 101: extended reliable connection. */
    XRC,
    /** 110: reserved by the IBA. */
    RESERVED,
    /** 111: manufacturer specific. */
    VENDOR;

    private static final Transport[] BY_BITS = values();

    /** The transport of an 8-bit opcode. */
    public static Transport ofOpcode(int opcode) {
        return BY_BITS[(opcode >>> 5) & 0x7];
    }
}
