package io.rocekit.fleet.node;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.fleet.input.SnapshotSource;
import io.rocekit.host.snapshot.Manifest;
import io.rocekit.host.snapshot.ManifestCodec;
import io.rocekit.host.snapshot.SnapshotLayout;
import io.rocekit.monitor.record.CounterRates;
import io.rocekit.monitor.record.Recording;
import io.rocekit.monitor.sample.EthtoolStats;
import io.rocekit.monitor.sample.Sample;
import io.rocekit.monitor.sample.Sampler;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A node collected with --interval is judged on rates, as 'rocekit doctor --snapshot' judges it. */
class IntervalRatesTest {
    @TempDir
    Path dir;

    private Path snapshot(boolean withRecording) throws Exception {
        Path d = dir.resolve(withRecording ? "rated" : "plain");
        Path port = d.resolve("sys/class/infiniband/mlx5_0/ports/1");
        Path hw = port.resolve("hw_counters");
        Files.createDirectories(hw);
        Files.writeString(port.resolve("state"), "4: ACTIVE\n");
        Files.writeString(port.resolve("link_layer"), "Ethernet\n");
        Files.writeString(hw.resolve("out_of_buffer"), "0\n");
        Files.writeString(d.resolve(SnapshotLayout.MANIFEST), ManifestCodec.write(
                new Manifest(SnapshotLayout.FORMAT, "node7", "2026-01-01T10:00:00Z", "test", List.of())));
        if (withRecording) {
            long[] clock = {0};
            Sampler s = new Sampler(d.resolve("sys"), EthtoolStats.none(), () -> clock[0] / 1_000_000, () -> clock[0]);
            Sample first = s.sample();
            Files.writeString(hw.resolve("out_of_buffer"), "6000\n");
            clock[0] += 60_000_000_000L;
            Sample second = s.sample();
            try (Writer w = Files.newBufferedWriter(d.resolve(CounterRates.IN_SNAPSHOT), StandardCharsets.UTF_8)) {
                Recording.append(w, first);
                Recording.append(w, second);
            }
        }
        return d;
    }

    @Test
    void theIntervalsRatesAreMetricsAndTheMonitorRulesJudgeThem() throws Exception {
        NodeSummary n = new Summarizer().summarize(new SnapshotSource(snapshot(true).toString()));
        assertThat(n.metrics()).as(n.toString()).containsEntry("rate.out_of_buffer.perSec", 100.0);
        assertThat(n.rules()).containsKey("monitor.lossless-drops");
        assertThat(n.rules().keySet()).noneMatch(r -> r.startsWith("nic.counter."));
    }

    @Test
    void withoutARecordingThereAreNoIntervalRates() throws Exception {
        NodeSummary n = new Summarizer().summarize(new SnapshotSource(snapshot(false).toString()));
        assertThat(n.metrics().keySet()).noneMatch(k -> k.startsWith("rate."));
        assertThat(n.rules().keySet()).noneMatch(r -> r.startsWith("monitor."));
    }
}
