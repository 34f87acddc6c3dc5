package io.rocekit.fleet.input;

import io.rocekit.core.io.FileUri;
import io.rocekit.core.io.InputValueException;
import io.rocekit.core.io.UriFileSystem;
import io.rocekit.host.snapshot.ArchiveSnapshot;
import io.rocekit.host.snapshot.SnapshotLayout;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns what the user named into snapshots: a snapshot directory (it has {@code manifest.json},
 * or the {@code commands}/{@code sys} folders of one), a {@code .tar.gz} snapshot, or a folder
 * holding any number of those (one level down, sorted by name). A URI ({@code file:///abs/dir},
 * {@code hdfs://nn/snaps/}, {@code s3a://bucket/snaps/}) names a {@code .tar.gz} or a folder of
 * them; it is listed here (the driver) through the {@link UriFileSystem} and read where each task
 * runs. A snapshot directory at a URI is refused: a folder tree costs a round trip per file on a
 * distributed filesystem, an archive one read.
 */
public final class FleetInputs {
    private FleetInputs() {
    }

    /**
     * {@link #expand(List)} for arguments as typed: each a local path or a URI
     * ({@link FileUri#isUri}); URIs are listed through the filesystem found on the class path.
     */
    public static List<SnapshotSource> of(List<String> given) throws FleetInputException {
        List<SnapshotSource> out = new ArrayList<>();
        for (String g : given) {
            if (FileUri.isUri(g)) {
                out.addAll(UriInputs.expand(checked(g)));
            } else {
                out.addAll(expand(List.of(Path.of(g))));
            }
        }
        if (out.isEmpty()) {
            throw new FleetInputException("no snapshot given: name snapshot directories, .tar.gz snapshots or a folder of them");
        }
        return out;
    }

    /** {@code given} as a URI, or the reason it cannot be one. */
    public static FileUri checked(String given) throws FleetInputException {
        try {
            return FileUri.parse(given);
        } catch (InputValueException e) {
            throw new FleetInputException(e.getMessage());
        }
    }

    /** The snapshots, in the order given (a folder's in name order); a path that is none of these is an error. */
    public static List<SnapshotSource> expand(List<Path> given) throws FleetInputException {
        List<SnapshotSource> out = new ArrayList<>();
        for (Path p : given) {
            if (Files.isRegularFile(p)) {
                if (!ArchiveSnapshot.isArchiveName(p)) {
                    throw new FleetInputException(p + ": expected a snapshot directory, a .tar.gz snapshot or a folder "
                            + "of them; this file's name does not end in .tar.gz or .tgz");
                }
                out.add(new SnapshotSource(p.toString()));
            } else if (Files.isDirectory(p)) {
                if (isSnapshotDir(p)) {
                    out.add(new SnapshotSource(p.toString()));
                } else {
                    List<SnapshotSource> inside = folder(p);
                    if (inside.isEmpty()) {
                        throw new FleetInputException(p + ": holds no snapshot (no manifest.json, and no snapshot "
                                + "directory or .tar.gz inside); collect them with 'rocekit collect -o DIR/{host}.tar.gz'");
                    }
                    out.addAll(inside);
                }
            } else {
                throw new FleetInputException(p + ": " + whyNeitherFileNorDirectory(p));
            }
        }
        if (out.isEmpty()) {
            throw new FleetInputException("no snapshot given: name snapshot directories, .tar.gz snapshots or a folder of them");
        }
        return out;
    }

    /** Why a path given as a snapshot is neither: missing, a link that leads nowhere or loops, or a special file. */
    static String whyNeitherFileNorDirectory(Path p) {
        if (!Files.exists(p, LinkOption.NOFOLLOW_LINKS)) {
            return "no such file or directory";
        }
        try {
            p.toRealPath();
        } catch (java.nio.file.FileSystemException e) {
            String reason = e.getReason();
            return "a link that cannot be followed (" + (reason == null ? "it leads to nothing" : reason) + ")";
        } catch (IOException e) {
            return "a link that cannot be followed";
        }
        return "not a file or directory (a device, socket or pipe): expected a snapshot directory or a .tar.gz snapshot";
    }

    private static boolean isSnapshotDir(Path p) {
        return Files.isRegularFile(p.resolve(SnapshotLayout.MANIFEST), LinkOption.NOFOLLOW_LINKS)
                || Files.isDirectory(p.resolve(SnapshotLayout.COMMANDS), LinkOption.NOFOLLOW_LINKS)
                || Files.isDirectory(p.resolve("sys"), LinkOption.NOFOLLOW_LINKS);
    }

    private static List<SnapshotSource> folder(Path dir) throws FleetInputException {
        List<Path> entries = new ArrayList<>();
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir)) {
            for (Path c : ds) {
                if (Files.isSymbolicLink(c)) {
                    continue;
                }
                if (Files.isRegularFile(c) && ArchiveSnapshot.isArchiveName(c)
                        || Files.isDirectory(c) && isSnapshotDir(c)) {
                    entries.add(c);
                }
            }
        } catch (IOException e) {
            throw new FleetInputException(dir + ": cannot list: " + e.getMessage());
        }
        entries.sort(null);
        return entries.stream().map(c -> new SnapshotSource(c.toString())).toList();
    }
}
