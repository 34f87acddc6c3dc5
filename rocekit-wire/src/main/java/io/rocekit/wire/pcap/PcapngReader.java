package io.rocekit.wire.pcap;

import io.rocekit.wire.Bytes;
import java.io.IOException;
import java.nio.channels.ReadableByteChannel;
import java.util.Arrays;
import java.util.Optional;

/**
 * Reads pcapng files (IETF draft-ietf-opsawg-pcapng): Section Header Blocks (each section with its
 * own byte order), Interface Description Blocks (link type, {@code if_tsresol} decimal or binary,
 * {@code if_tsoffset}), Enhanced, Simple and obsolete Packet Blocks. Every other block type is
 * skipped and counted.
 *
 * <pre>
 * block: type (4) | total length (4) | body ... | total length (4)
 * EPB body: interface id (4) | ts high (4) | ts low (4) | captured len (4) | original len (4) | data, padded to 4 | options
 * </pre>
 */
public final class PcapngReader implements CaptureReader {
    static final int SHB = 0x0a0d0d0a;
    static final int BYTE_ORDER_MAGIC = 0x1a2b3c4d;
    private static final int IDB = 1;
    private static final int OPB = 2;
    private static final int SPB = 3;
    private static final int EPB = 6;
    private static final int OPT_END = 0;
    private static final int OPT_TSRESOL = 9;
    private static final int OPT_TSOFFSET = 14;

    private final String name;
    private final ReadableByteChannel channel;
    private final ChannelInput in;
    private boolean littleEndian;
    private int interfaces;
    private int[] ifLinkType = new int[4];
    private int[] ifSnapLength = new int[4];
    private long[] ifUnitsPerSecond = new long[4];
    private long[] ifOffsetSeconds = new long[4];
    private long count;
    private long skipped;
    private String problem;

    PcapngReader(String name, ReadableByteChannel channel, ChannelInput in) throws IOException {
        this.name = name;
        this.channel = channel;
        this.in = in;
        if (!in.ensure(12) || Bytes.i32(in.buffer(), in.position()) != SHB) {
            throw new CaptureFormatException(name + ": not a pcapng file (no Section Header Block at offset 0)");
        }
        int bom = Bytes.i32(in.buffer(), in.position() + 8);
        if (bom != BYTE_ORDER_MAGIC && Integer.reverseBytes(bom) != BYTE_ORDER_MAGIC) {
            throw new CaptureFormatException(name + ": pcapng section header at offset 0 has byte-order magic 0x"
                    + Integer.toHexString(bom) + ", expected 0x1a2b3c4d");
        }
    }

    private int i32(byte[] b, int off) {
        return littleEndian ? Bytes.i32le(b, off) : Bytes.i32(b, off);
    }

    private int u16(byte[] b, int off) {
        return littleEndian ? Bytes.u16le(b, off) : Bytes.u16(b, off);
    }

