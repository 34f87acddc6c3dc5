package io.rocekit.core.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Issue 18: the one bounded, strict-UTF-8 way to read a user's file ({@link TextFiles#readUtf8}). */
class UserFileReadingTest {
    @TempDir
    Path tmp;

    @Test
    void utf8TextIsReadWithAByteOrderMarkSkipped() throws IOException {
        Path p = tmp.resolve("cfg.txt");
        Files.write(p, new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, 'q', 'o', 's', ' ', (byte) 0xC3, (byte) 0xA9});
        assertThat(TextFiles.readUtf8(p)).isEqualTo("qos \u00e9");
    }

    @Test
    void invalidUtf8IsAnInputErrorNamingFileLineAndByteOffset() throws IOException {
        Path p = tmp.resolve("switch.cfg");
        Files.write(p, "interface Ethernet1\n  qos trust dscp\n  x\u00e9y".getBytes(StandardCharsets.ISO_8859_1));
        assertThatThrownBy(() -> TextFiles.readUtf8(p))
                .isInstanceOf(InputFileException.class)
                .hasMessageContaining("switch.cfg:3: byte offset 40 (0xE9) is not UTF-8");
    }

    @Test
    void utf16WithAByteOrderMarkIsNamedAsUtf16() throws IOException {
        Path p = tmp.resolve("intent.yaml");
        Files.write(p, "\uFEFFname: x\n".getBytes(StandardCharsets.UTF_16LE));
        assertThatThrownBy(() -> TextFiles.readUtf8(p))
                .isInstanceOf(InputFileException.class)
                .hasMessageContaining("intent.yaml:1: starts with a UTF-16 byte-order mark (0xFFFE)");
    }

    @Test
    void sparseFileOverTheCapIsRefusedAtOnce() throws IOException {
        Path sparse = tmp.resolve("sparse.cfg");
        try (RandomAccessFile f = new RandomAccessFile(sparse.toFile(), "rw")) {
            f.setLength(3L << 30);
        }
        assertThatThrownBy(() -> TextFiles.readUtf8(sparse))
                .isInstanceOf(InputFileException.class).hasMessageContaining("sparse.cfg: 3221225472 bytes");
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void characterDeviceReportingSizeZeroIsRefusedWithoutReading() {
        Path zero = Path.of("/dev/zero");
        assumeThat(Files.exists(zero)).as("/dev/zero exists").isTrue();
        assertThatThrownBy(() -> TextFiles.readUtf8(zero))
                .isInstanceOf(InputFileException.class).hasMessageContaining("/dev/zero: not a regular file");
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void fifoWithoutAWriterIsRefusedBeforeItIsOpened() throws Exception {
        Path fifo = tmp.resolve("config.fifo");
        Process mk = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assumeThat(mk.waitFor()).as("mkfifo available").isZero();
        assertThatThrownBy(() -> TextFiles.readUtf8(fifo))
                .isInstanceOf(InputFileException.class).hasMessageContaining("config.fifo: not a regular file");
    }

    @Test
    void boundHoldsOnBytesReadWhateverTheSize() throws IOException {
        Path p = tmp.resolve("big.cfg");
        Files.write(p, new byte[5000]);
        assertThatThrownBy(() -> TextFiles.readUtf8(p, 4096))
                .isInstanceOf(InputFileException.class).hasMessageContaining("big.cfg: 5000 bytes");
    }

    @Test
    void directoryAndMissingFileAreNamed() {
        assertThatThrownBy(() -> TextFiles.readUtf8(tmp)).isInstanceOf(InputFileException.class)
                .hasMessageContaining("is a directory");
        assertThatThrownBy(() -> TextFiles.readUtf8(tmp.resolve("none.cfg"))).isInstanceOf(NoSuchFileException.class);
    }
}
