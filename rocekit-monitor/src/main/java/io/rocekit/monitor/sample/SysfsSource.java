package io.rocekit.monitor.sample;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Read access to a sysfs tree, by paths as under {@code /sys} ({@code /class/infiniband/mlx5_0}):
 * a mounted sysfs or a copy of it ({@link HostSysfs}), or the copy inside a doctor snapshot
 * ({@link SnapshotSysfs}). Implementations never throw for what they find: a failure is a note.
 */
public interface SysfsSource {
    /** An attribute or counter file is a line; a larger one is not what we expect. */
    int FILE_CAP = 4096;

    /** The trimmed text of the file at {@code path}; empty when absent, or unreadable (with a note). */
    Optional<String> text(String path, Consumer<String> notes);

    /** Entry names of a directory, sorted; empty when absent. */
    List<String> list(String dir);

    /** True when {@code path} is a directory or a link to one. */
    boolean isDirectory(String path);

    /** The last component of the target of the link {@code path} ({@code device -> ../../0000:3b:00.0}). */
    Optional<String> linkName(String path);

    /**
     * The files of a directory with their trimmed texts, in one pass: at most {@code maxEntries}
     * entries are looked at; what is not a readable regular file is a note.
     *
     * @param texts  text by entry name, sorted
     * @param listed entries looked at
     * @param more   true when the directory holds more entries than {@code maxEntries}
     */
    record DirectoryTexts(java.util.SortedMap<String, String> texts, int listed, boolean more) {
    }

    /** Every file of {@code dir} read as by {@link #text}, one after the other; sources that can read a directory in one pass do. */
    default DirectoryTexts texts(String dir, int maxEntries, Consumer<String> notes) {
        List<String> names = list(dir);
        int n = Math.min(names.size(), maxEntries);
        java.util.SortedMap<String, String> out = new java.util.TreeMap<>();
        for (String name : names.subList(0, n)) {
            text(dir + "/" + name, notes).ifPresent(t -> out.put(name, t));
        }
        return new DirectoryTexts(out, n, names.size() > n);
    }

    /** The view one sample reads through (it may remember directory walks, never values). */
    default SysfsSource forOneSample() {
        return this;
    }

    /** The last path component of a link target text. */
    static Optional<String> lastComponent(String target) {
        String s = target.endsWith("/") ? target.substring(0, target.length() - 1) : target;
        String last = s.substring(s.lastIndexOf('/') + 1);
        return last.isEmpty() ? Optional.empty() : Optional.of(last);
    }
}
