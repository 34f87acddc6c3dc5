package io.rocekit.host.snapshot;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.zip.GZIPInputStream;

/**
 * A snapshot packed as {@code .tar.gz} ({@code rocekit collect -o node.tar.gz}), read whole into
 * memory once. Reading is confined like a directory snapshot: an entry whose name is absolute or
 * climbs with {@code ..}, and any link, device or FIFO entry, is refused; the number of entries,
 * the size of one entry and the unpacked total are bounded (a small archive cannot unpack into
 * gigabytes). An archive whose entries all sit under one top directory ({@code node7/...}, as
 * collect writes them) is read from inside that directory.
 */
public final class ArchiveSnapshot implements Snapshot {
    /**
     * Bounds on what an archive may unpack into.
     *
     * @param maxEntries    the most entries (files and directories)
     * @param maxEntryBytes the largest single file
     * @param maxTotalBytes the most bytes all files together
     */
    public record Limits(int maxEntries, long maxEntryBytes, long maxTotalBytes) {
        /** Far above a real snapshot (a few thousand files, about 1 MiB; collect caps a command at 16 MiB). */
        public static final Limits DEFAULT = new Limits(200_000, 64L << 20, 512L << 20);
    }

    /**
     * Admits the bytes an archive is about to hold in memory, before they are read: a fleet reads
     * many archives at once, and its admission bounds the bytes held across all of them (one
     * archive's {@link Limits} bound only that archive).
     */
    @FunctionalInterface
    public interface Admission {
        /** Admits everything: one archive read on its own. */
        Admission NONE = bytes -> {
        };

        /**
         * Returns when {@code bytes} more may be held, waiting if need be.
         *
         * @throws SnapshotException when interrupted while waiting
         */
        void admit(long bytes) throws SnapshotException;
    }

    private final String name;
    private final TreeMap<String, byte[]> files;
    private final TreeSet<String> dirs;

    private ArchiveSnapshot(String name, TreeMap<String, byte[]> files) {
        this.name = name;
        this.files = files;
        this.dirs = new TreeSet<>();
        for (String f : files.keySet()) {
            for (int i = f.indexOf('/'); i >= 0; i = f.indexOf('/', i + 1)) {
                dirs.add(f.substring(0, i));
            }
        }
    }

    /** True when {@code file}'s name says it is a gzip-compressed tar ({@code .tar.gz}, {@code .tgz}). */
    public static boolean isArchiveName(Path file) {
        Path last = file.getFileName();
        String n = last == null ? "" : last.toString();
        return n.endsWith(".tar.gz") || n.endsWith(".tgz");
    }

    /** Opens {@code file} with the default limits. */
    public static ArchiveSnapshot open(Path file) throws SnapshotException {
        return open(file, Limits.DEFAULT);
    }

    /** Reads {@code file} into memory, checking every entry. */
    public static ArchiveSnapshot open(Path file, Limits limits) throws SnapshotException {
        return open(file, limits, Admission.NONE);
    }

    /** Reads {@code file} into memory, checking every entry and admitting its bytes as they are read. */
    public static ArchiveSnapshot open(Path file, Limits limits, Admission admission) throws SnapshotException {
        if (!Files.isRegularFile(file)) {
            throw new SnapshotException(file + ": expected a snapshot archive (.tar.gz from 'rocekit collect'), "
                    + (Files.exists(file) ? "found a directory or special file" : "found nothing"));
        }
        try (InputStream raw = new BufferedInputStream(Files.newInputStream(file), 1 << 16)) {
            return read(file.toString(), raw, limits, admission);
        } catch (IOException e) {
            throw new SnapshotException(file + ": not a readable .tar.gz snapshot: " + why(e), e);
        }
    }

    /** What went wrong reading an archive, for a message: an empty or cut file's EOFException has no text. */
    public static String why(IOException e) {
        if (e.getMessage() != null && !e.getMessage().isBlank()) {
            return e.getMessage();
        }
        return e instanceof java.io.EOFException ? "it ends early (empty, or cut short)" : e.getClass().getSimpleName();
    }

    /** Reads a {@code .tar.gz} stream named {@code name} (for messages); the caller closes it. */
    public static ArchiveSnapshot read(String name, InputStream gz, Limits limits) throws SnapshotException, IOException {
        return read(name, gz, limits, Admission.NONE);
    }

