package io.rocekit.wire.pcap;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.ReadableByteChannel;

/**
 * A channel over a stream that makes one {@code read} of the stream per call. The JDK's {@code
 * Channels.newChannel} loops while the stream reports bytes available, and a gzip stream that is
 * cut throws in the middle of that loop, losing what it had already inflated; reading once per
 * call delivers every byte before the damage, so a cut {@code .gz} capture is read up to the cut.
 */
final class StreamChannel implements ReadableByteChannel {
    private final InputStream in;
    private final byte[] chunk = new byte[1 << 16];
    private boolean open = true;

    StreamChannel(InputStream in) {
        this.in = in;
    }

    @Override
    public int read(ByteBuffer dst) throws IOException {
        int n = in.read(chunk, 0, Math.min(chunk.length, dst.remaining()));
        if (n > 0) {
            dst.put(chunk, 0, n);
        }
        return n;
    }

    @Override
    public boolean isOpen() {
        return open;
    }

    @Override
    public void close() throws IOException {
        open = false;
        in.close();
    }
}
