package io.rocekit.monitor.prometheus;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.monitor.sample.EthtoolStats;
import io.rocekit.monitor.sample.Sampler;
import io.rocekit.monitor.testing.Exposition;
import io.rocekit.monitor.testing.Peers;
import io.rocekit.monitor.testing.Resources;
import io.rocekit.monitor.testing.RoceTree;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The installed node_exporter (its infiniband collector only, {@code --path.sysfs} on the tree)
 * and rocekit's exporter, both over HTTP on the same tree, give the same infiniband samples. The
 * RoCE tree is included: node_exporter reads its counters/ too.
 */
class LiveNodeExporterParityTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"node-exporter-sysfs/sys", "procfs-sysfs/sys", "roce"})
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void sameAsTheRunningNodeExporter(String tree) throws Exception {
        Path ne = Peers.require("prometheus-node-exporter");
        Path sys = tree.equals("roce") ? new RoceTree(dir.resolve("t")).sysfs() : Resources.path(tree);
        int port = Peers.freePort();
        Process p = new ProcessBuilder(ne.toString(), "--collector.disable-defaults", "--collector.infiniband",
                "--path.sysfs=" + sys, "--web.listen-address=127.0.0.1:" + port)
                .redirectErrorStream(true).redirectOutput(dir.resolve("ne.log").toFile()).start();
        try (Exporter ours = Exporter.start("127.0.0.1", 0,
                new SysfsCollector(new Sampler(sys, EthtoolStats.none()), s -> { }))) {
            HttpClient http = HttpClient.newHttpClient();
            String theirs = null;
            for (int i = 0; i < 50 && theirs == null; i++) {
                Thread.sleep(100);
                theirs = fetch(http, "http://127.0.0.1:" + port + "/metrics");
            }
            String mine = fetch(http, "http://127.0.0.1:" + ours.port() + "/metrics");
            assertThat(theirs).isNotNull();
            var want = Exposition.samples(theirs, "node_infiniband_", "infiniband_");
            assertThat(want).isNotEmpty();
            var s = new Sampler(sys, EthtoolStats.none()).sample();
            assertThat(NodeExporterParityTest.withoutHwCounters(Exposition.samples(mine, "rocekit_infiniband_", "infiniband_"), s))
                    .containsExactlyInAnyOrderEntriesOf(want);
        } finally {
            p.destroy();
            p.waitFor(10, TimeUnit.SECONDS);
        }
    }

    private static String fetch(HttpClient http, String url) throws InterruptedException {
        try {
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(5)).build(),
                    HttpResponse.BodyHandlers.ofString());
            return r.statusCode() == 200 ? r.body() : null;
        } catch (java.io.IOException e) {
            return null;
        }
    }
}
