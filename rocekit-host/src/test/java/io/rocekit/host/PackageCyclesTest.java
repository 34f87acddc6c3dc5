package io.rocekit.host;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.core.arch.PackageCycles;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** No two packages of the host layer import each other, directly or round a loop (issue 23). */
class PackageCyclesTest {
    @Test
    void hostHasNoPackageCycles() {
        assertThat(PackageCycles.cycles(PackageCycles.graph(Path.of("src/main/java")))).isEmpty();
    }
}
