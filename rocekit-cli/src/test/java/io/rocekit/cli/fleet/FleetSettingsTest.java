package io.rocekit.cli.fleet;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.rocekit.cli.CliRunner;
import io.rocekit.cli.render.Json;
import io.rocekit.fleet.generate.FleetGenerator;
import io.rocekit.host.snapshot.Manifest;
import io.rocekit.host.snapshot.ManifestCodec;
import io.rocekit.host.snapshot.SnapshotLayout;
import io.rocekit.monitor.record.CounterRates;
import io.rocekit.monitor.record.Recording;
import io.rocekit.monitor.sample.Sampler;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 23: the user's --set reaches every judge of a fleet run: the monitor rules on each node and the fleet rules. */
class FleetSettingsTest {
    @TempDir
    Path dir;

    /**
     * A node collected with --interval: its port eth0 was paused {@code pausedMicros} microseconds on
     * priority 3 in the minute between the two samples.
     */
    private void pausedNode(Path fleet, String host, long pausedMicros) throws Exception {
        Path d = fleet.resolve(host);
        Path port = d.resolve("sys/class/infiniband/mlx5_0/ports/1");
        Files.createDirectories(port.resolve("hw_counters"));
        Files.createDirectories(port.resolve("gid_attrs/ndevs"));
        Files.writeString(port.resolve("state"), "4: ACTIVE\n");
        Files.writeString(port.resolve("link_layer"), "Ethernet\n");
        Files.writeString(port.resolve("hw_counters/out_of_buffer"), "0\n");
        Files.writeString(port.resolve("gid_attrs/ndevs/0"), "eth0\n");
        Files.createDirectories(d.resolve("sys/class/net/eth0/statistics"));
        Files.writeString(d.resolve(SnapshotLayout.MANIFEST), ManifestCodec.write(
                new Manifest(SnapshotLayout.FORMAT, host, "2026-01-01T10:00:00Z", "test", List.of())));
        long[] clock = {0};
        long[] paused = {0};
        Sampler s = new Sampler(d.resolve("sys"), (netdev, notes) -> {
            TreeMap<String, Long> m = new TreeMap<>();
            m.put("rx_prio3_pause_duration", paused[0]);
            return Optional.of(m);
        }, () -> clock[0] / 1_000_000, () -> clock[0]);
        try (Writer w = Files.newBufferedWriter(d.resolve(CounterRates.IN_SNAPSHOT), StandardCharsets.UTF_8)) {
            Recording.append(w, s.sample());
            clock[0] += 60_000_000_000L;
            paused[0] = pausedMicros;
            Recording.append(w, s.sample());
        }
    }

    private static List<String> rules(CliRunner.Result r) throws Exception {
        JsonNode j = Json.mapper().readTree(r.out());
        List<String> out = new ArrayList<>();
        j.get("rules").forEach(x -> out.add(x.get("rule").asText()));
        return out;
    }

    @Test
    void setReachesTheMonitorRulesOnEachNode() throws Exception {
        Path fleet = dir.resolve("fleet");
        pausedNode(fleet, "node1", 12_000_000); // paused 20 % of the minute: WARN at the default warnPaused (10 %)
        pausedNode(fleet, "node2", 12_000_000);
        CliRunner.Result byDefault = CliRunner.run("fleet", fleet.toString(), "--json", "--threads", "1");
        assertThat(rules(byDefault)).as(byDefault.out() + byDefault.err()).contains("monitor.pause-storm");
        CliRunner.Result raised = CliRunner.run("fleet", fleet.toString(), "--json", "--threads", "1",
                "--set", "monitor.pause-storm.warnPaused=0.3");
        assertThat(rules(raised)).as(raised.err()).doesNotContain("monitor.pause-storm");
    }

    @Test
    void setReachesTheFleetRulesInEveryReport() throws Exception {
        Path fleet = dir.resolve("generated");
        new FleetGenerator(12, 3).write(fleet, FleetGenerator.Format.DIRECTORY, 2);
        CliRunner.Result byDefault = CliRunner.run("fleet", fleet.toString(), "--threads", "2", "--html",
                dir.resolve("default.html").toString());
        assertThat(byDefault.out()).contains("fleet.slow-node");
        assertThat(Files.readString(dir.resolve("default.html"))).contains("fleet.slow-node");
        CliRunner.Result lenient = CliRunner.run("fleet", fleet.toString(), "--threads", "2", "--html",
                dir.resolve("lenient.html").toString(), "--set", "fleet.slow-node.minRelativeDeviation=0.9");
        assertThat(lenient.out()).doesNotContain("fleet.slow-node");
        // the HTML's findings are the same judgement as the text's: at the user's limits, not the defaults
        assertThat(Files.readString(dir.resolve("lenient.html"))).doesNotContain("fleet.slow-node");
    }
}
