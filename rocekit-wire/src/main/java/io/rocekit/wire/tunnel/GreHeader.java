package io.rocekit.wire.tunnel;

import io.rocekit.wire.Bytes;

/**
 * The GRE header (RFC 2784, with RFC 2890's key and sequence number), as ERSPAN uses it.
 *
 * <pre>
 *  0                   1                   2                   3
 *  0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |C|R|K|S|s|Recur|  Flags  | Ver |         Protocol Type         |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |      Checksum (optional)      |       Reserved1 (optional)    |  C
 * |                         Key (optional)                        |  K
 * |                 Sequence Number (optional)                    |  S
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * </pre>
 * R (RFC 1701 source routing) adds variable-length routing entries; RFC 2784 deprecates it and no
 * ERSPAN sender sets it, so the decoder refuses it rather than guessing their length.
 */
public final class GreHeader {
    public static final int FLAGS_OFFSET = 0;
    public static final int PROTOCOL_OFFSET = 2;
    /** The fixed part: flags, version, protocol type. */
    public static final int MIN_LENGTH = PROTOCOL_OFFSET + 2;
    /** Each of the checksum, key and sequence number words. */
    public static final int OPTION_LENGTH = 4;

    public static final int CHECKSUM_PRESENT = 0x8000;
    public static final int ROUTING_PRESENT = 0x4000;
    public static final int KEY_PRESENT = 0x2000;
    public static final int SEQUENCE_PRESENT = 0x1000;
    public static final int VERSION_MASK = 0x0007;

    private GreHeader() {
    }

    /** The first 16 bits: the C, R, K, S bits, recursion, flags and version. */
    public static int flags(byte[] b, int off) {
        return Bytes.u16(b, off + FLAGS_OFFSET);
    }

    public static int version(int flags) {
        return flags & VERSION_MASK;
    }

    /** The EtherType of what follows (0x88BE ERSPAN I/II, 0x22EB ERSPAN III). */
    public static int protocol(byte[] b, int off) {
        return Bytes.u16(b, off + PROTOCOL_OFFSET);
    }

    /** Header length from the flags, routing aside: 4, plus 4 for each of checksum, key, sequence number. */
    public static int length(int flags) {
        int len = MIN_LENGTH;
        if ((flags & CHECKSUM_PRESENT) != 0) {
            len += OPTION_LENGTH;
        }
        if ((flags & KEY_PRESENT) != 0) {
            len += OPTION_LENGTH;
        }
        if ((flags & SEQUENCE_PRESENT) != 0) {
            len += OPTION_LENGTH;
        }
        return len;
    }
}
