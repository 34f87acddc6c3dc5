package io.rocekit.cli.command;

import java.io.BufferedWriter;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/**
 * The process's standard output as picocli sees it (a buffered UTF-8 writer), which also hands
 * the underlying byte stream to commands that print millions of ASCII lines ({@code decode}):
 * they flush this writer, then write bytes directly, skipping the character encoder. Text written
 * through the writer has its control characters made visible ({@link SafeTextWriter}).
 */
public final class StdoutWriter extends PrintWriter {
    private final OutputStream stream;

    public StdoutWriter(OutputStream stream) {
        super(new BufferedWriter(new SafeTextWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8)), 1 << 16), false);
        this.stream = stream;
    }

    /** The byte stream under this writer; flush the writer before writing to it. */
    public OutputStream stream() {
        return stream;
    }
}
