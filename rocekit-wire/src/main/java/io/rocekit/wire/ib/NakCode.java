package io.rocekit.wire.ib;

/** The NAK codes of an AETH syndrome 0b11xxxxx (IBA Vol 1, 9.7.5.2.4). */
public enum NakCode {
    PSN_SEQUENCE_ERROR(0),
    INVALID_REQUEST(1),
    REMOTE_ACCESS_ERROR(2),
    REMOTE_OPERATIONAL_ERROR(3),
    INVALID_RD_REQUEST(4),
    /** Codes 5-31 are reserved. */
    RESERVED(-1);

    private final int code;

    NakCode(int code) {
        this.code = code;
    }

    /** The 5-bit value, or -1 for {@link #RESERVED}. */
    public int code() {
        return code;
    }

    public static NakCode of(int code) {
        return switch (code & 0x1f) {
            case 0 -> PSN_SEQUENCE_ERROR;
            case 1 -> INVALID_REQUEST;
            case 2 -> REMOTE_ACCESS_ERROR;
            case 3 -> REMOTE_OPERATIONAL_ERROR;
            case 4 -> INVALID_RD_REQUEST;
            default -> RESERVED;
        };
    }
}
