package io.rocekit.core.yaml;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.core.io.InputFileException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Issue 18: one YAML loader configuration with depth, alias and size limits. */
class YamlLoaderTest {
    @TempDir
    Path tmp;

    @Test
    void ordinaryDocumentLoads() {
        assertThat(YamlLoader.load("a.yaml", "a: [1, 2]\nb: {c: x}\n"))
                .isEqualTo(Map.of("a", List.of(1, 2), "b", Map.of("c", "x")));
    }

    @Test
    void deepFlowNestingIsRefusedWithItsLine() {
        String deep = "a:\n  " + "[".repeat(100_000) + "]".repeat(100_000) + "\n";
        assertThatThrownBy(() -> YamlLoader.load("deep.yaml", deep))
                .isInstanceOf(YamlInputException.class)
                .hasMessage("deep.yaml:2: YAML nested more than 64 levels deep; rocekit's documents need a few");
    }

    @Test
    void deepBlockNestingIsRefusedAsWellWhenComposingNodes() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 200; i++) {
            sb.append(" ".repeat(i)).append("k").append(i).append(":\n");
        }
        sb.append(" ".repeat(200)).append("x\n");
        assertThatThrownBy(() -> YamlLoader.compose("nvue.yaml", sb.toString()))
                .isInstanceOf(YamlInputException.class).hasMessageContaining("nested more than 64 levels");
    }

    @Test
    @Timeout(value = 20, unit = TimeUnit.SECONDS)
    void aliasesThatDoubleAListAreRefusedBeforeTheyExpand() {
        StringBuilder sb = new StringBuilder("a0: &a0 [x, x]\n");
        for (int i = 1; i < 16; i++) {
            sb.append("a").append(i).append(": &a").append(i).append(" [*a").append(i - 1).append(", *a")
                    .append(i - 1).append(", *a").append(i - 1).append("]\n");
        }
        // 15 levels of three aliases each: 45 aliases, over the alias limit
        assertThatThrownBy(() -> YamlLoader.compose("bomb.yaml", sb.toString()))
                .isInstanceOf(YamlInputException.class).hasMessageContaining("bomb.yaml");
        assertThatThrownBy(() -> YamlLoader.load("bomb.yaml", sb.toString()))
                .isInstanceOf(YamlInputException.class).hasMessageContaining("bomb.yaml")
                .hasMessageContaining("more than 16 aliases (*name) of lists or mappings");
    }

    @Test
    @Timeout(value = 20, unit = TimeUnit.SECONDS)
    void aliasesUnderTheAliasLimitStillCannotExpandPastTheNodeLimit() {
        // 16 aliases (the limit): four levels of four copies of a list of 5,000 values, 1.28 million
        StringBuilder sb = new StringBuilder("l0: &l0 [" + "x, ".repeat(4999) + "x]\n");
        for (int i = 1; i <= 4; i++) {
            String ref = "*l" + (i - 1);
            sb.append("l").append(i).append(": &l").append(i).append(" [").append((ref + ", ").repeat(3)).append(ref)
                    .append("]\n");
        }
        assertThatThrownBy(() -> YamlLoader.compose("wide.yaml", sb.toString()))
                .isInstanceOf(YamlInputException.class).hasMessageContaining("expand to more than 1000000");
        assertThatThrownBy(() -> YamlLoader.load("wide.yaml", sb.toString()))
                .isInstanceOf(YamlInputException.class).hasMessageContaining("expand to more than 1000000");
    }

    @Test
    void invalidYamlNamesTheLine() {
        assertThatThrownBy(() -> YamlLoader.load("bad.yaml", "a: 1\nb: [\n"))
                .isInstanceOf(YamlInputException.class)
                .satisfies(e -> assertThat(((YamlInputException) e).line()).isPositive())
                .hasMessageContaining("bad.yaml:").hasMessageContaining("not valid YAML");
    }

    @Test
    void aControlCharacterIsNamedWithItsLine() {
        // before: "bad.yaml: not valid YAML: special characters are not allowed", no line, no character
        String text = "name: x\nprofile: hpcc-dcqcn\ntopology:\n  star: {hosts: 4\u0000, rate: 100Gbps}\n";
        assertThatThrownBy(() -> YamlLoader.load("nul.yaml", text)).isInstanceOf(YamlInputException.class)
                .satisfies(e -> assertThat(((YamlInputException) e).line()).isEqualTo(4))
                .hasMessageStartingWith("nul.yaml:4:").hasMessageContaining("character U+0000 is not allowed");
        assertThatThrownBy(() -> YamlLoader.compose("nul.yaml", "a: \uD83D\uDE00 \u0007\n"))
                .isInstanceOf(YamlInputException.class)
                .satisfies(e -> assertThat(((YamlInputException) e).line()).isEqualTo(1))
                .hasMessageContaining("U+0007");
        // CR-only line endings count as lines too (found in review: it said line 1)
        assertThatThrownBy(() -> YamlLoader.load("cr.yaml", text.replace('\n', '\r'))).isInstanceOf(YamlInputException.class)
                .satisfies(e -> assertThat(((YamlInputException) e).line()).isEqualTo(4));
        assertThatThrownBy(() -> YamlLoader.load("crlf.yaml", text.replace("\n", "\r\n"))).isInstanceOf(YamlInputException.class)
                .satisfies(e -> assertThat(((YamlInputException) e).line()).isEqualTo(4));
    }

    @Test
    void anEscapeCutOffByTheEndOfTheDocumentIsInvalidYamlNotANumberFormatException() {
        // found by IntentFuzzTest: SnakeYAML Engine lets a NumberFormatException out of its scanner
        for (String cut : new String[] {"name: x\nother: \"y\\u", "a: 1\nb: \"\\x", "- \"\\U"}) {
            assertThatThrownBy(() -> YamlLoader.load("cut.yaml", cut)).isInstanceOf(YamlInputException.class)
                    .hasMessageStartingWith("cut.yaml:").hasMessageContaining("ends inside an escape sequence");
            assertThatThrownBy(() -> YamlLoader.compose("cut.yaml", cut)).isInstanceOf(YamlInputException.class);
        }
    }

    @Test
    void documentOverTheSizeLimitIsRefused() {
        String big = "a: " + "x".repeat(YamlLoader.MAX_DOCUMENT_CHARS) + "\n";
        assertThatThrownBy(() -> YamlLoader.load("big.yaml", big))
                .isInstanceOf(YamlInputException.class).hasMessageContaining("at most 3145728");
    }

    @Test
    void fileIsReadStrictlyAsUtf8() throws Exception {
        Path p = tmp.resolve("s.yaml");
        Files.write(p, "name: caf\u00e9\n".getBytes(StandardCharsets.ISO_8859_1));
        assertThatThrownBy(() -> YamlLoader.loadFile(p)).isInstanceOf(InputFileException.class)
                .hasMessageContaining("s.yaml:1: byte offset 9");
    }
}
