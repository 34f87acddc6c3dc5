package io.rocekit.wire.pcap;

import io.rocekit.wire.Bytes;
import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes a classic pcap file (little-endian, nanosecond magic 0xa1b23c4d unless asked for
 * microseconds) through one reusable buffer: writing allocates nothing per frame.
 */
public final class PcapWriter implements Closeable {
    private static final int BUFFER = 1 << 20;

    private final OutputStream out;
    private final boolean nanos;
    private final byte[] buf = new byte[BUFFER];
    private int pos;
    private long frames;

    /**
     * @param out       where to write (closed by {@link #close()})
     * @param linkType  the {@link LinkType} of every frame
     * @param snapLength the snaplen to declare
     * @param nanos     nanosecond timestamps (else microseconds)
     */
    public PcapWriter(OutputStream out, int linkType, int snapLength, boolean nanos) throws IOException {
        this.out = out;
        this.nanos = nanos;
        Bytes.put32le(buf, 0, nanos ? PcapReader.MAGIC_NANOS : PcapReader.MAGIC_MICROS);
        Bytes.put16le(buf, 4, 2);
        Bytes.put16le(buf, 6, 4);
        Bytes.put32le(buf, 8, 0);
        Bytes.put32le(buf, 12, 0);
        Bytes.put32le(buf, 16, snapLength);
        Bytes.put32le(buf, 20, linkType);
        pos = PcapReader.GLOBAL_HEADER_LENGTH;
    }

    /** A nanosecond Ethernet pcap at {@code path} (created or truncated). */
    public static PcapWriter create(Path path) throws IOException {
        return new PcapWriter(Files.newOutputStream(path), LinkType.ETHERNET, 262_144, true);
    }

    /** Writes one frame: {@code capturedLength} bytes of {@code frame} at {@code offset}. */
    public void write(byte[] frame, int offset, int capturedLength, int originalLength, long timestampNanos)
            throws IOException {
        int need = PcapReader.RECORD_HEADER_LENGTH + capturedLength;
        if (BUFFER - pos < need) {
            flush();
        }
        long sec = Math.floorDiv(timestampNanos, 1_000_000_000L);
        long frac = Math.floorMod(timestampNanos, 1_000_000_000L);
        if (!nanos) {
            frac /= 1_000;
        }
        if (need > BUFFER) {
            byte[] header = new byte[PcapReader.RECORD_HEADER_LENGTH];
            putHeader(header, 0, sec, frac, capturedLength, originalLength);
            out.write(header);
            out.write(frame, offset, capturedLength);
        } else {
            putHeader(buf, pos, sec, frac, capturedLength, originalLength);
            System.arraycopy(frame, offset, buf, pos + PcapReader.RECORD_HEADER_LENGTH, capturedLength);
            pos += need;
        }
        frames++;
    }

    private static void putHeader(byte[] b, int p, long sec, long frac, int cap, int orig) {
        Bytes.put32le(b, p, sec);
        Bytes.put32le(b, p + 4, frac);
        Bytes.put32le(b, p + 8, cap);
        Bytes.put32le(b, p + 12, orig);
    }

    /** Frames written so far. */
    public long frames() {
        return frames;
    }

    public void flush() throws IOException {
        out.write(buf, 0, pos);
        pos = 0;
        out.flush();
    }

    @Override
    public void close() throws IOException {
        flush();
        out.close();
    }
}
