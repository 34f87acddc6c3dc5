package io.rocekit.capture;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Path;

/** The flow captures in test resources (see flows/SOURCE.md). */
public final class Fixtures {
    private Fixtures() {
    }

    public static Path path(String file) {
        try {
            return Path.of(Fixtures.class.getResource("/flows/" + file).toURI());
        } catch (URISyntaxException | NullPointerException e) {
            throw new IllegalStateException("fixture missing: " + file, e);
        }
    }

    public static JsonNode json(String file) {
        try {
            return new ObjectMapper().readTree(path(file).toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
