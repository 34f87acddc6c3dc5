package io.rocekit.tune;

import io.rocekit.tune.sweep.Sweep;
import io.rocekit.tune.sweep.SweepLoader;
import java.net.URISyntaxException;
import java.nio.file.Path;

/** Test inputs. */
public final class Fixtures {
    private Fixtures() {
    }

    public static Path resource(String name) {
        try {
            return Path.of(Fixtures.class.getResource("/tune/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    public static Sweep tiny() {
        return SweepLoader.load(resource("tiny.yaml"));
    }

    /** A sweep from text, with file names resolved next to the test resources. */
    public static Sweep parse(String text) {
        return SweepLoader.parse("sweep.yaml", text, resource("tiny.yaml").getParent());
    }
}
