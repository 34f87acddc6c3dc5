package io.rocekit.cli.spark;

import java.util.Optional;
import picocli.CommandLine.Option;

/**
 * {@code --spark-master URL}, the same on every command that runs on Spark: add
 * {@code @Mixin SparkOption spark;}. What it does is {@link SparkLauncher}'s.
 */
public final class SparkOption {
    @Option(names = "--spark-master", paramLabel = "URL",
            description = "Run on Apache Spark, with the same result as a local run: local[N] in this process"
                    + " (from a built checkout: ./rocekit adds Spark's jars), or a cluster URL (spark://, yarn,"
                    + " k8s://) through your spark-submit (SPARK_HOME or PATH).")
    String master;

    /** The master given, if any, checked ({@link SparkMaster}: an input error when Spark would refuse it). */
    public Optional<String> master() {
        return Optional.ofNullable(master).map(SparkMaster::check);
    }

    /** True when the run is handed to spark-submit rather than run in this process. */
    public boolean submits() {
        return master().map(SparkLauncher::needsSubmit).orElse(false);
    }
}
