package io.rocekit.host.snapshot;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * The entries of an uncompressed tar stream, read header by header: POSIX ustar (with its name
 * prefix), GNU (with {@code L} long names) and pax ({@code x} headers' {@code path} and
 * {@code size}), which is what {@code rocekit collect}, GNU tar and bsdtar write. Hand-written
 * rather than a general archive library because a fleet reads ten thousand snapshots of some six
 * hundred small entries each, and per-entry overhead was a fifth of the fleet's time.
 *
 * <p>Every header's checksum is verified; a header that is not one, a size that is not a number
 * or a stream that ends inside an entry is an {@link IOException} saying which entry and what was
 * expected. Data of a file is handed out only through {@link #read(int)} of exactly its size.
 */
final class TarStream {
    private static final int BLOCK = 512;
    /** The longest long name or pax header accepted (a path is far shorter; a bound keeps memory bounded). */
    private static final int MAX_META_BYTES = 1 << 20;

    /** Kinds of entry, from the header's type flag. */
    enum Kind {
        FILE, DIRECTORY, LINK, SPECIAL
    }

    /**
     * One entry's header.
     *
     * @param name the entry's name, with long-name and pax path applied
     * @param size the data bytes that follow
     * @param kind what it is
     */
    record Entry(String name, long size, Kind kind) {
    }

    private final InputStream in;
    private final long maxDataBytes;
    private final byte[] header = new byte[BLOCK];
    private long remaining;
    private int entries;
    private long dataBytes;

    TarStream(InputStream in) {
        this(in, Long.MAX_VALUE);
    }

    /**
     * @param maxDataBytes the most data bytes the whole archive may hold: files, and also directory
     *                     data, long names and pax headers (global ones too), which are skipped or
     *                     read here. Counted before they are decompressed: a directory entry that
     *                     claims 8 GiB is refused at its header, not after 8 GiB of inflating.
     */
    TarStream(InputStream in, long maxDataBytes) {
        this.in = in;
        this.maxDataBytes = maxDataBytes;
    }

    /** Counts {@code size} more data bytes against the bound, before they are read or skipped. */
    private void account(long size) throws IOException {
        if (size > maxDataBytes - dataBytes) {
            throw new IOException("unpacks to more than " + maxDataBytes + " bytes: entry " + entries + " has "
                    + size + " bytes of data (directory data and extended headers count too); not a snapshot");
        }
        dataBytes += size;
    }

    /**
     * The next entry, or empty at the end of the archive (a zero block, or a stream with no entry at
     * all); a stream that stops after an entry without the end-of-archive blocks was cut short.
     */
    Optional<Entry> next() throws IOException {
        skip(remaining + padding(remaining));
        remaining = 0;
        String longName = null;
        String paxPath = null;
        long paxSize = -1;
        while (true) {
            int n = in.readNBytes(header, 0, BLOCK);
            if (n == BLOCK && allZero(header) || n == 0 && entries == 0) {
                return Optional.empty();
            }
            if (n == 0) { // tar, Python's tarfile and collect end an archive with zero blocks
                throw new IOException("the archive ends after entry " + entries + " without its end-of-archive"
                        + " blocks (truncated)");
            }
            entries++;
            if (n < BLOCK) {
                throw new IOException("the archive ends inside the header of entry " + entries + " (truncated)");
            }
            verifyChecksum();
            char type = (char) (header[156] & 0xff);
            long size = size();
            if (type == 'L' || type == 'K' || type == 'x' || type == 'g') {
                account(size);
            }
            switch (type) {
                case 'L' -> longName = cString(meta(size), 0, (int) size);
                case 'K' -> meta(size); // GNU long link name: links are refused at their own header
                case 'x' -> {
                    byte[] pax = meta(size);
                    String[] pathAndSize = pax(pax);
                    if (pathAndSize[0] != null) {
                        paxPath = pathAndSize[0];
                    }
                    if (pathAndSize[1] != null) {
                        paxSize = parsePaxSize(pathAndSize[1]);
                    }
                }
                case 'g' -> meta(size); // global pax header: nothing in it changes names or sizes here
                default -> {
                    String name = paxPath != null ? paxPath : longName != null ? longName : name();
                    long dataSize = paxSize >= 0 ? paxSize : size;
                    Kind kind = switch (type) {
                        // old (V7-style) tars mark a directory only by the name's trailing slash
                        case '0', '\0', '7' -> name.endsWith("/") ? Kind.DIRECTORY : Kind.FILE;
                        case '5' -> Kind.DIRECTORY;
                        case '1', '2' -> Kind.LINK;
                        default -> Kind.SPECIAL;
                    };
                    remaining = kind == Kind.DIRECTORY ? 0 : dataSize;
                    if (kind == Kind.DIRECTORY) {
                        account(dataSize); // directory data is skipped, but inflating it still takes time
                        skip(dataSize + padding(dataSize));
                    }
                    return Optional.of(new Entry(name, dataSize, kind));
                }
            }
        }
    }

    /** Exactly {@code size} bytes of the current entry's data (its whole size). */
    byte[] read(int size) throws IOException {
        if (size != remaining) {
            throw new IllegalStateException("read " + size + " of an entry of " + remaining + " bytes");
        }
        account(size);
        byte[] data = in.readNBytes(size);
        if (data.length != size) {
            throw new IOException("the archive ends inside entry " + entries + " (" + data.length + " of " + size
                    + " bytes; truncated)");
        }
        remaining = 0;
        skip(padding(size));
        return data;
    }

    private byte[] meta(long size) throws IOException {
        if (size > MAX_META_BYTES) {
            throw new IOException("entry " + entries + ": an extended header of " + size + " bytes (at most "
                    + MAX_META_BYTES + " expected)");
        }
        byte[] b = in.readNBytes((int) size);
        if (b.length != size) {
            throw new IOException("the archive ends inside the extended header of entry " + entries + " (truncated)");
        }
        skip(padding(size));
        return b;
    }

    private void skip(long n) throws IOException {
        long left = n;
        while (left > 0) {
            long s = in.skip(left);
            if (s <= 0) {
                if (in.read() < 0) {
                    throw new IOException("the archive ends inside entry " + entries + " (truncated)");
                }
                s = 1;
            }
            left -= s;
        }
    }

    private static long padding(long size) {
        return (BLOCK - size % BLOCK) % BLOCK;
    }

    private static boolean allZero(byte[] b) {
        for (byte x : b) {
            if (x != 0) {
                return false;
            }
        }
        return true;
    }

    /** The header's checksum: the unsigned byte sum with the checksum field read as spaces (signed, for old tars). */
    private void verifyChecksum() throws IOException {
        long stored = octal(148, 8, "checksum", false);
        long unsigned = 0;
        long signed = 0;
        for (int i = 0; i < BLOCK; i++) {
            int b = i >= 148 && i < 156 ? ' ' : header[i];
            unsigned += b & 0xff;
            signed += b;
        }
        if (stored != unsigned && stored != signed) {
            throw new IOException("entry " + entries + " is not a tar header (checksum " + stored + ", computed "
                    + unsigned + "); expected a .tar.gz as 'rocekit collect -o' writes it");
        }
    }

    /** The ustar name, with the POSIX prefix when the magic says POSIX ({@code ustar\0}; GNU uses those bytes otherwise). */
    private String name() {
        String name = cString(header, 0, 100);
        boolean posix = header[257] == 'u' && header[258] == 's' && header[259] == 't' && header[260] == 'a'
                && header[261] == 'r' && header[262] == 0;
        if (posix && header[345] != 0) {
            return cString(header, 345, 155) + "/" + name;
        }
        return name;
    }

    private long size() throws IOException {
        if ((header[124] & 0x80) != 0) {
            // GNU base-256: a big-endian number in the remaining bytes; negative or huge sizes are refused
            if ((header[124] & 0x40) != 0) {
                throw new IOException("entry " + entries + " has a negative size");
            }
            long v = 0;
            for (int i = 125; i < 136; i++) {
                if (v > (Long.MAX_VALUE >> 8)) {
                    throw new IOException("entry " + entries + " has a size beyond any snapshot");
                }
                v = (v << 8) | (header[i] & 0xff);
            }
            return v;
        }
        return octal(124, 12, "size", true);
    }

    private long octal(int off, int len, String field, boolean emptyIsZero) throws IOException {
        long v = 0;
        int i = off;
        int end = off + len;
        while (i < end && (header[i] == ' ' || header[i] == 0)) {
            i++;
        }
        boolean any = false;
        for (; i < end && header[i] >= '0' && header[i] <= '7'; i++) {
            v = (v << 3) + (header[i] - '0');
            any = true;
        }
        for (; i < end; i++) {
            if (header[i] != ' ' && header[i] != 0) {
                throw new IOException("entry " + entries + ": the " + field + " field is not an octal number");
            }
        }
        if (!any && !emptyIsZero) {
            throw new IOException("entry " + entries + " is not a tar header (empty " + field + " field)");
        }
        return v;
    }

    private static String cString(byte[] b, int off, int len) {
        int end = off;
        while (end < off + len && b[end] != 0) {
            end++;
        }
        return new String(b, off, end - off, StandardCharsets.UTF_8);
    }

    /** {@code path} and {@code size} of a pax header ({@code "LEN key=value\n"} records); null where absent. */
    private String[] pax(byte[] b) throws IOException {
        String[] out = new String[2];
        int i = 0;
        while (i < b.length && b[i] != 0) {
            int sp = i;
            long len = 0;
            while (sp < b.length && b[sp] >= '0' && b[sp] <= '9' && len < MAX_META_BYTES) {
                len = len * 10 + (b[sp] - '0');
                sp++;
            }
            if (sp >= b.length || b[sp] != ' ' || len <= sp - i || i + len > b.length || b[(int) (i + len - 1)] != '\n') {
                throw new IOException("entry " + entries + ": a pax header record is malformed (expected 'LEN key=value\\n')");
            }
            String record = new String(b, sp + 1, (int) (i + len - 1 - (sp + 1)), StandardCharsets.UTF_8);
            int eq = record.indexOf('=');
            if (eq > 0) {
                String key = record.substring(0, eq);
                if (key.equals("path")) {
                    out[0] = record.substring(eq + 1);
                } else if (key.equals("size")) {
                    out[1] = record.substring(eq + 1);
                }
            }
            i += (int) len;
        }
        return out;
    }

    private long parsePaxSize(String v) throws IOException {
        if (v.isEmpty() || v.length() > 18 || !v.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new IOException("entry " + entries + ": pax size '" + v + "' is not a number");
        }
        return Long.parseLong(v);
    }
}