    @Override
    public boolean next(CaptureRecord r) throws IOException {
        while (problem == null && !in.atEnd()) {
            long blockOffset = in.fileOffset();
            if (!in.ensure(12)) {
                return stop(blockOffset, "block header cut: need 12 bytes, " + in.available() + " left");
            }
            byte[] b = in.buffer();
            int p = in.position();
            int type = i32(b, p);
            if (Bytes.i32(b, p) == SHB) {
                type = SHB;
                int bom = Bytes.i32(b, p + 8);
                if (bom == BYTE_ORDER_MAGIC) {
                    littleEndian = false;
                } else if (Integer.reverseBytes(bom) == BYTE_ORDER_MAGIC) {
                    littleEndian = true;
                } else {
                    return stop(blockOffset, "section header has byte-order magic 0x" + Integer.toHexString(bom)
                            + ", expected 0x1a2b3c4d");
                }
            }
            long total = i32(b, p + 4) & 0xffff_ffffL;
            if (total < 12 || (total & 3) != 0 || total > ChannelInput.MAX_RECORD) {
                return stop(blockOffset, "block type 0x" + Integer.toHexString(type) + " has total length "
                        + total + " (must be a multiple of 4, at least 12)");
            }
            int len = (int) total;
            if (!in.ensure(len)) {
                return stop(blockOffset, "block cut: its header says " + len + " bytes, " + in.available()
                        + " left in the file");
            }
            b = in.buffer();
            p = in.position();
            if ((i32(b, p + len - 4) & 0xffff_ffffL) != total) {
                return stop(blockOffset, "block type 0x" + Integer.toHexString(type) + ": trailing length "
                        + (i32(b, p + len - 4) & 0xffff_ffffL) + " differs from leading length " + total);
            }
            boolean packet = switch (type) {
                case SHB -> {
                    interfaces = 0; // interface ids restart in every section
                    yield false;
                }
                case IDB -> {
                    readInterface(b, p, len, blockOffset);
                    yield false;
                }
                case EPB -> readEnhanced(r, b, p, len, blockOffset);
                case SPB -> readSimple(r, b, p, len, blockOffset);
                case OPB -> readObsolete(r, b, p, len, blockOffset);
                default -> {
                    skipped++;
                    yield false;
                }
            };
            if (problem != null) {
                return false;
            }
            in.skip(len);
            if (packet) {
                return true;
            }
        }
        return false;
    }

    private boolean stop(long offset, String why) {
        problem = name + ": " + (count + 1 > 0 ? "frame " + (count + 1) + ", " : "") + "block at file offset " + offset
                + ": " + why;
        return false;
    }

    private void readInterface(byte[] b, int p, int len, long blockOffset) {
        if (len < 20) {
            stop(blockOffset, "interface description block of " + len + " bytes, need at least 20");
            return;
        }
        if (interfaces == ifLinkType.length) {
            int n = interfaces * 2;
            ifLinkType = Arrays.copyOf(ifLinkType, n);
            ifSnapLength = Arrays.copyOf(ifSnapLength, n);
            ifUnitsPerSecond = Arrays.copyOf(ifUnitsPerSecond, n);
            ifOffsetSeconds = Arrays.copyOf(ifOffsetSeconds, n);
        }
        int i = interfaces++;
        ifLinkType[i] = u16(b, p + 8);
        ifSnapLength[i] = i32(b, p + 12);
        ifUnitsPerSecond[i] = 1_000_000L;
        ifOffsetSeconds[i] = 0;
        int opt = p + 16;
        int end = p + len - 4;
        while (opt + 4 <= end) {
            int code = u16(b, opt);
            int olen = u16(b, opt + 2);
            if (code == OPT_END || opt + 4 + olen > end) {
                break;
            }
            if (code == OPT_TSRESOL && olen >= 1) {
                int v = b[opt + 4] & 0xff;
                int exp = v & 0x7f;
                if ((v & 0x80) != 0) {
                    ifUnitsPerSecond[i] = exp >= 62 ? Long.MAX_VALUE : 1L << exp;
                } else {
                    long u = 1;
                    for (int k = 0; k < Math.min(exp, 18); k++) {
                        u *= 10;
                    }
                    ifUnitsPerSecond[i] = u;
                }
            } else if (code == OPT_TSOFFSET && olen >= 8) {
                ifOffsetSeconds[i] = ((long) i32(b, opt + 4) << 32 | (i32(b, opt + 8) & 0xffff_ffffL));
                if (littleEndian) {
                    ifOffsetSeconds[i] = ((long) i32(b, opt + 8) << 32) | (i32(b, opt + 4) & 0xffff_ffffL);
                }
            }
            opt += 4 + ((olen + 3) & ~3);
        }
    }

