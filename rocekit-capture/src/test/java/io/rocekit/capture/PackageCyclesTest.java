package io.rocekit.capture;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.core.arch.PackageCycles;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** No two packages of rocekit-capture use each other, directly or round a loop (issue 23: the guard runs in every module). */
class PackageCyclesTest {
    @Test
    void captureHasNoPackageCycles() {
        assertThat(PackageCycles.cycles(PackageCycles.graph(Path.of("src/main/java")))).isEmpty();
    }
}
