package io.rocekit.core.io;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Optional;

/**
 * A user's file read line by line with the checks of {@link TextFiles#readUtf8(Path)}: for inputs
 * that are read as a stream because they may be larger than is worth holding whole (a monitor
 * recording of a day). Regular files only, checked before the file is opened (a FIFO or a device
 * is never opened, so it cannot block or stream forever); at most {@code maxBytes} read whatever
 * size the file reports; lines of at most {@link TextFiles#MAX_LINE_CHARS} bytes (a file without a
 * newline is refused at that length, not buffered whole); strict UTF-8, an invalid byte named by
 * its line and byte offset in the file; a UTF-16 byte-order mark named, a UTF-8 one skipped. Each
 * refusal is an {@link InputFileException} (exit 2).
 */
public final class Utf8Lines implements Closeable {
    private final String name;
    private final InputStream in;
    private final long maxBytes;
    private final byte[] buf = new byte[1 << 16];
    private int pos;
    private int limit;
    private long consumed; // bytes of the stream before buf[pos]
    private long lineNumber;
    private byte[] line = new byte[256];
    private boolean eof;

    private Utf8Lines(String name, InputStream in, long maxBytes) {
        this.name = name;
        this.in = in;
        this.maxBytes = maxBytes;
    }

    /**
     * Opens {@code file} after checking that it is a regular file of at most {@code maxBytes}.
     *
     * @throws java.nio.file.NoSuchFileException when it does not exist
     * @throws InputFileException                when it is a directory, not a regular file or too large
     */
    public static Utf8Lines open(Path file, long maxBytes) throws IOException {
        TextFiles.requireRegularFile(file, maxBytes);
        return new Utf8Lines(file.toString(), Files.newInputStream(file), maxBytes);
    }

    /** Lines of a stream already open ({@code name} in messages: a file inside a snapshot). */
    public static Utf8Lines of(String name, InputStream in, long maxBytes) {
        return new Utf8Lines(name, in, maxBytes);
    }

    /** The number of the line last returned by {@link #next()}, from 1. */
    public long lineNumber() {
        return lineNumber;
    }

    /**
     * The next line without its {@code \n} (and a {@code \r} before it), or empty at the end.
     *
     * @throws InputFileException when the line is too long, is not UTF-8 or the file passes {@code maxBytes}
     */
    public Optional<String> next() throws IOException {
        long start = consumed + pos;
        int length = 0;
        while (true) {
            if (pos == limit && !fill()) {
                if (length == 0 && eof && start == consumed + pos) {
                    return Optional.empty();
                }
                break;
            }
            byte b = buf[pos++];
            if (b == '\n') {
                break;
            }
            if (length == TextFiles.MAX_LINE_CHARS) {
                throw new InputFileException(name + ":" + (lineNumber + 1) + ": line longer than "
                        + TextFiles.MAX_LINE_CHARS + " bytes (1 MiB); rocekit reads lines of at most that: is this the right file?");
            }
            if (length == line.length) {
                line = Arrays.copyOf(line, Math.min(line.length * 2, TextFiles.MAX_LINE_CHARS));
            }
            line[length++] = b;
        }
        lineNumber++;
        if (length > 0 && line[length - 1] == '\r') {
            length--;
        }
        return Optional.of(decode(start, length));
    }

    private boolean fill() throws IOException {
        if (eof) {
            return false;
        }
        consumed += limit;
        pos = 0;
        limit = 0;
        int n = in.read(buf);
        if (n <= 0) {
            eof = true;
            return false;
        }
        limit = n;
        if (consumed + n > maxBytes) {
            throw new InputFileException(name + ": more than " + maxBytes + " bytes; rocekit reads this input up to "
                    + maxBytes + " bytes (" + (maxBytes >> 20) + " MiB): is this the right file?");
        }
        return true;
    }

    private String decode(long startOffset, int length) throws InputFileException {
        int from = 0;
        if (startOffset == 0) {
            if (length >= 2 && ((line[0] == (byte) 0xFE && line[1] == (byte) 0xFF)
                    || (line[0] == (byte) 0xFF && line[1] == (byte) 0xFE))) {
                throw new InputFileException(name + ":1: starts with a UTF-16 byte-order mark; rocekit reads UTF-8"
                        + " text: convert it first (iconv -f UTF-16 -t UTF-8)");
            }
            if (length >= 3 && line[0] == (byte) 0xEF && line[1] == (byte) 0xBB && line[2] == (byte) 0xBF) {
                from = 3;
            }
        }
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer bytes = ByteBuffer.wrap(line, from, length - from);
        CharBuffer chars = CharBuffer.allocate(length - from);
        CoderResult result = decoder.decode(bytes, chars, true);
        if (!result.isError()) {
            result = decoder.flush(chars);
        }
        if (result.isError()) {
            int at = bytes.position();
            throw new InputFileException(name + ":" + lineNumber + ": byte offset " + (startOffset + at) + " (0x"
                    + String.format("%02X", line[at] & 0xFF) + ") is not UTF-8; rocekit reads UTF-8 text: convert it"
                    + " first (for example iconv -f LATIN1 -t UTF-8)");
        }
        return chars.flip().toString();
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
