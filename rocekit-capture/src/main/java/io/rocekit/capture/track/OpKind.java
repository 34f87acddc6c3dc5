package io.rocekit.capture.track;

import io.rocekit.wire.ib.Opcode;
import io.rocekit.wire.ib.Transport;

/**
 * What a BTH opcode means to flow analysis, precomputed for all 256 values: its kind (request,
 * read request, response, ACK, CNP...) and flags (starts a message, payload sized to the path
 * MTU). One table lookup per frame.
 */
public final class OpKind {
    /** SEND / RDMA WRITE requests (RC, UC, XRC, RD, UD). */
    public static final int DATA = 1;
    public static final int READ_REQUEST = 2;
    /** Atomic requests, atomic write and FLUSH: one PSN, answered by an ACK or atomic ACK. */
    public static final int ATOMIC = 3;
    public static final int READ_RESPONSE = 4;
    /** ACKNOWLEDGE (ACK, NAK or RNR NAK by its syndrome). */
    public static final int ACKNOWLEDGE = 5;
    public static final int ATOMIC_ACK = 6;
    public static final int CNP = 7;
    public static final int OTHER = 8;

    public static final int KIND_MASK = 0xf;
    /** FIRST or ONLY: the packet starts a message. */
    public static final int STARTS_MESSAGE = 1 << 4;
    /** LAST or ONLY: the packet ends a message. */
    public static final int ENDS_MESSAGE = 1 << 5;
    /** FIRST or MIDDLE of a multi-packet message: the payload is exactly the path MTU. */
    public static final int PMTU_SIZED = 1 << 6;

    private static final int[] TABLE = new int[256];

    static {
        for (int code = 0; code < 256; code++) {
            TABLE[code] = classify(Opcode.of(code));
        }
    }

    private OpKind() {
    }

    /** The kind and flags of an 8-bit opcode. */
    public static int of(int opcode) {
        return TABLE[opcode & 0xff];
    }

    public static int kind(int opcode) {
        return TABLE[opcode & 0xff] & KIND_MASK;
    }

    private static int classify(Opcode op) {
        if (!op.isKnown()) {
            return OTHER;
        }
        Transport t = op.transport();
        if (t == Transport.CNP) {
            return CNP;
        }
        String n = op.name();
        if (t == Transport.UD) {
            return DATA | STARTS_MESSAGE | ENDS_MESSAGE;
        }
        if (n.endsWith("RESYNC")) {
            return OTHER;
        }
        int flags = 0;
        if (n.contains("_FIRST") || n.contains("_ONLY")) {
            flags |= STARTS_MESSAGE;
        }
        if (n.contains("_LAST") || n.contains("_ONLY")) {
            flags |= ENDS_MESSAGE;
        }
        if (n.contains("_FIRST") || n.contains("_MIDDLE")) {
            flags |= PMTU_SIZED;
        }
        if (n.contains("READ_RESPONSE")) {
            return READ_RESPONSE | flags;
        }
        if (n.contains("READ_REQUEST")) {
            return READ_REQUEST | STARTS_MESSAGE | ENDS_MESSAGE;
        }
        if (n.endsWith("ATOMIC_ACKNOWLEDGE")) {
            return ATOMIC_ACK;
        }
        if (n.endsWith("ACKNOWLEDGE")) {
            return ACKNOWLEDGE;
        }
        if (n.contains("COMPARE_SWAP") || n.contains("FETCH_ADD") || n.contains("ATOMIC_WRITE")
                || n.contains("FLUSH")) {
            return ATOMIC | STARTS_MESSAGE | ENDS_MESSAGE;
        }
        if (n.contains("SEND") || n.contains("RDMA_WRITE")) {
            return DATA | flags;
        }
        return OTHER;
    }
}
