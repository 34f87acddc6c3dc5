package io.rocekit.host.collect;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The read-only check: a full live collection in a separate JVM whose security manager refuses
 * (and reports) every file write or delete outside the output directory.
 */
class ReadOnlyCollectTest {
    @TempDir
    Path tmp;

    @Test
    void liveCollectionWritesNothingOutsideItsOutputDirectory() throws Exception {
        String java = ProcessHandle.current().info().command().orElse("java");
        Path out = tmp.resolve("snap");
        Process p = new ProcessBuilder(List.of(java, "-Djava.security.manager=allow",
                "-cp", System.getProperty("java.class.path"), ReadOnlyCollectMain.class.getName(), out.toString()))
                .redirectErrorStream(true).start();
        String log = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(5, TimeUnit.MINUTES)).isTrue();
        assumeTrue(p.exitValue() != 20, "this JVM cannot install a security manager: " + log);
        assertThat(p.exitValue()).as(log).isZero();
        assertThat(log).contains("collected with no write outside");
        assertThat(out.resolve("manifest.json")).exists();
        assertThat(everythingUnder(out)).allMatch(f -> f.startsWith(out));
    }

    private static List<Path> everythingUnder(Path dir) throws IOException {
        try (var s = Files.walk(dir)) {
            return s.map(p -> p.toAbsolutePath().normalize()).toList();
        }
    }
}
