package io.rocekit.wire;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

class SmokeTest {
    @Test
    void junitRuns() {
        assertThat(1 + 1).isEqualTo(2);
    }

    @Property(tries = 10)
    void jqwikRuns(@ForAll int x) {
        assertThat(x ^ x).isZero();
    }
}
