package io.rocekit.host.collect;

import io.rocekit.host.snapshot.SnapshotException;
import io.rocekit.host.snapshot.SnapshotPaths;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The only code that writes during collection. Every path is snapshot-relative and checked: no
 * absolute path, no {@code ..}, no symbolic link on the way, a file is created new (never
 * overwritten, never through a link). So collection cannot write outside its directory.
 */
public final class SnapshotWriter {
    private final Path root;

    private SnapshotWriter(Path root) {
        this.root = root;
    }

    /**
     * A writer into {@code dir}, which must not exist or be an empty directory (collecting into a
     * used directory would mix two nodes' evidence).
     */
    public static SnapshotWriter create(Path dir) throws IOException {
        Path abs = dir.toAbsolutePath().normalize();
        if (Files.isSymbolicLink(abs)) {
            throw new IOException(dir + ": the output directory is a symbolic link; give a real directory");
        }
        if (Files.exists(abs)) {
            if (!Files.isDirectory(abs)) {
                throw new IOException(dir + ": exists and is not a directory");
            }
            try (var s = Files.list(abs)) {
                if (s.findAny().isPresent()) {
                    throw new IOException(dir + ": the output directory is not empty; give a new or empty one");
                }
            }
        } else {
            Files.createDirectories(abs);
        }
        return new SnapshotWriter(abs.toRealPath());
    }

    /** The directory written into. */
    public Path root() {
        return root;
    }

    /** Writes {@code text} (UTF-8) to the new file {@code rel}. */
    public void writeText(String rel, String text) throws IOException {
        writeBytes(rel, text.getBytes(StandardCharsets.UTF_8));
    }

    /** Writes {@code bytes} to the new file {@code rel}, creating its directories. */
    public void writeBytes(String rel, byte[] bytes) throws IOException {
        Path target = confined(rel);
        Path dir = target.getParent();
        if (dir != null) {
            Files.createDirectories(dir);
        }
        confined(rel); // the directories just made are ours; check again that none is a link
        try (OutputStream out = Files.newOutputStream(target, StandardOpenOption.CREATE_NEW,
                StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS)) {
            out.write(bytes);
        }
    }

    /** True when {@code rel} was already written. */
    public boolean exists(String rel) throws IOException {
        return Files.exists(confined(rel), LinkOption.NOFOLLOW_LINKS);
    }

    private Path confined(String rel) throws IOException {
        try {
            SnapshotPaths.check(rel);
        } catch (SnapshotException e) {
            throw new IOException("refusing to write: " + e.getMessage(), e);
        }
        Path p = root;
        for (String part : rel.split("/")) {
            p = p.resolve(part);
            if (Files.isSymbolicLink(p)) {
                throw new IOException("refusing to write through symbolic link " + p);
            }
        }
        if (!p.normalize().startsWith(root)) {
            throw new IOException("refusing to write outside " + root + ": " + rel);
        }
        return p;
    }
}
