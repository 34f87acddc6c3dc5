package io.rocekit.monitor.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assumptions.assumeThat;

import io.rocekit.core.io.InputFileException;
import io.rocekit.monitor.rate.RateCalculator;
import io.rocekit.monitor.sample.Sample;
import io.rocekit.monitor.sample.Sampler;
import io.rocekit.monitor.testing.Clock;
import io.rocekit.monitor.testing.RoceTree;
import java.io.RandomAccessFile;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

class RecordingTest {
    @TempDir
    Path dir;

    @Test
    void samplesComeBackEqualAndGiveTheSameRates() throws Exception {
        RoceTree tree = new RoceTree(dir.resolve("t"));
        Clock clock = new Clock();
        Sampler sampler = new Sampler(tree.sysfs(), tree.ethtool(), clock::wallMillis, clock::monoNanos);
        Path file = dir.resolve("rec.jsonl");
        Sample a = sampler.sample();
        tree.hw("out_of_buffer", 1135).stat("rx_bytes", -1L);
        clock.advanceSeconds(10);
        Sample b = sampler.sample();
        try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            Recording.append(w, a);
            Recording.append(w, b);
            w.write("{\"timeMillis\": 17"); // cut short by a kill
        }
        List<Sample> back = Recording.read(file);
        assertThat(back).containsExactly(a, b);
        assertThat(RateCalculator.between(back.get(0), back.get(1)))
                .isEqualTo(RateCalculator.between(a, b));
    }

    @Test
    void aLineThatIsNotASampleIsNamed() throws Exception {
        Path file = dir.resolve("bad.jsonl");
        Files.writeString(file, "hello\n{}\n{}\n");
        assertThatThrownBy(() -> Recording.read(file)).isInstanceOf(RecordingException.class)
                .hasMessageContaining("bad.jsonl:1: expected a sample");
    }

    @Test
    void oneSampleIsNotARecording() throws Exception {
        Path file = dir.resolve("one.jsonl");
        Files.writeString(file, "");
        assertThatThrownBy(() -> Recording.read(file)).hasMessageContaining("expected at least two samples");
    }

    @Test
    void aRecordingThatIsNotUtf8IsAnInputErrorWithLineAndOffset() throws Exception {
        Path file = dir.resolve("latin1.jsonl");
        Files.write(file, "{}\n{\"x\": \"\u00e9\"}\n".getBytes(StandardCharsets.ISO_8859_1));
        assertThatThrownBy(() -> Recording.read(file)).isInstanceOf(InputFileException.class)
                .hasMessageContaining("latin1.jsonl:2: byte offset 10 (0xE9) is not UTF-8");
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aFifoOrADeviceAsARecordingIsRefusedWithoutReadingIt() throws Exception {
        assertThatThrownBy(() -> Recording.read(Path.of("/dev/zero"))).isInstanceOf(InputFileException.class)
                .hasMessageContaining("/dev/zero: not a regular file");
        Path fifo = dir.resolve("fifo");
        Process mk = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assumeThat(mk.waitFor()).as("mkfifo").isZero();
        assertThatThrownBy(() -> Recording.read(fifo)).isInstanceOf(InputFileException.class)
                .hasMessageContaining("not a regular file");
    }

    @Test
    void aRecordingOverTheBoundIsRefusedByItsSize() throws Exception {
        Path sparse = dir.resolve("huge.jsonl");
        try (RandomAccessFile f = new RandomAccessFile(sparse.toFile(), "rw")) {
            f.setLength(Recording.MAX_BYTES + 1);
        }
        assertThatThrownBy(() -> Recording.read(sparse)).isInstanceOf(InputFileException.class)
                .hasMessageContaining("huge.jsonl: 8589934593 bytes");
    }

    @Test
    void aHugeSingleLineIsRefusedAtTheLineCap() throws Exception {
        Path file = dir.resolve("one-line.jsonl");
        Files.writeString(file, "{\"a\":\"" + "x".repeat(2 << 20) + "\"}");
        assertThatThrownBy(() -> Recording.read(file)).isInstanceOf(InputFileException.class)
                .hasMessageContaining("one-line.jsonl:1: line longer than");
    }
}
