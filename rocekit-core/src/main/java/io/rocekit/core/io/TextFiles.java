package io.rocekit.core.io;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Reads text inputs (command outputs, logs, scenarios) whole, within bounds: the evidence rocekit
 * reads is kilobytes to megabytes, so a file over {@link #MAX_BYTES} is refused with a message
 * before anything is allocated for it, instead of an {@code OutOfMemoryError} from an array of
 * the file's size. Lines are capped at {@link #MAX_LINE_CHARS}: no tool output rocekit reads has
 * longer lines, and the cap keeps every line-by-line pattern cheap.
 */
public final class TextFiles {
    /** The largest text file rocekit reads: 256 MiB. */
    public static final long MAX_BYTES = 256L << 20;
    /** The longest line rocekit reads: 1 MiB of characters. */
    public static final int MAX_LINE_CHARS = 1 << 20;

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

    /** Reads a stream whole, refusing more than {@code maxBytes}. */
    public static byte[] readBytes(String name, InputStream in, long maxBytes) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[1 << 16];
        long total = 0;
        for (int n; (n = in.read(buf)) > 0; ) {
            total += n;
            if (total > maxBytes) {
                throw tooLarge(name, -1, maxBytes);
            }
            out.write(buf, 0, n);
        }
        return out.toByteArray();
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
