package io.rocekit.wire.pcap;

import io.rocekit.wire.Bytes;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.channels.ReadableByteChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.zip.GZIPInputStream;

/** Opens a capture by its content: pcap (either magic, either byte order), pcapng, or either gzipped. */
public final class CaptureFiles {
    private CaptureFiles() {
    }

    /**
     * Opens {@code path} for streaming.
     *
     * @throws CaptureFormatException when the file is not a capture (the message names the file and
     *                                what its first bytes were)
     */
    public static CaptureReader open(Path path) throws IOException {
        if (java.nio.file.Files.isDirectory(path)) {
            throw new CaptureFormatException(path + ": is a directory; expected a pcap or pcapng capture file");
        }
        return open(path.toString(), FileChannel.open(path, StandardOpenOption.READ));
    }

    /** Opens a capture arriving on a stream (standard input, a pipe). */
    public static CaptureReader open(String name, InputStream stream) throws IOException {
        return open(name, Channels.newChannel(stream));
    }

    /** The most gzip layers unwrapped: a capture gzipped thousands of times is refused, not recursed into. */
    static final int MAX_GZIP_LAYERS = 3;

    static CaptureReader open(String name, ReadableByteChannel channel) throws IOException {
        return open(name, channel, 0);
    }

    private static CaptureReader open(String name, ReadableByteChannel channel, int gzipLayers) throws IOException {
        try {
            byte[] head = new byte[4];
            int n;
            try {
                n = readFully(channel, head);
            } catch (java.io.EOFException | java.util.zip.ZipException e) {
                throw new CaptureFormatException(name + ": compressed data cut or corrupt at its start ("
                        + e.getMessage() + "); expected a gzipped pcap or pcapng capture");
            }
            if (n >= 2 && (head[0] & 0xff) == 0x1f && (head[1] & 0xff) == 0x8b) {
                if (gzipLayers == MAX_GZIP_LAYERS) {
                    throw new CaptureFormatException(name + ": gzip inside gzip more than " + MAX_GZIP_LAYERS
                            + " levels deep; expected a pcap or pcapng capture, gzipped at most " + MAX_GZIP_LAYERS
                            + " times");
                }
                InputStream raw = new java.io.SequenceInputStream(
                        new java.io.ByteArrayInputStream(head, 0, n), Channels.newInputStream(channel));
                ReadableByteChannel unzipped;
                try {
                    unzipped = new StreamChannel(new GZIPInputStream(raw, 1 << 16));
                } catch (java.io.EOFException | java.util.zip.ZipException e) {
                    throw new CaptureFormatException(name + ": gzip header cut or corrupt (" + e.getMessage()
                            + "); expected a gzipped pcap or pcapng capture");
                }
                return open(gzipLayers == 0 ? name + " (gzip)" : name, unzipped, gzipLayers + 1);
            }
            if (n < 4) {
                throw new CaptureFormatException(name + ": not a capture file: only " + n
                        + " bytes, a pcap or pcapng header needs at least 24");
            }
            ChannelInput in = new ChannelInput(channel).prefill(head, n);
            int be = Bytes.i32(head, 0);
            int le = Bytes.i32le(head, 0);
            if (be == PcapngReader.SHB) {
                return new PcapngReader(name, channel, in);
            }
            if (be == PcapReader.MAGIC_MICROS || be == PcapReader.MAGIC_NANOS
                    || le == PcapReader.MAGIC_MICROS || le == PcapReader.MAGIC_NANOS) {
                return new PcapReader(name, channel, in);
            }
            StringBuilder sb = new StringBuilder();
            Bytes.appendHex(sb, head, 0, 4);
            throw new CaptureFormatException(name + ": not a pcap or pcapng capture: it starts with 0x" + sb
                    + " (expected a pcap magic a1b2c3d4/a1b23c4d in either byte order, or pcapng 0a0d0d0a)");
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    private static int readFully(ReadableByteChannel ch, byte[] into) throws IOException {
        ByteBuffer bb = ByteBuffer.wrap(into);
        while (bb.hasRemaining()) {
            if (ch.read(bb) < 0) {
                break;
            }
        }
        return bb.position();
    }
}