    /** {@link #read(String, InputStream, Limits)}, admitting each file's bytes before they are read. */
    public static ArchiveSnapshot read(String name, InputStream gz, Limits limits, Admission admission)
            throws SnapshotException, IOException {
        TreeMap<String, byte[]> files = new TreeMap<>();
        long total = 0;
        int entries = 0;
        try (GZIPInputStream unzipped = new GZIPInputStream(gz, 1 << 16)) {
            TarStream tar = new TarStream(unzipped, limits.maxTotalBytes());
            Optional<TarStream.Entry> next;
            while ((next = tar.next()).isPresent()) {
                TarStream.Entry e = next.get();
                if (++entries > limits.maxEntries()) {
                    throw new SnapshotException(name + ": more than " + limits.maxEntries() + " entries; not a snapshot");
                }
                String entryName = e.name();
                if (e.kind() == TarStream.Kind.DIRECTORY) {
                    continue;
                }
                if (e.kind() != TarStream.Kind.FILE) {
                    throw new SnapshotException(name + ": entry '" + entryName + "' is a "
                            + (e.kind() == TarStream.Kind.LINK ? "link" : "special file")
                            + "; a snapshot holds only files (collect stores links as .link files)");
                }
                String rel = clean(name, entryName);
                if (e.size() > limits.maxEntryBytes()) {
                    throw new SnapshotException(name + ": entry '" + entryName + "' is " + e.size()
                            + " bytes, more than the " + limits.maxEntryBytes() + " allowed for one file");
                }
                total += e.size();
                if (total > limits.maxTotalBytes()) { // before inflating it
                    throw new SnapshotException(name + ": unpacks to more than " + limits.maxTotalBytes()
                            + " bytes; not a snapshot");
                }
                admission.admit(e.size());
                byte[] data = tar.read((int) e.size());
                if (data.length != e.size()) {
                    throw new SnapshotException(name + ": entry '" + entryName + "' is cut short (" + data.length
                            + " of " + e.size() + " bytes); the archive is truncated");
                }
                if (files.put(rel, data) != null) {
                    throw new SnapshotException(name + ": entry '" + entryName + "' appears twice");
                }
            }
        }
        return new ArchiveSnapshot(name, stripTop(files));
    }

    private static String clean(String name, String entryName) throws SnapshotException {
        String rel = entryName;
        while (rel.startsWith("./")) {
            rel = rel.substring(2);
        }
        try {
            return SnapshotPaths.check(rel);
        } catch (SnapshotException ex) {
            throw new SnapshotException(name + ": entry '" + entryName + "': " + ex.getMessage(), ex);
        }
    }

    /** When every file sits under one directory and there is no manifest at the top, reads from inside it. */
    private static TreeMap<String, byte[]> stripTop(TreeMap<String, byte[]> files) {
        if (files.isEmpty() || files.containsKey(SnapshotLayout.MANIFEST)) {
            return files;
        }
        String top = null;
        for (String f : files.keySet()) {
            int slash = f.indexOf('/');
            if (slash < 0) {
                return files;
            }
            String t = f.substring(0, slash);
            if (top == null) {
                top = t;
            } else if (!top.equals(t)) {
                return files;
            }
        }
        TreeMap<String, byte[]> out = new TreeMap<>();
        int cut = top.length() + 1;
        files.forEach((k, v) -> out.put(k.substring(cut), v));
        return out;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Optional<byte[]> readBytes(String rel) throws SnapshotException {
        byte[] b = files.get(SnapshotPaths.check(rel));
        return b == null ? Optional.empty() : Optional.of(b.clone());
    }

    @Override
    public List<String> list(String rel) throws SnapshotException {
        String prefix = SnapshotPaths.check(rel) + "/";
        TreeSet<String> names = new TreeSet<>();
        for (String f : files.tailMap(prefix).keySet()) {
            if (!f.startsWith(prefix)) {
                break;
            }
            String rest = f.substring(prefix.length());
            int slash = rest.indexOf('/');
            names.add(slash < 0 ? rest : rest.substring(0, slash));
        }
        return new ArrayList<>(names);
    }

    @Override
    public boolean isDirectory(String rel) throws SnapshotException {
        return dirs.contains(SnapshotPaths.check(rel));
    }

    @Override
    public List<String> files() {
        return List.copyOf(files.keySet());
    }
}
