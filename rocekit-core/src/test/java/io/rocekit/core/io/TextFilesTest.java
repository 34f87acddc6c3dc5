package io.rocekit.core.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 10, items 4, 7 and 8: bounded text reading. */
class TextFilesTest {
    @TempDir
    Path tmp;

    @Test
    void fileOverTheCapIsRefusedBeforeReadingEvenWhenSparse() throws IOException {
        Path sparse = tmp.resolve("sparse.txt");
        try (RandomAccessFile f = new RandomAccessFile(sparse.toFile(), "rw")) {
            f.setLength(3L << 30); // 3 GiB, no blocks on disk: was OutOfMemoryError from readAllBytes
        }
        long t = System.nanoTime();
        assertThatThrownBy(() -> TextFiles.read(sparse))
                .isInstanceOf(InputFileException.class)
                .hasMessageContaining("sparse.txt: 3221225472 bytes")
                .hasMessageContaining("at most " + TextFiles.MAX_BYTES);
        assertThat(System.nanoTime() - t).isLessThan(1_000_000_000L);
    }

    @Test
    void streamOverTheCapIsRefusedWithoutHoldingIt() {
        byte[] b = new byte[5000];
        assertThatThrownBy(() -> TextFiles.read("<stdin>", new ByteArrayInputStream(b), 4096))
                .isInstanceOf(InputFileException.class).hasMessageContaining("<stdin>: more than 4096 bytes");
    }

    @Test
    void directoryIsRefusedWithAMessage() {
        assertThatThrownBy(() -> TextFiles.read(tmp))
                .isInstanceOf(InputFileException.class).hasMessageContaining("is a directory; expected a file");
    }

    @Test
    void lineOverTheCapIsNamedByNumber() throws IOException {
        Path p = tmp.resolve("long.txt");
        Files.writeString(p, "ok\n" + "x".repeat(TextFiles.MAX_LINE_CHARS + 1) + "\n", StandardCharsets.UTF_8);
        assertThatThrownBy(() -> TextFiles.read(p))
                .isInstanceOf(InputFileException.class).hasMessageContaining("long.txt:2: line of 1048577 characters");
    }

    @Test
    void endlessLineIsRefusedAfterFourMebibytesNotAfterTheWholeCap() {
        // /dev/zero as evidence: 256 MiB were read into memory (540 MB resident) before the refusal
        InputStream zeros = new InputStream() {
            @Override
            public int read() {
                return 0;
            }

            @Override
            public int read(byte[] b, int off, int len) {
                Arrays.fill(b, off, off + len, (byte) 0);
                return len;
            }
        };
        assertThatThrownBy(() -> TextFiles.read("/dev/zero", zeros, TextFiles.MAX_BYTES))
                .isInstanceOf(InputFileException.class)
                .hasMessage("/dev/zero:1: line of more than 4194304 bytes; rocekit reads lines of at most 1048576"
                        + " characters (1 MiB): is this the right file?");
        byte[] twoLines = ("a\n" + "b".repeat(TextFiles.MAX_LINE_BYTES + 1)).getBytes(StandardCharsets.UTF_8);
        assertThatThrownBy(() -> TextFiles.read("x", new ByteArrayInputStream(twoLines), TextFiles.MAX_BYTES))
                .hasMessageStartingWith("x:2: line of more than");
    }

    @Test
    void malformedUtf8BecomesReplacementCharacters() throws IOException {
        Path p = tmp.resolve("bin");
        Files.write(p, new byte[] {'a', (byte) 0xff, 'b'});
        assertThat(TextFiles.read(p)).isEqualTo("a\uFFFDb");
    }

    @Test
    void outputDirectoryThatIsAFileIsRefusedBeforeWork() throws IOException {
        Path f = Files.writeString(tmp.resolve("existing"), "x");
        assertThatThrownBy(() -> OutputPaths.prepareDirectory("--out", f))
                .isInstanceOf(InputFileException.class).hasMessageContaining("--out " + f + ": is a file");
        assertThatThrownBy(() -> OutputPaths.checkFile("--html", tmp))
                .isInstanceOf(InputFileException.class).hasMessageContaining("is a directory");
    }
}
