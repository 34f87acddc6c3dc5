package io.rocekit.cli.command;

import io.rocekit.core.text.Printable;
import java.io.FilterWriter;
import java.io.IOException;
import java.io.Writer;

/**
 * Standard output as text: every control character except newline and tab is written as a visible
 * escape ({@link Printable}). Host names, device names and quoted input lines reach the terminal
 * through here, so an ANSI escape in them cannot recolour, move or erase what rocekit printed.
 * JSON output is unaffected: its writers already escape control characters inside strings.
 */
public final class SafeTextWriter extends FilterWriter {
    private final boolean carriageReturn;

    /** Escapes every control character but newline and tab. */
    public SafeTextWriter(Writer out) {
        this(out, false);
    }

    /**
     * @param carriageReturn whether a carriage return passes (standard error: the progress bar
     *                       redraws its line with it)
     */
    public SafeTextWriter(Writer out, boolean carriageReturn) {
        super(out);
        this.carriageReturn = carriageReturn;
    }

    private boolean escaped(int c) {
        return c != '\n' && c != '\t' && (c != '\r' || !carriageReturn) && Printable.isControl(c);
    }

    @Override
    public void write(int c) throws IOException {
        if (escaped(c)) {
            StringBuilder sb = new StringBuilder(6);
            Printable.appendEscape(sb, (char) c);
            out.write(sb.toString());
        } else {
            out.write(c);
        }
    }

    @Override
    public void write(char[] cbuf, int off, int len) throws IOException {
        int start = off;
        int end = off + len;
        for (int i = off; i < end; i++) {
            char c = cbuf[i];
            if (escaped(c)) {
                out.write(cbuf, start, i - start);
                write(c);
                start = i + 1;
            }
        }
        out.write(cbuf, start, end - start);
    }

    @Override
    public void write(String str, int off, int len) throws IOException {
        write(str.toCharArray(), off, len);
    }
}
