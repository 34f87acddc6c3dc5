package io.rocekit.monitor.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.monitor.rate.RateCalculator;
import io.rocekit.monitor.sample.Sample;
import io.rocekit.monitor.sample.Sampler;
import io.rocekit.monitor.testing.Clock;
import io.rocekit.monitor.testing.RoceTree;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
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
}
