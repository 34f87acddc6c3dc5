package io.rocekit.fleet.input;

import io.rocekit.core.io.FileUri;
import io.rocekit.core.io.UriFileSystem;
import io.rocekit.host.snapshot.ArchiveSnapshot;
import io.rocekit.host.snapshot.DirectorySnapshot;
import io.rocekit.host.snapshot.Snapshot;
import io.rocekit.host.snapshot.SnapshotException;
import java.io.Serializable;
import java.nio.file.Path;
import java.util.Objects;

/**
 * One node's snapshot, by path: a directory or a {@code .tar.gz}, or a {@code .tar.gz} named by a
 * URI ({@code hdfs://nn/snaps/gpu017.tar.gz}, see {@link FileUri}). A plain string so that it
 * ships to a Spark task, which opens it on its own machine (a shared or distributed filesystem;
 * a URI through the {@link UriFileSystem} there, Hadoop's FileSystem API).
 *
 * @param path the snapshot as given
 */
public record SnapshotSource(String path) implements Serializable {
    private static final long serialVersionUID = 1L;

    public SnapshotSource {
        Objects.requireNonNull(path, "path");
    }

    /** True when the path names an archive. */
    public boolean archive() {
        return ArchiveSnapshot.isArchiveName(Path.of(path));
    }

    /** Opens it (an archive is read whole, with its size bounds). */
    public Snapshot open() throws SnapshotException {
        return open(ArchiveSnapshot.Admission.NONE);
    }

    /** Opens it, an archive's bytes admitted by {@code admission} as they are read. */
    public Snapshot open(ArchiveSnapshot.Admission admission) throws SnapshotException {
        if (FileUri.isUri(path)) {
            return UriArchive.open(FileUri.parse(path), admission);
        }
        Path p = Path.of(path);
        return archive() ? ArchiveSnapshot.open(p, ArchiveSnapshot.Limits.DEFAULT, admission) : DirectorySnapshot.open(p);
    }

    /** The node's name when the manifest has none: the file name without {@code .tar.gz}. */
    public String fallbackName() {
        String n;
        if (FileUri.isUri(path)) {
            n = FileUri.parse(path).name();
        } else {
            Path f = Path.of(path).getFileName();
            n = f == null ? path : f.toString();
        }
        for (String ext : new String[] {".tar.gz", ".tgz"}) {
            if (n.endsWith(ext)) {
                return n.substring(0, n.length() - ext.length());
            }
        }
        return n;
    }
}
