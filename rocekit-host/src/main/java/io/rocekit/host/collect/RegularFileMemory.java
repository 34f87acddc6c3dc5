package io.rocekit.host.collect;

import java.io.IOException;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SecureDirectoryStream;
import java.nio.file.attribute.BasicFileAttributeView;
import java.nio.file.attribute.FileTime;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Which entries of a directory earlier passes found to be regular files, kept while the directory
 * has not changed since, so that a pass over it opens them without checking each one's type again
 * (a scrape of 16 RoCE ports reads 2,400 counter files; the check is one system call each, a third
 * of the scrape's kernel time). Values are never remembered: every file is still opened and read.
 *
 * <p>Why a remembered answer stays true: an entry cannot turn into a FIFO or a device without the
 * directory's entries changing (unlink, rename, mknod), which sets the directory's change time
 * ({@code ctime}) to the time of the change, and no one but the clock sets a ctime (setting the
 * modification time back sets the ctime to now). So a directory whose ctime is the same as when
 * its entries were checked, and was already more than {@link #SETTLED_MILLIS} old at that pass's
 * start (file times are taken from a clock that ticks in milliseconds), has the same entries. The
 * directory is recognised by its device and inode, and the one opened must be the one whose ctime
 * was read. A mount over one of its files does not change it: mounting needs root, and on sysfs, the
 * tree this is for, no FIFO or device can exist at all.
 *
 * <p>Not for sharing between threads: one sampler owns one, and its passes run one at a time.
 */
public final class RegularFileMemory {
    /** A directory changed more recently than this before a pass is checked in full again at the next one. */
    public static final long SETTLED_MILLIS = 2_000;
    /** Directories remembered at most; beyond that the memory starts over (a strange tree must not grow it). */
    static final int MAX_DIRECTORIES = 4_096;

    private record Seen(FileTime ctime, Set<String> regular) {
    }

    private final Map<Object, Seen> byDirectory = new HashMap<>();

    /** Directories remembered now. */
    public int size() {
        return byDirectory.size();
    }

    /**
     * What a pass may trust of the directory at {@code dir}, opened as {@code opened}: nothing when it
     * changed (or cannot be identified), else the entries found regular when it was as it is now.
     */
    Check check(Path dir, SecureDirectoryStream<Path> opened, long passStartMillis) {
        try {
            Map<String, Object> a = java.nio.file.Files.readAttributes(dir, "unix:fileKey,ctime", LinkOption.NOFOLLOW_LINKS);
            Object key = a.get("fileKey");
            FileTime ctime = (FileTime) a.get("ctime");
            Object openedKey = opened.getFileAttributeView(BasicFileAttributeView.class).readAttributes().fileKey();
            if (key == null || ctime == null || !key.equals(openedKey)) {
                return Check.NONE; // replaced between the two looks: check everything
            }
            Seen s = byDirectory.get(key);
            Set<String> trusted = s != null && s.ctime.equals(ctime) ? s.regular : Set.of();
            boolean settled = ctime.toMillis() < passStartMillis - SETTLED_MILLIS;
            return new Check(this, key, ctime, trusted, settled);
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException | ClassCastException e) {
            return Check.NONE; // no unix view (not Linux), or gone: check everything
        }
    }

    private void keep(Object key, FileTime ctime, Set<String> regular) {
        if (byDirectory.size() >= MAX_DIRECTORIES && !byDirectory.containsKey(key)) {
            byDirectory.clear();
        }
        byDirectory.put(key, new Seen(ctime, Set.copyOf(regular)));
    }

    private void forget(Object key) {
        byDirectory.remove(key);
    }

    /** One pass over one directory: what it may trust, and what it found. */
    static final class Check {
        static final Check NONE = new Check(null, null, null, Set.of(), false);
        private final RegularFileMemory memory;
        private final Object key;
        private final FileTime ctime;
        private final Set<String> trusted;
        private final boolean settled;
        /** Regular files found in this pass that were not trusted yet (none, once a directory is remembered). */
        private final Set<String> found = new HashSet<>();

        private Check(RegularFileMemory memory, Object key, FileTime ctime, Set<String> trusted, boolean settled) {
            this.memory = memory;
            this.key = key;
            this.ctime = ctime;
            this.trusted = Objects.requireNonNull(trusted);
            this.settled = settled;
        }

        /** True when {@code name} was a regular file when the directory was as it is now. */
        boolean trusts(String name) {
            return trusted.contains(name);
        }

        /** {@code name} was opened as a regular file in this pass. */
        void foundRegular(String name) {
            if (memory != null && !trusted.contains(name)) {
                found.add(name);
            }
        }

        /** The pass read the whole directory: remember what it found, when the directory had settled. */
        void done() {
            if (memory == null) {
                return;
            }
            if (!settled) {
                memory.forget(key);
            } else if (!found.isEmpty()) { // else it is remembered as it is
                Set<String> all = new HashSet<>(trusted);
                all.addAll(found);
                memory.keep(key, ctime, all);
            }
        }
    }
}
