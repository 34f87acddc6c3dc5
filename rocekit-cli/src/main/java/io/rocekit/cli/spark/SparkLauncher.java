package io.rocekit.cli.spark;

import io.rocekit.cli.command.InputException;
import io.rocekit.core.parallel.TaskRunner;
import io.rocekit.core.parallel.TaskRunnerProvider;
import io.rocekit.core.parallel.TaskRunners;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * How a command runs with {@code --spark-master URL}. {@code local[N]} (or any master once inside
 * spark-submit, which sets {@code spark.master}) runs Spark in this JVM through the "spark"
 * {@link TaskRunnerProvider} (rocekit-spark, put on the class path by {@code ./rocekit}). Any other
 * URL ({@code spark://}, {@code yarn}, {@code k8s://}) is handed to the user's {@code spark-submit}
 * with rocekit.jar as the application (main class io.rocekit.cli.Main, the same command line) and
 * the rocekit-spark jar beside it; the driver spark-submit starts then sees {@code spark.master}
 * and runs in place.
 */
public final class SparkLauncher {
    /** Where the rocekit-spark jar lies relative to rocekit.jar in a built checkout. */
    static final String CHECKOUT_SPARK_JAR = "../../rocekit-spark/target/rocekit-spark.jar";

    private SparkLauncher() {
    }

    /** Whether this master needs spark-submit (a cluster URL, and not already inside spark-submit). */
    public static boolean needsSubmit(String master) {
        return !master.startsWith("local") && System.getProperty("spark.master") == null;
    }

    /** The Spark runner's provider; an input error naming how to get it when rocekit-spark is not on the class path. */
    public static TaskRunnerProvider provider() {
        return TaskRunners.provider("spark").orElseThrow(() -> new InputException(
                "--spark-master: the Spark runner is not on the class path; run from a built checkout with"
                        + " ./rocekit (it adds rocekit-spark and Spark's jars only for --spark-master), or"
                        + " build it with 'mvn package -pl rocekit-spark -am'"));
    }

    /** A Spark context in this JVM on {@code master} (seconds to start). */
    public static TaskRunner open(String master, String appName) {
        return provider().open(master, appName);
    }

    /**
     * Runs spark-submit for {@code command} (the subcommand's name first, then its arguments) and
     * waits for it: its exit code is the command's.
     */
    public static int submit(String master, String appName, List<String> command, PrintWriter err) {
        return submit(master, appName, command, System.getenv(), ownJar(), err);
    }

    static int submit(String master, String appName, List<String> command, Map<String, String> env, Path cliJar,
            PrintWriter err) {
        List<String> cmd = commandLine(master, appName, command, env, cliJar);
        // the command as a shell would take it, so that it can be copied and run by hand
        err.println("rocekit " + command.get(0) + ": " + String.join(" ", cmd.stream().map(SparkLauncher::shellWord).toList()));
        err.flush();
        ProcessBuilder pb = new ProcessBuilder(cmd).inheritIO();
        pb.environment().clear();
        pb.environment().putAll(env);
        try {
            return pb.start().waitFor();
        } catch (IOException e) {
            throw new InputException("--spark-master " + master + ": cannot run " + cmd.get(0) + " (" + e.getMessage()
                    + "); install Spark and set SPARK_HOME, or put spark-submit on the PATH");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 130;
        }
    }

    /**
     * The spark-submit command line. The rocekit-spark jar is {@code ROCEKIT_SPARK_JAR}, else the
     * one a built checkout has next to rocekit.jar; spark-submit is {@code SPARK_HOME}'s, else the
     * one on the PATH.
     */
    static List<String> commandLine(String master, String appName, List<String> command, Map<String, String> env,
            Path cliJar) {
        if (command.isEmpty()) {
            throw new IllegalArgumentException("no command to submit");
        }
        Path cliDir = cliJar.toAbsolutePath().getParent();
        Path sparkJar = Path.of(env.getOrDefault("ROCEKIT_SPARK_JAR",
                (cliDir == null ? Path.of(".") : cliDir).resolve(CHECKOUT_SPARK_JAR).normalize().toString()));
        if (!Files.isRegularFile(sparkJar)) {
            throw new InputException("--spark-master " + master + ": " + sparkJar + " not found; build it with"
                    + " 'mvn package -pl rocekit-spark -am' or set ROCEKIT_SPARK_JAR");
        }
        String home = env.get("SPARK_HOME");
        String submit = home != null ? Path.of(home, "bin", "spark-submit").toString() : "spark-submit";
        List<String> cmd = new ArrayList<>(List.of(submit, "--master", master, "--name", appName,
                "--class", "io.rocekit.cli.Main", "--jars", sparkJar.toString(), cliJar.toString()));
        cmd.addAll(command);
        return cmd;
    }

    /** {@code word}, single-quoted when a shell would split or expand it. */
    static String shellWord(String word) {
        return !word.isEmpty() && word.matches("[A-Za-z0-9_@%+=:,./-]+") ? word : "'" + word.replace("'", "'\\''") + "'";
    }

    private static Path ownJar() {
        try {
            return Path.of(SparkLauncher.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
