package io.rocekit.monitor.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;

/**
 * Third-party fixtures kept outside the repository, in {@code ../shared} next to the checkout (or
 * next to the main checkout, for a worktree one level further down). Absent: the test is skipped
 * with the reason, or fails under {@code ROCEKIT_REQUIRE_PEERS=1}.
 */
public final class SharedFixtures {
    private SharedFixtures() {
    }

    public static Path path(String relative) {
        Optional<Path> found = find(relative);
        if (found.isEmpty()) {
            assertThat("1".equals(System.getenv("ROCEKIT_REQUIRE_PEERS")))
                    .as("../shared/" + relative + " is required (ROCEKIT_REQUIRE_PEERS=1)").isFalse();
            Assumptions.abort("../shared/" + relative + " not found next to the checkout");
        }
        return found.get();
    }

    static Optional<Path> find(String relative) {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null && !Files.exists(dir.resolve("rocekit")) && !Files.isDirectory(dir.resolve(".git"))
                && !Files.isRegularFile(dir.resolve(".git"))) {
            dir = dir.getParent();
        }
        if (dir == null) {
            return Optional.empty();
        }
        for (Path base : List.of(dir.resolve("../shared"), dir.resolve("../../shared"))) {
            Path p = base.resolve(relative).normalize();
            if (Files.exists(p)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }
}
