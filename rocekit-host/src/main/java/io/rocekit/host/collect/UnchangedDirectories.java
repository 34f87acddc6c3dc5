package io.rocekit.host.collect;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SecureDirectoryStream;
import java.nio.file.attribute.BasicFileAttributeView;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The regular files of directories that have not changed since an earlier pass read them, kept
 * open, so that the next pass reads each with one positional read from offset 0 instead of
 * listing the directory and checking, opening, reading and closing every file (a scrape of 16
 * RoCE ports reads 2,400 counter files: three system calls saved per file). A sysfs attribute
 * read again at offset 0 is produced again by its driver ("If userspace seeks back to zero or does
 * a pread(2) with an offset of '0' the show() method will be called again", Linux
 * Documentation/filesystems/sysfs.rst, since 2.6.26); a regular file of a copied tree gives what it
 * holds now. Values are never remembered.
 *
 * <p>Why a kept file is still the directory's entry: an entry cannot be removed, renamed or
 * replaced (by a FIFO, a device, a link, a newer file) without the directory changing, which sets
 * the directory's change time ({@code ctime}) to the time of the change, and nothing but the
 * clock sets a ctime (setting the modification time back sets the ctime to now). So a directory
 * recognised by device and inode whose ctime is the one it had when its files were opened, and
 * that was already {@link #SETTLED_MILLIS} old then (file times come from a clock that ticks in
 * milliseconds), has the same entries. Only a directory whose entries were all regular files
 * read without error is kept. A mount over one of its files is not seen: mounting needs root,
 * and on sysfs, the tree this is for, no FIFO or device can exist at all.
 *
 * <p>At most {@link #MAX_OPEN_FILES} files are kept open. Not for sharing between threads: one
 * sampler owns one and its passes run one at a time; files left open when it is dropped are
 * closed by their cleaners.
 */
public final class UnchangedDirectories {
    /** A directory changed more recently than this before a pass is listed and checked again at the next one. */
    public static final long SETTLED_MILLIS = 2_000;
    /** Files kept open at most, over all directories (a strange tree must not take every descriptor). */
    static final int MAX_OPEN_FILES = 8_192;

    /** A directory as a pass left it: its entries in listing order, each open. */
    private record Kept(FileTime ctime, List<String> names, List<SeekableByteChannel> files) {
    }

    private final Map<Object, Kept> byDirectory = new HashMap<>();
    private int openFiles;

    /** Directories kept now. */
    public int size() {
        return byDirectory.size();
    }

    /** Files kept open now. */
    public int openFiles() {
        return openFiles;
    }

    /** Where a kept directory's files go, file by file. */
    interface Reader {
        void file(String name, ByteBuffer content);

        void unreadable(String name, IOException e);
    }

    /**
     * The directory at {@code dir} as a pass finds it, looked at without opening it; {@link Look#NONE}
     * when it cannot be identified (no unix attribute view, or gone).
     */
    Look look(Path dir, long passStartMillis) {
        try {
            Map<String, Object> a = java.nio.file.Files.readAttributes(dir, "unix:fileKey,ctime", LinkOption.NOFOLLOW_LINKS);
            Object key = a.get("fileKey");
            FileTime ctime = (FileTime) a.get("ctime");
            if (key == null || ctime == null) {
                return Look.NONE;
            }
            return new Look(this, key, ctime, ctime.toMillis() < passStartMillis - SETTLED_MILLIS);
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException | ClassCastException e) {
            return Look.NONE;
        }
    }

    private void keep(Object key, Kept k) {
        forget(key);
        // bounds the directories too: an empty one is kept with no file, and a tree may hold many
        if (byDirectory.size() >= MAX_OPEN_FILES || openFiles + k.files.size() > MAX_OPEN_FILES) {
            closeAll(k.files);
            return;
        }
        byDirectory.put(key, k);
        openFiles += k.files.size();
    }

    private void forget(Object key) {
        Kept old = byDirectory.remove(key);
        if (old != null) {
            openFiles -= old.files.size();
            closeAll(old.files);
        }
    }

    private static void closeAll(List<SeekableByteChannel> files) {
        for (SeekableByteChannel f : files) {
            try {
                f.close();
            } catch (IOException e) {
                // closing a read-only file: nothing was written that could be lost
            }
        }
    }

    /** A directory at one pass: its identity and change time, read before it is opened. */
    static final class Look {
        static final Look NONE = new Look(null, null, null, false);
        private final UnchangedDirectories memory;
        private final Object key;
        private final FileTime ctime;
        private final boolean settled;

        private Look(UnchangedDirectories memory, Object key, FileTime ctime, boolean settled) {
            this.memory = memory;
            this.key = key;
            this.ctime = ctime;
            this.settled = settled;
        }

        /**
         * Reads every file of the directory through the files kept from an earlier pass, when it is
         * the same directory unchanged since and holds at most {@code maxEntries} entries.
         *
         * @return the entries read, or -1 when the directory has to be listed and read in full
         */
        int readKept(int maxEntries, ByteBuffer buf, Reader reader) {
            Kept k = memory == null ? null : memory.byDirectory.get(key);
            if (k == null || !k.ctime.equals(ctime) || k.names.size() > maxEntries) {
                return -1;
            }
            for (int i = 0; i < k.names.size(); i++) {
                String name = k.names.get(i);
                buf.clear();
                try {
                    SeekableByteChannel f = k.files.get(i);
                    if (f instanceof FileChannel fc) {
                        fc.read(buf, 0);
                    } else {
                        f.position(0);
                        f.read(buf);
                    }
                    buf.flip();
                    reader.file(name, buf);
                } catch (IOException e) {
                    reader.unreadable(name, e);
                }
            }
            return k.names.size();
        }

        /** A full pass over the directory once opened as {@code opened}: what it finds may be kept. */
        Pass pass(SecureDirectoryStream<Path> opened) {
            if (memory == null || !settled) {
                if (memory != null) {
                    memory.forget(key);
                }
                return Pass.NONE;
            }
            try {
                Object openedKey = opened.getFileAttributeView(BasicFileAttributeView.class).readAttributes().fileKey();
                return key.equals(openedKey) ? new Pass(this) : Pass.NONE; // replaced between the looks: keep nothing
            } catch (IOException e) {
                return Pass.NONE;
            }
        }
    }

    /** One full pass over a directory: the files it opened, kept when every entry was one. */
    static final class Pass {
        static final Pass NONE = new Pass(null);
        private final Look look;
        private final List<String> names = new ArrayList<>();
        private final List<SeekableByteChannel> files = new ArrayList<>();
        private boolean whole = true;

        private Pass(Look look) {
            this.look = look;
        }

        /**
         * Takes {@code file} (entry {@code name}, read whole) to keep; false when this pass keeps
         * nothing, and the caller closes it.
         */
        boolean take(String name, SeekableByteChannel file) {
            if (look == null || !whole) {
                return false;
            }
            names.add(name);
            files.add(file);
            return true;
        }

        /** An entry that is not a regular file read without error: the directory is not kept. */
        void notKept() {
            whole = false;
        }

        /** The pass listed every entry: keep the directory when each was a file it took. */
        void done() {
            if (look == null) {
                return;
            }
            if (whole) {
                look.memory.keep(look.key, new Kept(look.ctime, List.copyOf(names), List.copyOf(files)));
            } else {
                closeAll(files);
                look.memory.forget(look.key);
            }
        }

        /** The pass stopped early: close what it took. */
        void abandon() {
            closeAll(files);
            files.clear();
            whole = false;
        }
    }
}
