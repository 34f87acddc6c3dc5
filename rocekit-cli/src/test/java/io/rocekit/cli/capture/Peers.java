package io.rocekit.cli.capture;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Interop peers (Chromium, tshark): a test skips when the tool is missing, unless
 * {@code ROCEKIT_REQUIRE_PEERS=1} (CI), where a missing peer fails the test.
 */
final class Peers {
    private Peers() {
    }

    static Path require(String executable) {
        Path p = Path.of(executable);
        boolean present = Files.isExecutable(p);
        if (!present && "1".equals(System.getenv("ROCEKIT_REQUIRE_PEERS"))) {
            throw new AssertionError(executable + " is required (ROCEKIT_REQUIRE_PEERS=1) but not installed");
        }
        assumeTrue(present, executable + " not installed");
        return p;
    }
}
