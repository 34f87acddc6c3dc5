package io.rocekit.cli.doctor;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.cli.CliRunner;
import io.rocekit.host.snapshot.Manifest;
import io.rocekit.host.snapshot.ManifestCodec;
import io.rocekit.host.snapshot.SnapshotLayout;
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

    /** Two snapshots whose port eth0 was paused {@code pausedMicros} microseconds on priority 3 in the minute between. */
    private Path[] pausedSnapshots(long pausedMicros) throws Exception {
        Path[] out = new Path[2];
        String[] times = {"2026-01-01T10:00:00Z", "2026-01-01T10:01:00Z"};
        for (int i = 0; i < 2; i++) {
            Path d = snapshot("p" + i, times[i], 0, 0);
            Files.createDirectories(d.resolve("sys/class/infiniband/mlx5_0/ports/1/gid_attrs/ndevs"));
            Files.writeString(d.resolve("sys/class/infiniband/mlx5_0/ports/1/gid_attrs/ndevs/0"), "eth0\n");
            Files.createDirectories(d.resolve("sys/class/net/eth0/statistics"));
            Files.createDirectories(d.resolve("commands"));
            Files.writeString(d.resolve("commands/ethtool-S.eth0.txt"),
                    "NIC statistics:\n     rx_prio3_pause_duration: " + (i * pausedMicros) + "\n");
            out[i] = d;
        }
        return out;
    }

    /** Issue 23: the user's --set reaches the monitor rules that judge the rates between two snapshots. */
    @Test
    void setChangesTheRateVerdictOnTwoSnapshots() throws Exception {
        Path[] s = pausedSnapshots(12_000_000); // paused 20 % of the minute: WARN at the default warnPaused (10 %)
        CliRunner.Result byDefault = CliRunner.run("doctor", "--snapshot", s[0].toString(), "--snapshot", s[1].toString(),
                "--json");
        assertThat(byDefault.out()).as(byDefault.err()).contains("monitor.pause-storm").contains("20 % of the time");
        CliRunner.Result raised = CliRunner.run("doctor", "--snapshot", s[0].toString(), "--snapshot", s[1].toString(),
                "--json", "--set", "monitor.pause-storm.warnPaused=0.3");
        assertThat(raised.err()).contains("counters judged as rates over 60.0 s");
        assertThat(raised.out()).doesNotContain("monitor.pause-storm");
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
        io.rocekit.host.collect.SnapshotArchive.pack(snap, archive, "node7");
        CliRunner.Result r = CliRunner.run("doctor", "--snapshot", archive.toString(), "--json");
        assertThat(r.err()).contains("counters judged as rates over 60.0 s");
        assertThat(r.out()).contains("monitor.lossless-drops").contains("100/s");
    }
}
