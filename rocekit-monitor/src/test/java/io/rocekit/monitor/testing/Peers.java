package io.rocekit.monitor.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;

/**
 * Real peers (Prometheus, promtool, node_exporter): skipped with a message when absent, required
 * when {@code ROCEKIT_REQUIRE_PEERS=1} (CI installs them: .ci/run).
 */
public final class Peers {
    private Peers() {
    }

    public static Path require(String program) {
        Optional<Path> p = find(program);
        boolean required = "1".equals(System.getenv("ROCEKIT_REQUIRE_PEERS"));
        if (p.isEmpty()) {
            assertThat(required).as(program + " is required (ROCEKIT_REQUIRE_PEERS=1) but not installed").isFalse();
            Assumptions.abort(program + " not installed (Debian: apt-get install prometheus prometheus-node-exporter); "
                    + "set ROCEKIT_REQUIRE_PEERS=1 to make this a failure");
        }
        return p.get();
    }

    static Optional<Path> find(String program) {
        String path = System.getenv().getOrDefault("PATH", "") + ":/usr/bin:/usr/sbin:/bin";
        for (String d : path.split(":")) {
            if (!d.isEmpty() && Files.isExecutable(Path.of(d, program))) {
                return Optional.of(Path.of(d, program));
            }
        }
        return Optional.empty();
    }

    /** A free loopback port (bound then released). */
    public static int freePort() {
        try (java.net.ServerSocket s = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
