package io.rocekit.wire.pcap;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.ReadableByteChannel;

/**
 * A refillable window over a channel: {@link #ensure(int)} makes {@code n} bytes available at
 * {@link #position()} in {@link #buffer()}, compacting and growing the buffer as needed. This is
 * what lets the readers stream files larger than memory with one buffer.
 */
final class ChannelInput {
    private static final int INITIAL = 1 << 22;
    /** No single record may be larger than this (pcapng's own recommended limit is far below it). */
    static final int MAX_RECORD = 1 << 28;

    private final ReadableByteChannel channel;
    private byte[] buf = new byte[INITIAL];
    private ByteBuffer bb = ByteBuffer.wrap(buf);
    private int pos;
    private int limit;
    private long consumedBefore;
    private boolean eof;
    private String streamProblem;

    ChannelInput(ReadableByteChannel channel) {
        this.channel = channel;
    }

    /** Seeds the window with bytes already read (format detection). */
    ChannelInput prefill(byte[] head, int n) {
        System.arraycopy(head, 0, buf, 0, n);
        limit = n;
        return this;
    }

    byte[] buffer() {
        return buf;
    }

    int position() {
        return pos;
    }

    /** Offset in the file of {@link #position()}. */
    long fileOffset() {
        return consumedBefore + pos;
    }

    int available() {
        return limit - pos;
    }

    void skip(int n) {
        pos += n;
    }

    /**
     * Makes {@code n} bytes available at the current position.
     *
     * @return false if the file ends before that
     */
    boolean ensure(int n) throws IOException {
        if (limit - pos >= n) {
            return true;
        }
        if (pos > 0) {
            System.arraycopy(buf, pos, buf, 0, limit - pos);
            consumedBefore += pos;
            limit -= pos;
            pos = 0;
        }
        // Grow only as bytes arrive: a header that claims 256 MB in a 100-byte file costs nothing.
        while (limit < n && !eof) {
            if (limit == buf.length) {
                buf = java.util.Arrays.copyOf(buf, (int) Math.min(Math.max(n, 0L), buf.length * 2L));
                bb = ByteBuffer.wrap(buf);
            }
            bb.limit(buf.length).position(limit);
            int r = read();
            if (r < 0) {
                eof = true;
            } else {
                limit += r;
            }
        }
        return limit >= n;
    }

    /**
     * One read from the channel. A gzip stream that is cut or corrupt ends here like a short file,
     * and {@link #streamProblem()} says why, so that the frames before the damage are still read.
     */
    private int read() throws IOException {
        try {
            return channel.read(bb);
        } catch (java.io.EOFException | java.util.zip.ZipException e) {
            streamProblem = "compressed data cut or corrupt after " + (consumedBefore + limit)
                    + " uncompressed bytes (" + e.getMessage() + ")";
            return -1;
        }
    }

    /** Why the compressed stream under this input ended early, if it did. */
    java.util.Optional<String> streamProblem() {
        return java.util.Optional.ofNullable(streamProblem);
    }

    /** True when no byte is left. */
    boolean atEnd() throws IOException {
        return !ensure(1);
    }
}
