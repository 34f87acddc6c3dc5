package io.rocekit.host.collect;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Read-only access to the host's files under a root ({@code /} on a live host, a directory tree in
 * tests, {@code monitor --sysfs DIR}). Host paths are written as on the host
 * ({@code /sys/bus/pci/devices}); the snapshot path of a host path is the same path without the
 * leading slash.
 *
 * <p>This is the one walker of host trees, and it never leaves its root: every path is walked
 * component by component, and a symbolic link on the way ({@code /sys/class/infiniband/mlx5_0} is
 * one) is followed only when its target, resolved against the link's own directory, stays under the
 * root (at most {@link #MAX_LINK_HOPS} links per path, as the kernel's ELOOP limit). The last
 * component is never followed unless asked ({@link #resolveLink}). Only regular files are opened,
 * and their type is checked without following links before opening, so a FIFO or a device in the
 * tree is refused instead of blocking the reader.
 */
public final class HostFiles {
    /** Symbolic links followed for one path at most (Linux's own limit for path walks is 40). */
    public static final int MAX_LINK_HOPS = 40;
    private final Path root;
    /** Directories already walked, by host path; null when not caching (see {@link #cachingDirectories}). */
    private final java.util.Map<String, Optional<Path>> dirs;
    /**
     * The read buffer of a caching instance (one pass, one thread), made on first use and reused
     * for every file of the pass: a scrape reads about 500 files, and a buffer per file was most
     * of what a scrape allocated. Direct, so that a read lands in it without a copy through the
     * JDK's per-thread temporary buffer.
     */
    private java.nio.ByteBuffer passBuffer;
    /** Where a file's bytes are handed over from {@link #passBuffer}. */
    private byte[] passBytes;
    /** The files of directories unchanged since earlier passes, kept open; null when not keeping. */
    private final UnchangedDirectories unchanged;
    /** When this pass started (wall clock, ms): a directory changed shortly before it is not remembered. */
    private final long passStartMillis;
    /** Entry names of the directories a caching instance looked into for an absent path (see {@link #absent}). */
    private java.util.Map<Path, Optional<java.util.Set<String>>> listings;
    /** More entries than this in a directory and {@link #absent} does not list it (it answers "maybe"). */
    private static final int MAX_LISTED_FOR_ABSENCE = 4096;
    /**
     * Entries {@link #absent} lists in one pass at most; beyond, it answers "maybe" (a hostile tree of
     * many large directories must not make one pass list without end; a real node lists a few hundred).
     */
    private static final int MAX_LISTED_FOR_ABSENCE_PER_PASS = 65_536;
    /** Entries {@link #absent} has listed in this pass. */
    private int listedForAbsence;

    public HostFiles(Path root) {
        this(root.toAbsolutePath().normalize(), null, null);
    }

    private HostFiles(Path root, java.util.Map<String, Optional<Path>> dirs, UnchangedDirectories unchanged) {
        this.root = root;
        this.dirs = dirs;
        this.unchanged = unchanged;
        this.passStartMillis = System.currentTimeMillis();
    }

    /**
     * The same files, remembering where each directory walk led: for one pass over a tree (one
     * monitor sample), so that reading 150 counter files of a port walks its links once. File
     * contents are never cached. Not for sharing between threads.
     */
    public HostFiles cachingDirectories() {
        return new HostFiles(root, new java.util.HashMap<>(), null);
    }

    /**
     * As {@link #cachingDirectories()}, and {@link #readDirectory} reads a directory unchanged since an
     * earlier pass through that pass's files, kept open in {@code memory} (see
     * {@link UnchangedDirectories}); what this pass opens may be kept there for the next.
     */
    public HostFiles cachingDirectories(UnchangedDirectories memory) {
        return new HostFiles(root, new java.util.HashMap<>(), java.util.Objects.requireNonNull(memory, "memory"));
    }

    /**
     * The file system path of host path {@code hostPath}, with every link before its last
     * component resolved under the root; a path that would leave the root maps to a path under
     * the root that does not exist.
     */
    public Path resolve(String hostPath) {
        return within(hostPath).orElseGet(() -> root.resolve(".rocekit-outside-root"));
    }

    /** {@code hostPath} walked under the root: links before the last component followed, the last one not. */
    private Optional<Path> within(String hostPath) {
        String rel = strip(hostPath);
        int slash = rel.lastIndexOf('/');
        if (slash < 0) {
            return rel.isEmpty() ? Optional.of(root) : leaf(root, rel);
        }
        return directory(rel.substring(0, slash)).flatMap(d -> leaf(d, rel.substring(slash + 1)));
    }

    /**
     * Directory {@code rel} (relative to the root) walked as {@link #walk} does; when caching, every
     * directory on the way is remembered, so that the 150 counter files of a port, its attributes
     * and its three counter directories walk {@code class/infiniband/mlx5_0/ports/1} once per sample
     * instead of once per directory. Each component's links are followed from its remembered parent,
     * exactly as a walk from the root reaches them (at most {@link #MAX_LINK_HOPS} per component).
     */
    private Optional<Path> directory(String rel) {
        if (dirs == null) {
            return walk(root, rel);
        }
        Optional<Path> known = dirs.get(rel);
        if (known != null) {
            return known;
        }
        int slash = rel.lastIndexOf('/');
        Optional<Path> parent = slash < 0 ? Optional.of(root) : directory(rel.substring(0, slash));
        Optional<Path> out = parent.flatMap(p -> walk(p, rel.substring(slash + 1)));
        dirs.put(rel, out);
        return out;
    }

    private Optional<Path> leaf(Path dir, String name) {
        if (name.isEmpty() || name.equals(".")) {
            return Optional.of(dir);
        }
        if (name.equals("..")) {
            return dir.equals(root) ? Optional.empty() : Optional.of(dir.getParent());
        }
        return Optional.of(dir.resolve(name));
    }

    /**
     * The physical directory (no link in it) that {@code rel} names from {@code start}, following
     * every link in it while it stays under the root; empty when it would leave the root or loops.
     */
    private Optional<Path> walk(Path start, String rel) {
        java.util.Deque<String> todo = new java.util.ArrayDeque<>(Arrays.asList(rel.split("/")));
        Path cur = start;
        int hops = 0;
        while (!todo.isEmpty()) {
            String part = todo.pollFirst();
            if (part.isEmpty() || part.equals(".")) {
                continue;
            }
            if (part.equals("..")) {
                if (cur.equals(root)) {
                    return Optional.empty(); // would leave the root
                }
                cur = cur.getParent();
                continue;
            }
            Path next = cur.resolve(part);
            if (absent(next) || !Files.isSymbolicLink(next)) {
                cur = next;
                continue;
            }
            if (++hops > MAX_LINK_HOPS) {
                return Optional.empty();
            }
            String target;
            try {
                target = Files.readSymbolicLink(next).toString();
            } catch (IOException | UnsupportedOperationException e) {
                return Optional.empty();
            }
            if (target.startsWith("/")) {
                cur = root; // an absolute link means the host's /, which is the root here
            }
            List<String> parts = Arrays.asList(target.split("/"));
            for (int i = parts.size() - 1; i >= 0; i--) {
                todo.addFirst(parts.get(i));
            }
        }
        return Optional.of(cur);
    }

    /** {@code /sys/x} to {@code sys/x}. */
    public static String snapshotPath(String hostPath) {
        return strip(hostPath);
    }

    private static String strip(String hostPath) {
        String s = hostPath;
        while (s.startsWith("/")) {
            s = s.substring(1);
        }
        return s;
    }

    public boolean exists(String hostPath) {
        return within(hostPath).map(p -> !absent(p) && Files.exists(p, LinkOption.NOFOLLOW_LINKS)).orElse(false);
    }

    public boolean isDirectory(String hostPath) {
        return within(hostPath).map(p -> !absent(p) && Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)).orElse(false);
    }

    public boolean isFile(String hostPath) {
        return within(hostPath).map(p -> !absent(p) && Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)).orElse(false);
    }

    public boolean isLink(String hostPath) {
        return within(hostPath).map(p -> !absent(p) && Files.isSymbolicLink(p)).orElse(false);
    }

    /** True when {@code hostPath} is a directory, or a link to one that stays under the root. */
    public boolean isDirectoryOrLinkToOne(String hostPath) {
        return directory(strip(hostPath)).map(p -> !absent(p) && Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS))
                .orElse(false);
    }

    /**
     * True when nothing at all is at {@code p}, not even a link, found out without an exception: the
     * JDK 17 answers each no-follow question about an absent path by building an exception with its
     * stack trace, and a scrape asks about a hundred absent paths (a port's {@code counters_ext} on
     * mlx5, a missing {@code gid_attrs}, ...), which cost more than all its reads. The parent
     * directory's names answer it (listed once per pass, or already listed by {@link #list}); a
     * name that is listed goes on to the caller's own no-follow check. Only a caching instance (one
     * pass) asks; otherwise, and when the parent cannot be listed within bounds, the answer is false
     * and the caller's check decides.
     */
    private boolean absent(Path p) {
        if (dirs == null) {
            return false;
        }
        Path parent = p.getParent();
        Path name = p.getFileName();
        if (parent == null || name == null) {
            return false;
        }
        return namesIn(parent).map(names -> !names.contains(name.toString())).orElse(false);
    }

    /** The entry names of {@code dir} (remembered for this pass); empty when they cannot be listed within bounds. */
    private Optional<java.util.Set<String>> namesIn(Path dir) {
        Optional<java.util.Set<String>> known = listings().get(dir);
        if (known != null) {
            return known;
        }
        Optional<java.util.Set<String>> names;
        java.util.Set<String> found = new java.util.HashSet<>();
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir)) {
            for (Path c : ds) {
                if (found.size() == MAX_LISTED_FOR_ABSENCE || listedForAbsence >= MAX_LISTED_FOR_ABSENCE_PER_PASS) {
                    found = null;
                    break;
                }
                listedForAbsence++;
                found.add(String.valueOf(c.getFileName()));
            }
            names = Optional.ofNullable(found);
        } catch (NoSuchFileException | java.nio.file.NotDirectoryException e) {
            names = Optional.of(java.util.Set.of()); // nothing can be in what is not a directory
        } catch (IOException | java.nio.file.DirectoryIteratorException e) {
            names = Optional.empty();
        }
        listings.put(dir, names);
        return names;
    }

    private java.util.Map<Path, Optional<java.util.Set<String>>> listings() {
        if (listings == null) {
            listings = new java.util.HashMap<>();
        }
        return listings;
    }

    /** Entry names of a directory, sorted; empty when it is absent or not a directory. */
    public List<String> list(String hostPath) {
        Optional<Path> w = within(hostPath);
        if (w.isEmpty() || absent(w.get()) || !Files.isDirectory(w.get(), LinkOption.NOFOLLOW_LINKS)) {
            return List.of();
        }
        Path p = w.get();
        List<String> out = new ArrayList<>();
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(p)) {
            for (Path c : ds) {
                out.add(String.valueOf(c.getFileName())); // an entry of a directory always has a name
            }
        } catch (IOException | java.nio.file.DirectoryIteratorException e) {
            return List.of();
        }
        if (dirs != null && out.size() <= MAX_LISTED_FOR_ABSENCE) {
            listings().putIfAbsent(p, Optional.of(new java.util.HashSet<>(out)));
        }
        out.sort(null);
        return out;
    }

    /** The target text of a symbolic link, as readlink prints it. */
    public Optional<String> readLink(String hostPath) {
        Optional<Path> p = within(hostPath);
        if (p.isEmpty() || absent(p.get())) {
            return Optional.empty();
        }
        try {
            return Optional.of(Files.readSymbolicLink(p.get()).toString());
        } catch (IOException | UnsupportedOperationException e) {
            return Optional.empty();
        }
    }

    /**
     * The host path a symbolic link points to (resolved lexically against the link's directory),
     * when it stays under the root.
     */
    public Optional<String> resolveLink(String hostPath) {
        if (!isLink(hostPath)) {
            return Optional.empty();
        }
        Optional<Path> real = walk(root, strip(hostPath));
        if (real.isEmpty() || real.get().equals(root)) {
            return Optional.empty();
        }
        return Optional.of("/" + root.relativize(real.get()).toString().replace('\\', '/'));
    }

    /**
     * The bytes of a regular file (never through a link), at most {@code cap} of them; procfs and
     * sysfs files report size 0, so the file is read to its end.
     *
     * @return the bytes, or empty when the file is absent or unreadable
     */
    public Optional<byte[]> read(String hostPath, int cap) throws IOException {
        Optional<Path> p = regularFile(hostPath);
        if (p.isEmpty()) {
            return Optional.empty();
        }
        try (InputStream in = Files.newInputStream(p.get(), StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS)) {
            byte[] buf = in.readNBytes(cap);
            return Optional.of(buf.length == cap ? buf : Arrays.copyOf(buf, buf.length));
        } catch (NoSuchFileException e) {
            return Optional.empty();
        }
    }

    /**
     * As {@link #read}, for a sysfs attribute: one {@code read} of at most {@code cap} bytes. The
     * kernel produces a sysfs attribute whole on the first read (one page), so a short read is its
     * end; a procfs file that is produced in pieces needs {@link #read}.
     */
    public Optional<byte[]> readAttribute(String hostPath, int cap) throws IOException {
        Optional<Path> p = regularFile(hostPath);
        if (p.isEmpty()) {
            return Optional.empty();
        }
        java.nio.ByteBuffer buf = readBuffer(cap);
        try (java.nio.channels.SeekableByteChannel ch = Files.newByteChannel(p.get(), READ_NOFOLLOW)) {
            ch.read(buf);
        } catch (NoSuchFileException e) {
            return Optional.empty();
        }
        buf.flip();
        byte[] out = new byte[buf.remaining()];
        buf.get(out);
        return Optional.of(out);
    }

    /**
     * A buffer for one read of at most {@code cap} bytes, empty: a caching instance's own (reused,
     * see {@link #passBuffer}), else a new one (the plain instance may be shared between threads).
     */
    private java.nio.ByteBuffer readBuffer(int cap) {
        if (dirs == null) {
            return java.nio.ByteBuffer.allocate(cap);
        }
        if (passBuffer == null || passBuffer.capacity() < cap) {
            passBuffer = java.nio.ByteBuffer.allocateDirect(cap);
            passBytes = new byte[cap];
        }
        passBuffer.clear().limit(cap);
        return passBuffer;
    }

    /** The bytes of {@code buf} (flipped) as an array from 0: the heap buffer's own, or copied into {@link #passBytes}. */
    private byte[] bytesOf(java.nio.ByteBuffer buf) {
        if (buf.hasArray() && buf.arrayOffset() == 0) {
            return buf.array();
        }
        buf.get(passBytes, 0, buf.remaining());
        return passBytes;
    }

    /** The file {@code hostPath} when it is a regular file under the root; a FIFO, device, directory or link is refused. */
    private Optional<Path> regularFile(String hostPath) throws IOException {
        Optional<Path> w = within(hostPath);
        if (w.isEmpty()) {
            return Optional.empty(); // outside the root: as if absent, and nothing of it is read
        }
        Path p = w.get();
        if (absent(p)) {
            return Optional.empty();
        }
        java.nio.file.attribute.BasicFileAttributes a;
        try {
            a = Files.readAttributes(p, java.nio.file.attribute.BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (NoSuchFileException e) {
            return Optional.empty();
        }
        if (!a.isRegularFile()) {
            // a FIFO would block open() forever, a device could stream without end
            throw new NotRegularFileException(hostPath, kind(a));
        }
        return w;
    }

    /** What {@link #readDirectory} hands over, entry by entry. */
    public interface DirectoryVisitor {
        /**
         * A regular file: its first {@code length} bytes (at most the cap) are {@code content[0..length)};
         * the array is reused for the next file, so keep what is needed of it, not the array.
         */
        void file(String name, byte[] content, int length);

        /** An entry not read, and why: not a regular file (never opened), or unreadable. */
        void skipped(String name, String why);
    }

    /**
     * How many entries {@link #readDirectory} looked at, and whether the directory holds more than
     * it was allowed to look at.
     */
    public record DirectoryRead(int listed, boolean more) {
        static final DirectoryRead NONE = new DirectoryRead(0, false);
    }

    private static final java.util.Set<java.nio.file.OpenOption> READ_NOFOLLOW = java.util.Set.of(
            StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS);

    /**
     * Every regular file of directory {@code hostPath} (a sysfs attribute directory such as
     * {@code ports/1/hw_counters}), read through the open directory: the directory's path is walked
     * once (links only while they stay under the root), then each entry is checked without following
     * links ({@code fstatat}) and opened relative to the open directory ({@code openat}, never
     * through a link); only regular files are opened. Each file is read with one {@code read} of at
     * most {@code cap} bytes into one buffer reused for the whole directory: a sysfs attribute is
     * produced whole by its first read, so a short read is its end. Where the platform has no
     * directory handle, each entry is read through {@link #read}. An instance made by
     * {@link #cachingDirectories(UnchangedDirectories)} reads a directory unchanged since an earlier
     * pass through the files that pass kept open, one positional read at offset 0 each.
     *
     * @param maxEntries entries looked at, at most (a strange tree may hold millions)
     */
    public DirectoryRead readDirectory(String hostPath, int cap, int maxEntries, DirectoryVisitor visitor) {
        Optional<Path> dir = directory(strip(hostPath));
        if (dir.isEmpty() || absent(dir.get())) {
            return DirectoryRead.NONE;
        }
        java.nio.ByteBuffer buf = readBuffer(cap).slice(); // its capacity is the cap: clear() keeps to it
        UnchangedDirectories.Look look = unchanged == null ? UnchangedDirectories.Look.NONE
                : unchanged.look(dir.get(), passStartMillis);
        int kept = look.readKept(maxEntries, buf, new UnchangedDirectories.Reader() {
            @Override
            public void file(String name, java.nio.ByteBuffer content) {
                int length = content.remaining();
                visitor.file(name, bytesOf(content), length);
            }

            @Override
            public void unreadable(String name, IOException e) {
                visitor.skipped(name, "unreadable (" + e.getClass().getSimpleName() + ")");
            }
        });
        if (kept >= 0) {
            return new DirectoryRead(kept, false);
        }
        int listed = 0;
        UnchangedDirectories.Pass pass = UnchangedDirectories.Pass.NONE;
        // opening it checks that it is a directory (the walk left no link in its path)
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir.get())) {
            if (!(ds instanceof java.nio.file.SecureDirectoryStream<Path> sds)) {
                return readEach(hostPath, cap, maxEntries, visitor);
            }
            pass = look.pass(sds);
            for (Path entry : sds) {
                if (listed == maxEntries) {
                    pass.abandon();
                    return new DirectoryRead(listed, true);
                }
                listed++;
                Path name = entry.getFileName();
                if (name != null) {
                    readEntry(sds, name, buf, visitor, pass);
                }
            }
            pass.done();
        } catch (IOException | java.nio.file.DirectoryIteratorException e) {
            pass.abandon();
            return new DirectoryRead(listed, false); // the directory went away while being read
        }
        return new DirectoryRead(listed, false);
    }

    private void readEntry(java.nio.file.SecureDirectoryStream<Path> sds, Path name, java.nio.ByteBuffer buf,
            DirectoryVisitor visitor, UnchangedDirectories.Pass pass) {
        String text = name.toString();
        try {
            java.nio.file.attribute.BasicFileAttributes a = sds.getFileAttributeView(name,
                    java.nio.file.attribute.BasicFileAttributeView.class, LinkOption.NOFOLLOW_LINKS).readAttributes();
            if (!a.isRegularFile()) {
                // a FIFO would block open() forever, a device could stream without end
                pass.notKept();
                visitor.skipped(text, kind(a));
                return;
            }
            buf.clear();
            java.nio.channels.SeekableByteChannel ch = sds.newByteChannel(name, READ_NOFOLLOW);
            boolean taken = false;
            try {
                ch.read(buf);
                taken = pass.take(text, ch); // kept open for the next pass, or closed now
            } finally {
                if (!taken) {
                    ch.close();
                }
            }
            buf.flip();
            int length = buf.remaining();
            visitor.file(text, bytesOf(buf), length);
        } catch (NoSuchFileException e) {
            pass.notKept(); // gone between listing and reading: as if listed a moment later
        } catch (IOException e) {
            pass.notKept();
            visitor.skipped(text, "unreadable (" + e.getClass().getSimpleName() + ")");
        }
    }

    private static String kind(java.nio.file.attribute.BasicFileAttributes a) {
        return a.isSymbolicLink() ? "a symbolic link" : a.isDirectory() ? "a directory"
                : "not a regular file (FIFO, socket or device)";
    }

    private DirectoryRead readEach(String hostPath, int cap, int maxEntries, DirectoryVisitor visitor) {
        List<String> names = list(hostPath);
        int listed = Math.min(names.size(), maxEntries);
        for (String n : names.subList(0, listed)) {
            try {
                read(hostPath + "/" + n, cap).ifPresent(b -> visitor.file(n, b, b.length));
            } catch (NotRegularFileException e) {
                visitor.skipped(n, "not a regular file (FIFO, socket or device)");
            } catch (IOException e) {
                visitor.skipped(n, "unreadable (" + e.getClass().getSimpleName() + ")");
            }
        }
        return new DirectoryRead(listed, names.size() > maxEntries);
    }

    /** A path that is not a regular file where one was to be read. */
    public static final class NotRegularFileException extends IOException {
        private static final long serialVersionUID = 1L;

        NotRegularFileException(String hostPath, String what) {
            super(hostPath + ": " + what + ", not read");
        }
    }
}
