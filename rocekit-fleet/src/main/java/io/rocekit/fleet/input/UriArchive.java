package io.rocekit.fleet.input;

import io.rocekit.core.io.FileUri;
import io.rocekit.core.io.UriFileSystem;
import io.rocekit.core.io.UriFileSystems;
import io.rocekit.host.snapshot.ArchiveSnapshot;
import io.rocekit.host.snapshot.Snapshot;
import io.rocekit.host.snapshot.SnapshotException;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * A {@code .tar.gz} snapshot read from a URI where the task runs: the same bounds, admission and
 * messages as a local archive ({@link ArchiveSnapshot#open(java.nio.file.Path,
 * ArchiveSnapshot.Limits, ArchiveSnapshot.Admission)}), the bytes streamed from the filesystem.
 */
final class UriArchive {
    private UriArchive() {
    }

    static Snapshot open(FileUri uri, ArchiveSnapshot.Admission admission) throws SnapshotException {
        UriFileSystem fs = UriFileSystems.find().orElseThrow(() -> new SnapshotException(uri
                + ": a URI is read through Hadoop's FileSystem API, which is not on this machine's class path"
                + " (rocekit-spark and Spark's jars)"));
        try {
            UriFileSystem.Kind kind = fs.kind(uri);
            if (kind != UriFileSystem.Kind.FILE) {
                throw new SnapshotException(uri + ": expected a snapshot archive (.tar.gz from 'rocekit collect'), "
                        + (kind == UriFileSystem.Kind.DIRECTORY ? "found a directory or special file" : "found nothing"));
            }
            try (InputStream raw = new BufferedInputStream(fs.open(uri), 1 << 16)) {
                return ArchiveSnapshot.read(uri.text(), raw, ArchiveSnapshot.Limits.DEFAULT, admission);
            }
        } catch (IOException e) {
            throw new SnapshotException(uri + ": not a readable .tar.gz snapshot: " + ArchiveSnapshot.why(e), e);
        }
    }
}
