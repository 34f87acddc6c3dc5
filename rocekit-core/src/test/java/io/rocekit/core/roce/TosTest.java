package io.rocekit.core.roce;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class TosTest {
    @Test
    void dscp26IsTos106WithEct0() {
        assertThat(Tos.ecnCapable(26)).isEqualTo(106);
        assertThat(Tos.ecnCapable(26) & 0b11).isEqualTo(Tos.ECT0);
        assertThat(Tos.ecnCapable(26) >> 2).isEqualTo(26);
        assertThat(Tos.explain(26)).isEqualTo("DSCP 26 x 4 + 2 (ECT(0)) = 106");
    }

    @Test
    void dscpOutsideSixBitsIsRefused() {
        assertThatThrownBy(() -> Tos.ecnCapable(64)).hasMessageContaining("64");
    }
}
