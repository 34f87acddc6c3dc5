package io.rocekit.core.io;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;

/**
 * Reads files named by {@link FileUri}s: a Hadoop-compatible filesystem ({@code file://},
 * {@code hdfs://}, {@code s3a://}). Found with {@link java.util.ServiceLoader} when its module is
 * on the class path (rocekit-spark registers Hadoop's FileSystem API, which comes with Spark), so
 * rocekit.jar itself carries no Hadoop. Used on the driver to list and on each executor to read.
 */
public interface UriFileSystem {
    /** What a URI names. */
    enum Kind {
        FILE,
        DIRECTORY,
        /** Nothing there. */
        NONE
    }

    /**
     * An entry of a folder.
     *
     * @param uri       its URI
     * @param directory whether it is a folder
     */
    record Entry(FileUri uri, boolean directory) {
    }

    /**
     * What {@code uri} names.
     *
     * @throws IOException the scheme has no filesystem here, or the filesystem cannot be reached
     */
    Kind kind(FileUri uri) throws IOException;

    /** The files and folders directly inside folder {@code dir} (links left out), sorted by name. */
    List<Entry> list(FileUri dir) throws IOException;

    /** The bytes of file {@code file}; the caller closes the stream. */
    InputStream open(FileUri file) throws IOException;
}
