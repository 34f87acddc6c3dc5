package io.rocekit.wire.ib;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A BTH opcode: an open enum over all 256 values, each with its IBA name, its transport and the
 * extended headers it carries (IBA Vol 1, table 35 "OpCode field"; CNP 0x81 from Annex A17;
 * FLUSH 0x1c and ATOMIC WRITE 0x1d from IBA 1.5 as Linux rxe implements them).
 *
 * <p>Unknown and reserved values are not rejected: {@link #of(int)} returns an instance named
 * {@code RESERVED_0xNN} (reserved in a known transport) or {@code VENDOR_0xNN} (manufacturer
 * specific, 0xc0-0xff) that decodes as a BTH with no extended headers. All 256 instances exist
 * up front, so looking one up allocates nothing.
 */
public final class Opcode {
    private static final Opcode[] TABLE = new Opcode[256];

    /** The opcode number used most in tests and filters. */
    public static final int CNP_CODE = 0x81;

    private final int code;
    private final String name;
    private final Transport transport;
    private final int headers;
    private final boolean known;
    private final boolean hasPayload;

    private Opcode(int code, String name, int headers, boolean known, boolean hasPayload) {
        this.code = code;
        this.name = name;
        this.transport = Transport.ofOpcode(code);
        this.headers = headers;
        this.known = known;
        this.hasPayload = hasPayload;
    }

    /** The opcode for an 8-bit value (masked to 8 bits); never null, never throws. */
    public static Opcode of(int code) {
        return TABLE[code & 0xff];
    }

    /** The opcode named {@code name} (case-insensitive, e.g. {@code RC_RDMA_WRITE_ONLY}, {@code CNP}). */
    public static Optional<Opcode> byName(String name) {
        String n = name.trim().toUpperCase(Locale.ROOT);
        for (Opcode op : TABLE) {
            if (op.name.equals(n)) {
                return Optional.of(op);
            }
        }
        return Optional.empty();
    }

    /** Every opcode the IBA (and Annex A17) defines, in numeric order. */
    public static List<Opcode> known() {
        List<Opcode> l = new ArrayList<>();
        for (Opcode op : TABLE) {
            if (op.known) {
                l.add(op);
            }
        }
        return Collections.unmodifiableList(l);
    }

    public int code() {
        return code;
    }

    /** IBA-style name: {@code RC_SEND_FIRST}, {@code UD_SEND_ONLY_WITH_IMMEDIATE}, {@code CNP}. */
    public String name() {
        return name;
    }

    public Transport transport() {
        return transport;
    }

    /** The extended headers, as a mask of {@link ExtHeader} bits. */
    public int headers() {
        return headers;
    }

    public boolean has(int header) {
        return (headers & header) != 0;
    }

    /** Whether the IBA defines this value (false for reserved and vendor values). */
    public boolean isKnown() {
        return known;
    }

    /** Whether packets of this opcode may carry a payload after their headers. */
    public boolean hasPayload() {
        return hasPayload;
    }

    /** Bytes of extended headers this opcode carries after the BTH. */
    public int headersLength() {
        return ExtHeader.totalLength(headers);
    }

    @Override
    public String toString() {
        return name + "(0x" + String.format("%02x", code) + ")";
    }

    // ---- the table ----------------------------------------------------------------------------

    private static final int PAYLOAD = 1 << 30;

    /** Operations 0x00-0x17 of RC, in IBA order, with their headers (before transport-specific ones). */
    private static final Object[][] RC_OPS = {
        {0x00, "SEND_FIRST", PAYLOAD},
        {0x01, "SEND_MIDDLE", PAYLOAD},
        {0x02, "SEND_LAST", PAYLOAD},
        {0x03, "SEND_LAST_WITH_IMMEDIATE", ExtHeader.IMM_DT | PAYLOAD},
        {0x04, "SEND_ONLY", PAYLOAD},
        {0x05, "SEND_ONLY_WITH_IMMEDIATE", ExtHeader.IMM_DT | PAYLOAD},
        {0x06, "RDMA_WRITE_FIRST", ExtHeader.RETH | PAYLOAD},
        {0x07, "RDMA_WRITE_MIDDLE", PAYLOAD},
        {0x08, "RDMA_WRITE_LAST", PAYLOAD},
        {0x09, "RDMA_WRITE_LAST_WITH_IMMEDIATE", ExtHeader.IMM_DT | PAYLOAD},
        {0x0a, "RDMA_WRITE_ONLY", ExtHeader.RETH | PAYLOAD},
        {0x0b, "RDMA_WRITE_ONLY_WITH_IMMEDIATE", ExtHeader.RETH | ExtHeader.IMM_DT | PAYLOAD},
        {0x0c, "RDMA_READ_REQUEST", ExtHeader.RETH},
        {0x0d, "RDMA_READ_RESPONSE_FIRST", ExtHeader.AETH | PAYLOAD},
        {0x0e, "RDMA_READ_RESPONSE_MIDDLE", PAYLOAD},
        {0x0f, "RDMA_READ_RESPONSE_LAST", ExtHeader.AETH | PAYLOAD},
        {0x10, "RDMA_READ_RESPONSE_ONLY", ExtHeader.AETH | PAYLOAD},
        {0x11, "ACKNOWLEDGE", ExtHeader.AETH},
        {0x12, "ATOMIC_ACKNOWLEDGE", ExtHeader.AETH | ExtHeader.ATOMIC_ACK_ETH},
        {0x13, "COMPARE_SWAP", ExtHeader.ATOMIC_ETH},
        {0x14, "FETCH_ADD", ExtHeader.ATOMIC_ETH},
        {0x16, "SEND_LAST_WITH_INVALIDATE", ExtHeader.IETH | PAYLOAD},
        {0x17, "SEND_ONLY_WITH_INVALIDATE", ExtHeader.IETH | PAYLOAD},
    };

    /** Responses carry no DETH (RD) and no XRCETH (XRC): only requests do. */
    private static boolean isResponse(int op) {
        return op >= 0x0d && op <= 0x12;
    }

    static {
        for (Object[] row : RC_OPS) {
            int op = (Integer) row[0];
            String n = (String) row[1];
            int h = (Integer) row[2];
            // RC: every operation.
            define(op, "RC_" + n, h);
            // UC: the SEND and RDMA WRITE subset 0x00-0x0b.
            if (op <= 0x0b) {
                define(0x20 | op, "UC_" + n, h);
            }
            // RD: 0x00-0x14; RDETH on every packet, DETH on requests.
            if (op <= 0x14) {
                define(0x40 | op, "RD_" + n, h | ExtHeader.RDETH | (isResponse(op) ? 0 : ExtHeader.DETH));
            }
            // XRC: every RC operation; XRCETH on requests.
            define(0xa0 | op, "XRC_" + n, h | (isResponse(op) ? 0 : ExtHeader.XRCETH));
        }
        define(0x55, "RD_RESYNC", ExtHeader.RDETH | ExtHeader.DETH);
        define(0x1c, "RC_FLUSH", ExtHeader.FETH | ExtHeader.RETH);
        define(0x1d, "RC_ATOMIC_WRITE", ExtHeader.RETH | PAYLOAD);
        define(0x64, "UD_SEND_ONLY", ExtHeader.DETH | PAYLOAD);
        define(0x65, "UD_SEND_ONLY_WITH_IMMEDIATE", ExtHeader.DETH | ExtHeader.IMM_DT | PAYLOAD);
        define(CNP_CODE, "CNP", ExtHeader.CNP_RESERVED);
        for (int c = 0; c < 256; c++) {
            if (TABLE[c] == null) {
                String prefix = c >= 0xc0 ? "VENDOR_0x" : "RESERVED_0x";
                // Unknown: decoded as a BTH followed by opaque bytes.
                TABLE[c] = new Opcode(c, prefix + String.format("%02x", c), 0, false, true);
            }
        }
    }

    private static void define(int code, String name, int headersAndPayload) {
        TABLE[code] = new Opcode(code, name, headersAndPayload & ~PAYLOAD, true, (headersAndPayload & PAYLOAD) != 0);
    }
}
