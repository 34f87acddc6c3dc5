package io.rocekit.core.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Issue 18: a user's file read as a stream, with the checks of {@link TextFiles#readUtf8}. */
class Utf8LinesTest {
    @TempDir
    Path tmp;

    @Test
    void linesComeBackWithoutTheirEndsAndALastLineWithoutNewline() throws IOException {
        Path p = tmp.resolve("rec.jsonl");
        Files.write(p, new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, 'a', '\r', '\n', '\n', 'b', (byte) 0xC3, (byte) 0xA9});
        assertThat(all(Utf8Lines.open(p, 100))).containsExactly("a", "", "b\u00e9");
    }

    @Test
    void invalidUtf8NamesTheLineAndTheByteOffsetInTheFile() throws IOException {
        Path p = tmp.resolve("rec.jsonl");
        Files.write(p, "{}\n{}\nx\u00e9y\n".getBytes(StandardCharsets.ISO_8859_1));
        assertThatThrownBy(() -> all(Utf8Lines.open(p, 100)))
                .isInstanceOf(InputFileException.class)
                .hasMessageContaining("rec.jsonl:3: byte offset 7 (0xE9) is not UTF-8");
    }

    @Test
    void utf16IsNamed() throws IOException {
        Path p = tmp.resolve("rec.jsonl");
        Files.write(p, "\uFEFF{}\n".getBytes(StandardCharsets.UTF_16LE));
        assertThatThrownBy(() -> all(Utf8Lines.open(p, 100)))
                .isInstanceOf(InputFileException.class).hasMessageContaining("rec.jsonl:1: starts with a UTF-16");
    }

    @Test
    void aFileWithoutNewlinesIsRefusedAtTheLineCapNotBufferedWhole() {
        InputStream endlessX = new InputStream() {
            @Override
            public int read() {
                return 'x';
            }

            @Override
            public int read(byte[] b, int off, int len) {
                java.util.Arrays.fill(b, off, off + len, (byte) 'x');
                return len;
            }
        };
        assertThatThrownBy(() -> all(Utf8Lines.of("endless", endlessX, Long.MAX_VALUE)))
                .isInstanceOf(InputFileException.class)
                .hasMessageContaining("endless:1: line longer than 1048576 bytes");
    }

    @Test
    void moreBytesThanTheBoundAreRefusedWhateverSizeTheFileReports() {
        byte[] lines = "{}\n".repeat(1000).getBytes(StandardCharsets.UTF_8);
        assertThatThrownBy(() -> all(Utf8Lines.of("proc-like", new ByteArrayInputStream(lines), 100)))
                .isInstanceOf(InputFileException.class).hasMessageContaining("proc-like: more than 100 bytes");
    }

    @Test
    void aSparseFileOverTheBoundIsRefusedBeforeItIsOpened() throws IOException {
        Path sparse = tmp.resolve("big.jsonl");
        try (RandomAccessFile f = new RandomAccessFile(sparse.toFile(), "rw")) {
            f.setLength(3L << 30);
        }
        assertThatThrownBy(() -> Utf8Lines.open(sparse, 1L << 30))
                .isInstanceOf(InputFileException.class).hasMessageContaining("big.jsonl: 3221225472 bytes");
    }

    @Test
    void aDirectoryIsNamedAsOne() {
        assertThatThrownBy(() -> Utf8Lines.open(tmp, 100))
                .isInstanceOf(InputFileException.class).hasMessageContaining("is a directory");
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aFifoIsRefusedWithoutOpeningIt() throws Exception {
        Path fifo = tmp.resolve("fifo");
        Process mk = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assumeThat(mk.waitFor()).as("mkfifo").isZero();
        assertThatThrownBy(() -> Utf8Lines.open(fifo, 100))
                .isInstanceOf(InputFileException.class).hasMessageContaining("not a regular file");
    }

    private static List<String> all(Utf8Lines lines) throws IOException {
        List<String> out = new ArrayList<>();
        try (lines) {
            for (Optional<String> l = lines.next(); l.isPresent(); l = lines.next()) {
                out.add(l.get());
            }
        }
        return out;
    }
}
