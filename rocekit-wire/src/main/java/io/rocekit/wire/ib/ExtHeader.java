package io.rocekit.wire.ib;

/**
 * Extended transport headers that follow the BTH, as bits of a mask, with their sizes in bytes
 * (IBA Vol 1, 9.3; FETH from IBA 1.5; the CNP's 16 reserved bytes from Annex A17).
 *
 * <p>The order of the constants is the order on the wire: RDETH, DETH, XRCETH, FETH, RETH or
 * AtomicETH, AETH, AtomicAckETH, ImmDt, IETH, and the CNP padding.
 */
public final class ExtHeader {
    public static final int RDETH = 1;
    public static final int DETH = 1 << 1;
    public static final int XRCETH = 1 << 2;
    public static final int FETH = 1 << 3;
    public static final int RETH = 1 << 4;
    public static final int ATOMIC_ETH = 1 << 5;
    public static final int AETH = 1 << 6;
    public static final int ATOMIC_ACK_ETH = 1 << 7;
    public static final int IMM_DT = 1 << 8;
    public static final int IETH = 1 << 9;
    public static final int CNP_RESERVED = 1 << 10;

    /** Every header bit, in wire order. */
    static final int[] WIRE_ORDER = {
        RDETH, DETH, XRCETH, FETH, RETH, ATOMIC_ETH, AETH, ATOMIC_ACK_ETH, IMM_DT, IETH, CNP_RESERVED,
    };

    public static final int RDETH_LENGTH = 4;
    public static final int DETH_LENGTH = 8;
    public static final int XRCETH_LENGTH = 4;
    public static final int FETH_LENGTH = 4;
    public static final int RETH_LENGTH = 16;
    public static final int ATOMIC_ETH_LENGTH = 28;
    public static final int AETH_LENGTH = 4;
    public static final int ATOMIC_ACK_ETH_LENGTH = 8;
    public static final int IMM_DT_LENGTH = 4;
    public static final int IETH_LENGTH = 4;
    public static final int CNP_RESERVED_LENGTH = 16;

    private ExtHeader() {
    }

    /** The size in bytes of one header bit. */
    public static int length(int header) {
        return switch (header) {
            case RDETH -> RDETH_LENGTH;
            case DETH -> DETH_LENGTH;
            case XRCETH -> XRCETH_LENGTH;
            case FETH -> FETH_LENGTH;
            case RETH -> RETH_LENGTH;
            case ATOMIC_ETH -> ATOMIC_ETH_LENGTH;
            case AETH -> AETH_LENGTH;
            case ATOMIC_ACK_ETH -> ATOMIC_ACK_ETH_LENGTH;
            case IMM_DT -> IMM_DT_LENGTH;
            case IETH -> IETH_LENGTH;
            case CNP_RESERVED -> CNP_RESERVED_LENGTH;
            default -> throw new IllegalArgumentException("not a single header bit: " + header);
        };
    }

    /** The name tools print for one header bit (the IBA name; the CNP's reserved block). */
    public static String name(int header) {
        return switch (header) {
            case RDETH -> "RDETH";
            case DETH -> "DETH";
            case XRCETH -> "XRCETH";
            case FETH -> "FETH";
            case RETH -> "RETH";
            case ATOMIC_ETH -> "AtomicETH";
            case AETH -> "AETH";
            case ATOMIC_ACK_ETH -> "AtomicAckETH";
            case IMM_DT -> "ImmDt";
            case IETH -> "IETH";
            case CNP_RESERVED -> "CNP_RESERVED16";
            default -> throw new IllegalArgumentException("not a single header bit: " + header);
        };
    }

    /** The total length of all headers in a mask. */
    public static int totalLength(int mask) {
        int n = 0;
        for (int h : WIRE_ORDER) {
            if ((mask & h) != 0) {
                n += length(h);
            }
        }
        return n;
    }
}