    private long toNanos(int iface, long units) {
        long ups = ifUnitsPerSecond[iface];
        long secs = Long.divideUnsigned(units, ups);
        long rem = Long.remainderUnsigned(units, ups);
        // rem < ups <= 1e9: rem * 1e9 fits in a long, and the division rounds down as Wireshark does
        // (binary resolutions such as 2^-20 do not divide 1e9: scaling by 1e9 / ups would lose up to 0.07%).
        long fracNanos = ups <= 1_000_000_000L ? rem * 1_000_000_000L / ups
                : ups % 1_000_000_000L == 0 ? rem / (ups / 1_000_000_000L)
                : (long) ((double) rem * 1e9 / ups);
        return (secs + ifOffsetSeconds[iface]) * 1_000_000_000L + fracNanos;
    }

    private boolean checkInterface(int iface, long blockOffset) {
        if (iface < 0 || iface >= interfaces) {
            stop(blockOffset, "packet names interface " + iface + " but the section declared " + interfaces);
            return false;
        }
        return true;
    }

    private boolean readEnhanced(CaptureRecord r, byte[] b, int p, int len, long blockOffset) {
        return readPacket(r, b, p, len, blockOffset, i32(b, p + 8), "enhanced packet block");
    }

    /** The obsolete Packet Block (type 2): a 16-bit interface id and a drop count, else as an EPB. */
    private boolean readObsolete(CaptureRecord r, byte[] b, int p, int len, long blockOffset) {
        return readPacket(r, b, p, len, blockOffset, u16(b, p + 8), "packet block");
    }

    private boolean readPacket(CaptureRecord r, byte[] b, int p, int len, long blockOffset, int iface, String what) {
        if (len < 32) {
            return stop(blockOffset, what + " of " + len + " bytes, need at least 32");
        }
        if (!checkInterface(iface, blockOffset)) {
            return false;
        }
        long ts = ((long) i32(b, p + 12) << 32) | (i32(b, p + 16) & 0xffff_ffffL);
        long cap = i32(b, p + 20) & 0xffff_ffffL;
        long orig = i32(b, p + 24) & 0xffff_ffffL;
        if (cap > len - 32) {
            return stop(blockOffset, what + " says " + cap + " captured bytes, the block holds " + (len - 32));
        }
        return fill(r, p + 28, (int) cap, orig, toNanos(iface, ts), iface, blockOffset);
    }

    private boolean readSimple(CaptureRecord r, byte[] b, int p, int len, long blockOffset) {
        if (len < 16) {
            return stop(blockOffset, "simple packet block of " + len + " bytes, need at least 16");
        }
        if (!checkInterface(0, blockOffset)) {
            return false;
        }
        long orig = i32(b, p + 8) & 0xffff_ffffL;
        long cap = Math.min(orig, len - 16L);
        if (ifSnapLength[0] > 0) {
            cap = Math.min(cap, ifSnapLength[0]);
        }
        // Simple packet blocks carry no timestamp.
        return fill(r, p + 12, (int) cap, orig, 0, 0, blockOffset);
    }

    private boolean fill(CaptureRecord r, int dataOffset, int cap, long orig, long tsNanos, int iface, long blockOffset) {
        long number = ++count;
        r.buffer = in.buffer();
        r.offset = dataOffset;
        r.capturedLength = cap;
        r.originalLength = (int) Math.min(Math.max(orig, cap), Integer.MAX_VALUE);
        r.timestampNanos = tsNanos;
        r.linkType = ifLinkType[iface];
        r.interfaceId = iface;
        r.fileOffset = blockOffset;
        r.number = number;
        return true;
    }

    @Override
    public String format() {
        return "pcapng";
    }

    @Override
    public Optional<String> problem() {
        Optional<String> stream = in.streamProblem();
        if (stream.isEmpty()) {
            return Optional.ofNullable(problem);
        }
        return Optional.of(problem == null ? name + ": " + stream.get() : problem + "; " + stream.get());
    }

    @Override
    public long skippedBlocks() {
        return skipped;
    }

    @Override
    public void close() throws IOException {
        channel.close();
    }
}
