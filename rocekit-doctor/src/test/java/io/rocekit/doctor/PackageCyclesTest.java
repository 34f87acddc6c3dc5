package io.rocekit.doctor;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.core.arch.PackageCycles;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** No two packages of the doctor import each other, directly or round a loop (issue 9: one place per job). */
class PackageCyclesTest {
    @Test
    void doctorHasNoPackageCycles() {
        assertThat(PackageCycles.cycles(PackageCycles.graph(Path.of("src/main/java")))).isEmpty();
    }
}
