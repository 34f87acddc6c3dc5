package io.rocekit.doctor.bench;

import io.rocekit.doctor.bench.rate.LineRate;
import io.rocekit.host.artifact.TextSource;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Loads benchmark fixtures as the CLI would read them (see {@link #source}). */
public final class BenchFixtures {
    private BenchFixtures() {
    }

    /**
     * A fixture by its kind and file ({@code perftest/x.txt}): the benchmark-only fixtures under
     * {@code bench/}, named {@code bench/<path>} in evidence, else the doctor's own under
     * {@code fixtures/host/}, named {@code host/<path>} as the doctor's tests name them (one copy of
     * each fixture).
     */
    public static TextSource source(String path) {
        for (String[] where : new String[][] {{"bench/", "bench/"}, {"fixtures/host/", "host/"}}) {
            try (InputStream in = BenchFixtures.class.getClassLoader().getResourceAsStream(where[0] + path)) {
                if (in != null) {
                    return TextSource.of(where[1] + path, new String(in.readAllBytes(), StandardCharsets.UTF_8));
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        throw new IllegalArgumentException("no fixture bench/" + path + " or fixtures/host/" + path);
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
