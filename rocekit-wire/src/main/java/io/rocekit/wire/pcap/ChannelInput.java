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
        if (n > buf.length) {
            byte[] bigger = new byte[Math.max(n, buf.length * 2)];
            System.arraycopy(buf, pos, bigger, 0, limit - pos);
            consumedBefore += pos;
            limit -= pos;
            pos = 0;
            buf = bigger;
            bb = ByteBuffer.wrap(buf);
        } else if (pos > 0) {
            System.arraycopy(buf, pos, buf, 0, limit - pos);
            consumedBefore += pos;
            limit -= pos;
            pos = 0;
        }
        while (limit - pos < n && !eof) {
            bb.limit(buf.length).position(limit);
            int r = channel.read(bb);
            if (r < 0) {
                eof = true;
            } else {
                limit += r;
            }
        }
        return limit - pos >= n;
    }

    /** True when no byte is left. */
    boolean atEnd() throws IOException {
        return !ensure(1);
    }
}
