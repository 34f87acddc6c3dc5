package io.rocekit.cli.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.cli.CliRunner;
import io.rocekit.cli.command.ExitCodes;
import io.rocekit.cli.command.InputException;
import io.rocekit.fleet.generate.FleetGenerator;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The one launcher tune and fleet share: what spark-submit is given, and what a user sees when Spark is missing. */
class SparkLauncherTest {
    @TempDir
    Path tmp;

    @Test
    void localMastersRunInThisJvmAndClusterUrlsGoThroughSparkSubmit() {
        assertThat(SparkLauncher.needsSubmit("local[2]")).isFalse();
        assertThat(SparkLauncher.needsSubmit("local")).isFalse();
        assertThat(SparkLauncher.needsSubmit("spark://head:7077")).isTrue();
        assertThat(SparkLauncher.needsSubmit("yarn")).isTrue();
    }

    @Test
    void sparkSubmitGetsRocekitJarAsTheApplicationAndTheSparkJarBesideIt() throws Exception {
        Path checkout = checkout();
        Path cliJar = checkout.resolve("rocekit-cli/target/rocekit.jar");
        List<String> cmd = SparkLauncher.commandLine("spark://head:7077", "rocekit fleet",
                List.of("fleet", "/shared/snaps", "--spark-master", "spark://head:7077", "--json"),
                Map.of("SPARK_HOME", "/opt/spark"), cliJar);
        assertThat(cmd).containsExactly("/opt/spark/bin/spark-submit", "--master", "spark://head:7077", "--name",
                "rocekit fleet", "--class", "io.rocekit.cli.Main", "--jars",
                checkout.resolve("rocekit-spark/target/rocekit-spark.jar").toString(), cliJar.toString(),
                "fleet", "/shared/snaps", "--spark-master", "spark://head:7077", "--json");
    }

    @Test
    void withoutSparkHomeItIsTheSparkSubmitOnThePathAndRocekitSparkJarWins() throws Exception {
        Path jar = Files.writeString(tmp.resolve("elsewhere.jar"), "x");
        List<String> cmd = SparkLauncher.commandLine("yarn", "rocekit tune a.yaml", List.of("tune", "a.yaml"),
                Map.of("ROCEKIT_SPARK_JAR", jar.toString()), tmp.resolve("rocekit.jar"));
        assertThat(cmd.get(0)).isEqualTo("spark-submit");
        assertThat(cmd.get(cmd.indexOf("--jars") + 1)).isEqualTo(jar.toString());
    }

    @Test
    void thePrintedCommandCanBePastedIntoAShell() {
        assertThat(SparkLauncher.shellWord("local[2]")).isEqualTo("'local[2]'");
        assertThat(SparkLauncher.shellWord("spark://head:7077")).isEqualTo("spark://head:7077");
        assertThat(SparkLauncher.shellWord("it's")).isEqualTo("'it'\\''s'");
        assertThat(SparkLauncher.shellWord("")).isEqualTo("''");
    }

    @Test
    void anUnbuiltSparkModuleIsAnInputErrorSayingHowToBuildIt() {
        assertThatThrownBy(() -> SparkLauncher.commandLine("yarn", "x", List.of("tune"), Map.of(),
                tmp.resolve("rocekit-cli/target/rocekit.jar")))
                .isInstanceOf(InputException.class)
                .hasMessageContaining("rocekit-spark.jar not found")
                .hasMessageContaining("mvn package -pl rocekit-spark -am");
    }

    @Test
    void submitRunsSparkSubmitAndReturnsItsExitCode() throws Exception {
        Path checkout = checkout();
        Path home = tmp.resolve("spark");
        Path bin = Files.createDirectories(home.resolve("bin"));
        Path args = tmp.resolve("args.txt");
        Path script = bin.resolve("spark-submit");
        Files.writeString(script, "#!/bin/sh\nprintf '%s\\n' \"$@\" > '" + args + "'\nexit 7\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        Map<String, String> env = new HashMap<>(System.getenv());
        env.put("SPARK_HOME", home.toString());
        StringWriter err = new StringWriter();
        int rc = SparkLauncher.submit("spark://h:7077", "rocekit fleet", List.of("fleet", "snaps"), env,
                checkout.resolve("rocekit-cli/target/rocekit.jar"), new PrintWriter(err));
        assertThat(rc).isEqualTo(7);
        assertThat(err.toString()).startsWith("rocekit fleet: " + script + " --master spark://h:7077 --name 'rocekit fleet' ");
        assertThat(Files.readAllLines(args, StandardCharsets.UTF_8)).startsWith("--master", "spark://h:7077")
                .endsWith("fleet", "snaps");
    }

    @Test
    void bothCommandsSayHowToGetTheSparkRunnerWhenItIsNotOnTheClassPath() throws Exception {
        // rocekit-cli's own class path has no rocekit-spark: what a plain 'java -jar rocekit.jar' user sees
        Path snaps = tmp.resolve("snaps");
        new FleetGenerator(12, 1).write(snaps, FleetGenerator.Format.TAR_GZ, 1);
        CliRunner.Result fleet = CliRunner.run("fleet", snaps.toString(), "--spark-master", "local[2]");
        Path sweep = Path.of(getClass().getResource("/tune/tiny-sweep.yaml").toURI());
        CliRunner.Result tune = CliRunner.run("tune", sweep.toString(), "--spark-master", "local[2]", "--out",
                tmp.resolve("t").toString());
        for (CliRunner.Result r : List.of(fleet, tune)) {
            assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.INPUT_ERROR);
            assertThat(r.err()).contains("the Spark runner is not on the class path; run from a built checkout with ./rocekit");
        }
    }

    private Path checkout() throws Exception {
        Path sparkJar = tmp.resolve("rocekit-spark/target/rocekit-spark.jar");
        Files.createDirectories(sparkJar.getParent());
        Files.writeString(sparkJar, "x");
        Files.createDirectories(tmp.resolve("rocekit-cli/target"));
        return tmp;
    }
}
