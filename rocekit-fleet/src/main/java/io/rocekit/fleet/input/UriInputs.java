package io.rocekit.fleet.input;

import io.rocekit.core.io.FileUri;
import io.rocekit.core.io.UriFileSystem;
import io.rocekit.core.io.UriFileSystems;
import io.rocekit.core.text.Printable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A URI the user gave, turned into snapshot sources by listing it (never reading a snapshot: the
 * executors do). The same rules as a local folder: an archive by name, a folder one level down,
 * sorted by name; links left out.
 */
final class UriInputs {
    private UriInputs() {
    }

    static List<SnapshotSource> expand(FileUri uri) throws FleetInputException {
        UriFileSystem fs = UriFileSystems.find().orElseThrow(() -> new FleetInputException(uri
                + ": a URI is read through Hadoop's FileSystem API, which is not on the class path: it comes with"
                + " rocekit-spark and Spark's jars (./rocekit adds them with --spark-master)"));
        try {
            return switch (fs.kind(uri)) {
                case FILE -> List.of(file(uri));
                case DIRECTORY -> folder(fs, uri);
                case NONE -> throw new FleetInputException(uri + ": no such file or directory");
            };
        } catch (IOException e) {
            throw new FleetInputException(uri + ": cannot be read: " + reason(uri, e));
        }
    }

    private static SnapshotSource file(FileUri uri) throws FleetInputException {
        if (!isArchiveName(uri.name())) {
            throw new FleetInputException(uri + ": expected a .tar.gz snapshot or a folder of them; this file's name"
                    + " does not end in .tar.gz or .tgz");
        }
        return new SnapshotSource(uri.text());
    }

    private static List<SnapshotSource> folder(UriFileSystem fs, FileUri dir) throws IOException, FleetInputException {
        List<SnapshotSource> out = new ArrayList<>();
        boolean snapshotDir = false;
        for (UriFileSystem.Entry e : fs.list(dir)) {
            String name = e.uri().name();
            if (!e.directory() && isArchiveName(name)) {
                out.add(new SnapshotSource(e.uri().text()));
            } else if (name.equals("manifest.json") || e.directory() && (name.equals("commands") || name.equals("sys"))) {
                snapshotDir = true;
            }
        }
        if (snapshotDir) {
            throw new FleetInputException(dir + ": a snapshot directory; at a URI fleet reads .tar.gz snapshots"
                    + " ('rocekit collect -o DIR/{host}.tar.gz'), or give the directory as a local path");
        }
        if (out.isEmpty()) {
            throw new FleetInputException(dir + ": holds no .tar.gz snapshot (at a URI fleet reads .tar.gz snapshots,"
                    + " one level down); collect them with 'rocekit collect -o DIR/{host}.tar.gz'");
        }
        return out;
    }

    static boolean isArchiveName(String name) {
        return name.endsWith(".tar.gz") || name.endsWith(".tgz");
    }

    /** The filesystem's reason, on one line, with what to do for the usual one (no filesystem for the scheme). */
    private static String reason(FileUri uri, IOException e) {
        String msg = Printable.oneLine(String.valueOf(e.getMessage()));
        if (e.getClass().getSimpleName().equals("UnsupportedFileSystemException")
                || msg.toLowerCase(Locale.ROOT).contains("no filesystem for scheme")) {
            return "no filesystem for scheme '" + Printable.oneLine(uri.scheme()) + "' (file:// always works; hdfs://,"
                    + " s3a:// and others need the cluster's Hadoop configuration and jars, e.g. hadoop-aws for s3a:"
                    + " https://hadoop.apache.org/docs/stable/hadoop-aws/tools/hadoop-aws/index.html)";
        }
        return msg.length() > 300 ? msg.substring(0, 300) + "..." : msg;
    }
}
