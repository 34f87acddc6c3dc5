package io.rocekit.cli.fleet;

import io.rocekit.cli.InputException;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Hands a fleet run to a Spark cluster: the user's {@code spark-submit} with rocekit.jar as the
 * application and the rocekit-spark jar beside it, with the same {@code fleet} arguments. The
 * driver then sees {@code spark.master} set and runs the fleet in place; the snapshot paths must
 * be readable on every executor (a shared or distributed filesystem). {@code local[...]} masters
 * never go through here.
 */
final class FleetSparkSubmit {
    private FleetSparkSubmit() {
    }

    /** Whether this master needs spark-submit (a cluster URL, and not already inside spark-submit). */
    static boolean needsSubmit(String master) {
        return !master.startsWith("local") && System.getProperty("spark.master") == null;
    }

    static int submit(String master, List<String> fleetArgs, java.io.PrintWriter err) {
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
        List<String> cmd = new ArrayList<>(List.of(submit, "--master", master, "--name", "rocekit fleet",
                "--class", "io.rocekit.cli.Main", "--jars", sparkJar.toString(), cliJar.toString(), "fleet"));
        cmd.addAll(fleetArgs);
        err.println("rocekit fleet: " + String.join(" ", cmd));
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
            return Path.of(FleetSparkSubmit.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
