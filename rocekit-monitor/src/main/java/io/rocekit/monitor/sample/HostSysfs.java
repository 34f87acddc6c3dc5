package io.rocekit.monitor.sample;

import io.rocekit.host.collect.HostFiles;
import io.rocekit.host.collect.UnchangedDirectories;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A sysfs mount ({@code /sys}) or a tree laid out like it, read through the doctor's
 * {@link HostFiles}: read-only, never outside the root (a link leaving it is not followed), only
 * regular files opened (a FIFO is refused, not waited on).
 */
public final class HostSysfs implements SysfsSource {
    private final HostFiles files;
    /** The counter files of directories unchanged since earlier samples, kept open (files, never values). */
    private final UnchangedDirectories unchangedDirs;

    public HostSysfs(Path root) {
        this(new HostFiles(root), new UnchangedDirectories());
    }

    private HostSysfs(HostFiles files, UnchangedDirectories unchangedDirs) {
        this.files = files;
        this.unchangedDirs = unchangedDirs;
    }

    /**
     * Walks each directory's links once per sample, and reads a counter directory unchanged since an
     * earlier sample through the files that sample opened (kept open, read again from offset 0);
     * values are read from the files every time. Samples of one instance run one at a time (the
     * sampler's).
     */
    @Override
    public SysfsSource forOneSample() {
        return new HostSysfs(files.cachingDirectories(unchangedDirs), unchangedDirs);
    }

    @Override
    public Optional<String> text(String path, Consumer<String> notes) {
        try {
            Optional<byte[]> b = files.readAttribute(path, FILE_CAP);
            return b.map(bytes -> trimmed(bytes, bytes.length));
        } catch (HostFiles.NotRegularFileException e) {
            notes.accept(e.getMessage());
            return Optional.empty();
        } catch (IOException e) {
            notes.accept(path + ": unreadable (" + e.getClass().getSimpleName() + ")");
            return Optional.empty();
        }
    }

    /**
     * One pass over the open directory ({@link HostFiles#readDirectory}): each entry checked and
     * opened relative to it, one read per file. This is the scrape's hot path (the counter
     * directories: about 150 files per RoCE port).
     */
    @Override
    public DirectoryTexts texts(String dir, int maxEntries, Consumer<String> notes) {
        java.util.SortedMap<String, String> out = new java.util.TreeMap<>();
        HostFiles.DirectoryRead r = files.readDirectory(dir, FILE_CAP, maxEntries, new HostFiles.DirectoryVisitor() {
            @Override
            public void file(String name, byte[] content, int length) {
                out.put(name, trimmed(content, length));
            }

            @Override
            public void skipped(String name, String why) {
                notes.accept(dir + "/" + name + ": " + why + ", not read");
            }
        });
        return new DirectoryTexts(out, r.listed(), r.more());
    }

    /**
     * The text of a file's bytes without leading and trailing white space, as {@code strip()} gives
     * it; for the plain ASCII of a counter file ({@code "12345\n"}) one string is made, not two.
     */
    static String trimmed(byte[] b, int length) {
        int from = 0;
        int to = length;
        while (to > from && isAsciiSpace(b[to - 1])) {
            to--;
        }
        while (from < to && isAsciiSpace(b[from])) {
            from++;
        }
        for (int i = from; i < to; i++) {
            if (b[i] < 0) { // not ASCII: decoded as UTF-8, and Unicode white space stripped too
                return new String(b, from, to - from, StandardCharsets.UTF_8).strip();
            }
        }
        return new String(b, from, to - from, StandardCharsets.ISO_8859_1);
    }

    private static boolean isAsciiSpace(byte c) {
        return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == 0x0b || c == '\f'
                || (c >= 0x1c && c <= 0x1f);
    }

    @Override
    public List<String> list(String dir) {
        return files.list(dir);
    }

    @Override
    public boolean isDirectory(String path) {
        return files.isDirectoryOrLinkToOne(path);
    }

    @Override
    public Optional<String> linkName(String path) {
        return files.readLink(path).flatMap(SysfsSource::lastComponent);
    }
}
