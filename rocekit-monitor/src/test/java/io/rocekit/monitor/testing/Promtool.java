package io.rocekit.monitor.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/** {@code promtool test rules} on a rules file and a suite written into a directory: the suite must pass. */
public final class Promtool {
    private Promtool() {
    }

    /**
     * Writes {@code rules} as {@code rulesFile} (the name the suite's {@code rule_files} gives) and
     * {@code suite} into {@code dir}, runs the suite, and asserts that every test in it passed;
     * returns promtool's output. Skipped when promtool is not installed ({@link Peers}).
     */
    public static String testRules(Path dir, String rulesFile, String rules, String suite) {
        Path promtool = Peers.require("promtool");
        try {
            Files.writeString(dir.resolve(rulesFile), rules, StandardCharsets.UTF_8);
            Files.writeString(dir.resolve("suite.test.yml"), suite, StandardCharsets.UTF_8);
            Process p = new ProcessBuilder(promtool.toString(), "test", "rules", "suite.test.yml").directory(dir.toFile())
                    .redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
            assertThat(p.exitValue()).as(out).isZero();
            assertThat(out).contains("SUCCESS");
            return out;
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
