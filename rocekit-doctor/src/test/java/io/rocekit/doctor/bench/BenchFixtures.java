package io.rocekit.doctor.bench;

import io.rocekit.doctor.artifact.TextSource;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Loads the test fixtures under {@code src/test/resources/bench} as the CLI would read them. */
public final class BenchFixtures {
    private BenchFixtures() {
    }

    /** A fixture by its path below {@code bench/}, named {@code bench/<path>} in evidence. */
    public static TextSource source(String path) {
        String name = "bench/" + path;
        try (InputStream in = BenchFixtures.class.getClassLoader().getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalArgumentException("no fixture " + name);
            }
            return TextSource.of(name, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Analyses fixtures with an optional stated line rate. */
    public static BenchReport analyze(Optional<String> lineRate, String... paths) throws Exception {
        List<TextSource> s = new ArrayList<>();
        for (String p : paths) {
            s.add(source(p));
        }
        return BenchAnalysis.analyze(s, lineRate.map(LineRate::parse));
    }

    public static BenchReport analyze(String... paths) throws Exception {
        return analyze(Optional.empty(), paths);
    }
}
