package io.rocekit.core.text;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Issue 10, item 14: control characters in untrusted strings are made visible. */
class PrintableTest {
    @Test
    void ansiEscapesAndNewlinesCannotForgeALine() {
        String host = "node1\u001b[2K\rFAIL  everything\nOK";
        String safe = Printable.oneLine(host);
        assertThat(safe).isEqualTo("node1\\e[2K\\rFAIL  everything\\nOK");
        assertThat(safe.chars().noneMatch(Printable::isControl)).isTrue();
    }

    @Test
    void c1ControlsAndDelAreEscapedPlainTextIsUnchanged() {
        assertThat(Printable.oneLine("a\u009bb\u007fc")).isEqualTo("a\\x9bb\\x7fc");
        String plain = "mlx5_0 GPU0 µs ✓";
        assertThat(Printable.oneLine(plain)).isSameAs(plain);
    }
}
