package io.rocekit.core.io;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * Reads text inputs (command outputs, logs, scenarios) whole, within bounds: the evidence rocekit
 * reads is kilobytes to megabytes, so a file over {@link #MAX_BYTES} is refused with a message
 * before anything is allocated for it, instead of an {@code OutOfMemoryError} from an array of
 * the file's size. Lines are capped at {@link #MAX_LINE_CHARS}: no tool output rocekit reads has
 * longer lines, and the cap keeps every line-by-line pattern cheap.
 *
 * <p>Two ways to read, for two kinds of file:
 * <ul>
 *   <li>{@link #readUtf8(Path)}: files a user writes or exports for rocekit (switch configurations,
 *   intents, sweeps, scenarios, result tables). Regular files only (a FIFO, a device or a socket
 *   is refused before it is opened, so {@code /dev/zero} or a pipe without a writer cannot make
 *   rocekit read forever or block), at most {@link #MAX_BYTES} read whatever size the file
 *   reports, and strictly UTF-8: an invalid byte or a UTF-16 byte-order mark is an
 *   {@link InputFileException} naming the file, the line and the byte offset.</li>
 *   <li>{@link #read(Path)}: evidence (command outputs, logs), where a stray binary byte in a log
 *   must not stop the analysis: malformed bytes are replaced.</li>
 * </ul>
 */
public final class TextFiles {
    /** The largest text file rocekit reads: 256 MiB. */
    public static final long MAX_BYTES = 256L << 20;
    /** The longest line rocekit reads: 1 MiB of characters. */
    public static final int MAX_LINE_CHARS = 1 << 20;
    /**
     * Bytes of one line past which it is refused while reading: a UTF-8 character is at most 4
     * bytes (and a malformed byte becomes one character), so such a line has more than
     * {@link #MAX_LINE_CHARS} characters whatever it holds.
     */
    static final int MAX_LINE_BYTES = 4 * MAX_LINE_CHARS;

    private TextFiles() {
    }

    /** Reads {@code file} as UTF-8 (malformed bytes replaced), within {@link #MAX_BYTES}. */
    public static String read(Path file) throws IOException {
        return read(file, MAX_BYTES);
    }

    /** Reads {@code file} as UTF-8 (malformed bytes replaced), within {@code maxBytes}. */
    public static String read(Path file, long maxBytes) throws IOException {
        return decode(file.toString(), readBytes(file, maxBytes));
    }

    /** The bytes of {@code file}, refusing directories and files larger than {@code maxBytes}. */
    public static byte[] readBytes(Path file, long maxBytes) throws IOException {
        requireFile(file);
        if (Files.isRegularFile(file) && Files.size(file) > maxBytes) {
            throw tooLarge(file.toString(), Files.size(file), maxBytes);
        }
        try (InputStream in = Files.newInputStream(file)) {
            return readBytes(file.toString(), in, maxBytes); // also bounds /proc files and pipes
        }
    }

    /** Reads a stream (standard input, a pipe) as UTF-8 within {@code maxBytes}. */
    public static String read(String name, InputStream in, long maxBytes) throws IOException {
        return decode(name, readBytes(name, in, maxBytes));
    }

    /**
     * Reads a stream whole, refusing more than {@code maxBytes}, and refusing as soon as one line
     * holds more than {@link #MAX_LINE_BYTES} bytes: {@code /dev/zero} or a binary file without a
     * newline is then refused after 4 MiB, not after 256 MiB read into memory.
     */
    public static byte[] readBytes(String name, InputStream in, long maxBytes) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[1 << 16];
        long total = 0;
        int line = 1;
        long lineBytes = 0;
        for (int n; (n = in.read(buf)) > 0; ) {
            total += n;
            if (total > maxBytes) {
                throw tooLarge(name, -1, maxBytes);
            }
            for (int i = 0; i < n; i++) {
                if (buf[i] == '\n') {
                    line++;
                    lineBytes = 0;
                } else if (++lineBytes > MAX_LINE_BYTES) {
                    throw new InputFileException(name + ":" + line + ": line of more than " + MAX_LINE_BYTES
                            + " bytes; rocekit reads lines of at most " + MAX_LINE_CHARS
                            + " characters (1 MiB): is this the right file?");
                }
            }
            out.write(buf, 0, n);
        }
        return out.toByteArray();
    }

    /**
     * Reads a user's file (a configuration, an intent, a sweep, a result table) as strict UTF-8,
     * within {@link #MAX_BYTES}: see the class comment.
     *
     * @throws NoSuchFileException when it does not exist
     * @throws InputFileException  when it is not a regular file, is too large or is not UTF-8
     */
    public static String readUtf8(Path file) throws IOException {
        return readUtf8(file, MAX_BYTES);
    }

    /** {@link #readUtf8(Path)} within {@code maxBytes}. */
    public static String readUtf8(Path file, long maxBytes) throws IOException {
        return decodeUtf8(file.toString(), readRegularFile(file, maxBytes));
    }

    /**
     * The bytes of a regular file, at most {@code maxBytes}. The file's type is checked before it is
     * opened (opening a FIFO blocks until a writer comes); a link named by the user is followed, as
     * every command-line tool does. The read is bounded by bytes read, not by the size the file
     * reports ({@code /proc} files and some devices report 0).
     */
    public static byte[] readRegularFile(Path file, long maxBytes) throws IOException {
        requireRegularFile(file, maxBytes);
        try (InputStream in = Files.newInputStream(file)) {
            return readBytes(file.toString(), in, maxBytes);
        }
    }

    /**
     * Fails unless {@code file} is a regular file (checked without opening it: opening a FIFO blocks)
     * reporting at most {@code maxBytes}.
     *
     * @throws NoSuchFileException when it does not exist
     * @throws InputFileException  when it is a directory, a device, a pipe or a socket, or too large
     */
    public static void requireRegularFile(Path file, long maxBytes) throws IOException {
        BasicFileAttributes attrs = Files.readAttributes(file, BasicFileAttributes.class);
        if (attrs.isDirectory()) {
            requireFile(file); // the directory message
        }
        if (!attrs.isRegularFile()) {
            throw new InputFileException(file + ": not a regular file (a device, a pipe or a socket);"
                    + " rocekit reads this input from a file: save it to one first");
        }
        if (attrs.size() > maxBytes) {
            throw tooLarge(file.toString(), attrs.size(), maxBytes);
        }
    }

    /**
     * Decodes {@code bytes} as strict UTF-8 (a UTF-8 byte-order mark is skipped) and checks line
     * lengths.
     *
     * @param name the file's name for messages
     * @throws InputFileException naming the line and byte offset of the first byte that is not
     *                            UTF-8, or saying the text is UTF-16
     */
    public static String decodeUtf8(String name, byte[] bytes) throws InputFileException {
        int start = 0;
        if (bytes.length >= 2 && ((bytes[0] == (byte) 0xFE && bytes[1] == (byte) 0xFF)
                || (bytes[0] == (byte) 0xFF && bytes[1] == (byte) 0xFE))) {
            throw new InputFileException(name + ":1: starts with a UTF-16 byte-order mark (0x"
                    + hex(bytes[0]) + hex(bytes[1]) + "); rocekit reads UTF-8 text: convert it first"
                    + " (iconv -f UTF-16 -t UTF-8)");
        }
        if (bytes.length >= 3 && bytes[0] == (byte) 0xEF && bytes[1] == (byte) 0xBB && bytes[2] == (byte) 0xBF) {
            start = 3; // a UTF-8 byte-order mark, as Windows editors write it
        }
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes, start, bytes.length - start);
        CharBuffer out = CharBuffer.allocate(bytes.length - start); // UTF-8 never has more chars than bytes
        CoderResult result = decoder.decode(in, out, true);
        if (!result.isError()) {
            result = decoder.flush(out);
        }
        if (result.isError()) {
            int offset = in.position();
            throw new InputFileException(name + ":" + lineAt(bytes, offset) + ": byte offset " + offset
                    + " (0x" + hex(bytes[offset]) + ") is not UTF-8; rocekit reads UTF-8 text: convert it"
                    + " first (for example iconv -f LATIN1 -t UTF-8)");
        }
        String text = out.flip().toString();
        checkLines(name, text);
        return text;
    }

    private static int lineAt(byte[] bytes, int offset) {
        int line = 1;
        for (int i = 0; i < offset; i++) {
            if (bytes[i] == '\n') {
                line++;
            }
        }
        return line;
    }

    private static String hex(byte b) {
        return String.format("%02X", b & 0xFF);
    }

    /**
     * Fails unless {@code file} exists and is not a directory.
     *
     * @throws NoSuchFileException    when it does not exist
     * @throws InputFileException     when it is a directory
     */
    public static void requireFile(Path file) throws IOException {
        if (Files.isDirectory(file)) {
            throw new InputFileException(file + ": is a directory; expected a file (give the files inside it,"
                    + " or the command that reads directories)");
        }
        if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS) && !Files.exists(file)) {
            throw new NoSuchFileException(file.toString());
        }
    }

    /**
     * Checks the text's lines against {@link #MAX_LINE_CHARS}.
     *
     * @throws InputFileException naming the first line too long
     */
    public static void checkLines(String name, String text) throws InputFileException {
        int line = 1;
        int start = 0;
        int n = text.length();
        for (int i = 0; i <= n; i++) {
            if (i == n || text.charAt(i) == '\n') {
                if (i - start > MAX_LINE_CHARS) {
                    throw new InputFileException(name + ":" + line + ": line of " + (i - start)
                            + " characters; rocekit reads lines of at most " + MAX_LINE_CHARS
                            + " (1 MiB): is this the right file?");
                }
                line++;
                start = i + 1;
            }
        }
    }

    private static String decode(String name, byte[] bytes) throws InputFileException {
        String text = new String(bytes, StandardCharsets.UTF_8);
        checkLines(name, text);
        return text;
    }

    private static InputFileException tooLarge(String name, long size, long maxBytes) {
        return new InputFileException(name + ": " + (size >= 0 ? size + " bytes" : "more than " + maxBytes + " bytes")
                + "; rocekit reads text inputs of at most " + maxBytes + " bytes (" + (maxBytes >> 20)
                + " MiB): is this the right file?");
    }
}
