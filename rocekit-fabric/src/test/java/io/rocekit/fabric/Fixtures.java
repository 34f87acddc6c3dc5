package io.rocekit.fabric;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/** The real switch configurations under src/test/resources/switch (each with its .meta.md source note). */
public final class Fixtures {
    private Fixtures() {
    }

    public static String text(String name) {
        try (InputStream in = Fixtures.class.getResourceAsStream("/switch/" + name)) {
            if (in == null) {
                throw new IllegalArgumentException("no fixture " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
