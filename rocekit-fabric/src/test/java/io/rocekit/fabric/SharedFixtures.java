package io.rocekit.fabric;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;

/**
 * Third-party material kept beside the repository in {@code ../shared} (relative to the repository
 * root; tests run in the module directory, one below it): SONiC's YANG models, and peers such as
 * yanglint. Absent: the test is skipped with the reason, unless {@code ROCEKIT_REQUIRE_PEERS=1}
 * (CI), where it fails. {@code ROCEKIT_SHARED} points elsewhere (a worktree outside the checkout).
 */
public final class SharedFixtures {
    private SharedFixtures() {
    }

    /** {@code ../shared/RELATIVE} from the repository root. */
    public static Path require(String relative) {
        String override = System.getenv("ROCEKIT_SHARED");
        Path root = override != null && !override.isBlank() ? Path.of(override) : Path.of("..", "..", "shared");
        Path p = root.resolve(relative);
        if (!Files.exists(p)) {
            assertThat(required()).as("../shared/" + relative + " is required (ROCEKIT_REQUIRE_PEERS=1) but absent").isFalse();
            Assumptions.abort("../shared/" + relative + " not present beside the repository; set ROCEKIT_REQUIRE_PEERS=1 to "
                    + "make this a failure");
        }
        return p;
    }

    /** A program on the PATH; skipped (or failed, under ROCEKIT_REQUIRE_PEERS=1) when absent. */
    public static Path program(String name, String debianPackage) {
        Optional<Path> found = io.rocekit.fabric.schema.SonicSchema.findYanglint().filter(x -> name.equals("yanglint"));
        if (found.isEmpty()) {
            assertThat(required()).as(name + " is required (ROCEKIT_REQUIRE_PEERS=1) but not installed").isFalse();
            Assumptions.abort(name + " not installed (Debian: apt-get install " + debianPackage + "); set ROCEKIT_REQUIRE_PEERS=1 "
                    + "to make this a failure");
        }
        return found.get();
    }

    private static boolean required() {
        return "1".equals(System.getenv("ROCEKIT_REQUIRE_PEERS"));
    }
}
