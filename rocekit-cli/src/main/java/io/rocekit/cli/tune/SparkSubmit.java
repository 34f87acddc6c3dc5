package io.rocekit.cli.tune;

import io.rocekit.cli.InputException;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Hands a sweep to a Spark cluster: runs the user's {@code spark-submit} with rocekit.jar as the
 * application (main class io.rocekit.cli.Main, the same {@code tune} arguments) and the
 * rocekit-spark jar beside it. spark-submit starts the driver, which then sees {@code spark.master}
 * set and runs the sweep in place. {@code local[...]} masters never go through here.
 */
final class SparkSubmit {
    private SparkSubmit() {
    }

    /** Whether this master needs spark-submit (a cluster URL, and not already inside spark-submit). */
    static boolean needsSubmit(String master) {
        return !master.startsWith("local") && System.getProperty("spark.master") == null;
    }

    static int submit(String master, Path sweep, Path out, boolean json, PrintWriter err) {
        Path cliJar = ownJar();
        Path cliDir = cliJar.toAbsolutePath().getParent();
        Path sparkJar = Path.of(System.getenv().getOrDefault("ROCEKIT_SPARK_JAR",
                (cliDir == null ? Path.of(".") : cliDir).resolve("../../rocekit-spark/target/rocekit-spark.jar").normalize().toString()));
        if (!Files.isRegularFile(sparkJar)) {
            throw new InputException("--spark-master " + master + ": " + sparkJar + " not found; build it with"
                    + " 'mvn package -pl rocekit-spark -am' or set ROCEKIT_SPARK_JAR");
        }
        String home = System.getenv("SPARK_HOME");
        String submit = home != null ? Path.of(home, "bin", "spark-submit").toString() : "spark-submit";
        List<String> cmd = new ArrayList<>(List.of(submit, "--master", master, "--name", "rocekit tune "
                + sweep.getFileName(), "--class", "io.rocekit.cli.Main", "--jars", sparkJar.toString(),
                cliJar.toString(), "tune", sweep.toString(), "--spark-master", master, "--no-progress"));
        if (out != null) {
            cmd.add("--out");
            cmd.add(out.toString());
        }
        if (json) {
            cmd.add("--json");
        }
        err.println("rocekit tune: " + String.join(" ", cmd));
        err.flush();
        try {
            return new ProcessBuilder(cmd).inheritIO().start().waitFor();
        } catch (IOException e) {
            throw new InputException("--spark-master " + master + ": cannot run " + submit + " (" + e.getMessage()
                    + "); install Spark and set SPARK_HOME, or put spark-submit on the PATH");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 130;
        }
    }

    private static Path ownJar() {
        try {
            return Path.of(SparkSubmit.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
