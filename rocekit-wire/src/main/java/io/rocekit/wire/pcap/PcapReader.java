package io.rocekit.wire.pcap;

import io.rocekit.wire.Bytes;
import java.io.IOException;
import java.nio.channels.ReadableByteChannel;
import java.util.Optional;

/**
 * Reads classic libpcap files: microsecond (0xa1b2c3d4) and nanosecond (0xa1b23c4d) magic, in
 * either byte order (tcpdump.org "PCAP Capture File Format", draft-ietf-opsawg-pcap).
 *
 * <pre>
 * global header (24 bytes): magic, version major/minor, thiszone, sigfigs, snaplen, linktype
 * record header (16 bytes): ts_sec, ts_usec|ts_nsec, incl_len, orig_len; then incl_len bytes
 * </pre>
 */
public final class PcapReader implements CaptureReader {
    static final int MAGIC_MICROS = 0xa1b2c3d4;
    static final int MAGIC_NANOS = 0xa1b23c4d;
    static final int GLOBAL_HEADER_LENGTH = 24;
    static final int RECORD_HEADER_LENGTH = 16;

    private final String name;
    private final ReadableByteChannel channel;
    private final ChannelInput in;
    private final boolean littleEndian;
    private final boolean nanos;
    private final int snapLength;
    private final int linkType;
    private long count;
    private String problem;

    PcapReader(String name, ReadableByteChannel channel, ChannelInput in) throws IOException {
        this.name = name;
        this.channel = channel;
        this.in = in;
        if (!in.ensure(GLOBAL_HEADER_LENGTH)) {
            throw new CaptureFormatException(name + ": pcap global header truncated: need "
                    + GLOBAL_HEADER_LENGTH + " bytes, file has " + in.available());
        }
        byte[] b = in.buffer();
        int p = in.position();
        int be = Bytes.i32(b, p);
        int le = Bytes.i32le(b, p);
        if (be == MAGIC_MICROS || be == MAGIC_NANOS) {
            littleEndian = false;
            nanos = be == MAGIC_NANOS;
        } else if (le == MAGIC_MICROS || le == MAGIC_NANOS) {
            littleEndian = true;
            nanos = le == MAGIC_NANOS;
        } else {
            throw new CaptureFormatException(name + ": not a pcap file (magic 0x" + Integer.toHexString(be) + ")");
        }
        int major = u16(b, p + 4);
        if (major != 2) {
            throw new CaptureFormatException(name + ": pcap version " + major + "." + u16(b, p + 6)
                    + " at offset 4, expected 2.4");
        }
        snapLength = i32(b, p + 16);
        // The upper bits of the link type field carry FCS information (draft-ietf-opsawg-pcap §4).
        linkType = i32(b, p + 20) & 0x0fff_ffff;
        in.skip(GLOBAL_HEADER_LENGTH);
    }

    private int u16(byte[] b, int off) {
        return littleEndian ? Bytes.u16le(b, off) : Bytes.u16(b, off);
    }

    private int i32(byte[] b, int off) {
        return littleEndian ? Bytes.i32le(b, off) : Bytes.i32(b, off);
    }

    /** The link type of every record in the file. */
    public int linkType() {
        return linkType;
    }

    /** Whether timestamps are in nanoseconds (else microseconds). */
    public boolean nanosecondTimestamps() {
        return nanos;
    }

    public int snapLength() {
        return snapLength;
    }

    @Override
    public boolean next(CaptureRecord r) throws IOException {
        if (problem != null || in.atEnd()) {
            return false;
        }
        long recordOffset = in.fileOffset();
        long number = count + 1;
        if (!in.ensure(RECORD_HEADER_LENGTH)) {
            problem = name + ": frame " + number + " at file offset " + recordOffset
                    + ": record header cut: need " + RECORD_HEADER_LENGTH + " bytes, " + in.available() + " left";
            return false;
        }
        byte[] b = in.buffer();
        int p = in.position();
        long sec = i32(b, p) & 0xffff_ffffL;
        long frac = i32(b, p + 4) & 0xffff_ffffL;
        long incl = i32(b, p + 8) & 0xffff_ffffL;
        long orig = i32(b, p + 12) & 0xffff_ffffL;
        if (incl > ChannelInput.MAX_RECORD) {
            problem = name + ": frame " + number + " at file offset " + recordOffset
                    + ": captured length " + incl + " is impossible (snaplen " + snapLength + "); file corrupt";
            return false;
        }
        if (!in.ensure(RECORD_HEADER_LENGTH + (int) incl)) {
            problem = name + ": frame " + number + " at file offset " + recordOffset
                    + ": record cut: header says " + incl + " bytes, " + (in.available() - RECORD_HEADER_LENGTH)
                    + " left in the file";
            return false;
        }
        b = in.buffer();
        p = in.position();
        r.buffer = b;
        r.offset = p + RECORD_HEADER_LENGTH;
        r.capturedLength = (int) incl;
        r.originalLength = (int) Math.min(Math.max(orig, incl), Integer.MAX_VALUE);
        r.timestampNanos = sec * 1_000_000_000L + (nanos ? frac : frac * 1_000L);
        r.linkType = linkType;
        r.interfaceId = 0;
        r.fileOffset = recordOffset;
        r.number = number;
        count = number;
        in.skip(RECORD_HEADER_LENGTH + (int) incl);
        return true;
    }

    @Override
    public String format() {
        return "pcap";
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
        return 0;
    }

    @Override
    public void close() throws IOException {
        channel.close();
    }
}
