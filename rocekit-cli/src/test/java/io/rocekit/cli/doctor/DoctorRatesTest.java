package io.rocekit.cli.doctor;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.cli.CliRunner;
import io.rocekit.doctor.snapshot.Manifest;
import io.rocekit.doctor.snapshot.ManifestCodec;
import io.rocekit.doctor.snapshot.SnapshotLayout;
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

/** The doctor given counters at two times judges rates (monitor.* rules), not totals since boot. */
class DoctorRatesTest {
    @TempDir
    Path dir;

    /** A snapshot-shaped directory: manifest and the sysfs copy of one RoCE port's hw_counters. */
    private Path snapshot(String name, String time, long ecnMarked, long outOfBuffer) throws Exception {
        Path d = dir.resolve(name);
        Path hw = d.resolve("sys/class/infiniband/mlx5_0/ports/1/hw_counters");
        Files.createDirectories(hw);
        Files.writeString(d.resolve("sys/class/infiniband/mlx5_0/ports/1/state"), "4: ACTIVE\n");
        Files.writeString(d.resolve("sys/class/infiniband/mlx5_0/ports/1/link_layer"), "Ethernet\n");
        Files.writeString(hw.resolve("np_cnp_sent"), "0\n");
        Files.writeString(hw.resolve("np_ecn_marked_roce_packets"), ecnMarked + "\n");
        Files.writeString(hw.resolve("out_of_buffer"), outOfBuffer + "\n");
        Files.writeString(d.resolve(SnapshotLayout.MANIFEST), ManifestCodec.write(
                new Manifest(SnapshotLayout.FORMAT, "node7", time, "test", List.of())));
        return d;
    }

    @Test
    void twoSnapshotsAreJudgedAsRates() throws Exception {
        Path a = snapshot("a", "2026-01-01T10:00:00Z", 1_000, 135);
        Path b = snapshot("b", "2026-01-01T10:01:00Z", 61_000, 135);
        CliRunner.Result r = CliRunner.run("doctor", "--snapshot", a.toString(), "--snapshot", b.toString(), "--json");
        assertThat(r.err()).contains("counters judged as rates over 60.0 s");
        assertThat(r.out()).contains("monitor.cnp-without-ecn").contains("no CNP is sent")
                .doesNotContain("nic.counter.rx-out-of-buffer");
    }

    @Test
    void snapshotsInTheWrongOrderAreAnInputError() throws Exception {
        Path a = snapshot("a", "2026-01-01T10:00:00Z", 0, 0);
        Path b = snapshot("b", "2026-01-01T10:01:00Z", 0, 0);
        CliRunner.Result r = CliRunner.run("doctor", "--snapshot", b.toString(), "--snapshot", a.toString());
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).contains("give the earlier snapshot first");
    }

    @Test
    void aRecordingIsJudgedIntervalByInterval() throws Exception {
        Path tree = snapshot("t", "2026-01-01T10:00:00Z", 0, 0).resolve("sys");
        long[] clock = {0};
        Sampler s = new Sampler(tree, EthtoolStats.none(), () -> clock[0] / 1_000_000, () -> clock[0]);
        Path rec = dir.resolve("rec.jsonl");
        try (Writer w = Files.newBufferedWriter(rec, StandardCharsets.UTF_8)) {
            Recording.append(w, s.sample());
            clock[0] += 1_000_000_000L;
            Recording.append(w, s.sample());
            Files.writeString(tree.resolve("class/infiniband/mlx5_0/ports/1/hw_counters/out_of_buffer"), "500\n");
            clock[0] += 1_000_000_000L;
            Sample last = s.sample();
            Recording.append(w, last);
        }
        CliRunner.Result r = CliRunner.run("doctor", "--recording", rec.toString(), "--fail-on", "WARN");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(1);
        assertThat(r.out()).contains("monitor.lossless-drops").contains("RDMA receive queue empty 500/s");
        assertThat(r.err()).contains("over 2.0 s (3 samples");
    }

    /** collect --interval -o node.tar.gz: the recording inside the archive is read like the one in a directory. */
    @Test
    void anArchivedSnapshotWithItsIntervalRecordingIsJudgedAsRates() throws Exception {
        Path snap = snapshot("n", "2026-01-01T10:00:00Z", 0, 0);
        Path tree = snap.resolve("sys");
        long[] clock = {0};
        Sampler s = new Sampler(tree, EthtoolStats.none(), () -> clock[0] / 1_000_000, () -> clock[0]);
        Sample first = s.sample();
        Files.writeString(tree.resolve("class/infiniband/mlx5_0/ports/1/hw_counters/out_of_buffer"), "6000\n");
        clock[0] += 60_000_000_000L;
        Sample second = s.sample();
        try (Writer w = Files.newBufferedWriter(snap.resolve(io.rocekit.monitor.record.CounterRates.IN_SNAPSHOT),
                StandardCharsets.UTF_8)) {
            Recording.append(w, first);
            Recording.append(w, second);
        }
        Path archive = dir.resolve("node7.tar.gz");
        io.rocekit.doctor.collect.SnapshotArchive.pack(snap, archive, "node7");
        CliRunner.Result r = CliRunner.run("doctor", "--snapshot", archive.toString(), "--json");
        assertThat(r.err()).contains("counters judged as rates over 60.0 s");
        assertThat(r.out()).contains("monitor.lossless-drops").contains("100/s");
    }
}
