package io.rocekit.cli.wire;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * An append-only ASCII buffer for per-frame output: numbers and hex are formatted straight into
 * one {@code byte[]}, which goes to standard output in large chunks (or, in tests, to a writer).
 * Nothing is allocated per frame and no character encoder runs, which is what lets
 * {@code rocekit decode} print millions of lines a second. Everything it prints is ASCII; any
 * other character is written as '?'.
 */
final class TextSink {
    private static final byte[] HEX = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);
    private static final int FLUSH_AT = 1 << 16;

    private final Writer writer;
    private final OutputStream stream;
    private byte[] buf = new byte[FLUSH_AT + 4096];
    private int pos;

    /** Output through a writer (tests, or when standard output is not ours). */
    TextSink(Writer out) {
        this.writer = out;
        this.stream = null;
    }

    /** Output straight to a byte stream. */
    TextSink(OutputStream out) {
        this.writer = null;
        this.stream = out;
    }

    private void room(int n) {
        if (pos + n > buf.length) {
            buf = java.util.Arrays.copyOf(buf, Math.max(buf.length * 2, pos + n));
        }
    }

    TextSink ch(char c) {
        room(1);
        buf[pos++] = c < 0x80 ? (byte) c : (byte) '?';
        return this;
    }

    TextSink str(String s) {
        return chars(s);
    }

    TextSink chars(CharSequence s) {
        int n = s.length();
        room(n);
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            buf[pos++] = c < 0x80 ? (byte) c : (byte) '?';
        }
        return this;
    }

    /** A JSON string literal (quotes and escapes). */
    TextSink jsonString(CharSequence s) {
        ch('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                ch('\\').ch(c);
            } else if (c < 0x20) {
                str("\\u00").ch((char) HEX[c >> 4]).ch((char) HEX[c & 0xf]);
            } else {
                ch(c);
            }
        }
        return ch('"');
    }

    /** Pre-encoded ASCII (JSON keys and punctuation built once). */
    TextSink raw(byte[] ascii) {
        room(ascii.length);
        System.arraycopy(ascii, 0, buf, pos, ascii.length);
        pos += ascii.length;
        return this;
    }

    /** A non-negative int: int division is cheaper than long division on the hot path. */
    TextSink num(int v) {
        if (v < 0) {
            return num((long) v);
        }
        room(10);
        if (v < 10) {
            buf[pos++] = (byte) ('0' + v);
            return this;
        }
        int digits = v < 100 ? 2 : v < 1000 ? 3 : v < 10_000 ? 4 : v < 100_000 ? 5 : v < 1_000_000 ? 6
                : v < 10_000_000 ? 7 : v < 100_000_000 ? 8 : v < 1_000_000_000 ? 9 : 10;
        int end = pos + digits;
        for (int i = end - 1; i >= pos; i--) {
            int q = v / 10;
            buf[i] = (byte) ('0' + (v - q * 10));
            v = q;
        }
        pos = end;
        return this;
    }

    TextSink num(long v) {
        if (v >= 0 && v <= Integer.MAX_VALUE) {
            return num((int) v);
        }
        if (v == Long.MIN_VALUE) {
            return str("-9223372036854775808");
        }
        room(20);
        if (v < 0) {
            buf[pos++] = '-';
            v = -v;
        }
        if (v < 10) {
            buf[pos++] = (byte) ('0' + v);
            return this;
        }
        int digits = 0;
        for (long t = v; t > 0; t /= 10) {
            digits++;
        }
        int end = pos + digits;
        for (int i = end - 1; i >= pos; i--) {
            buf[i] = (byte) ('0' + (v % 10));
            v /= 10;
        }
        pos = end;
        return this;
    }

    /** An unsigned 64-bit value in decimal (JSON numbers may exceed 2^63). */
    TextSink unsigned(long v) {
        if (v >= 0) {
            return num(v);
        }
        long q = (v >>> 1) / 5;
        long r = v - q * 10;
        return num(q).ch((char) ('0' + r));
    }

    /** {@code 0x} and exactly {@code digits} hex digits. */
    TextSink hex(long v, int digits) {
        room(digits + 2);
        buf[pos++] = '0';
        buf[pos++] = 'x';
        for (int shift = (digits - 1) * 4; shift >= 0; shift -= 4) {
            buf[pos++] = HEX[(int) (v >>> shift) & 0xf];
        }
        return this;
    }

    /** Seconds with 9 decimals from nanoseconds. */
    TextSink seconds(long nanos) {
        if (nanos < 0) {
            ch('-');
            nanos = -nanos;
        }
        num(nanos / 1_000_000_000L).ch('.');
        long frac = nanos % 1_000_000_000L;
        room(9);
        for (int i = 8; i >= 0; i--) {
            buf[pos + i] = (byte) ('0' + frac % 10);
            frac /= 10;
        }
        pos += 9;
        return this;
    }

    /** Left-pads the text appended since {@code mark} to {@code width} characters. */
    TextSink padLeftSince(int mark, int width) {
        int len = pos - mark;
        if (len < width) {
            int shift = width - len;
            room(shift);
            System.arraycopy(buf, mark, buf, mark + shift, len);
            java.util.Arrays.fill(buf, mark, mark + shift, (byte) ' ');
            pos += shift;
        }
        return this;
    }

    int mark() {
        return pos;
    }

    /** Ends a line; hands the buffer to the writer once it is large. */
    void endLine() {
        ch('\n');
        if (pos >= FLUSH_AT) {
            drain();
        }
    }

    void drain() {
        try {
            if (stream != null) {
                stream.write(buf, 0, pos);
            } else {
                writer.write(new String(buf, 0, pos, StandardCharsets.US_ASCII));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        pos = 0;
    }

    void flush() {
        drain();
        try {
            if (stream != null) {
                stream.flush();
            } else {
                writer.flush();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
