package io.rocekit.doctor;

import io.rocekit.host.artifact.TextSource;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** Reads test fixtures from {@code src/test/resources/fixtures} (each with its source note). */
public final class Fixtures {
    private Fixtures() {
    }

    /** The fixture's text, e.g. {@code host/lspci/x.txt}. */
    public static String text(String path) {
        return resource("/fixtures/" + path);
    }

    /** A test resource's text by its class-path name, e.g. {@code /bench/variants/x.txt}. */
    public static String resource(String name) {
        try (InputStream in = Fixtures.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalArgumentException("no test resource " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The fixture as a text source named by its path. */
    public static TextSource source(String path) {
        return TextSource.of(path, text(path));
    }
}
