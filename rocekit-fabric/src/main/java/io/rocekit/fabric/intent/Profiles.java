package io.rocekit.fabric.intent;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

/**
 * The named starting intents, each a commented YAML file with its source: {@code nvidia-lossless},
 * {@code sonic-azure}, {@code lossy-ecn}, {@code pfc-only}. {@code rocekit fabric init} prints one.
 */
public final class Profiles {
    private static final List<String> NAMES = List.of("nvidia-lossless", "sonic-azure", "lossy-ecn", "pfc-only");

    private Profiles() {
    }

    /** The profile names, the default first. */
    public static List<String> names() {
        return NAMES;
    }

    /** The commented YAML of a profile, if it exists. */
    public static Optional<String> text(String name) {
        if (!NAMES.contains(name)) {
            return Optional.empty();
        }
        try (InputStream in = Profiles.class.getResourceAsStream(name + ".yaml")) {
            if (in == null) {
                throw new IllegalStateException("profile resource missing: " + name);
            }
            return Optional.of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A profile read into an intent. */
    public static Intent intent(String name) {
        try {
            return IntentReader.read(name + ".yaml", text(name).orElseThrow(() -> new IllegalArgumentException(name)));
        } catch (IntentException e) {
            throw new IllegalStateException("built-in profile " + name + " does not read: " + e.getMessage(), e);
        }
    }
}
