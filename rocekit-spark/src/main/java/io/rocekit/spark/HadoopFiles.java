package io.rocekit.spark;

import io.rocekit.core.io.FileUri;
import io.rocekit.core.io.UriFileSystem;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.SparkConf;
import org.apache.spark.SparkEnv;
import scala.Tuple2;

/**
 * URIs read through Hadoop's FileSystem API, which Spark carries: {@code file://} always,
 * {@code hdfs://}, {@code s3a://} and the rest when the cluster's Hadoop configuration
 * ({@code HADOOP_CONF_DIR}'s core-site.xml on the class path, {@code spark.hadoop.*} properties)
 * and filesystem jars (hadoop-aws for s3a) are there, as for any Spark job. Registered in
 * META-INF/services; an executor finds it through its task class loader.
 */
public final class HadoopFiles implements UriFileSystem {
    private static final String SPARK_HADOOP = "spark.hadoop.";

    /** One configuration per process: building one reads Hadoop's default resources. */
    private static volatile Configuration conf;

    @Override
    public Kind kind(FileUri uri) throws IOException {
        Path p = new Path(uri.uri());
        try {
            FileStatus s = fs(p).getFileStatus(p);
            return s.isDirectory() ? Kind.DIRECTORY : s.isFile() ? Kind.FILE : Kind.NONE;
        } catch (FileNotFoundException e) {
            return Kind.NONE;
        } catch (RuntimeException e) { // "Wrong FS: file://host/x" and other refusals of the URI itself
            throw refused(e);
        }
    }

    @Override
    public List<Entry> list(FileUri dir) throws IOException {
        Path p = new Path(dir.uri());
        FileSystem fs = fs(p);
        List<FileStatus> all;
        try {
            all = new ArrayList<>(List.of(fs.listStatus(p)));
        } catch (RuntimeException e) {
            throw refused(e);
        }
        all.sort(Comparator.comparing(s -> s.getPath().getName()));
        // the local filesystem's listing follows links; a local folder's links are left out, so here too
        boolean local = "file".equals(fs.getUri().getScheme());
        List<Entry> out = new ArrayList<>();
        for (FileStatus s : all) {
            if (!s.isSymlink() && !(local && Files.isSymbolicLink(java.nio.file.Path.of(s.getPath().toUri())))) {
                out.add(new Entry(dir.child(s.getPath().getName()), s.isDirectory()));
            }
        }
        return out;
    }

    @Override
    public InputStream open(FileUri file) throws IOException {
        Path p = new Path(file.uri());
        try {
            return fs(p).open(p);
        } catch (RuntimeException e) {
            throw refused(e);
        }
    }

    private static IOException refused(RuntimeException e) {
        return new IOException(e.getMessage(), e);
    }

    /** The path's filesystem (Hadoop caches one per scheme, authority and user: never closed here). */
    private static FileSystem fs(Path p) throws IOException {
        try {
            return p.getFileSystem(configuration());
        } catch (RuntimeException e) { // a bad authority surfaces as IllegalArgumentException
            throw refused(e);
        }
    }

    /**
     * Hadoop's configuration with Spark's {@code spark.hadoop.*} properties applied, as Spark
     * builds it for its own jobs: from the running SparkEnv on an executor, from the system
     * properties spark-submit sets on the driver.
     */
    private static Configuration configuration() {
        Configuration c = conf;
        if (c == null) {
            synchronized (HadoopFiles.class) {
                c = conf;
                if (c == null) {
                    c = new Configuration();
                    SparkEnv env = SparkEnv.get();
                    SparkConf spark = env != null ? env.conf() : new SparkConf(true);
                    for (Tuple2<String, String> kv : spark.getAll()) {
                        if (kv._1().startsWith(SPARK_HADOOP)) {
                            c.set(kv._1().substring(SPARK_HADOOP.length()), kv._2());
                        }
                    }
                    conf = c;
                }
            }
        }
        return c;
    }
}
