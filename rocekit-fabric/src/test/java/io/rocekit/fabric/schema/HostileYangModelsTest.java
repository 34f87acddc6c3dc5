package io.rocekit.fabric.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.core.io.InputFileException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Round 3: {@code fabric check --yang-models DIR} on a directory that is not SONiC's models. A
 * Latin-1 byte ({@code MalformedInputException}) and a model nested 10,000 deep (a plain
 * {@code IOException}) were internal errors (exit 3 with a trace); each is now an input error
 * naming the file and the line or byte offset.
 */
class HostileYangModelsTest {
    @TempDir
    Path dir;

    @Test
    void aModelThatIsNotUtf8IsNamedByLineAndByteOffset() throws Exception {
        Files.write(dir.resolve("sonic-x.yang"),
                "module sonic-x {\n  description \"caf\u00e9\";\n}\n".getBytes(StandardCharsets.ISO_8859_1));
        assertThatThrownBy(() -> SonicModels.load(dir)).isInstanceOf(InputFileException.class)
                .hasMessageContaining("sonic-x.yang:2: byte offset 35 (0xE9) is not UTF-8");
    }

    @Test
    void aModelNestedTenThousandDeepIsRefusedWithItsLine() throws Exception {
        Files.writeString(dir.resolve("deep.yang"),
                "module deep {\n" + "container c {\n".repeat(10_000) + "}\n".repeat(10_001));
        assertThatThrownBy(() -> SonicModels.load(dir)).isInstanceOf(InputFileException.class)
                .hasMessageContaining("deep.yang:66: YANG nested deeper than 64 statements")
                .hasMessageContaining("expected a YANG module (RFC 7950)");
    }

    @Test
    void aStatementWithoutItsEndIsRefusedWithItsLine() throws Exception {
        Files.writeString(dir.resolve("cut.yang"), "module cut {\n  leaf a {\n    type string\n}\n}\n");
        assertThatThrownBy(() -> SonicModels.load(dir)).isInstanceOf(InputFileException.class)
                .hasMessageMatching(".*cut\\.yang:\\d+: expected ';' or '\\{' after .*");
    }

    @Test
    void moreFilesThanAnyModelDirectoryHoldsIsAnInputError() throws Exception {
        for (int i = 0; i <= 1000; i++) {
            Files.writeString(dir.resolve("m" + i + ".yang"), "module m" + i + " { }\n");
        }
        assertThatThrownBy(() -> SonicModels.load(dir)).isInstanceOf(InputFileException.class)
                .hasMessageContaining("more than 1000 YANG files");
    }

    @Test
    void aValidModelStillLoads() throws Exception {
        Files.writeString(dir.resolve("sonic-ok.yang"), "module sonic-ok {\n  namespace \"http://x\";\n}\n");
        assertThat(SonicModels.load(dir)).isNotNull();
    }
}
