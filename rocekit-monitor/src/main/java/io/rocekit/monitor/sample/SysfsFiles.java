package io.rocekit.monitor.sample;

import io.rocekit.doctor.collect.HostFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Small reads under a sysfs root ({@code /sys}, or a test tree), through the doctor's
 * {@link HostFiles} (read-only, no links followed at the last component). Every failure becomes a
 * note in the {@link Notes} given, never an exception.
 */
final class SysfsFiles {
    /** An attribute or counter file is a line; a larger one is not what we expect. */
    static final int FILE_CAP = 4096;
    /** Bounds memory and time on a strange tree: more entries than this in one directory are ignored. */
    static final int MAX_ENTRIES = 4096;

    private final HostFiles files;

    SysfsFiles(Path root) {
        this.files = new HostFiles(root);
    }

    /** The trimmed text of {@code path} (relative to the root), or empty with a note when unreadable. */
    Optional<String> text(String path, Notes notes) {
        try {
            Optional<byte[]> b = files.read(path, FILE_CAP);
            if (b.isEmpty()) {
                return Optional.empty();
            }
            return Optional.of(new String(b.get(), StandardCharsets.UTF_8).strip());
        } catch (IOException e) {
            notes.add(path + ": unreadable (" + e.getClass().getSimpleName() + ")");
            return Optional.empty();
        }
    }

    /** The text of an attribute that may be missing without a note ({@code hca_type} on hfi1). */
    Optional<String> attribute(String path, Notes notes) {
        return text(path, notes).filter(s -> !s.isEmpty());
    }

    /** Entry names, sorted, at most {@link #MAX_ENTRIES}. */
    List<String> list(String dir, Notes notes) {
        List<String> all = files.list(dir);
        if (all.size() > MAX_ENTRIES) {
            notes.add(dir + ": " + all.size() + " entries, only the first " + MAX_ENTRIES + " read");
            return all.subList(0, MAX_ENTRIES);
        }
        return all;
    }

    boolean isDirectory(String path) {
        return files.isDirectory(path) || files.isLink(path);
    }

    /** The last component of the target of the link {@code path} ({@code device -> ../../0000:3b:00.0}). */
    Optional<String> linkName(String path) {
        return files.readLink(path).map(t -> {
            String s = t.endsWith("/") ? t.substring(0, t.length() - 1) : t;
            return s.substring(s.lastIndexOf('/') + 1);
        }).filter(s -> !s.isEmpty());
    }
}
