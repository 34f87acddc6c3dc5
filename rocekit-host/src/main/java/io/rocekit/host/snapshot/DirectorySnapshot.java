package io.rocekit.host.snapshot;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/** A snapshot on disk. Refuses paths that leave it and any symbolic link inside it. */
public final class DirectorySnapshot implements Snapshot {
    private final Path root;

    private DirectorySnapshot(Path root) {
        this.root = root;
    }

    /** Opens {@code dir}; it must be a directory (not a link to one). */
    public static DirectorySnapshot open(Path dir) throws SnapshotException {
        Path abs = dir.toAbsolutePath().normalize();
        if (!Files.isDirectory(abs)) {
            throw new SnapshotException(dir + ": expected a snapshot directory (from 'rocekit collect'), "
                    + (Files.exists(abs) ? "found a file" : "found nothing"));
        }
        try {
            return new DirectorySnapshot(abs.toRealPath());
        } catch (IOException e) {
            throw new SnapshotException(dir + ": cannot open snapshot: " + e.getMessage(), e);
        }
    }

    /** The snapshot's directory. */
    public Path root() {
        return root;
    }

    @Override
    public String name() {
        return root.toString();
    }

    @Override
    public Optional<Manifest> manifest() throws SnapshotException {
        Optional<String> json = readText(SnapshotLayout.MANIFEST);
        if (json.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(ManifestCodec.read(root.resolve(SnapshotLayout.MANIFEST).toString(), json.get()));
    }

    @Override
    public Optional<byte[]> readBytes(String rel) throws SnapshotException {
        Path p = resolve(rel);
        if (!Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
            return Optional.empty();
        }
        try {
            return Optional.of(io.rocekit.core.io.TextFiles.readBytes(p, io.rocekit.core.io.TextFiles.MAX_BYTES));
        } catch (NoSuchFileException e) {
            return Optional.empty();
        } catch (io.rocekit.core.io.InputFileException e) {
            throw new SnapshotException(e.getMessage(), e);
        } catch (IOException e) {
            throw new SnapshotException(root.resolve(rel) + ": cannot read: " + e.getMessage(), e);
        }
    }

    @Override
    public List<String> list(String rel) throws SnapshotException {
        Path p = resolve(rel);
        if (!Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) {
            return List.of();
        }
        List<String> names = new ArrayList<>();
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(p)) {
            for (Path c : ds) {
                if (Files.isSymbolicLink(c)) {
                    throw new SnapshotException(root.relativize(c) + ": a symbolic link inside a snapshot is refused");
                }
                names.add(String.valueOf(c.getFileName())); // an entry of a directory always has a name
            }
        } catch (IOException e) {
            throw new SnapshotException(p + ": cannot list: " + e.getMessage(), e);
        }
        names.sort(null);
        return names;
    }

    @Override
    public boolean isDirectory(String rel) throws SnapshotException {
        return Files.isDirectory(resolve(rel), LinkOption.NOFOLLOW_LINKS);
    }

    @Override
    public List<String> files() throws SnapshotException {
        try (Stream<Path> s = Files.walk(root)) {
            List<String> out = new ArrayList<>();
            for (Path p : (Iterable<Path>) s::iterator) {
                if (Files.isSymbolicLink(p)) {
                    throw new SnapshotException(root.relativize(p) + ": a symbolic link inside a snapshot is refused");
                }
                if (Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
                    out.add(root.relativize(p).toString().replace('\\', '/'));
                }
            }
            out.sort(null);
            return out;
        } catch (IOException e) {
            throw new SnapshotException(root + ": cannot list: " + e.getMessage(), e);
        }
    }

    /**
     * The host path of {@code rel}, after checking it lexically and resolving it for real: a path
     * that leads out of the snapshot through a symbolic link is refused (the snapshot writer never
     * makes links; one realpath call per read instead of an lstat per component).
     */
    private Path resolve(String rel) throws SnapshotException {
        SnapshotPaths.check(rel);
        Path p = root.resolve(rel);
        Path real;
        try {
            real = p.toRealPath();
        } catch (NoSuchFileException e) {
            return p;
        } catch (IOException e) {
            throw new SnapshotException(rel + ": cannot resolve: " + e.getMessage(), e);
        }
        if (!real.startsWith(root)) {
            throw new SnapshotException(rel + ": a symbolic link leads out of the snapshot (to " + real + "); refused");
        }
        return p;
    }
}
