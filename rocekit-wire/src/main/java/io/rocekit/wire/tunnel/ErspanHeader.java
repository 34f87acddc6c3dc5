package io.rocekit.wire.tunnel;

import io.rocekit.wire.Bytes;

/**
 * The ERSPAN header after GRE (draft-foschiano-erspan-03): type II is 8 bytes, type III 12 bytes
 * plus an 8-byte platform-specific subheader when its O bit is set. Type I has no header at all:
 * GRE protocol 0x88BE without a sequence number is followed by the mirrored frame directly (as
 * Wireshark reads it).
 *
 * <pre>
 * Type II (GRE protocol 0x88BE, GRE sequence number present):
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |  Ver  |          VLAN         | COS | En|T|    Session ID     |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |      Reserved         |                  Index                |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * Type III (GRE protocol 0x22EB):
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |  Ver  |          VLAN         | COS |BSO|T|    Session ID     |
 * |                          Timestamp                            |
 * |             SGT               |P|    FT   |   Hw ID   |D|Gra|O|
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * |          Platform-specific subheader, 8 bytes (when O)        |
 * +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 * </pre>
 * Ver is 1 for type II and 2 for type III. T: the mirror cut the frame to fit its MTU. FT (type
 * III): 0 an Ethernet frame follows, 2 an IP packet.
 */
public final class ErspanHeader {
    public static final int VERSION_OFFSET = 0;
    public static final int SESSION_OFFSET = 2;
    public static final int TYPE_II_LENGTH = 8;
    public static final int TYPE_III_FLAGS_OFFSET = 10;
    public static final int TYPE_III_LENGTH = TYPE_III_FLAGS_OFFSET + 2;
    public static final int PLATFORM_SUBHEADER_LENGTH = 8;

    public static final int VERSION_TYPE_II = 1;
    public static final int VERSION_TYPE_III = 2;
    public static final int FRAME_TYPE_ETHERNET = 0;
    public static final int FRAME_TYPE_IP = 2;

    private static final int TRUNCATED_BIT = 0x0400;
    private static final int SESSION_MASK = 0x03ff;
    private static final int OPTIONAL_SUBHEADER_BIT = 0x0001;
    private static final int FRAME_TYPE_SHIFT = 10;
    private static final int FRAME_TYPE_MASK = 0x1f;

    private ErspanHeader() {
    }

    public static int version(byte[] b, int off) {
        return Bytes.u8(b, off + VERSION_OFFSET) >>> 4;
    }

    /** The mirror session (10 bits). */
    public static int sessionId(byte[] b, int off) {
        return Bytes.u16(b, off + SESSION_OFFSET) & SESSION_MASK;
    }

    /** T: the mirror truncated the frame (it was longer than the mirror's MTU allowed). */
    public static boolean truncated(byte[] b, int off) {
        return (Bytes.u16(b, off + SESSION_OFFSET) & TRUNCATED_BIT) != 0;
    }

    /** Type III's FT field: what follows the header. */
    public static int frameType(byte[] b, int off) {
        return (Bytes.u16(b, off + TYPE_III_FLAGS_OFFSET) >>> FRAME_TYPE_SHIFT) & FRAME_TYPE_MASK;
    }

    /** Type III's O bit: an 8-byte platform-specific subheader follows. */
    public static boolean platformSubheader(byte[] b, int off) {
        return (Bytes.u16(b, off + TYPE_III_FLAGS_OFFSET) & OPTIONAL_SUBHEADER_BIT) != 0;
    }
}
